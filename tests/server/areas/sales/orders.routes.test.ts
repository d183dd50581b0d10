import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addCustomer, addOrder, line, salesSettings } from '../../helpers/sales-fixtures';
import { anotherTenantAdmin } from '../../helpers/replies';
import { LOCALE_HEADER } from '../../../../src/i18n/messages/translate';

describe.each(dialects)('order routes on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let token: string;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login('demo_admin');
    c = t.as(token);
    s = await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  it('computes line figures and totals in cents, tax rounded half up per line', async () => {
    const order = await addOrder(c, {
      type: 0,
      lines: [
        // 3 × ¥33.35 = 10005 − 0 → tax 13 % = 1300.65 → 1301
        line(3, 3335, { taxId: s.vat13 }),
        // 1 × ¥0.50 at 13 % = 6.5 → 7 (exactly half: rounds up)
        line(1, 50, { taxId: s.vat13 }),
        // 2 × ¥100.00 − ¥15.00 = 18500 at 6 % = 1110
        line(2, 10000, { discount: 1500, taxId: s.vat6 }),
        // untaxed
        line(5, 199),
      ],
    });
    expect(order.lines.map((l: any) => [l.amount, l.taxAmount, l.taxRate, l.taxName])).toEqual([
      [10005, 1301, 13, '增值税 13%'],
      [50, 7, 13, '增值税 13%'],
      [18500, 1110, 6, '增值税 6%'],
      [995, 0, 0, null],
    ]);
    expect(order).toMatchObject({ subtotal: 29550, discountTotal: 1500, taxTotal: 2418, total: 31968, status: 0, paymentStatus: 0 });
    expect(order.code).toMatch(/^SO\d{8}-[0-9A-F]{8}$/);
    const found = (await c.get('/business/order/findById', { _id: order._id })).json().data;
    expect(found.total).toBe(31968);
    expect(found.lines).toHaveLength(4);
  });

  it('ignores figures sent by the client and refuses a discount above the line', async () => {
    const order = await addOrder(c, { type: 0, lines: [{ ...line(1, 1000), amount: 1, taxAmount: 999 }] });
    expect(order.total).toBe(1000);
    const res = await c.post('/business/order/add', { type: 0, customerId: s.customer, lines: [line(1, 100, { discount: 101 })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('第 1 行的优惠金额不能大于数量 × 单价');
  });

  it('validates the body in Chinese', async () => {
    const noLines = await c.post('/business/order/add', { type: 0, customerId: s.customer, lines: [] });
    expect(noLines.json()).toMatchObject({ success: false, code: 400, message: '明细至少需要 1 项' });
    const badQty = await c.post('/business/order/add', { type: 0, customerId: s.customer, lines: [line(0, 100)] });
    expect(badQty.json().message).toBe('数量不能小于 1');
    const badTax = await c.post('/business/order/add', { type: 0, customerId: s.customer, lines: [line(1, 100, { taxId: 'nope' })] });
    expect(badTax.json().message).toBe('明细第 1 行的税费不存在或已删除，请重新选择');
    const noCustomer = await c.post('/business/order/add', { type: 0, customerId: 'nobody', lines: [line(1, 100)] });
    expect(noCustomer.json().message).toBe('客户不存在或已删除，请重新选择');
    const customerAsLead = await c.post('/business/order/add', { type: 2, customerId: s.customer, lines: [line(1, 100)] });
    expect(customerAsLead.json().message).toBe('潜在客户不存在或已删除，请重新选择');
    const badStatus = await c.post('/business/order/add', { type: 0, status: 2, customerId: s.customer, lines: [line(1, 100)] });
    expect(badStatus.json().message).toBe('新建时状态不能为「取消」');
  });

  it('gives quotations a validity date and refuses one before the quotation date', async () => {
    const q = await addOrder(c, { type: 1, orderDate: '2026-03-01', lines: [line(1, 100)] });
    expect(q).toMatchObject({ status: 100, validUntil: '2026-03-31' });
    expect(q.code).toMatch(/^QT20260301-/);
    const bad = await c.post('/business/order/add', {
      type: 1,
      orderDate: '2026-03-01',
      validUntil: '2026-02-01',
      customerId: s.customer,
      lines: [line(1, 1)],
    });
    expect(bad.json().message).toBe('有效期至不能早于报价日期');
  });

  it('refuses a line or a total beyond ¥1000亿 (10^13 分), naming the line, and stores the largest exactly', async () => {
    const add = (lines: unknown[]) => c.post('/business/order/add', { type: 0, customerId: s.customer, lines });
    // 10^6 × ¥999,999,999.99 ≈ 10^17 分: beyond 2^53, would overflow PostgreSQL's bigint over a few lines.
    const huge = await add([line(1, 100), line(1_000_000, 99_999_999_999)]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ success: false, code: 400, message: '第 2 行的金额（数量 × 单价）超过上限 ¥100,000,000,000.00' });
    // Under the cap before tax, over it with 13 %.
    const taxed = await add([line(100, 99_999_999_999, { taxId: s.vat13 })]);
    expect(taxed.json().message).toBe('第 1 行的含税金额 ¥112,999,999,998.87 超过上限 ¥100,000,000,000.00');
    const sum = await add([line(60, 99_999_999_999), line(50, 99_999_999_999)]);
    expect(sum.json().message).toBe('总金额 ¥109,999,999,998.90 超过上限 ¥100,000,000,000.00');
    const o = await addOrder(c, { type: 0, lines: [line(100, 99_999_999_999)] });
    expect(o).toMatchObject({ subtotal: 9_999_999_999_900, total: 9_999_999_999_900 });
    expect((await c.get('/business/order/findById', { _id: o._id })).json().data.total).toBe(9_999_999_999_900);
    const upd = await c.put('/business/order/update', { _id: o._id, lines: [line(1_000_000, 99_999_999_999)] });
    expect(upd.json().message).toBe('第 1 行的金额（数量 × 单价）超过上限 ¥100,000,000,000.00');
  });

  it('refuses dates that are not on the calendar, naming the field', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await c.post('/business/order/add', { customerId: s.customer, lines: [line(1, 100)], ...body })).json();
    expect(await bad({ type: 0, orderDate: '2026-02-30' })).toMatchObject({ code: 400, message: '下单日期「2026-02-30」不是有效的日期' });
    expect(await bad({ type: 1, orderDate: '2026-13-01' })).toMatchObject({ code: 400, message: '报价日期「2026-13-01」不是有效的日期' });
    // Asked in English, the built-in field is named by its English label.
    const english = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/business/order/add',
      headers: { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId, [LOCALE_HEADER]: 'en-US' },
      payload: { customerId: s.customer, lines: [line(1, 100)], type: 0, orderDate: '2026-02-30' },
    });
    expect(english.json()).toMatchObject({ code: 400, message: 'Order date "2026-02-30" is not a valid date' });
    expect(await bad({ type: 1, orderDate: '2026-04-01', validUntil: '2026-04-31' })).toMatchObject({
      code: 400,
      message: '有效期至「2026-04-31」不是有效的日期',
    });
    const q = await addOrder(c, { type: 1, orderDate: '2028-02-29', lines: [line(1, 100)] });
    expect(q.validUntil).toBe('2028-03-30');
    const upd = await c.put('/business/order/update', { _id: q._id, orderDate: '2027-02-29' });
    expect(upd.json()).toMatchObject({ code: 400, message: '报价日期「2027-02-29」不是有效的日期' });
  });

  it('dates a new document by the server when none is given, and resets a cleared validity date to the default', async () => {
    const today = (await c.get('/business/order/today')).json().data.today;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await addOrder(c, { type: 0, lines: [line(1, 100)] })).orderDate).toBe(today);
    const q = await addOrder(c, { type: 1, orderDate: '2026-03-01', validUntil: '2026-03-10', lines: [line(1, 100)] });
    // Clearing 有效期至 on a draft means "the default again" (报价日期 + 30 天), never "no expiry".
    const cleared = (await c.put('/business/order/update', { _id: q._id, validUntil: null })).json().data;
    expect(cleared.validUntil).toBe('2026-03-31');
    const moved = (await c.put('/business/order/update', { _id: q._id, orderDate: '2026-04-01', validUntil: null })).json().data;
    expect(moved).toMatchObject({ orderDate: '2026-04-01', validUntil: '2026-05-01' });
  });

  it('creates a formal order as 草稿, 处理中 or 完成 and a quotation as 草稿 or 待接受 only', async () => {
    for (const status of [0, 1, 3]) expect((await addOrder(c, { type: 0, status, lines: [line(1, 100)] })).status).toBe(status);
    for (const status of [100, 101]) expect((await addOrder(c, { type: 1, status, lines: [line(1, 100)] })).status).toBe(status);
    const failed = await c.post('/business/order/add', { type: 0, status: 4, customerId: s.customer, lines: [line(1, 100)] });
    expect(failed.json().message).toBe('新建时状态不能为「失败」');
    const accepted = await c.post('/business/order/add', { type: 1, status: 102, customerId: s.customer, lines: [line(1, 100)] });
    expect(accepted.json().message).toBe('新建时状态不能为「已接受」');
  });

  it('lists by type and status newest first, with search and totals', async () => {
    const p = t.as(await t.login('demo_staff'), t.ids.secondProjectId);
    const customerId = await addCustomer(p, '上海浦江贸易有限公司');
    for (const [d, type] of [
      ['2026-01-05', 0],
      ['2026-01-07', 0],
      ['2026-01-06', 1],
      ['2026-01-04', 0],
    ] as const) {
      await addOrder(p, { type, orderDate: d, customerId, lines: [line(1, 100)] });
    }
    const list = (await p.get('/business/order/list', { type: 0, pageNo: 1, pageSize: 2 })).json().data;
    expect(list.total).toBe(3);
    expect(list.rows.map((r: any) => r.orderDate)).toEqual(['2026-01-07', '2026-01-05']);
    expect(list.rows[0].lines).toBeUndefined();
    const page2 = (await p.get('/business/order/list', { type: 0, pageNo: 2, pageSize: 2 })).json().data;
    expect(page2.rows.map((r: any) => r.orderDate)).toEqual(['2026-01-04']);
    const asc = (
      await p.get('/business/order/list', { type: 0, sortField: 'orderDate', sortOrder: 'asc', orderDate__gte: '2026-01-05' })
    ).json().data;
    expect(asc.rows.map((r: any) => r.orderDate)).toEqual(['2026-01-05', '2026-01-07']);
    const search = (await p.get('/business/order/list', { q: 'QT2026' })).json().data;
    expect(search.rows.map((r: any) => [r.type, r.customerName])).toEqual([[1, '上海浦江贸易有限公司']]);
    const byStatus = (await p.get('/business/order/list', { type: 0, status__in: '1,3' })).json().data;
    expect(byStatus.total).toBe(0);
    const bad = await p.get('/business/order/list', { remark: 'x' });
    expect(bad.statusCode).toBe(400);
    // Main's orders are not visible from the second project.
    expect((await p.get('/business/order/list', { customerName: '河南大象科技有限公司' })).json().data.total).toBe(0);
  });

  it('edits drafts only, then deletes drafts without payments', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    const upd = await c.put('/business/order/update', { _id: o._id, remark: '加急', lines: [line(2, 100)] });
    expect(upd.json().data).toMatchObject({ remark: '加急', total: 200 });
    await c.post('/business/order/changeStatus', { _id: o._id, status: 1 });
    const frozen = await c.put('/business/order/update', { _id: o._id, lines: [line(3, 100)] });
    expect(frozen.json()).toMatchObject({
      success: false,
      code: 10100,
      message: '「处理中」状态的订单不能修改明细、客户和日期，只能修改备注',
    });
    expect((await c.put('/business/order/update', { _id: o._id, remark: '只改备注' })).json().data.remark).toBe('只改备注');
    const del = await c.delete('/business/order/delete', { _id: o._id });
    expect(del.json()).toMatchObject({ success: false, code: 10100 });
    const draft = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    expect((await c.delete('/business/order/delete', { _id: draft._id })).json().success).toBe(true);
    expect((await c.get('/business/order/findById', { _id: draft._id })).statusCode).toBe(404);
  });

  it('deletes several documents at once, whatever order they are named in, without deadlocking', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await addOrder(c, { type: i % 2 ? 1 : 0, lines: [line(1, 100)] }))._id);
    const [a, b] = await Promise.all([
      c.delete('/business/order/delete', { _ids: ids.join(',') }),
      c.delete('/business/order/delete', { _ids: [...ids].reverse().join(',') }),
    ]);
    // One deletes all four; the other finds them gone (404) — never a deadlock (500).
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    for (const id of ids) expect((await c.get('/business/order/findById', { _id: id })).statusCode).toBe(404);
  });

  it('keeps other projects and tenants out', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    for (const [who, other] of [
      ['other project', t.as(await t.login('demo_staff'), t.ids.secondProjectId)],
      ['other tenant', await anotherTenantAdmin(t)],
    ] as const) {
      expect((await other.get('/business/order/findById', { _id: o._id })).statusCode, who).toBe(404);
      expect((await other.post('/business/order/changeStatus', { _id: o._id, status: 1 })).statusCode, who).toBe(404);
      const list = (await other.get('/business/order/list', { pageSize: 100 })).json().data.rows.map((r: { _id: string }) => r._id);
      expect(list, who).not.toContain(o._id);
    }
    expect((await c.get('/business/order/findById', { _id: o._id })).json().data.status).toBe(0);
    expect((await t.as(await t.login('demo_staff'), '').get('/business/order/list')).statusCode).toBe(403);
  });
});
