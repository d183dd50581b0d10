import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from '@refinedev/core';
import { searchRecords, type RecordSource } from '../../../../src/shell/palette/recordSearch';
import type { ResourceSchema } from '../../../../src/schemas/types';

const schema = (name: string, label: string, titleField: string): ResourceSchema => ({
  name,
  label,
  apiBase: `/business/${name}`,
  titleField,
  fields: [],
});
const sources: RecordSource[] = [
  { schema: schema('customer', '客户', 'name'), path: '/app/customer', detail: 'contactName' },
  { schema: schema('order', '订单', 'code'), path: '/app/order', detail: 'customerName' },
];

// The one module under test: a stand-in provider answers as the list calls do.
const provider = (rows: Record<string, Record<string, unknown>[]>, failing: string[] = []) => {
  const getList = vi.fn(async ({ resource }: { resource: string }) => {
    if (failing.includes(resource)) throw new Error('403');
    return { data: rows[resource] ?? [], total: (rows[resource] ?? []).length };
  });
  return { provider: { getList } as unknown as DataProvider, getList };
};

describe('record search of the palette', () => {
  it("asks each resource's list for five rows by its search box, quietly, and opens each on its show page", async () => {
    const { provider: p, getList } = provider({
      customer: [{ _id: 'c1', name: '华星科技', contactName: '王敏' }],
      order: [{ _id: 'o/1', code: 'SO20261203001', customerName: '华星科技' }],
    });
    const items = await searchRecords(p, sources, ' 华星 ');
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList.mock.calls[0][0]).toMatchObject({
      resource: 'customer',
      pagination: { currentPage: 1, pageSize: 5 },
      filters: [{ field: 'q', operator: 'contains', value: '华星' }],
      meta: { silent: true },
    });
    expect(items.map((i) => [i.label, i.detail, i.path])).toEqual([
      ['华星科技', '客户 · 王敏', '/app/customer/show/c1'],
      ['SO20261203001', '订单 · 华星科技', '/app/order/show/o%2F1'],
    ]);
  });

  it('asks nothing under two characters, and a resource that fails gives nothing while the others answer', async () => {
    const { provider: p, getList } = provider({ order: [{ _id: 'o1', code: 'SO1' }] }, ['customer']);
    expect(await searchRecords(p, sources, '华')).toEqual([]);
    expect(getList).not.toHaveBeenCalled();
    const items = await searchRecords(p, sources, 'SO');
    expect(items.map((i) => [i.label, i.detail])).toEqual([['SO1', '订单']]);
  });
});
