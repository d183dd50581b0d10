import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS, amountLimitError, isAmountInRange, orderTotals } from '../../../../src/domain/sales/money';

describe('money in integer cents', () => {
  it('sums rounded lines, so printed lines add up to the printed total', () => {
    const lines = [
      { quantity: 1, unitPrice: 50, taxRate: 13 },
      { quantity: 1, unitPrice: 50, taxRate: 13 },
    ];
    // Each line rounds 6.5 → 7; taxing the sum (100 × 13 % = 13) would disagree with the lines.
    expect(orderTotals(lines)).toEqual({ subtotal: 100, discountTotal: 0, taxTotal: 14, total: 114 });
    expect(orderTotals([])).toEqual({ subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 });
  });

  it('caps a line and an order at ¥1000亿, checked as exact integers', () => {
    expect(MAX_AMOUNT_CENTS).toBe(1e13);
    expect(isAmountInRange(1e13)).toBe(true);
    expect(isAmountInRange(1e13 + 1)).toBe(false);
    expect(isAmountInRange(2 ** 53)).toBe(false);
    expect(isAmountInRange(1.5)).toBe(false);
    expect(amountLimitError([{ quantity: 100, unitPrice: 100_000_000_000 }])).toBeNull(); // exactly the cap
    expect(
      amountLimitError([
        { quantity: 1, unitPrice: 100 },
        { quantity: 1_000_000, unitPrice: 99_999_999_999 },
      ]),
    ).toBe('第 2 行的金额（数量 × 单价）超过上限 ¥100,000,000,000.00');
    expect(amountLimitError([{ quantity: 1, unitPrice: 1e13, taxRate: 1 }], 7)).toBe(
      '第 7 行的含税金额 ¥101,000,000,000.00 超过上限 ¥100,000,000,000.00',
    );
    expect(
      amountLimitError([
        { quantity: 1, unitPrice: 6e12 },
        { quantity: 1, unitPrice: 5e12 },
      ]),
    ).toBe('总金额 ¥110,000,000,000.00 超过上限 ¥100,000,000,000.00');
  });
});
