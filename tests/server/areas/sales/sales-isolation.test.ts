import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';
import { anotherTenantAdmin, ok, refusal } from '../../helpers/replies';
import { FUZZ_DESIGN, publishFuzzDesign } from '../../fuzz/write-calls';

/**
 * Isolation of the sales documents and of designed resources, as the catalogue's isolation test
 * (tests/server/schema-engine/isolation.test.ts) proves it for catalogue resources: another tenant's
 * admin and another project of the same tenant neither list, read, change, move on, pay nor delete
 * Main's orders, quotations, payments and designed records; each answers 404 as for a missing record
 * (or an empty list), and Main's records are unchanged afterwards.
 */
describe.each(dialects)('isolation of orders, quotations, payments and designed resources on %s', (dialect) => {
  let t: TestApp;
  let main: Caller;
  let intruders: [who: string, caller: Caller][];
  let s: Awaited<ReturnType<typeof salesSettings>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const token = await t.login('demo_admin');
    main = t.as(token);
    s = await salesSettings(t, main);
    intruders = [
      ['other tenant', await anotherTenantAdmin(t)],
      ['other project', t.as(token, t.ids.secondProjectId)],
    ];
  });
  afterAll(async () => t?.close());

  const ids = (data: { rows: { _id: string }[] }) => data.rows.map((r) => r._id);

  for (const [kind, type] of [
    ['order', 0],
    ['quotation', 1],
  ] as const) {
    it(`${kind}s: neither listed, read, changed, moved on, paid nor deleted from elsewhere`, async () => {
      const doc = await addOrder(main, { type, lines: [line(2, 500)], remark: `隔离-${kind}` });
      const before = ok(await main.get('/business/order/findById', { _id: doc._id }));
      for (const [who, c] of intruders) {
        for (const query of [{ type }, {}])
          expect(ids(ok(await c.get('/business/order/list', { pageSize: 100, ...query }))), who).not.toContain(doc._id);
        expect((await c.get('/business/order/findById', { _id: doc._id })).statusCode, who).toBe(404);
        expect((await c.put('/business/order/update', { _id: doc._id, remark: '被篡改' })).statusCode, who).toBe(404);
        expect((await c.post('/business/order/changeStatus', { _id: doc._id, status: 1 })).statusCode, who).toBe(404);
        if (type === 1) expect((await c.post('/business/order/quotation/generateOrder', { _id: doc._id })).statusCode, who).toBe(404);
        // Refused as an unknown order, as any reference to nothing, before any rule about its status.
        const pay = await c.post('/business/payment/add', {
          orderId: doc._id,
          amount: 100,
          kind: 0,
          payModeId: s.bank,
          paidAt: '2026-05-01',
        });
        expect(refusal(pay), who).toEqual({ status: 400, message: '订单不存在或已删除，请重新选择' });
        expect((await c.delete('/business/order/delete', { _id: doc._id })).statusCode, who).toBe(404);
        expect((await c.delete('/business/order/delete', { _ids: doc._id })).statusCode, who).toBe(404);
      }
      expect(ok(await main.get('/business/order/findById', { _id: doc._id }))).toEqual(before);
      expect(ok(await main.get('/business/payment/list', { orderId: doc._id })).total).toBe(0);
    });
  }

  it('payments: neither listed, read nor deleted from elsewhere; the order’s paid state stays', async () => {
    const order = await addOrder(main, { type: 0, lines: [line(1, 10_000)] });
    await walk(main, order._id, [1]);
    const payment = ok(
      await main.post('/business/payment/add', { orderId: order._id, amount: 4_000, kind: 0, payModeId: s.bank, paidAt: '2026-05-01' }),
    );
    const orderBefore = ok(await main.get('/business/order/findById', { _id: order._id }));
    for (const [who, c] of intruders) {
      expect(ids(ok(await c.get('/business/payment/list', { pageSize: 100 }))), who).not.toContain(payment._id);
      expect(ok(await c.get('/business/payment/list', { orderId: order._id })).total, who).toBe(0);
      expect((await c.get('/business/payment/findById', { _id: payment._id })).statusCode, who).toBe(404);
      expect((await c.delete('/business/payment/delete', { _id: payment._id })).statusCode, who).toBe(404);
      expect((await c.delete('/business/payment/delete', { _ids: payment._id })).statusCode, who).toBe(404);
      const related = await c.get('/related', { resource: 'payment', owner: 'order', via: 'orderId', id: order._id });
      expect([200, 403, 404], who).toContain(related.statusCode);
      if (related.statusCode === 200) expect(ok(related).rows, who).toEqual([]);
    }
    expect(ok(await main.get('/business/payment/findById', { _id: payment._id }))).toMatchObject({ amount: 4_000 });
    expect(ok(await main.get('/business/order/findById', { _id: order._id }))).toEqual(orderBefore);
  });

  it('designed resources: a design of the same name elsewhere serves its own records only', async () => {
    await publishFuzzDesign(main);
    const base = `/business/custom/${FUZZ_DESIGN.name}`;
    const rec = ok(await main.post(`${base}/add`, { name: '隔离测试设备', count: 3 }));
    const [[, otherTenant]] = intruders;
    // Another tenant designing the same name gets its own resource; before that the name is unknown there.
    expect((await otherTenant.get(`${base}/list`)).statusCode).toBe(404);
    await publishFuzzDesign(otherTenant);
    const theirs = ok(await otherTenant.post(`${base}/add`, { name: '外部设备', count: 1 }));
    for (const [who, c] of intruders) {
      const list = await c.get(`${base}/list`, { pageSize: 100 });
      if (list.statusCode === 200) expect(ids(ok(list)), who).not.toContain(rec._id);
      else expect(list.statusCode, who).toBe(404);
      expect((await c.get(`${base}/findById`, { _id: rec._id })).statusCode, who).toBe(404);
      expect((await c.put(`${base}/update`, { _id: rec._id, name: '被篡改' })).statusCode, who).toBe(404);
      expect((await c.delete(`${base}/delete`, { _id: rec._id })).statusCode, who).toBe(404);
    }
    expect(ok(await main.get(`${base}/findById`, { _id: rec._id }))).toMatchObject({ name: '隔离测试设备', count: 3 });
    expect(ids(ok(await main.get(`${base}/list`, { pageSize: 100 })))).not.toContain(theirs._id);
    expect((await main.get(`${base}/findById`, { _id: theirs._id })).statusCode).toBe(404);
  });
});
