import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';
import { CountCache } from '../../../server/src/db/list/count-cache';
import { listQuery } from '../../../server/src/db/list/list-query';
import { VERSION_COLUMN } from '../../../server/src/db/list/list-versions';
import type { ListableColumn } from '../../../server/src/db/list/columns';
import type { ListQuery } from '../../../src/schemas/listQuery';

/** The list-query helper on its own (as hand-written lists use it) and the engine's cheap total. */
describe.each(dialects)('listQuery and the cheap total on %s', (dialect) => {
  let t: TestApp;
  let scope: { tenant_id: string; project_id: string };
  const columns: Record<string, ListableColumn> = {
    name: { column: 'name', label: '产品名称', searchable: true, sortable: true },
    status: { column: 'status', label: '状态', filterable: true },
    price: { column: 'price', label: '售价', filterable: true, sortable: true },
    createdAt: { column: 'created_at', label: '创建时间', sortable: true },
  };
  const q = (over: Partial<ListQuery> = {}): ListQuery => ({ pageNo: 1, pageSize: 10, conditions: [], ...over });
  const run = (request: ListQuery, countCache?: CountCache) =>
    listQuery<{ id: string; price: number }>({
      db: t.db,
      table: 'product',
      scope,
      columns,
      defaultSort: { field: 'createdAt', order: 'desc' },
      request,
      countCache,
      cacheScopeKey: 'k',
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    scope = { tenant_id: t.ids.tenantId, project_id: t.ids.mainProjectId };
  });
  afterAll(async () => t?.close());

  it('pages never overlap and the total is right on full, partial and empty pages', async () => {
    const all = await run(q({ pageSize: 100 }));
    const n = all.total;
    expect(n).toBe(all.rows.length);
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(n / 7); p++) {
      const page = await run(q({ pageNo: p, pageSize: 7, sort: { field: 'price', order: 'asc' } }));
      expect(page.total).toBe(n);
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(n);
    expect(await run(q({ pageNo: 99, pageSize: 7 }))).toEqual({ rows: [], total: n });
  });

  it('reuses a counted total until the scope is written, then counts again', async () => {
    const cache = new CountCache();
    const first = await run(q({ pageSize: 5 }), cache);
    // Rows added behind the cache's back (raw SQL): the cached total is served…
    // The rows carry the list's version, read in the page's statement (list-versions.ts).
    const { [VERSION_COLUMN]: _version, ...row } = first.rows[0] as Record<string, unknown> & { id: string };
    const extra = { ...row, id: `${row.id.slice(0, -4)}ffff`, code: 'CACHE-1' };
    await t.db.kysely
      .insertInto('product' as any)
      .values(extra as any)
      .execute();
    expect((await run(q({ pageSize: 5 }), cache)).total).toBe(first.total);
    // …until a write in that scope invalidates it, as every engine write does.
    cache.invalidate('product', 'k');
    expect((await run(q({ pageSize: 5 }), cache)).total).toBe(first.total + 1);
  });

  it('engine writes keep list totals exact at once', async () => {
    const api = t.as(await t.login('demo_admin'));
    const before = (await api.get('/business/product/list', { pageSize: 5 })).json().data.total;
    const p = (await api.post('/business/product/add', { name: '计数产品', code: 'COUNT-1', price: 1 })).json().data;
    expect((await api.get('/business/product/list', { pageSize: 5 })).json().data.total).toBe(before + 1);
    await api.delete('/business/product/delete', { _id: p._id });
    expect((await api.get('/business/product/list', { pageSize: 5 })).json().data.total).toBe(before);
  });

  it('refuses what the columns do not allow and bad paging, in Chinese', async () => {
    await expect(run(q({ sort: { field: 'status', order: 'asc' } }))).rejects.toThrow('字段“状态”不支持排序');
    await expect(run(q({ conditions: [{ field: 'name', op: 'eq', value: 'x' }] }))).rejects.toThrow('字段“产品名称”不支持筛选');
    await expect(run(q({ conditions: [{ field: 'secret', op: 'eq', value: 'x' }] }))).rejects.toThrow('不支持的筛选字段：secret');
    await expect(run(q({ pageSize: 1000 }))).rejects.toThrow('每页条数必须在 1 到 100 之间');
    await expect(run(q({ pageNo: 0 }))).rejects.toThrow('页码必须是不小于 1 的整数');
  });

  it('search escapes LIKE wildcards', async () => {
    expect((await run(q({ search: '%' }))).total).toBe(0);
    expect((await run(q({ search: '_' }))).total).toBe(0);
    expect((await run(q({ search: '交换机' }))).total).toBe(2);
  });
});
