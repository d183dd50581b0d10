import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { ok, refusal } from '../helpers/replies';
import { personWithRights } from '../helpers/people';
import { purgeRecycleBins } from '../../../server/src/schema-engine/recycle-purge';

const customerBody = (name: string) => ({ name, type: 1, contactMethod: 0, contactValue: '13800138000' });

describe.each(dialects)('recycle bin and 批量修改 on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  const bin = async (base: string, by: Caller = admin) => ok(await by.get(`${base}/recycle`, { pageSize: 100 }));
  const history = async (resource: string, id: string) =>
    (ok(await admin.get('/setting/audit/list', { resource, recordId: id })).rows as { action: string }[]).map((r) => r.action);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
  });
  afterAll(async () => t?.close());

  it('puts a deleted customer in the bin with who and when, restores it with its tags, and both are on the trail', async () => {
    const tags = ok(await admin.get('/business/customer_tags/list', { pageSize: 2 })).rows.map((r: { _id: string }) => r._id);
    const c = ok(await admin.post('/business/customer/add', { ...customerBody('回收客户'), tags }));
    const before = ok(await admin.get('/business/customer/list', { pageSize: 1 })).total;
    ok(await admin.delete('/business/customer/delete', { _id: c._id }));
    expect(ok(await admin.get('/business/customer/list', { pageSize: 1 })).total).toBe(before - 1);
    const inBin = await bin('/business/customer');
    // The dashboard's 已删除 counts what the bin holds.
    expect(ok(await admin.get('/business/order/dashboard/collect')).customerDeleted).toBe(inBin.total);
    expect(inBin.rows[0]).toMatchObject({ _id: c._id, name: '回收客户', deletedBy: t.ids.adminUserId, deletedByName: '王经理' });
    expect(typeof inBin.rows[0].deletedAt).toBe('string');
    expect(ok(await admin.post('/business/customer/restore', { _ids: [c._id] }))).toEqual({ count: 1 });
    expect(ok(await admin.get('/business/customer/findById', { _id: c._id }))).toMatchObject({ name: '回收客户', tags, deletedAt: null });
    expect(ok(await admin.get('/business/customer/list', { pageSize: 1 })).total).toBe(before);
    expect((await bin('/business/customer')).rows.some((r: { _id: string }) => r._id === c._id)).toBe(false);
    expect(await history('customer', c._id)).toEqual(['restore', 'delete', 'create']);
    // Not in the bin (any more): a 404 in Chinese.
    expect(refusal(await admin.post('/business/customer/restore', { _ids: [c._id] }))).toEqual({
      status: 404,
      message: '客户不在回收站中',
    });
  });

  it('restores a customer whose 负责人 has left meanwhile: the people a record names are not asked again, as on an edit', async () => {
    const person = ok(
      await admin.post('/setting/org/addUser', { username: 'bin_owner', password: 'Owner12345', displayName: '已离职' }),
    ).value;
    const c = ok(await admin.post('/business/customer/add', { ...customerBody('离职者的客户'), ownerId: person._id }));
    ok(await admin.delete('/business/customer/delete', { _id: c._id }));
    ok(await admin.post('/setting/org/disable', { _id: person._id }));
    expect(ok(await admin.post('/business/customer/restore', { _ids: [c._id] }))).toEqual({ count: 1 });
    expect(ok(await admin.get('/business/customer/findById', { _id: c._id })).ownerId).toBe(person._id);
  });

  it('refuses a product restore whose code was used again meanwhile, and lets the code be reused', async () => {
    const p = ok(await admin.post('/business/product/add', { name: '回收产品', code: 'BIN-001', price: 100 }));
    ok(await admin.delete('/business/product/delete', { _id: p._id }));
    const again = ok(await admin.post('/business/product/add', { name: '新产品', code: 'BIN-001', price: 200 }));
    const clash = await admin.post('/business/product/restore', { _ids: [p._id] });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('产品“回收产品”与现有的记录重复（如编码已被使用），不能恢复');
    ok(await admin.delete('/business/product/delete', { _id: again._id }));
    expect(ok(await admin.post('/business/product/restore', { _ids: [p._id] })).count).toBe(1);
  });

  it('keeps the bin to those who may delete, and own scope to their own records', async () => {
    const { caller: reader } = await personWithRights(t, admin, 'bin_reader', { customer: { actions: ['list', 'show'] } });
    expect(refusal(await reader.get('/business/customer/recycle'))).toEqual({ status: 403, message: '没有删除客户的权限' });
    expect(refusal(await reader.post('/business/customer/restore', { _ids: ['x'] })).status).toBe(403);
    // Orders are deleted for good: no bin.
    expect((await admin.get('/business/order/recycle')).statusCode).toBe(404);
  });

  it('designed resources keep a bin too', async () => {
    const design = {
      name: 'bin_thing',
      label: '回收物品',
      titleField: 'title',
      fields: [{ name: 'title', label: '名称', type: 'text', required: true }],
    };
    ok(await admin.post('/setting/resource/save', { schema: design }));
    ok(await admin.post('/setting/resource/publish', { name: 'bin_thing' }));
    const api = '/business/custom/bin_thing';
    const thing = ok(await admin.post(`${api}/add`, { title: '甲' }));
    ok(await admin.delete(`${api}/delete`, { _id: thing._id }));
    expect((await bin(api)).rows.map((r: { title: string }) => r.title)).toEqual(['甲']);
    ok(await admin.post(`${api}/restore`, { _ids: [thing._id] }));
    expect(ok(await admin.get(`${api}/list`)).rows.map((r: { title: string }) => r.title)).toEqual(['甲']);
  });

  it('purges what was deleted longer ago than the bin keeps it, on the trail as 彻底删除', async () => {
    const c = ok(await admin.post('/business/customer/add', customerBody('过期客户')));
    ok(await admin.delete('/business/customer/delete', { _id: c._id }));
    expect(await purgeRecycleBins(t.db, t.app.services, 30)).toBe(0);
    expect(await purgeRecycleBins(t.db, t.app.services, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThan(0);
    expect((await bin('/business/customer')).total).toBe(0);
    expect(refusal(await admin.post('/business/customer/restore', { _ids: [c._id] })).status).toBe(404);
    expect((await history('customer', c._id))[0]).toBe('purge');
  });

  it('keeps in the bin what another record still names — an order its customer, an order line its product, a product its supplier — until nothing does', async () => {
    const later = Date.now() + 31 * 86_400_000;
    const customer = ok(await admin.post('/business/customer/add', customerBody('有订单的客户')));
    const supplier = ok(await admin.post('/business/supplier/add', { name: '有产品的供应商' }));
    const product = ok(
      await admin.post('/business/product/add', { name: '已售产品', code: 'SOLD-1', price: 100, supplierId: supplier._id }),
    );
    const order = ok(
      await admin.post('/business/order/add', {
        customerId: customer._id,
        type: 0,
        lines: [{ productId: product._id, productName: '已售产品', quantity: 1, unitPrice: 100 }],
      }),
    );
    const loose = ok(await admin.post('/business/customer/add', customerBody('无人引用')));
    ok(await admin.delete('/business/customer/delete', { _ids: `${customer._id},${loose._id}` }));
    ok(await admin.delete('/business/product/delete', { _id: product._id }));
    ok(await admin.delete('/business/supplier/delete', { _id: supplier._id }));
    await purgeRecycleBins(t.db, t.app.services, 30, later);
    const kept = (base: string) => bin(base).then((b) => b.rows.map((r: { _id: string }) => r._id));
    expect(await kept('/business/customer')).toEqual([customer._id]);
    expect(await kept('/business/product')).toEqual([product._id]);
    // The product in the bin still names its supplier: it stays too.
    expect(await kept('/business/supplier')).toEqual([supplier._id]);
    expect(await history('customer', loose._id)).toContain('purge');
    // The order still reads whole.
    expect(ok(await admin.get('/business/order/findById', { _id: order._id }))).toMatchObject({
      customerId: customer._id,
      lines: [expect.objectContaining({ productId: product._id })],
    });
    // Once the order has gone, nothing names the customer or the product; then nothing the supplier.
    ok(await admin.delete('/business/order/delete', { _id: order._id }));
    await purgeRecycleBins(t.db, t.app.services, 30, later);
    await purgeRecycleBins(t.db, t.app.services, 30, later);
    expect(await kept('/business/customer')).toEqual([]);
    expect(await kept('/business/product')).toEqual([]);
    expect(await kept('/business/supplier')).toEqual([]);
  });

  it('批量修改 sets one value on every record in one transaction: one refused, none changed, the record and field named', async () => {
    const a = ok(await admin.post('/business/product/add', { name: '批量甲', code: 'BULK-A', price: 100 }));
    const b = ok(await admin.post('/business/product/add', { name: '批量乙', code: 'BULK-B', price: 100 }));
    expect(ok(await admin.put('/business/product/bulkUpdate', { _ids: [a._id, b._id], values: { price: 250 } }))).toEqual({ count: 2 });
    for (const id of [a._id, b._id]) expect(ok(await admin.get('/business/product/findById', { _id: id })).price).toBe(250);
    expect(await history('product', a._id)).toEqual(['update', 'create']);
    // The second would take the first's code: refused naming it, and the first keeps its own.
    const res = await admin.put('/business/product/bulkUpdate', { _ids: [a._id, b._id], values: { code: 'BULK-C' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('第 2 条（批量乙）：产品编码“BULK-C”已存在，请换一个');
    expect(ok(await admin.get('/business/product/findById', { _id: a._id })).code).toBe('BULK-A');
    // A value no update accepts: the field named, nothing written.
    const bad = await admin.put('/business/product/bulkUpdate', { _ids: [a._id], values: { price: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/售价/);
    expect(refusal(await admin.put('/business/product/bulkUpdate', { _ids: [a._id, 'nope'], values: { price: 1 } }))).toEqual({
      status: 404,
      message: '有 1 条产品不存在或已删除',
    });
    const { caller: reader } = await personWithRights(t, admin, 'bulk_reader', { product: { actions: ['list', 'show'] } });
    expect(refusal(await reader.put('/business/product/bulkUpdate', { _ids: [a._id], values: { price: 1 } }))).toEqual({
      status: 403,
      message: '没有编辑产品的权限',
    });
    void staff;
  });
});
