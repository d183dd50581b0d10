import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { DialectName } from '../../db/client.js';
import type { OrdersTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { notFound } from '../../http/errors.js';
import { nowIso } from '../../db/time.js';
import { applyStats, isUnpaid } from './order-stats.js';
import { recordChanges } from '../../db/transactions.js';
import { countScopeKey } from '../../db/count-cache.js';

/** A transaction, or the database itself for reads. */
export type Trx = Kysely<Database> | Transaction<Database>;

/**
 * Reads one order of the caller's scope inside a write transaction. On PostgreSQL the row is locked
 * (FOR UPDATE) so concurrent status changes, payments and generate-order calls on the same order
 * run one after the other; SQLite serialises whole transactions already.
 */
export async function lockOrder(trx: Trx, dialect: DialectName, scope: Scope, id: string, what = '订单'): Promise<OrdersTable> {
  const row = await trx
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(`${what}不存在或已被删除`);
  return row;
}

/**
 * Writes the changed columns of an order and moves the dashboard roll-up from the old to the new
 * state, in the caller's transaction. `is_unpaid` and `updated_at` are derived here so no caller
 * can forget them.
 */
export async function saveOrder(trx: Trx, scope: Scope, before: OrdersTable, patch: Partial<OrdersTable>): Promise<OrdersTable> {
  const next = await writeOrderRow(trx, scope, before, patch);
  await applyStats(trx, scope, before, next);
  return next;
}

/**
 * saveOrder without the roll-up: for multi-order writes that lock every order first and then apply
 * the merged roll-up change once (applyStatsBatch), in a fixed order.
 */
export async function writeOrderRow(trx: Trx, scope: Scope, before: OrdersTable, patch: Partial<OrdersTable>): Promise<OrdersTable> {
  const next: OrdersTable = { ...before, ...patch, updated_at: nowIso() };
  next.is_unpaid = isUnpaid(next) ? 1 : 0;
  const { id: _id, tenant_id: _t, project_id: _p, created_at: _c, ...cols } = next;
  await trx.updateTable('orders').set(cols).where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', '=', before.id).execute();
  recordChanges(trx, 'orders', countScopeKey(scope), [{ before, after: next }]);
  return next;
}

/**
 * Locks several orders of the caller's scope, in id order whatever order the caller named them in,
 * so two transactions locking overlapping sets queue instead of deadlocking. Ids are distinct.
 */
export async function lockOrders(trx: Trx, dialect: DialectName, scope: Scope, ids: string[], what = '订单'): Promise<OrdersTable[]> {
  const rows: OrdersTable[] = [];
  for (const id of [...new Set(ids)].sort()) rows.push(await lockOrder(trx, dialect, scope, id, what));
  return rows;
}

/** Inserts a new order row and adds it to the roll-up. */
export async function insertOrder(trx: Trx, scope: Scope, row: OrdersTable): Promise<OrdersTable> {
  const full = { ...row, is_unpaid: isUnpaid(row) ? 1 : 0 };
  await trx.insertInto('orders').values(full).execute();
  recordChanges(trx, 'orders', countScopeKey(scope), [{ before: null, after: full }]);
  await applyStats(trx, scope, null, full);
  return full;
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
