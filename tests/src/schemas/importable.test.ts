import { describe, expect, it } from 'vitest';
import { unimportableRequired } from '../../../src/schemas/importable';
import { customerSchema } from '../../../src/schemas/customer';
import { orderSchema } from '../../../src/schemas/order';

/** Which resources an import can fill: none whose required field no cell gives (an order's lines). */
describe('unimportableRequired', () => {
  it('finds the lines an order needs, nothing in a customer', () => {
    expect(unimportableRequired(orderSchema)?.type).toBe('lineItems');
    expect(unimportableRequired(customerSchema)).toBeUndefined();
  });
});
