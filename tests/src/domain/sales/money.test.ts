import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, amountLimitError, applyBp, formatCents, isAmountInRange, lineAmounts, orderTotals, percentToBp, yuanToCents } from '../../../../src/domain/sales/money';

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
    expect(lineAmounts({ quantity: 2, unitPrice: 10000, discount: 1500, taxRate: 6 })).toEqual({ gross: 20000, discount: 1500, amount: 18500, taxAmount: 1110, lineTotal: 19610 });
    expect(lineAmounts({ quantity: 3, unitPrice: 199 })).toEqual({ gross: 597, discount: 0, amount: 597, taxAmount: 0, lineTotal: 597 });
  });

  it('sums rounded lines, so printed lines add up to the printed total', () => {
    const lines = [{ quantity: 1, unitPrice: 50, taxRate: 13 }, { quantity: 1, unitPrice: 50, taxRate: 13 }];
    // Each line rounds 6.5 → 7; taxing the sum (100 × 13 % = 13) would disagree with the lines.
    expect(orderTotals(lines)).toEqual({ subtotal: 100, discountTotal: 0, taxTotal: 14, total: 114 });
    expect(orderTotals([])).toEqual({ subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 });
  });

  it('formats cents as ¥ with thousands separators', () => {
    expect(formatCents(123456)).toBe('¥1,234.56');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(-5)).toBe('-¥0.05');
    expect(formatCents(null)).toBe('¥0.00');
  });

  it('caps a line and an order at ¥1000亿, checked as exact integers', () => {
    expect(MAX_AMOUNT_CENTS).toBe(1e13);
    expect(isAmountInRange(1e13)).toBe(true);
    expect(isAmountInRange(1e13 + 1)).toBe(false);
    expect(isAmountInRange(2 ** 53)).toBe(false);
    expect(isAmountInRange(1.5)).toBe(false);
    expect(amountLimitError([{ quantity: 100, unitPrice: 100_000_000_000 }])).toBeNull(); // exactly the cap
    expect(amountLimitError([{ quantity: 1, unitPrice: 100 }, { quantity: 1_000_000, unitPrice: 99_999_999_999 }])).toBe('第 2 行的金额（数量 × 单价）超过上限 ¥100,000,000,000.00');
    expect(amountLimitError([{ quantity: 1, unitPrice: 1e13, taxRate: 1 }], 7)).toBe('第 7 行的含税金额 ¥101,000,000,000.00 超过上限 ¥100,000,000,000.00');
    expect(amountLimitError([{ quantity: 1, unitPrice: 6e12 }, { quantity: 1, unitPrice: 5e12 }])).toBe('总金额 ¥110,000,000,000.00 超过上限 ¥100,000,000,000.00');
  });
});
