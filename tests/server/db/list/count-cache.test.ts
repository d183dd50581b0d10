import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';

/**
 * Cached list totals follow committed writes without recounting (count-cache.ts): after adds,
 * updates, soft and hard deletes and a rolled-back write, every cached total equals a fresh count,
 * and no COUNT(*) ran to get there.
 */
describe.each(dialects)('list totals across writes on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  let counts = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
    const read = t.db.read.bind(t.db);
    t.db.read = ((query, trx) => {
      // A total's COUNT(*) over a table, or the stopped count of list-total.ts; not the bounded probe of a tag filter.
      if (/select count\(\*\) as "n" from ("|\(select 1 as "one" from ")/i.test(query.sql)) {
        counts += 1;
        if (process.env.DEBUG_COUNTS) console.log('COUNT', query.sql, query.parameters);
      }
      return read(query, trx);
    }) as typeof t.db.read;
  });
  afterAll(async () => t?.close());

  /** The total a list answers (page size 1, so any non-empty list asks for its total). */
  const total = async (path: string, query: Record<string, unknown>) => {
    const res = (await api.get(path, { pageNo: 1, pageSize: 1, ...query })).json();
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.data.total as number;
  };

  it('adjusts every total a write can change, and only recounts after the cache is cleared', async () => {
    const categories = (await api.get('/setting/listCategory', { belongTo: 'product' })).json().data.rows as { _id: string }[];
    const [catA, catB] = categories.map((c) => c._id);
    const tag = ((await api.get('/business/customer_tags/list', { pageSize: 1 })).json().data.rows as { _id: string }[])[0]._id;
    const lists: [string, Record<string, unknown>][] = [
      ['/business/product/list', { status: 1 }],
      ['/business/product/list', { status: 0 }],
      ['/business/product/list', { price__gte: 10000, price__lt: 500000 }],
      ['/business/product/list', { categoryId__in: `${catA},${catB}` }],
      ['/business/product/list', { supplierId__null: true }],
      ['/business/product/list', { stock__gt: 5, status__ne: 0 }],
      ['/business/product/list', {}],
      ['/business/customer/list', { type: 1 }],
      ['/business/customer/list', { tags: tag }],
      ['/business/customer/list', { contactMethod__in: '0,1' }],
      ['/business/customer/list', {}],
    ];
    // Every list non-empty before its total is cached (an empty first page is answered without counting).
    await api.post('/business/product/add', { name: '计数测试0', code: 'CNT-0', price: 100, status: 1, stock: 0 });
    for (const [path, query] of lists) expect(await total(path, query), JSON.stringify(query)).toBeGreaterThan(0); // counted and cached

    // Writes of every kind through the engine.
    const added = (
      await api.post('/business/product/add', { name: '计数测试A', code: 'CNT-A', price: 20000, status: 1, stock: 9, categoryId: catA })
    ).json().data;
    const other = (await api.post('/business/product/add', { name: '计数测试B', code: 'CNT-B', price: 800, status: 1, stock: 1 })).json()
      .data;
    await api.put('/business/product/update', { _id: added._id, status: 0 });
    await api.put('/business/product/update', { _id: other._id, price: 30000, categoryId: catB, stock: 50 });
    await api.put('/business/product/update', { _id: other._id, description: '只改说明：哪个总数都不变' });
    // A write that rolls back (duplicate code) changes nothing.
    expect((await api.post('/business/product/add', { name: '重复', code: 'CNT-A', price: 1 })).json().success).toBe(false);
    await api.delete('/business/product/delete', { _id: added._id });
    const customer = (
      await api.post('/business/customer/add', { name: '计数客户', type: 1, contactMethod: 1, contactValue: 'wx_count_01', tags: [tag] })
    ).json();
    expect(customer.success, JSON.stringify(customer)).toBe(true);
    await api.put('/business/customer/update', { _id: customer.data._id, tags: [] });
    const soft = (
      await api.post('/business/customer/add', { name: '计数客户二', type: 1, contactMethod: 0, contactValue: '13800000001', tags: [tag] })
    ).json().data;
    await api.delete('/business/customer/delete', { _id: soft._id }); // soft delete

    counts = 0;
    const cached = [];
    for (const [path, query] of lists) cached.push(await total(path, query));
    expect(counts, 'no total was recounted after the writes').toBe(0);

    t.db.counts.invalidate('product', `${t.ids.tenantId}|${t.ids.mainProjectId}`);
    t.db.counts.invalidate('customer', `${t.ids.tenantId}|${t.ids.mainProjectId}`);
    const fresh = [];
    for (const [path, query] of lists) fresh.push(await total(path, query));
    expect(counts).toBeGreaterThan(0);
    expect(cached).toEqual(fresh);
  });
});
