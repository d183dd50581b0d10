import { describe, expect, it } from 'vitest';
import {
  applyBp,
  centsToYuan,
  formatCents,
  formatMoney,
  groupThousands,
  lineAmounts,
  percentToBp,
  yuanToCents,
} from '../../../src/domain/money';

describe('money in integer cents', () => {
  it('rounds tax half up per line, exactly', () => {
    expect(applyBp(50, 1300)).toBe(7); // 6.5 分 → 7
    expect(applyBp(1, 5000)).toBe(1); // 0.5 → 1
    expect(applyBp(1, 4999)).toBe(0);
    expect(applyBp(10005, 1300)).toBe(1301); // 1300.65
    expect(applyBp(-50, 1300)).toBe(-7); // half away from zero
    // Beyond 2^53 in the intermediate product: still exact.
    expect(applyBp(99_999_999_999, 1333)).toBe(13_330_000_000);
  });

  it('turns percents with two decimals into basis points and yuan into cents', () => {
    expect(percentToBp(13)).toBe(1300);
    expect(percentToBp(6.35)).toBe(635);
    expect(percentToBp(undefined)).toBe(0);
    expect(yuanToCents(1.005)).toBe(101);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(-2.5)).toBe(-250);
  });

  it('computes a line: quantity × price − discount, then tax on the amount', () => {
    expect(lineAmounts({ quantity: 2, unitPrice: 10000, discount: 1500, taxRate: 6 })).toEqual({
      gross: 20000,
      discount: 1500,
      amount: 18500,
      taxAmount: 1110,
      lineTotal: 19610,
    });
    expect(lineAmounts({ quantity: 3, unitPrice: 199 })).toEqual({ gross: 597, discount: 0, amount: 597, taxAmount: 0, lineTotal: 597 });
  });

  it('formats cents as ¥ with thousands separators', () => {
    expect(formatCents(123456)).toBe('¥1,234.56');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(-5)).toBe('-¥0.05');
    expect(formatCents(null)).toBe('¥0.00');
  });
});

describe('money display and input', () => {
  it('groups whole numbers by three digits as en-US does, without ICU', () => {
    for (const n of [0, 7, 999, 1000, 20000, 123456, 1234567, 9007199254740991]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });

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
});
