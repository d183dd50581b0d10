import { describe, expect, it } from 'vitest';
import { lookOfView, viewStateOf } from '../../../../src/engine/screens/listViewState';
import { viewWithoutFields } from '../../../../src/schemas/listView';

const defaults = { sorters: [{ field: 'createdAt', order: 'desc' as const }], pageSize: 20, hidden: ['price'] };

describe('list view state', () => {
  it('keeps the filters that have a value, the first sort, the page size and the hidden columns', () => {
    expect(
      viewStateOf({
        filters: [
          { field: 'q', operator: 'contains', value: '器件' },
          { field: 'status', operator: 'eq', value: undefined },
          { field: 'maker', operator: 'in', value: [] },
          { field: 'price', operator: 'between', value: [100, 200] },
        ],
        sorters: [{ field: 'price', order: 'asc' }],
        pageSize: 50,
        hidden: ['maker'],
      }),
    ).toEqual({
      filters: [
        { field: 'q', operator: 'contains', value: '器件' },
        { field: 'price', operator: 'between', value: [100, 200] },
      ],
      sort: { field: 'price', order: 'asc' },
      pageSize: 50,
      hidden: ['maker'],
    });
  });

  it('gives the list the view, falling back to its defaults for what the view does not say', () => {
    expect(lookOfView({ filters: [{ field: 'status', operator: 'eq', value: 1 }] }, defaults)).toEqual({
      filters: [{ field: 'status', operator: 'eq', value: 1 }],
      ...defaults,
    });
    expect(lookOfView({ filters: [], sort: { field: 'name', order: 'asc' }, pageSize: 100, hidden: [] }, defaults)).toEqual({
      filters: [],
      sorters: [{ field: 'name', order: 'asc' }],
      pageSize: 100,
      hidden: [],
    });
  });

  it('drops every part naming a field the reader may not see, and keeps the search', () => {
    const hidden = (f: string) => f === 'price' || f === 'q';
    expect(
      viewWithoutFields(
        {
          filters: [
            { field: 'q', operator: 'contains', value: 'x' },
            { field: 'price', operator: 'gte', value: 1 },
          ],
          sort: { field: 'price', order: 'desc' },
          hidden: ['price', 'status'],
        },
        hidden,
      ),
    ).toEqual({ filters: [{ field: 'q', operator: 'contains', value: 'x' }], sort: null, hidden: ['status'] });
  });
});
