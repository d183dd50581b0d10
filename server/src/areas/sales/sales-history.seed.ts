import type { Db } from '../../db/client';
import type { Scope } from '../../core/scope';
import type { SalesServices } from './index';
import { viewOfType } from '../../../../src/schemas/orderViews';
import type { OrderLineInput, OrderRecord } from '../../../../src/schemas/orderFields';
import { addDays, businessToday } from '../../core/business-days';
import { inScope } from '../../db/scope';
import { SYSTEM_ACTOR } from '../../core/actor';

/** Deterministic pseudo-random numbers (mulberry32) so every demo database tells the same story. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FORMAL_ORDERS = 150;
const QUOTATIONS = 48;
const POTENTIAL_QUOTATIONS = 14;

/**
 * A year of sales in the demo's Main project, written through the sales services so totals,
 * payment statuses, links and the dashboard roll-ups are exactly what the API would produce:
 * formal orders in every status, partial and full payments, refunds, quotations in every status,
 * accepted ones turned into orders (converting potential customers). Needs the catalogue seed.
 */
export async function seedSalesHistory(db: Db, sales: SalesServices, scope: Scope, userId: string, now = new Date()): Promise<boolean> {
  const k = db.kysely;
  if (await k.selectFrom('orders').where(inScope(scope)).select('id').limit(1).executeTakeFirst()) return false;
  const customers = await k
    .selectFrom('customer')
    .where(inScope(scope))
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const leads = await k
    .selectFrom('customer_potential')
    .where(inScope(scope))
    .select('id')
    .where('deleted_at', 'is', null)
    .where('status', '=', 0)
    .orderBy('created_at')
    .execute();
  const products = await k
    .selectFrom('product')
    .where(inScope(scope))
    .select(['id', 'price'])
    .where('status', '=', 1)
    .orderBy('created_at')
    .execute();
  const taxes = await k.selectFrom('taxes').where(inScope(scope)).select(['id', 'rate']).execute();
  const modes = await k.selectFrom('pay_modes').where(inScope(scope)).select('id').orderBy('sort').execute();
  if (!customers.length || !products.length || !modes.length) return false;

  // Through the engine and the area's rules, as the API writes (created_by: the demo admin).
  const add = async (values: Record<string, unknown> & { type: 0 | 1 | 2 }) =>
    (await sales.orders
      .view(viewOfType(values.type))
      .add(scope, values, { context: { userId }, actor: SYSTEM_ACTOR })) as unknown as OrderRecord;
  const pay = (values: Record<string, unknown>) => sales.payments().add(scope, values, { context: { userId }, actor: SYSTEM_ACTOR });
  const r = rng(20261122);
  const pick = <T>(a: T[]) => a[Math.floor(r() * a.length)];
  const today = businessToday(now);
  const vat = (rate: number) => taxes.find((t) => Number(t.rate) === rate)?.id ?? null;
  const lines = (): OrderLineInput[] =>
    Array.from({ length: 1 + Math.floor(r() * 4) }, () => {
      const p = pick(products);
      const quantity = 1 + Math.floor(r() * (Number(p.price) > 500000 ? 3 : 20));
      const discount = r() < 0.25 ? Math.round(quantity * Number(p.price) * 0.05) : 0;
      return { productId: p.id, quantity, discount, taxId: r() < 0.7 ? vat(13) : r() < 0.8 ? vat(6) : vat(0) };
    });
  const dayAgo = (max: number) => addDays(today, -Math.floor(r() * max));
  const at = (day: string) => new Date(`${day}T04:00:00Z`);
  const later = (day: string, maxDays: number) => {
    const d = addDays(day, Math.floor(r() * maxDays));
    return d > today ? today : d;
  };

  /** Payments on a confirmed order: full (in one or two parts), partial, or none. */
  async function payments(orderId: string, day: string, total: number, completed: boolean) {
    const roll = r();
    if (roll < (completed ? 0.75 : 0.35)) {
      const first = r() < 0.4 ? Math.round(total * 0.3) : total;
      await pay({ orderId, amount: first, payModeId: pick(modes).id, paidAt: later(day, 10) });
      if (first < total) await pay({ orderId, amount: total - first, payModeId: pick(modes).id, paidAt: later(day, 30) });
    } else if (roll < 0.85) {
      await pay({ orderId, amount: Math.max(1, Math.round(total * (0.2 + r() * 0.5))), payModeId: pick(modes).id, paidAt: later(day, 15) });
    }
  }

  for (let i = 0; i < FORMAL_ORDERS; i++) {
    const day = i < 6 ? today : dayAgo(365);
    const o = await add({
      type: 0,
      customerId: pick(customers).id,
      orderDate: day,
      lines: lines(),
      remark: r() < 0.15 ? '客户要求尽快发货' : null,
    });
    const roll = r();
    if (roll < 0.08) continue; // 草稿
    await sales.workflow.changeStatus(scope, o._id, 1, { userId });
    if (roll < 0.14) {
      await sales.workflow.changeStatus(scope, o._id, 2, { userId }); // 取消
      continue;
    }
    const completed = roll > 0.45 && day < addDays(today, -7);
    await payments(o._id, day, o.total, completed);
    if (roll < 0.18)
      await sales.workflow.changeStatus(scope, o._id, 4, { userId }); // 失败
    else if (completed) await sales.workflow.changeStatus(scope, o._id, 3, { userId });
  }

  // Refunds: a paid order cancelled and refunded in full, a completed one partly refunded.
  const paidOf = (status: number) =>
    k
      .selectFrom('orders')
      .where(inScope(scope))
      .select(['id', 'paid_total'])
      .where('type', '=', 0)
      .where('status', '=', status)
      .where('payment_status', '=', 2)
      .orderBy('order_date')
      .limit(1)
      .executeTakeFirst();
  const cancelled = await paidOf(1);
  if (cancelled) {
    await sales.workflow.changeStatus(scope, cancelled.id, 2, { userId });
    await pay({
      orderId: cancelled.id,
      kind: 1,
      amount: Number(cancelled.paid_total),
      payModeId: modes[0].id,
      paidAt: today,
      remark: '订单取消，全额退款',
    });
  }
  const returned = await paidOf(3);
  if (returned) {
    await pay({
      orderId: returned.id,
      kind: 1,
      amount: Math.round(Number(returned.paid_total) * 0.1),
      payModeId: modes[0].id,
      paidAt: today,
      remark: '部分产品退货',
    });
  }

  // Quotations: type 1 to customers, type 2 to leads; accepted ones mostly become orders.
  const quote = async (type: 1 | 2, customerId: string) => {
    const day = dayAgo(300);
    const q = await add({ type, customerId, orderDate: day, validUntil: addDays(day, 30), lines: lines() });
    const roll = r();
    if (roll < 0.12) return; // 草稿
    if (roll < 0.18) return void (await sales.workflow.changeStatus(scope, q._id, 104, { userId, now: at(day) }));
    await sales.workflow.changeStatus(scope, q._id, 101, { userId, now: at(day) });
    if (roll < 0.3) return; // 待接受
    if (roll < 0.45) return void (await sales.workflow.changeStatus(scope, q._id, 103, { userId, now: at(day) }));
    const acceptedOn = later(day, 20);
    await sales.workflow.changeStatus(scope, q._id, 102, { userId, now: at(acceptedOn) });
    if (roll < 0.55) return void (await sales.workflow.changeStatus(scope, q._id, 104, { userId, now: at(acceptedOn) }));
    if (roll < 0.65) return; // 已接受, order not yet generated
    const { order } = await sales.workflow.generateOrder(scope, { userId }, q._id, { now: at(acceptedOn) });
    await payments(order._id, acceptedOn, order.total, false);
  };
  for (let i = 0; i < QUOTATIONS; i++) await quote(1, pick(customers).id);
  for (let i = 0; i < Math.min(POTENTIAL_QUOTATIONS, leads.length); i++) await quote(2, leads[i].id);
  return true;
}
