import { ok } from '../../helpers/replies';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { sql } from 'kysely';
import { addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';
import { salesOwedAndRates } from '../../../../server/src/db/migrations/2026-11-22-0600-sales-owed-and-rates';
import type { Kysely } from 'kysely';
import { parseTableParams } from '@refinedev/core';
import { bucketDays, customersOfType, salesOf, unpaidSales } from '../../../../src/pages/dashboard/drillDown';
import { toListQuery } from '../../../../src/providers/listParams';
import { encodeListQuery } from '../../../../src/schemas/listQuery';

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
    expect(await collect()).toMatchObject({
      orders: 6,
      totals: 31000,
      todayOrders: 2,
      todayTotals: 15000,
      unpaidCount: 4,
      unpaidTotal: 18500,
    });
  });

  it('counts customers and potential customers by kind, live and deleted', async () => {
    const before = await collect();
    const personal = (
      await c.post('/business/customer/add', { name: '张伟', type: 0, contactMethod: 0, contactValue: '13900001111' })
    ).json().data._id;
    await c.post('/business/customer_potential/add', { name: '李娜', type: 0, contactMethod: 3, contactValue: 'lina@example.com' });
    expect(await collect()).toMatchObject({
      customerTotal: before.customerTotal + 1,
      customerPersonal: before.customerPersonal + 1,
      customerCompany: before.customerCompany,
      potentialTotal: before.potentialTotal + 1,
      potentialPersonal: before.potentialPersonal + 1,
    });
    expect((await c.delete('/business/customer/delete', { _id: personal })).json().success).toBe(true);
    expect(await collect()).toMatchObject({
      customerTotal: before.customerTotal,
      customerDeleted: before.customerDeleted + 1,
      potentialDeleted: before.potentialDeleted,
    });
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
    expect(u.rows.map((r: any) => [r.orderDate, r.unpaidAmount])).toEqual([
      ['2026-11-18', 10000],
      ['2026-11-16', 1500],
      ['2026-11-12', 3000],
    ]);
  });

  it('opens from each figure a list that counts what the figure says (the dashboard’s drill-down links)', async () => {
    // The link as the dashboard writes it → the filters the list reads from its URL → the list call it makes.
    const listed = async (link: string) => {
      const filters = parseTableParams(link.slice(link.indexOf('?'))).parsedFilters;
      const order = link.startsWith('/app/order?');
      // The order list's schema fixes its type (formal orders), as the client's data provider sends it.
      const query = encodeListQuery(
        toListQuery({ filters, fixed: order ? { type: 0 } : {}, pagination: { currentPage: 1, pageSize: 100 } }),
      );
      return ok(await c.get(order ? '/business/order/list' : '/business/customer/list', query));
    };
    const figures = await collect();
    expect(figures.today).toBe('2026-11-18');
    const unpaid = await listed(unpaidSales());
    expect(unpaid.total).toBe(figures.unpaidCount);
    expect(unpaid.rows.reduce((sum: number, r: { unpaidAmount: number }) => sum + r.unpaidAmount, 0)).toBe(figures.unpaidTotal);
    const today = await listed(salesOf(figures.today, figures.today));
    expect(today.total).toBe(figures.todayOrders);
    expect(today.rows.reduce((sum: number, r: { total: number }) => sum + r.total, 0)).toBe(figures.todayTotals);
    for (const range of ['week', 'month', 'year']) {
      const trend = ok(await c.get('/business/order/dashboard/trend', { range }));
      for (const period of [trend.this, trend.last])
        expect((await listed(salesOf(period.start, period.end))).total, range).toBe(period.orders);
      // A bar: its day, or its month in a year's trend.
      const bar = trend.this.points.find((p: { orders: number }) => p.orders > 0);
      expect((await listed(salesOf(...bucketDays(bar.date, range === 'year')))).total, range).toBe(bar.orders);
    }
    const company = await listed(customersOfType('customer', 1));
    expect(company.total).toBe(figures.customerCompany);
  });

  it('takes today, this week and this month in Shanghai, not in UTC', async () => {
    try {
      // Sunday 2026-11-15 16:30 UTC is Monday 2026-11-16 00:30 in Shanghai: a new week there.
      vi.setSystemTime(new Date('2026-11-15T16:30:00Z'));
      expect((await c.get('/business/order/today')).json().data).toEqual({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
      expect(await collect()).toMatchObject({ todayOrders: 1, todayTotals: 2000 }); // the Monday sale, not Sunday's (none)
      const w = (await c.get('/business/order/dashboard/trend', { range: 'week' })).json().data;
      expect(w.this).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
      expect(w.last).toMatchObject({ start: '2026-11-09', end: '2026-11-15', orders: 1, totals: 3000 });
      // Saturday 2026-10-31 16:30 UTC is Sunday 1 November in Shanghai: November is this month.
      vi.setSystemTime(new Date('2026-10-31T16:30:00Z'));
      const m = (await c.get('/business/order/dashboard/trend', { range: 'month' })).json().data;
      expect(m.this).toMatchObject({ start: '2026-11-01', end: '2026-11-30', orders: 4, totals: 20000 });
      expect(m.last).toMatchObject({ start: '2026-10-01', orders: 1, totals: 4000 });
      // 2025-12-31 16:30 UTC is New Year's Day 2026 in Shanghai.
      vi.setSystemTime(new Date('2025-12-31T16:30:00Z'));
      const y = (await c.get('/business/order/dashboard/trend', { range: 'year' })).json().data;
      expect(y.this).toMatchObject({ start: '2026-01-01', orders: 5, totals: 24000 });
      expect(y.last).toMatchObject({ start: '2025-01-01', orders: 1, totals: 7000 });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('follows every write: payment, refund, cancel, new sale, delete', async () => {
    const id = await sale('2026-11-18', 1000);
    expect(await collect()).toMatchObject({
      orders: 7,
      totals: 32000,
      todayOrders: 3,
      todayTotals: 16000,
      unpaidCount: 5,
      unpaidTotal: 19500,
    });
    await pay(id, 400);
    expect(await collect()).toMatchObject({ unpaidCount: 5, unpaidTotal: 19100 });
    await pay(id, 600);
    expect(await collect()).toMatchObject({ unpaidCount: 4, unpaidTotal: 18500 });
    // A full refund on a live sale (the goods came back): nothing is owed.
    await pay(id, 1000, 1);
    expect(await collect()).toMatchObject({ orders: 7, unpaidCount: 4, unpaidTotal: 18500 });
    await walk(c, id, [2]);
    expect(await collect()).toMatchObject({ orders: 6, totals: 31000, todayOrders: 2, unpaidCount: 4, unpaidTotal: 18500 });
  });

  it('counts what a sale still owes after a refund, and drops it once paid back', async () => {
    const before = await collect();
    const id = await sale('2026-11-17', 10000);
    await pay(id, 3000);
    await pay(id, 1000, 1);
    // ¥100, ¥30 received, ¥10 back for returned goods: ¥70 owed for the rest, in the figures and the unpaid list.
    expect(await collect()).toMatchObject({ unpaidCount: before.unpaidCount + 1, unpaidTotal: before.unpaidTotal + 7000 });
    const u = (await c.get('/business/order/dashboard/unpaid', { pageSize: 100 })).json().data;
    expect(u.rows.find((r: any) => r._id === id)).toMatchObject({ paymentStatus: 4, unpaidAmount: 7000 });
    expect(u.total).toBe(before.unpaidCount + 1);
    await pay(id, 7000);
    expect(await collect()).toMatchObject({ unpaidCount: before.unpaidCount, unpaidTotal: before.unpaidTotal });
    // Left partly paid with a refund, owing ¥4, for the migration test and the recount below.
    const partly = await sale('2026-11-17', 1000);
    await pay(partly, 600);
    await pay(partly, 100, 1);
  });

  it('migration 0600 brings rows written under the earlier rule in step (then recounted below)', async () => {
    const k = t.db.kysely as Kysely<any>;
    const scoped = { tenant_id: t.ids.tenantId, project_id: t.ids.secondProjectId };
    const o = await k
      .selectFrom('orders')
      .selectAll()
      .where('project_id', '=', scoped.project_id)
      .where('is_unpaid', '=', 1)
      .where('refunded_total', '>', 0)
      .executeTakeFirstOrThrow();
    const owed = Number(o.total) - Number(o.paid_total);
    // As the earlier rule left it: a live sale with a refund was not unpaid, its money left the roll-up.
    await k.updateTable('orders').set({ is_unpaid: 0 }).where('id', '=', o.id).execute();
    await k
      .updateTable('order_daily_stats')
      .set({ unpaid_count: sql`unpaid_count - 1`, unpaid_total: sql`unpaid_total - ${owed}` })
      .where('tenant_id', '=', scoped.tenant_id)
      .where('project_id', '=', scoped.project_id)
      .where('day', '=', o.order_date)
      .execute();
    const before = await collect();
    const stamp = new Date().toISOString();
    await k
      .insertInto('taxes')
      .values({
        id: 'tax-13125',
        ...scoped,
        name: '旧数据 13.125%',
        rate: 13.125,
        is_default: 0,
        enabled: 1,
        remark: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();

    await salesOwedAndRates(t.dialect).up(k);

    expect(await k.selectFrom('orders').select(['is_unpaid']).where('id', '=', o.id).executeTakeFirstOrThrow()).toEqual({ is_unpaid: 1 });
    expect(await collect()).toMatchObject({ unpaidCount: before.unpaidCount + 1, unpaidTotal: before.unpaidTotal + owed });
    expect(Number((await k.selectFrom('taxes').select('rate').where('id', '=', 'tax-13125').executeTakeFirstOrThrow()).rate)).toBe(13.13);
  });

  it('keeps the roll-up equal to a recount of the orders table (fixture and seeded history)', async () => {
    const k = t.db.kysely as Kysely<any>;
    for (const projectId of [t.ids.secondProjectId, t.ids.mainProjectId]) {
      const orders = await k.selectFrom('orders').selectAll().where('project_id', '=', projectId).execute();
      const stats = await k.selectFrom('order_daily_stats').selectAll().where('project_id', '=', projectId).execute();
      const byDay = new Map<string, { n: number; total: number; unpaid: number; unpaidCount: number }>();
      // Owed = total − payments received, whatever the payment status says (部分退款 and 已退款 included).
      const owed = (o: (typeof orders)[number]) => Math.max(0, Number(o.total) - Number(o.paid_total));
      const sales = orders.filter((o) => o.type === 0 && (o.status === 1 || o.status === 3));
      for (const o of sales) {
        const d = byDay.get(o.order_date) ?? { n: 0, total: 0, unpaid: 0, unpaidCount: 0 };
        d.n += 1;
        d.total += Number(o.total);
        d.unpaid += owed(o);
        d.unpaidCount += owed(o) > 0 ? 1 : 0;
        byDay.set(o.order_date, d);
      }
      expect(orders.length).toBeGreaterThan(0);
      for (const st of stats) {
        const d = byDay.get(st.day) ?? { n: 0, total: 0, unpaid: 0, unpaidCount: 0 };
        expect([Number(st.orders), Number(st.totals), Number(st.unpaid_total), Number(st.unpaid_count)], st.day).toEqual([
          d.n,
          d.total,
          d.unpaid,
          d.unpaidCount,
        ]);
      }
      expect(stats.reduce((a, st) => a + Number(st.orders), 0)).toBe([...byDay.values()].reduce((a, d) => a + d.n, 0));
      expect(stats.reduce((a, st) => a + Number(st.unpaid_count), 0)).toBe(orders.filter((o) => o.is_unpaid === 1).length);
      // Every order's flag (the unpaid list's index) agrees with what it owes.
      for (const o of orders) expect(o.is_unpaid, o.code).toBe(sales.includes(o) && owed(o) > 0 ? 1 : 0);
      // The fixture holds refunds on live sales that still owe (the case the old rule hid).
      if (projectId === t.ids.secondProjectId) expect(sales.some((o) => Number(o.refunded_total) > 0 && owed(o) > 0)).toBe(true);
    }
  });
});
