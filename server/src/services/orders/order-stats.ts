import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { OrdersTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { amountOwed, countsAsSale } from '../../../../src/domain/sales/index.js';

/** The parts of an order row the roll-ups depend on. */
export type StatsState = Pick<OrdersTable, 'type' | 'status' | 'payment_status' | 'order_date' | 'total' | 'paid_total' | 'refunded_total'>;

export interface DayContribution {
  day: string;
  orders: number;
  totals: number;
  unpaidCount: number;
  unpaidTotal: number;
}

/** What a sale still waits for (0 when it is not a sale). */
const owedBy = (s: StatsState) => (countsAsSale(s.type, s.status) ? amountOwed(s.total, s.paid_total) : 0);

/**
 * True when a sale still waits for money: the dashboard's unpaid figures. Decided by the amount owed,
 * not by the payment status label, so a sale in 部分退款 or 已退款 that owes money is counted too.
 */
export const isUnpaid = (s: StatsState) => owedBy(s) > 0;

/** What one order adds to the per-day roll-up (null when it is not a sale: drafts, quotations, cancelled, failed). */
export function dayContribution(s: StatsState): DayContribution | null {
  if (!countsAsSale(s.type, s.status)) return null;
  const unpaid = isUnpaid(s);
  return {
    day: s.order_date,
    orders: 1,
    totals: s.total,
    unpaidCount: unpaid ? 1 : 0,
    unpaidTotal: owedBy(s),
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

/** Sums the per-day deltas of several order writes into one list, in day order. */
function mergeDeltas(changes: Array<[StatsState | null, StatsState | null]>): DayContribution[] {
  const byDay = new Map<string, DayContribution>();
  for (const [before, after] of changes) {
    for (const d of dailyDeltas(before, after)) {
      const m = byDay.get(d.day) ?? { day: d.day, orders: 0, totals: 0, unpaidCount: 0, unpaidTotal: 0 };
      m.orders += d.orders;
      m.totals += d.totals;
      m.unpaidCount += d.unpaidCount;
      m.unpaidTotal += d.unpaidTotal;
      byDay.set(d.day, m);
    }
  }
  return [...byDay.values()].filter((d) => d.orders || d.totals || d.unpaidCount || d.unpaidTotal).sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Keeps `order_daily_stats` in step with one order write. Must run in the
 * transaction of that write, with the before-state read under a row lock.
 */
export function applyStats(trx: Trx, scope: Scope, before: StatsState | null, after: StatsState | null): Promise<void> {
  return applyStatsBatch(trx, scope, [[before, after]]);
}

/**
 * The roll-up change of several order writes of one transaction (multi-id deletes), applied once
 * and in day order after every order row is locked: a writer locks orders first and stats rows
 * last, each in a fixed order, so two of them cannot wait on each other (PostgreSQL deadlock).
 */
export async function applyStatsBatch(trx: Trx, scope: Scope, changes: Array<[StatsState | null, StatsState | null]>): Promise<void> {
  for (const d of mergeDeltas(changes)) {
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
