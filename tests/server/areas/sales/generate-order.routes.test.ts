import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addCustomer, addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';
import type { Kysely } from 'kysely';

describe.each(dialects)('generate order from a quotation on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  const generate = (id: string) => c.post('/business/order/quotation/generateOrder', { _id: id });
  const ordersOf = async (quotationId: string) =>
    (await (t.db.kysely as Kysely<any>).selectFrom('orders').select('id').where('source_quotation_id', '=', quotationId).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
    s = await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  // 104 twice: closed from a draft, and closed after being accepted (acceptance does not outlive closing).
  const paths: [number, number[]][] = [
    [100, []],
    [101, [101]],
    [103, [101, 103]],
    [104, [104]],
    [104, [101, 102, 104]],
  ];
  for (const [status, path] of paths) {
    it(`refuses a quotation in status ${status} (via ${path.join(' → ') || 'none'})`, async () => {
      const q = await addOrder(c, { type: 1, lines: [line(1, 100)] });
      await walk(c, q._id, path);
      const res = await generate(q._id);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(10100);
      expect(res.json().message).toMatch(/^只有已接受的报价单可以生成订单，当前状态为「.+」$/);
      expect(await ordersOf(q._id)).toBe(0);
    });
  }

  it('refuses a quotation accepted and then closed, of either kind, and leaves the lead unconverted', async () => {
    for (const type of [1, 2]) {
      const q = await addOrder(c, { type, lines: [line(1, 100)] });
      await walk(c, q._id, [101, 102, 104]);
      expect((await generate(q._id)).json()).toMatchObject({
        success: false,
        code: 10100,
        message: '只有已接受的报价单可以生成订单，当前状态为「已关闭」',
      });
      expect(await ordersOf(q._id)).toBe(0);
      expect((await c.get('/business/order/findById', { _id: q._id })).json().data).toMatchObject({ status: 104, orderId: null });
      if (type === 2)
        expect(
          (await c.get('/business/customer_potential/findById', { _id: q.customerId })).json().data.convertedCustomerId ?? null,
        ).toBeNull();
    }
  });

  it('refuses a formal order', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    expect((await generate(o._id)).json()).toMatchObject({ code: 10100, message: '只有报价单可以生成订单' });
  });

  it('turns an accepted quotation into a processing order with its lines, linked both ways, once', async () => {
    const q = await addOrder(c, {
      type: 1,
      remark: '年度框架',
      lines: [line(2, 5000, { taxId: s.vat13 }), line(1, 999, { discount: 99 })],
    });
    await walk(c, q._id, [101, 102]);
    const first = await generate(q._id);
    expect(first.json()).toMatchObject({ success: true, message: '已生成订单' });
    const order = first.json().data;
    expect(order).toMatchObject({
      type: 0,
      status: 1,
      paymentStatus: 0,
      customerId: s.customer,
      customerName: '河南大象科技有限公司',
      sourceQuotationId: q._id,
      total: q.total,
      created: true,
      remark: '年度框架',
    });
    expect(order.lines.map((l: any) => [l.productName, l.quantity, l.unitPrice, l.discount, l.taxRate, l.amount, l.taxAmount])).toEqual(
      q.lines.map((l: any) => [l.productName, l.quantity, l.unitPrice, l.discount, l.taxRate, l.amount, l.taxAmount]),
    );
    const quotation = (await c.get('/business/order/findById', { _id: q._id })).json().data;
    expect(quotation).toMatchObject({ status: 102, orderId: order._id });

    const again = await generate(q._id);
    expect(again.json()).toMatchObject({ success: true, message: '该报价单已生成订单', data: { _id: order._id, created: false } });
    expect(await ordersOf(q._id)).toBe(1);
  });

  it('makes one order when called concurrently', async () => {
    const q = await addOrder(c, { type: 1, lines: [line(1, 100)] });
    await walk(c, q._id, [101, 102]);
    const results = await Promise.all(Array.from({ length: 6 }, () => generate(q._id)));
    const bodies = results.map((r) => r.json());
    expect(bodies.every((b) => b.success)).toBe(true);
    expect(new Set(bodies.map((b) => b.data._id)).size).toBe(1);
    expect(bodies.filter((b) => b.data.created)).toHaveLength(1);
    expect(await ordersOf(q._id)).toBe(1);
  });

  it('converts the potential customer of a potential-customer quotation into a customer, once', async () => {
    const lead = await addCustomer(c, '新乡启明教育咨询', true);
    const q1 = await addOrder(c, { type: 2, customerId: lead, lines: [line(1, 800)] });
    const q2 = await addOrder(c, { type: 2, customerId: lead, lines: [line(1, 900)] });
    await walk(c, q1._id, [101, 102]);
    await walk(c, q2._id, [101, 102]);
    const o1 = (await generate(q1._id)).json().data;
    expect(o1).toMatchObject({ type: 0, customerName: '新乡启明教育咨询', created: true });
    expect(o1.customerId).not.toBe(lead);
    const customer = (await c.get('/business/customer/findById', { _id: o1.customerId })).json().data;
    expect(customer).toMatchObject({ name: '新乡启明教育咨询', potentialId: lead });
    const potential = (await c.get('/business/customer_potential/findById', { _id: lead })).json().data;
    expect(potential).toMatchObject({ status: 1, convertedCustomerId: o1.customerId });
    // A second quotation of the same lead reuses the customer it became.
    const o2 = (await generate(q2._id)).json().data;
    expect(o2.customerId).toBe(o1.customerId);
  });

  it('frees the quotation again when its order is deleted', async () => {
    const q = await addOrder(c, { type: 1, lines: [line(1, 100)] });
    await walk(c, q._id, [101, 102]);
    const order = (await generate(q._id)).json().data;
    await walk(c, order._id, [2]);
    expect((await c.delete('/business/order/delete', { _id: order._id })).json().success).toBe(true);
    expect((await c.get('/business/order/findById', { _id: q._id })).json().data.orderId).toBeNull();
    expect((await generate(q._id)).json().data.created).toBe(true);
  });

  it('deletes an order and its closed quotation in one call, whichever is named first', async () => {
    for (const quotationFirst of [true, false]) {
      const q = await addOrder(c, { type: 1, lines: [line(1, 100)] });
      await walk(c, q._id, [101, 102]);
      const order = (await generate(q._id)).json().data;
      await walk(c, order._id, [2]);
      await walk(c, q._id, [104]);
      const ids = quotationFirst ? [q._id, order._id] : [order._id, q._id];
      expect((await c.delete('/business/order/delete', { _ids: ids.join(',') })).json()).toMatchObject({
        success: true,
        data: { count: 2 },
      }); // the engine's delete reply, as for every resource
      expect(await ordersOf(q._id)).toBe(0);
    }
  });
});
