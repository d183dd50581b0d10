import { describe, expect, it } from 'vitest';
import { computeLine, computeTotals, withLineFigures } from '../../../src/schemas/lineItems';

describe('line-item arithmetic (cents)', () => {
  it('computes amount = quantity × unitPrice − discount and tax on the amount', () => {
    expect(computeLine({ quantity: 3, unitPrice: 1999, discount: 500, taxRate: 13 })).toEqual({ amount: 5497, tax: 715 });
  });

  it('rounds fractional quantities to whole cents and treats blanks as 0', () => {
    expect(computeLine({ quantity: 0.5, unitPrice: 333 })).toEqual({ amount: 167, tax: 0 });
    expect(computeLine({ quantity: '', unitPrice: null })).toEqual({ amount: 0, tax: 0 });
  });

  it('uses renamed item fields', () => {
    expect(computeLine({ qty: 2, price: 100, rate: 10 }, { quantity: 'qty', unitPrice: 'price', taxRate: 'rate' })).toEqual({
      amount: 200,
      tax: 20,
    });
  });

  it('sums rows into subtotal, tax and total', () => {
    const rows = [
      { quantity: 1, unitPrice: 1000, taxRate: 13 },
      { quantity: 2, unitPrice: 250, discount: 100 },
    ];
    expect(computeTotals(rows)).toEqual({ subtotal: 1400, tax: 130, total: 1530 });
    expect(computeTotals(undefined)).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('writes only the figure fields the item schema declares', () => {
    const row = withLineFigures({ quantity: 2, unitPrice: 100, taxRate: 10 }, [{ name: 'quantity' }, { name: 'amount' }]);
    expect(row).toEqual({ quantity: 2, unitPrice: 100, taxRate: 10, amount: 200 });
  });
});
