import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { OrdersTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { countsAsSale, PaymentStatus } from '../../../../src/domain/sales/index.js';

/** The parts of an order row the roll-ups depend on. */
export type StatsState = Pick<OrdersTable, 'type' | 'status' | 'payment_status' | 'order_date' | 'total' | 'paid_total' | 'refunded_total'>;

export interface DayContribution {
  day: string;
  orders: number;
  totals: number;
  unpaidCount: number;
  unpaidTotal: number;
}

/** True when a sale still waits for (part of) its money: the dashboard's unpaid figures. */
export const isUnpaid = (s: StatsState) =>
  countsAsSale(s.type, s.status) && (s.payment_status === PaymentStatus.UNPAID || s.payment_status === PaymentStatus.PARTIALLY_PAID);

/** What one order adds to the per-day roll-up (null when it is not a sale: drafts, quotations, cancelled, failed). */
export function dayContribution(s: StatsState): DayContribution | null {
  if (!countsAsSale(s.type, s.status)) return null;
  const unpaid = isUnpaid(s);
  return {
    day: s.order_date,
    orders: 1,
    totals: s.total,
    unpaidCount: unpaid ? 1 : 0,
    unpaidTotal: unpaid ? Math.max(0, s.total - (s.paid_total - s.refunded_total)) : 0,
  };
}

/** Per-day deltas moving the roll-up from `before` to `after` (either may be null: insert, delete). */
export function dailyDeltas(before: StatsState | null, after: StatsState | null): DayContribution[] {
  const byDay = new Map<string, DayContribution>();
  const add = (c: DayContribution | null, sign: 1 | -1) => {
    if (!c) return;
    const d = byDay.get(c.day) ?? { day: c.day, orders: 0, totals: 0, unpaidCount: 0, unpaidTotal: 0 };
    d.orders += sign * c.orders;
    d.totals += sign * c.totals;
    d.unpaidCount += sign * c.unpaidCount;
    d.unpaidTotal += sign * c.unpaidTotal;
    byDay.set(c.day, d);
  };
  add(before ? dayContribution(before) : null, -1);
  add(after ? dayContribution(after) : null, 1);
  // Sorted so concurrent writers lock stats rows in the same order (no deadlock on PostgreSQL).
  return [...byDay.values()].filter((d) => d.orders || d.totals || d.unpaidCount || d.unpaidTotal).sort((a, b) => a.day.localeCompare(b.day));
}

type Trx = Kysely<Database>;

/**
 * Keeps `order_daily_stats` in step with one order write. Must run in the
 * transaction of that write, with the before-state read under a row lock.
 */
export async function applyStats(trx: Trx, scope: Scope, before: StatsState | null, after: StatsState | null): Promise<void> {
  for (const d of dailyDeltas(before, after)) {
    await trx
      .insertInto('order_daily_stats')
      .values({ tenant_id: scope.tenantId, project_id: scope.projectId, day: d.day, orders: d.orders, totals: d.totals, unpaid_count: d.unpaidCount, unpaid_total: d.unpaidTotal })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'project_id', 'day']).doUpdateSet({
          orders: sql`order_daily_stats.orders + ${d.orders}`,
          totals: sql`order_daily_stats.totals + ${d.totals}`,
          unpaid_count: sql`order_daily_stats.unpaid_count + ${d.unpaidCount}`,
          unpaid_total: sql`order_daily_stats.unpaid_total + ${d.unpaidTotal}`,
        }),
      )
      .execute();
  }
}
