import { describe, expect, it } from 'vitest';
import { derivationSources, hiddenThrough, withDerivedRules } from '../../../src/schemas/derivations';
import { schemaProblems } from '../../../src/schemas/validateSchema';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { orderSchema } from '../../../src/schemas/order';
import { customerQuotationSchema } from '../../../src/schemas/customerQuotation';

const sheet = (fields: FieldSchema[]): ResourceSchema => ({ name: 'sheet', label: '表', apiBase: '/x/sheet', titleField: 'title', fields });
const title: FieldSchema = { name: 'title', label: '标题', type: 'text' };
const rows: FieldSchema = {
  name: 'rows',
  label: '明细',
  type: 'lineItems',
  itemFields: [
    { name: 'qty', label: '数量', type: 'integer' },
    { name: 'price', label: '单价', type: 'money' },
    { name: 'sum', label: '金额', type: 'money', readOnly: true },
    { name: 'note', label: '说明', type: 'text' },
  ],
  computation: { quantity: 'qty', unitPrice: 'price', amount: 'sum' },
};
const messages = (s: ResourceSchema) => schemaProblems(s).map((p) => `${p.field ?? ''}: ${p.message}`);

describe('derived fields', () => {
  it('reads a line’s figures from its computation and the sums from derivedFrom', () => {
    const sources = derivationSources(orderSchema);
    expect(sources.get('lines.amount')).toEqual(['lines.quantity', 'lines.unitPrice', 'lines.discount']);
    expect(sources.get('lines.taxAmount')).toEqual(['lines.quantity', 'lines.unitPrice', 'lines.discount', 'lines.taxRate']);
    expect(sources.get('total')).toEqual(['subtotal', 'taxTotal']);
    // A designed resource's line items with their own names need no declaration.
    expect(derivationSources(sheet([title, rows])).get('rows.sum')).toEqual(['rows.qty', 'rows.price']);
  });

  it('hides, transitively, what a hidden field reaches, and says through which field', () => {
    const through = hiddenThrough(customerQuotationSchema, { 'lines.unitPrice': 'hidden' });
    expect(Object.fromEntries(through)).toEqual({
      'lines.amount': 'lines.unitPrice',
      'lines.taxAmount': 'lines.unitPrice',
      subtotal: 'lines.unitPrice',
      taxTotal: 'lines.unitPrice',
      total: 'lines.unitPrice',
      unpaidAmount: 'lines.unitPrice',
    });
    expect(withDerivedRules(orderSchema, { 'lines.discount': 'hidden' })).toMatchObject({ discountTotal: 'hidden', total: 'hidden' });
    // Nothing is derived from the remark, nor does a read-only rule spread.
    const alone = { remark: 'hidden' as const, 'lines.unitPrice': 'readonly' as const };
    expect(withDerivedRules(orderSchema, alone)).toBe(alone);
    expect(withDerivedRules(orderSchema, { paidTotal: 'hidden' })).toEqual({
      paidTotal: 'hidden',
      unpaidAmount: 'hidden',
      receivedAmount: 'hidden',
    });
  });

  it('refuses a derivedFrom naming no field, on a field a client writes, or going round in a circle', () => {
    const top = (f: Partial<FieldSchema>) => sheet([title, rows, { name: 'total', label: '合计', type: 'money', readOnly: true, ...f }]);
    expect(messages(top({ derivedFrom: ['rows.sum'] }))).toEqual([]);
    expect(messages(top({ derivedFrom: ['rows.colour', 'size'] }))).toEqual([
      'total: derivedFrom names an unknown field "rows.colour"',
      'total: derivedFrom names an unknown field "size"',
    ]);
    expect(messages(top({ derivedFrom: ['rows.sum'], readOnly: false }))).toEqual([
      'total: derivedFrom applies to fields the server computes (readOnly or virtual)',
    ]);
    expect(messages(top({ derivedFrom: [] }))).toEqual(['total: derivedFrom must list the names of the fields it is computed from']);
    expect(messages(top({ derivedFrom: ['total'] }))).toEqual(['total: derivedFrom names the field itself']);
    const circle = sheet([
      title,
      { name: 'a', label: '甲', type: 'money', readOnly: true, derivedFrom: ['b'] },
      { name: 'b', label: '乙', type: 'money', readOnly: true, derivedFrom: ['a'] },
    ]);
    expect(messages(circle)).toEqual(['a: derivedFrom goes round in a circle: a → b → a']);
    // An item field names the other item fields of its row.
    const item = (derivedFrom: string[]) =>
      sheet([
        title,
        { ...rows, itemFields: [...rows.itemFields!, { name: 'x', label: '乘积', type: 'money', readOnly: true, derivedFrom }] },
      ]);
    expect(messages(item(['qty', 'note']))).toEqual([]);
    expect(messages(item(['rows.qty']))).toEqual(['rows.x: derivedFrom names an unknown field "rows.qty"']);
  });
});
