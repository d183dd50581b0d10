import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app.js';
import { addOrder, line, salesSettings, walk } from '../helpers/sales-fixtures.js';

/**
 * A hand-computed fixture. "Now" is Wednesday 2026-11-18 12:00 in Shanghai: this week is
 * 11-16…11-22, last week 11-09…11-15, this month November, last month October, last year 2025.
 * Only confirmed (处理中) and completed orders count as sales.
 */
const NOW = new Date('2026-11-18T04:00:00Z');

describe.each(dialects)('dashboard routes on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  const pay = (orderId: string, amount: number, kind = 0) => c.post('/business/payment/add', { orderId, amount, kind, payModeId: s.bank });
  const sale = async (orderDate: string, total: number, path = [1]) => {
    const o = await addOrder(c, { type: 0, orderDate, lines: [line(1, total)] });
    await walk(c, o._id, path);
    return o._id as string;
  };
  const collect = async () => (await c.get('/business/order/dashboard/collect')).json().data;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestApp(dialect);
    // The second project: Main holds the seeded year of demo sales.
    c = t.as(await t.login('demo_admin'), t.ids.secondProjectId);
    s = await salesSettings(t, c, t.ids.secondProjectId);
    const a = await sale('2026-11-18', 10000); // today, unpaid
    const b = await sale('2026-11-18', 5000, [1, 3]); // today, completed, paid
    await pay(b, 5000);
    const cc = await sale('2026-11-16', 2000); // this Monday, 500 paid
    await pay(cc, 500);
    await sale('2026-11-12', 3000); // last week, this month
    await sale('2026-10-20', 4000, [1, 3]); // last month, completed, unpaid
    const f = await sale('2025-06-01', 7000); // last year, paid
    await pay(f, 7000);
    await sale('2026-11-17', 9999, []); // draft: not a sale
    await sale('2026-11-17', 8888, [2]); // cancelled
    await sale('2026-11-10', 6666, [1, 4]); // failed
    await addOrder(c, { type: 1, orderDate: '2026-11-18', lines: [line(1, 12345)] }); // quotation
    expect(a).toBeTruthy();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });

  it('collects the order figures of the project', async () => {
    expect(await collect()).toMatchObject({ orders: 6, totals: 31000, todayOrders: 2, todayTotals: 15000, unpaidCount: 4, unpaidTotal: 18500 });
  });

  it('counts customers and potential customers by kind, live and deleted', async () => {
    const before = await collect();
    const personal = (await c.post('/business/customer/add', { name: '张伟', type: 0, contactMethod: 0, contactValue: '13900001111' })).json().data._id;
    await c.post('/business/customer_potential/add', { name: '李娜', type: 0, contactMethod: 3, contactValue: 'lina@example.com' });
    expect(await collect()).toMatchObject({
      customerTotal: before.customerTotal + 1, customerPersonal: before.customerPersonal + 1, customerCompany: before.customerCompany,
      potentialTotal: before.potentialTotal + 1, potentialPersonal: before.potentialPersonal + 1,
    });
    expect((await c.delete('/business/customer/delete', { _id: personal })).json().success).toBe(true);
    expect(await collect()).toMatchObject({ customerTotal: before.customerTotal, customerDeleted: before.customerDeleted + 1, potentialDeleted: before.potentialDeleted });
  });

  it('gives this and last week by day, Monday first', async () => {
    const w = (await c.get('/business/order/dashboard/trend', { range: 'week' })).json().data;
    expect(w.labels).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    expect(w.this).toMatchObject({ start: '2026-11-16', end: '2026-11-22', orders: 3, totals: 17000 });
    expect(w.this.points.map((p: any) => p.totals)).toEqual([2000, 0, 15000, 0, 0, 0, 0]);
    expect(w.this.points.map((p: any) => p.orders)).toEqual([1, 0, 2, 0, 0, 0, 0]);
    expect(w.last).toMatchObject({ start: '2026-11-09', end: '2026-11-15', orders: 1, totals: 3000 });
    expect(w.last.points[3]).toEqual({ date: '2026-11-12', orders: 1, totals: 3000 });
    const dflt = (await c.get('/business/order/dashboard/trend')).json().data;
    expect(dflt.range).toBe('week');
  });

  it('gives this and last month by day', async () => {
    const m = (await c.get('/business/order/dashboard/trend', { range: 'month' })).json().data;
    expect(m.this).toMatchObject({ start: '2026-11-01', end: '2026-11-30', orders: 4, totals: 20000 });
    expect(m.this.points).toHaveLength(30);
    expect(m.last).toMatchObject({ start: '2026-10-01', end: '2026-10-31', orders: 1, totals: 4000 });
    expect(m.last.points).toHaveLength(31);
    expect(m.last.points[19]).toEqual({ date: '2026-10-20', orders: 1, totals: 4000 });
    expect(m.labels).toHaveLength(31);
  });

  it('gives this and last year by month', async () => {
    const y = (await c.get('/business/order/dashboard/trend', { range: 'year' })).json().data;
    expect(y.labels[0]).toBe('1月');
    expect(y.this).toMatchObject({ start: '2026-01-01', end: '2026-12-31', orders: 5, totals: 24000 });
    expect(y.this.points[10]).toEqual({ date: '2026-11-01', orders: 4, totals: 20000 });
    expect(y.this.points[9]).toEqual({ date: '2026-10-01', orders: 1, totals: 4000 });
    expect(y.last).toMatchObject({ start: '2025-01-01', orders: 1, totals: 7000 });
    expect(y.last.points[5].totals).toBe(7000);
    expect((await c.get('/business/order/dashboard/trend', { range: 'decade' })).statusCode).toBe(400);
  });

  it('lists unpaid sales newest first, page size 3 by default', async () => {
    const u = (await c.get('/business/order/dashboard/unpaid')).json().data;
    expect(u.total).toBe(4);
    expect(u.rows.map((r: any) => [r.orderDate, r.unpaidAmount])).toEqual([['2026-11-18', 10000], ['2026-11-16', 1500], ['2026-11-12', 3000]]);
  });

  it('follows every write: payment, refund, cancel, new sale, delete', async () => {
    const id = await sale('2026-11-18', 1000);
    expect(await collect()).toMatchObject({ orders: 7, totals: 32000, todayOrders: 3, todayTotals: 16000, unpaidCount: 5, unpaidTotal: 19500 });
    await pay(id, 400);
    expect(await collect()).toMatchObject({ unpaidCount: 5, unpaidTotal: 19100 });
    await pay(id, 600);
    expect(await collect()).toMatchObject({ unpaidCount: 4, unpaidTotal: 18500 });
    await pay(id, 1000, 1);
    expect(await collect()).toMatchObject({ orders: 7, unpaidCount: 4 });
    await walk(c, id, [2]);
    expect(await collect()).toMatchObject({ orders: 6, totals: 31000, todayOrders: 2, unpaidCount: 4, unpaidTotal: 18500 });
  });

  it('keeps the roll-up equal to a recount of the orders table (fixture and seeded history)', async () => {
    const k = t.db.kysely;
    for (const projectId of [t.ids.secondProjectId, t.ids.mainProjectId]) {
      const orders = await k.selectFrom('orders').selectAll().where('project_id', '=', projectId).execute();
      const stats = await k.selectFrom('order_daily_stats').selectAll().where('project_id', '=', projectId).execute();
      const byDay = new Map<string, { n: number; total: number; unpaid: number }>();
      for (const o of orders.filter((o) => o.type === 0 && (o.status === 1 || o.status === 3))) {
        const d = byDay.get(o.order_date) ?? { n: 0, total: 0, unpaid: 0 };
        d.n += 1;
        d.total += Number(o.total);
        if (o.payment_status <= 1) d.unpaid += Number(o.total) - Number(o.paid_total) + Number(o.refunded_total);
        byDay.set(o.order_date, d);
      }
      expect(orders.length).toBeGreaterThan(0);
      for (const st of stats) {
        const d = byDay.get(st.day) ?? { n: 0, total: 0, unpaid: 0 };
        expect([Number(st.orders), Number(st.totals), Number(st.unpaid_total)], st.day).toEqual([d.n, d.total, d.unpaid]);
      }
      expect(stats.reduce((a, st) => a + Number(st.orders), 0)).toBe([...byDay.values()].reduce((a, d) => a + d.n, 0));
      expect(stats.reduce((a, st) => a + Number(st.unpaid_count), 0)).toBe(orders.filter((o) => o.is_unpaid === 1).length);
    }
  });
});
