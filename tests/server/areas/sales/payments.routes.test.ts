import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';

describe.each(dialects)('payment routes on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  const pay = (orderId: string, amount: number, kind = 0, payModeId = s.bank) =>
    c.post('/business/payment/add', { orderId, amount, kind, payModeId, paidAt: '2026-05-01' });
  const order = async (id: string) => (await c.get('/business/order/findById', { _id: id })).json().data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
    s = await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  it('drives every payment status from the sums and refuses overpaying and over-refunding', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 10000)] });
    await walk(c, o._id, [1]);
    const first = await pay(o._id, 3000);
    expect(first.json()).toMatchObject({
      success: true,
      data: { orderId: o._id, orderCode: o.code, kind: 0, amount: 3000, payModeName: '银行转账', paidAt: '2026-05-01' },
    });
    expect(await order(o._id)).toMatchObject({ paymentStatus: 1, paidTotal: 3000, unpaidAmount: 7000 });

    const over = await pay(o._id, 7001);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 10100, message: '付款金额 ¥70.01 超过未付金额 ¥70.00' });

    expect((await pay(o._id, 7000, 0, s.wechat)).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 2, paidTotal: 10000, unpaidAmount: 0 });
    expect((await pay(o._id, 1)).json().message).toBe(`订单 ${o.code} 已付清，不能再付款`);

    expect((await pay(o._id, 2000, 1)).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 4, refundedTotal: 2000 });
    expect((await pay(o._id, 8001, 1)).json()).toMatchObject({ code: 10100, message: '退款金额 ¥80.01 超过实收金额 ¥80.00' });
    expect((await pay(o._id, 8000, 1)).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 3, paidTotal: 10000, refundedTotal: 10000 });
    expect((await pay(o._id, 1, 1)).json().message).toBe(`订单 ${o.code} 没有可退的金额`);

    const list = (await c.get('/business/payment/list', { orderId: o._id, sortField: 'createdAt', sortOrder: 'asc' })).json().data;
    expect(list.total).toBe(4);
    expect(list.rows.map((r: any) => [r.kind, r.amount])).toEqual([
      [0, 3000],
      [0, 7000],
      [1, 2000],
      [1, 8000],
    ]);
    expect(list.rows[0]).toMatchObject({ orderCode: o.code, customerName: '河南大象科技有限公司' });
  });

  /** What the dashboard says is owed, and whether the order is in its unpaid list (Main holds the seeded year). */
  const unpaidFigures = async (id: string) => {
    const c0 = (await c.get('/business/order/dashboard/collect')).json().data;
    const list = (await c.get('/business/order/dashboard/unpaid', { pageSize: 100 })).json().data;
    return {
      count: c0.unpaidCount as number,
      total: c0.unpaidTotal as number,
      listed: list.rows.find((r: any) => r._id === id)?.unpaidAmount ?? null,
    };
  };

  it('keeps what the customer still owes after a refund on a partly paid order', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 10000)] });
    await walk(c, o._id, [1]);
    const start = await unpaidFigures(o._id);
    expect(start.listed).toBe(10000);
    await pay(o._id, 3000);
    await pay(o._id, 1000, 1);
    // ¥100 total, ¥30 received, ¥10 back for returned goods: the customer still owes ¥70 for the rest,
    // in the order, the dialog's limit and the dashboard (a refund used to drop it from the unpaid figures).
    expect(await order(o._id)).toMatchObject({
      paymentStatus: 4,
      paidTotal: 3000,
      refundedTotal: 1000,
      receivedAmount: 2000,
      unpaidAmount: 7000,
    });
    expect(await unpaidFigures(o._id)).toEqual({ count: start.count, total: start.total - 3000, listed: 7000 });
    expect((await pay(o._id, 7001)).json().message).toBe('付款金额 ¥70.01 超过未付金额 ¥70.00');
    expect((await pay(o._id, 7000)).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 4, receivedAmount: 9000, unpaidAmount: 0 });
    expect(await unpaidFigures(o._id)).toEqual({ count: start.count - 1, total: start.total - 10000, listed: null });
  });

  it('walks every payment status, with the unpaid figures equal to what is owed', async () => {
    // [kind, amount] → payment status, amount owed afterwards; two orders of ¥50.
    const run = async (steps: [number, number, number, number][]) => {
      const o = await addOrder(c, { type: 0, lines: [line(1, 5000)] });
      await walk(c, o._id, [1]);
      const base = await unpaidFigures(o._id);
      expect(await order(o._id)).toMatchObject({ paymentStatus: 0, unpaidAmount: 5000 });
      for (const [kind, amount, status, owed] of steps) {
        expect((await pay(o._id, amount, kind)).json().success, `${kind}:${amount}`).toBe(true);
        expect(await order(o._id), `${kind}:${amount}`).toMatchObject({ paymentStatus: status, unpaidAmount: owed });
        expect(await unpaidFigures(o._id), `${kind}:${amount}`).toEqual({
          count: base.count - (owed ? 0 : 1),
          total: base.total - 5000 + owed,
          listed: owed || null,
        });
      }
      return o;
    };
    const paidThenReturned = await run([
      [0, 2000, 1, 3000], // 部分付款
      [0, 3000, 2, 0], // 已付款
      [1, 500, 4, 0], // 部分退款: ¥5 back for a returned part, nothing owed
      [1, 4500, 3, 0], // 已退款: everything went back (a full return)
    ]);
    expect((await pay(paidThenReturned._id, 1)).json().message).toBe(`订单 ${paidThenReturned.code} 已付清，不能再付款`);
    await run([
      [0, 2000, 1, 3000], // 部分付款
      [1, 2000, 3, 3000], // 已退款: what was received went back; the rest of the order is still owed
      [0, 3000, 4, 0], // the rest paid: nothing owed; some money kept after a refund → 部分退款
    ]);
  });

  it('takes payments on confirmed orders only, and never on quotations', async () => {
    const draft = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    expect((await pay(draft._id, 10)).json()).toMatchObject({ code: 10100, message: '「草稿」状态的订单不能付款，请先确认订单' });
    expect((await pay(draft._id, 10, 1)).json()).toMatchObject({ code: 10100, message: '「草稿」状态的订单不能退款' });
    const q = await addOrder(c, { type: 1, lines: [line(1, 100)] });
    // A payment's 订单 names formal orders only: a quotation's id is refused as no order at all.
    expect((await pay(q._id, 10)).json()).toMatchObject({ code: 400, message: '订单不存在或已删除，请重新选择' });
    const done = await addOrder(c, { type: 0, status: 3, lines: [line(1, 100)] });
    expect((await pay(done._id, 100)).json().success).toBe(true);
  });

  it('refunds a cancelled order and validates the body', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 500)] });
    await walk(c, o._id, [1]);
    await pay(o._id, 500);
    await walk(c, o._id, [2]);
    expect((await pay(o._id, 500)).json().message).toBe('「取消」状态的订单不能付款');
    expect((await pay(o._id, 500, 1)).json().success).toBe(true);
    expect((await order(o._id)).paymentStatus).toBe(3);
    expect((await c.post('/business/payment/add', { orderId: o._id, amount: 0, payModeId: s.bank })).json().message).toBe(
      '金额不能小于 ¥0.01',
    ); // money limits read in yuan (the one validation wording)
    expect((await c.post('/business/payment/add', { orderId: o._id, amount: 5, kind: 1, payModeId: 'none' })).json().message).toBe(
      '付款方式不存在或已删除，请重新选择',
    );
  });

  it('deletes a mistaken entry and recomputes the status, but not one that would leave refunds above payments', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 1000)] });
    await walk(c, o._id, [1]);
    const p1 = (await pay(o._id, 1000)).json().data;
    const r1 = (await pay(o._id, 400, 1)).json().data;
    const refused = await c.delete('/business/payment/delete', { _id: p1._id });
    expect(refused.json()).toMatchObject({ code: 10100, message: '删除该付款后退款金额将超过付款金额，请先删除相应的退款' });
    expect((await c.delete('/business/payment/delete', { _id: r1._id })).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 2, refundedTotal: 0 });
    expect((await c.delete('/business/payment/delete', { _id: p1._id })).json().success).toBe(true);
    expect(await order(o._id)).toMatchObject({ paymentStatus: 0, paidTotal: 0 });
    expect((await c.get('/business/payment/findById', { _id: p1._id })).statusCode).toBe(404);
  });

  it('refuses a payment date that is not on the calendar, and dates an entry without one by the server', async () => {
    const o = await addOrder(c, { type: 0, status: 1, lines: [line(1, 1000)] });
    const bad = await c.post('/business/payment/add', { orderId: o._id, amount: 100, payModeId: s.bank, paidAt: '2026-02-29' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('付款日期「2026-02-29」不是有效的日期');
    expect(
      (await c.post('/business/payment/add', { orderId: o._id, amount: 100, payModeId: s.bank, paidAt: '2028-02-29' })).json().success,
    ).toBe(true);
    const today = (await c.get('/business/order/today')).json().data.today;
    expect((await c.post('/business/payment/add', { orderId: o._id, amount: 100, payModeId: s.bank })).json().data.paidAt).toBe(today);
  });

  it('deletes entries of several orders at once, whatever order they are named in, without deadlocking', async () => {
    const entries: string[] = [];
    for (let i = 0; i < 2; i++) {
      const o = await addOrder(c, { type: 0, status: 1, lines: [line(1, 1000)] });
      entries.push((await pay(o._id, 600)).json().data._id, (await pay(o._id, 100, 1)).json().data._id);
    }
    // Payment and refund of the same order go together: judged on the order's remaining sums.
    const [a, b] = await Promise.all([
      c.delete('/business/payment/delete', { _ids: entries.join(',') }),
      c.delete('/business/payment/delete', { _ids: [...entries].reverse().join(',') }),
    ]);
    // One wins; the other finds the entries gone (404), never a deadlock (500).
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
  });

  it('serialises concurrent payments so the sum never exceeds the total', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 1000)] });
    await walk(c, o._id, [1]);
    const res = await Promise.all(Array.from({ length: 5 }, () => pay(o._id, 400)));
    expect(res.filter((r) => r.json().success)).toHaveLength(2);
    expect(await order(o._id)).toMatchObject({ paidTotal: 800, paymentStatus: 1 });
  });
});
