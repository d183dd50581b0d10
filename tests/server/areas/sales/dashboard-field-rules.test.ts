import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, line, salesSettings } from '../../helpers/sales-fixtures';

/**
 * The dashboard's money figures follow the caller's order field rules (docs/permissions.md, 仪表盘):
 * a role whose rules hide 总金额 — itself, or `lines.unitPrice` from which it derives — gets the
 * counts of collect and trend but no amount summed from order totals; hiding 已付金额 takes 未收款金额
 * (from 未付金额) only. A role without rules, or with 仪表盘 and no order right, gets every figure.
 */
const PASSWORD = 'Figures12345';
const MONEY = ['totals', 'todayTotals', 'unpaidTotal'];
const COUNTS = ['orders', 'todayOrders', 'unpaidCount', 'customerTotal', 'potentialTotal'];

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
type Period = { orders: number; totals?: number; points: { date: string; orders: number; totals?: number }[] };
type Trend = { this: Period; last: Period };

/** The trend's order counts, period by period and point by point. */
const counts = (t: Trend) => [t.this, t.last].map((p) => [p.orders, p.points.map((x) => x.orders)]);
/** Whether any period or point of the trend carries an amount. */
const anyAmount = (t: Trend) => [t.this, t.last].some((p) => 'totals' in p || p.points.some((x) => 'totals' in x));

describe.each(dialects)('dashboard figures under order field rules on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let n = 0;

  async function userWith(permissions: Record<string, unknown>) {
    n += 1;
    const role = ok(await admin.post('/setting/role/add', { name: `仪表盘角色${n}`, permissions })).value;
    ok(
      await admin.post('/setting/org/addUser', {
        username: `figures_${n}`,
        password: PASSWORD,
        displayName: `看板${n}`,
        roleIds: [role._id],
      }),
    );
    return t.as(await t.login(`figures_${n}`, PASSWORD));
  }
  const withOrderRules = (fields: Record<string, 'hidden'>) =>
    userWith({ order: { actions: ['list', 'show'], fields }, dashboard: { actions: ['list'] } });
  const collect = async (c: Caller) => ok(await c.get('/business/order/dashboard/collect'));
  const trend = async (c: Caller, range: string): Promise<Trend> => ok(await c.get('/business/order/dashboard/trend', { range }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    await salesSettings(t, admin);
    // Confirmed today and unpaid: today's figures and the unpaid ones are not zero.
    const order = await addOrder(admin, { type: 0, lines: [line(2, 12345)] });
    ok(await admin.post('/business/order/changeStatus', { _id: order._id, status: 1 }));
  });
  afterAll(async () => t?.close());

  it.each([
    ['总金额', { total: 'hidden' as const }],
    ['单价 (总金额 derives from it)', { 'lines.unitPrice': 'hidden' as const }],
  ])('keeps the counts and leaves out every amount for a role that may not see %s', async (_, fields) => {
    const all = await collect(admin);
    for (const f of MONEY) expect(all[f], f).toBeGreaterThan(0);
    const hiding = await withOrderRules(fields);
    const mine = await collect(hiding);
    for (const f of MONEY) expect(mine, f).not.toHaveProperty(f);
    for (const f of COUNTS) expect(mine[f], f).toBe(all[f]);
    for (const range of ['week', 'month', 'year']) {
      const [theirs, seen] = [await trend(admin, range), await trend(hiding, range)];
      expect(anyAmount(theirs)).toBe(true);
      expect(anyAmount(seen), range).toBe(false);
      expect(counts(seen)).toEqual(counts(theirs));
    }
  });

  it('leaves out 未收款金额 alone for a role that may not see 已付金额', async () => {
    const all = await collect(admin);
    const mine = await collect(await withOrderRules({ paidTotal: 'hidden' }));
    expect(mine).not.toHaveProperty('unpaidTotal');
    expect(mine).toMatchObject({ totals: all.totals, todayTotals: all.todayTotals, unpaidCount: all.unpaidCount });
  });

  it('gives every figure to a role without field rules, and to one holding 仪表盘 and no order right', async () => {
    const all = await collect(admin);
    for (const c of [await withOrderRules({}), await userWith({ dashboard: { actions: ['list'] } })]) {
      expect(await collect(c)).toEqual(all);
      expect(await trend(c, 'month')).toEqual(await trend(admin, 'month'));
    }
  });
});
