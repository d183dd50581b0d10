import { describe, expect, it } from 'vitest';
import { centsToYuan, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, yuanToCents } from '../../../src/renderers/format';

describe('display formats', () => {
  it('shows money as ¥ with thousands separators and two decimals', () => {
    expect(formatMoney(123456)).toBe('¥1,234.56');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(-5)).toBe('-¥0.05');
    expect(formatMoney(null)).toBe('');
  });

  it('converts yuan and cents without float drift', () => {
    expect(yuanToCents(19.99)).toBe(1999);
    expect(yuanToCents(1.005)).toBe(101);
    expect(yuanToCents(-2.5)).toBe(-250);
    expect(yuanToCents(null)).toBeNull();
    expect(centsToYuan(1999)).toBe(19.99);
  });

  it('formats numbers, percents, dates and date-times', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(3, 0)).toBe('3');
    expect(formatPercent(13)).toBe('13%');
    expect(formatDate('2026-03-05')).toBe('2026-03-05');
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('2026-03-05 09:07');
    expect(formatDateTime(undefined)).toBe('');
  });
});
