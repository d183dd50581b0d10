import { sql, type Kysely } from 'kysely';
import { DESIGN_MAX_FIELDS, EXTENSION_MAX_FIELDS } from '../../../../src/schemas/designCheck';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import { badRequest, conflict } from '../../core/errors';
import type { PublishPlan } from '../../schema-engine/publish-plan';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/**
 * What bounds a publish (docs/requirements.md §10.3): how long it may wait for its table, and how many columns a
 * design and a table may hold. A built-in table (客户…) holds the custom columns of every tenant,
 * and a removed field keeps its column and data, so both are counted over every column ever made,
 * not the fields shown now.
 */

/**
 * How long a publish waits on PostgreSQL for its table: for the publish before it on the same table
 * (the advisory lock), then for the ALTER TABLE's lock, which queues behind every running read of the
 * table and blocks every request after it while it waits. Past this the publish gives up, having
 * changed nothing, instead of stalling every tenant's screens on a shared built-in table.
 */
export const PUBLISH_LOCK_TIMEOUT_MS = 5_000;

/**
 * Columns one design may have made: twice the fields it may show, so fields can be removed and others
 * added for a while; a removed field added again under its name takes its old column back.
 */
export const designColumnLimit = (builtIn: boolean) => 2 * (builtIn ? EXTENSION_MAX_FIELDS : DESIGN_MAX_FIELDS);

/**
 * Columns a shared built-in table may hold with every tenant's custom ones: well under PostgreSQL's
 * 1,600 (which counts dropped columns too) and SQLite's 2,000, so the table always takes the
 * developers' next migration.
 */
const TABLE_COLUMN_LIMIT = 1_200;

/** PostgreSQL's lock_not_available: the wait for a lock passed lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * On PostgreSQL: bounds the transaction's lock waits (see PUBLISH_LOCK_TIMEOUT_MS), then takes the
 * table's publish lock, so two publishes never add the same column or read each other's half-made
 * plan, whichever design and tenant they are for. SQLite runs one write transaction at a time.
 */
export async function lockForPublish(db: Db, trx: Kysely<Database>, table: string): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await sql.raw(`set local lock_timeout = ${PUBLISH_LOCK_TIMEOUT_MS}`).execute(trx);
  await sql`select pg_advisory_xact_lock(hashtext(${`ace-publish:${table}`}))`.execute(trx);
}

/** `run` (a publish's transaction), a lock wait that timed out answered as a 409 saying nothing was changed. */
export async function withinLockTimeout<T>(label: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE) throw conflict(() => ts('tableBusy', { label: shownLabel(label) }));
    throw err;
  }
}

/** A built-in table's side of the count: its own columns, other tenants', and the resources sharing it. */
export interface SharedTable {
  columns: number;
  others: number;
  /** The labels of the built-in resources on the table (the order documents share one). */
  members: string[];
}

/**
 * Refuses a publish that adds columns past the design's limit or, for a built-in table, the
 * table's: `others` are the columns other tenants made on the same table, `columns` the table's
 * own. Resources sharing a table (the order documents) share the tenant's columns on it, so their
 * limit is one design's times their number. Removing fields is always allowed.
 */
export function assertColumnRoom(label: string, plan: PublishPlan, builtIn: SharedTable | undefined): void {
  if (!plan.add.length) return;
  const mine = Object.keys(plan.columns).length;
  const shared = builtIn && builtIn.members.length > 1 ? builtIn.members : undefined;
  const limit = designColumnLimit(!!builtIn) * (shared?.length ?? 1);
  const made = mine - plan.add.length;
  if (mine > limit)
    throw badRequest(() =>
      shared
        ? ts('sharedColumnsFull', {
            members: shared.map((m) => ts('quoted', { label: shownLabel(m) })).join(ts('listJoin')),
            made,
            limit,
          })
        : ts('columnsFull', { label: shownLabel(label), made, limit }),
    );
  if (builtIn && builtIn.columns + builtIn.others + mine > TABLE_COLUMN_LIMIT)
    throw badRequest(() => ts('tableNearlyFull', { label: shownLabel(label) }));
}

/**
 * Columns other tenants' designs made on `table` (a built-in table). The caller's own are in its
 * plan already: a family's members share a table, and each member's plan counts its siblings'.
 */
export async function otherTenantsColumns(trx: Kysely<Database>, table: string, tenantId: string): Promise<number> {
  const rows = await trx
    .selectFrom('resource_designs')
    .select('columns')
    .where('table_name', '=', table)
    .where('tenant_id', '!=', tenantId)
    .execute();
  return new Set(rows.flatMap((r) => Object.keys(JSON.parse(r.columns) as object))).size;
}
