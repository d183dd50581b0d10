import { sql, type Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import { countScopeKey } from '../../db/list/count-cache';
import { beforeCommit } from '../../db/transactions';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import { amountOwed, countsAsSale } from '../../../../src/domain/sales/statuses';

/** The parts of an order the roll-ups depend on. */
export type StatsState = Pick<OrderRecord, 'type' | 'status' | 'orderDate' | 'total' | 'paidTotal'>;

export interface DayContribution {
  day: string;
  orders: number;
  totals: number;
  unpaidCount: number;
  unpaidTotal: number;
}

/** What a sale still waits for (0 when it is not a sale). */
const owedBy = (s: StatsState) => (countsAsSale(s.type, s.status) ? amountOwed(s.total, s.paidTotal) : 0);

/**
 * True when a sale still waits for money: the dashboard's unpaid figures. Decided by the amount owed,
 * not by the payment status label, so a sale in 部分退款 or 已退款 that owes money is counted too.
 */
export const isUnpaid = (s: StatsState) => owedBy(s) > 0;

/** What one order adds to the per-day roll-up (null when it is not a sale: drafts, quotations, cancelled, failed). */
function dayContribution(s: StatsState): DayContribution | null {
  if (!countsAsSale(s.type, s.status)) return null;
  const unpaid = isUnpaid(s);
  return { day: s.orderDate, orders: 1, totals: s.total, unpaidCount: unpaid ? 1 : 0, unpaidTotal: owedBy(s) };
}

/** Sums the per-day deltas of order writes (before → after; either may be null) into one list, in day order. */
function mergeDeltas(changes: Array<[StatsState | null, StatsState | null]>): DayContribution[] {
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
  for (const [before, after] of changes) {
    add(before ? dayContribution(before) : null, -1);
    add(after ? dayContribution(after) : null, 1);
  }
  // Day order: concurrent writers lock roll-up rows in the same order (no deadlock on PostgreSQL).
  // YYYY-MM-DD compare as plain text (localeCompare would load ICU's collation for it).
  return [...byDay.values()]
    .filter((d) => d.orders || d.totals || d.unpaidCount || d.unpaidTotal)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Order writes of each transaction and scope, waiting for the transaction's end. */
const pending = new WeakMap<object, Map<string, { scope: Scope; changes: Array<[StatsState | null, StatsState | null]> }>>();

/**
 * Notes one order write for the per-day roll-up `order_daily_stats`. All the writes of a transaction
 * are applied once, merged, in day order, just before it commits: a writer locks orders first and
 * roll-up rows last, each in a fixed order, so two of them cannot wait on each other.
 */
export function recordStats(trx: Kysely<Database>, scope: Scope, before: StatsState | null, after: StatsState | null): void {
  let byScope = pending.get(trx);
  if (!byScope) pending.set(trx, (byScope = new Map()));
  const key = countScopeKey(scope);
  let entry = byScope.get(key);
  if (!entry) {
    byScope.set(key, (entry = { scope, changes: [] }));
    beforeCommit(trx, `order-daily-stats:${key}`, () => applyStats(trx, scope, entry!.changes));
  }
  entry.changes.push([before, after]);
}

async function applyStats(trx: Kysely<Database>, scope: Scope, changes: Array<[StatsState | null, StatsState | null]>): Promise<void> {
  for (const d of mergeDeltas(changes)) {
    await trx
      .insertInto('order_daily_stats')
      .values({
        tenant_id: scope.tenantId,
        project_id: scope.projectId,
        day: d.day,
        orders: d.orders,
        totals: d.totals,
        unpaid_count: d.unpaidCount,
        unpaid_total: d.unpaidTotal,
      })
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
