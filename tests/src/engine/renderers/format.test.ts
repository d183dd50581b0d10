import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../../src/engine/renderers/format';
import { formatNumber, formatPercent } from '../../../../src/engine/renderers/numberFormat';

describe('display formats', () => {
  it('formats numbers, percents, dates and date-times', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(3, 0)).toBe('3');
    expect(formatPercent(13)).toBe('13%');
    expect(formatDate('2026-03-05')).toBe('2026-03-05');
    expect(formatDateTime(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('2026-03-05 09:07');
    expect(formatDateTime(undefined)).toBe('');
  });
});
