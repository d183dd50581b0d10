import { describe, expect, it } from 'vitest';
import { exportBase, exportParams } from '../../../../src/engine/screens/exportQuery';
import { dispositionName } from '../../../../src/http/listExport';
import { customerSchema } from '../../../../src/schemas/customer';
import type { ResourceSchema } from '../../../../src/schemas/types';

/** What 导出 sends: the list's query in its wire format, the columns on screen, the selection. */
describe('exportParams', () => {
  it('sends the list’s filters, search and sort without its page, and the columns in order', () => {
    const params = exportParams({
      schema: customerSchema,
      sorters: [{ field: 'name', order: 'asc' }],
      filters: [
        { field: 'type', operator: 'eq', value: 1 },
        { field: 'q', operator: 'contains', value: '河南' },
      ],
      columns: ['name', 'type', 'tags'],
    });
    expect(params).toEqual({ sortField: 'name', sortOrder: 'asc', type: '1', q: '河南', columns: 'name,type,tags' });
  });

  it('adds the selection as _ids, and a family member’s fixed values as the list does', () => {
    const member = { ...customerSchema, fixed: { type: 0 } } as ResourceSchema;
    const params = exportParams({ schema: member, sorters: [], filters: [], columns: ['name'], ids: ['a', 'b'] });
    expect(params).toEqual({ type: '0', columns: 'name', _ids: 'a,b' });
  });
});

describe('exportBase', () => {
  it('is the resource’s apiBase, wherever its list is', () => {
    expect(exportBase(customerSchema)).toBe('/business/customer');
    expect(exportBase({ ...customerSchema, endpoints: { list: '/setting/listCategory' } } as ResourceSchema)).toBe('/business/customer');
  });
});

describe('dispositionName', () => {
  it('reads the UTF-8 name first, then the plain one, else the fallback', () => {
    const header = `attachment; filename="__.xlsx"; filename*=UTF-8''${encodeURIComponent('客户_2026-11-28.xlsx')}`;
    expect(dispositionName(header, 'x.xlsx')).toBe('客户_2026-11-28.xlsx');
    expect(dispositionName('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(dispositionName(undefined, 'x.xlsx')).toBe('x.xlsx');
  });
});
