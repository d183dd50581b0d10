import { describe, expect, it } from 'vitest';
import { relatedLists, relatedProblems, resolveRelatedPath } from '../../../src/schemas/relatedLists';
import { validateSchemas } from '../../../src/schemas/validateSchema';
import type { ResourceSchema } from '../../../src/schemas/types';
import { resourceSchemas } from '../../../src/schemas';

const schemaOf = (name: string) => resourceSchemas.find((s) => s.name === name)!;
const lookup = (name: string) => resourceSchemas.find((s) => s.name === name);
/** A resource a designer added, with a reference to 客户. */
const visits: ResourceSchema = {
  name: 'visit',
  label: '拜访记录',
  apiBase: '/business/custom/visit',
  titleField: 'topic',
  fields: [
    { name: 'topic', label: '主题', type: 'text' },
    { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' } },
    { name: 'cost', label: '费用', type: 'money' },
  ],
};
const withRelated = (related: unknown): ResourceSchema => ({ ...schemaOf('customer'), show: { related } as never });

describe('relatedLists', () => {
  it('gives a customer its declared orders, quotations and payments, then what refers to it undeclared (an added resource too)', () => {
    const lists = relatedLists(schemaOf('customer'), [...resourceSchemas, visits]);
    expect(lists.map((l) => [l.resource, l.via, l.title])).toEqual([
      ['order', 'customerId', '订单'],
      ['customer_quotation', 'customerId', '客户报价单'],
      ['payment', 'orderId.customerId', '付款'],
      ['customer_potential', 'convertedCustomerId', '潜在客户'],
      ['visit', 'customerId', '拜访记录'],
    ]);
    expect(lists[0].totals).toEqual(['total', 'paidTotal', 'refundedTotal', 'receivedAmount', 'unpaidAmount']);
    // Undeclared: the first columns of the resource's list.
    expect(lists[4].columns).toEqual(['topic', 'customerId', 'cost']);
  });

  it('shows by default the columns the resource’s list shows: its title first, no text area, JSON or file', () => {
    const notes: ResourceSchema = {
      ...visits,
      fields: [
        { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' } },
        { name: 'remark', label: '备注', type: 'textarea' },
        { name: 'topic', label: '主题', type: 'text' },
        { name: 'photo', label: '照片', type: 'file' },
      ],
    };
    const list = relatedLists(schemaOf('customer'), [...resourceSchemas, notes]).find((l) => l.resource === 'visit')!;
    expect(list.columns).toEqual(['topic', 'customerId']);
  });

  it('gives a lead its quotations (the customer it became is a field of its page), a supplier its products, a product the orders that sold it', () => {
    const of = (name: string) => relatedLists(schemaOf(name), resourceSchemas).map((l) => `${l.resource}.${l.via}`);
    expect(of('customer_potential')).toEqual(['customer_potential_quotation.customerId']);
    expect(of('supplier')).toEqual(['product.supplierId']);
    expect(of('product')).toEqual(['order.lines.productId']);
  });

  it('leaves out a list a declaration switches off (`hidden`), derived or declared', () => {
    const of = (related: unknown) => relatedLists(withRelated(related), resourceSchemas).map((l) => `${l.resource}.${l.via}`);
    expect(of([{ resource: 'customer_potential', via: 'convertedCustomerId', hidden: true }])).not.toContain(
      'customer_potential.convertedCustomerId',
    );
    expect(of([{ resource: 'payment', via: 'orderId.customerId', hidden: true }])).not.toContain('payment.orderId.customerId');
    expect(of([])).toContain('customer_potential.convertedCustomerId');
  });

  it('resolves the three kinds of path and says why one leads elsewhere', () => {
    expect(resolveRelatedPath(schemaOf('order'), 'customerId', 'customer', lookup)).toMatchObject({ kind: 'direct' });
    expect(resolveRelatedPath(schemaOf('payment'), 'orderId.customerId', 'customer', lookup)).toMatchObject({
      kind: 'through',
      target: { name: 'order' },
    });
    expect(resolveRelatedPath(schemaOf('order'), 'lines.productId', 'product', lookup)).toMatchObject({ kind: 'lines' });
    expect(resolveRelatedPath(schemaOf('order'), 'customerId', 'product', lookup)).toBe('“customerId”不是指向产品的引用');
    expect(resolveRelatedPath(schemaOf('order'), 'lines.taxId', 'product', lookup)).toBe('“lines.taxId”不是指向产品的引用');
    expect(resolveRelatedPath(schemaOf('order'), 'a.b.c', 'customer', lookup)).toBe('“a.b.c”不是订单的字段路径');
  });
});

describe('relatedProblems', () => {
  it('accepts the built-in declarations', () => {
    expect(validateSchemas(resourceSchemas)).toBe(resourceSchemas);
  });

  it('names an unknown resource, a path not reaching the record, unknown columns and totals that are not money', () => {
    const bad = withRelated([
      { resource: 'nowhere', via: 'customerId' },
      { resource: 'order', via: 'productId', columns: ['code', 'colour'], totals: ['total', 'code'] },
    ]);
    expect(relatedProblems(bad, lookup).map((p) => p.message)).toEqual([
      'show.related[0]: resource "nowhere" is not a known resource',
      'show.related[1]: “productId”不是订单的字段路径',
      'show.related[1]: column "colour" is not a field of "order"',
      'show.related[1]: total "code" is not a money field of "order"',
    ]);
    expect(relatedProblems(withRelated({ resource: 'order' }), lookup)).toEqual([
      { resource: 'customer', message: 'show.related must be a list' },
    ]);
  });
});
