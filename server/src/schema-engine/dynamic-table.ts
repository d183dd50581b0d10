import type { Kysely } from 'kysely';
import type { Scope } from '../core/scope';
import type { Database } from '../db/types';
import { inScope, scopeColumns } from '../db/scope';

/** A row of a table whose columns a schema names at run time (a designed resource, line items, links). */
export type DynamicRow = Record<string, unknown>;

/** Tables known only at run time: any name, rows of unknown values (the codec types them). */
type DynamicTables = Record<string, DynamicRow>;

/** A connection or transaction of the server, whatever it was typed with (the engine's writes join the areas'). */
export type AnyConnection = Pick<Kysely<Database>, 'withTables'>;

/**
 * Every table by any name, unscoped: for the queries that span a tenant's projects or all tenants (a
 * publish rebuilding a tenant's link rows, the attachment sweep), and for the resource service's writes
 * and sums, whose conditions (scope, owner, fixed columns) it builds itself. Anything else of one
 * scope goes through `dynamicTable`.
 */
export const designedTables = (k: AnyConnection) => k.withTables<DynamicTables>();

/**
 * Where a schema's records live and which rows are its live records: its table, the column values of
 * its `fixed` (booleans 0/1) every row of it has, and whether deleting marks `deleted_at` instead.
 */
export interface LiveTable {
  table: string;
  softDelete: boolean;
  fixed: Readonly<Record<string, string | number>>;
  /** The resource it serves, its name for people, and the column its data scope applies to (负责人, else the creator; owner-scope.ts). */
  resource: string;
  label: string;
  owner: string;
}

/** The live records of `t` in `scope` (its fixed values, not deleted), nothing selected yet. */
export function liveRows(k: AnyConnection, t: LiveTable, scope: Scope) {
  let q = dynamicTable(k, t.table, scope).from();
  for (const [c, v] of Object.entries(t.fixed)) q = q.where(c, '=', v);
  return t.softDelete ? q.where('deleted_at', 'is', null) : q;
}

/**
 * The one typed door to the tables a schema describes (docs/schema-engine.md): where the fixed tables
 * have the `Database` interface, these are named by the schema (a designed resource's table, a
 * built-in's with a tenant's custom columns, a service's table chosen at run time), so their rows are
 * `DynamicRow`. Scoped to the caller's tenant and project: reads and deletes filter on them, inserts
 * carry them.
 */
export function dynamicTable(k: AnyConnection, table: string, scope: Scope) {
  const db = designedTables(k);
  return {
    /** Rows of this scope with nothing selected yet: choose columns or aggregates, add conditions. */
    from: () => db.selectFrom(table).where(inScope(scope)),
    /** Rows of this scope; add conditions, order and execute. */
    select: () => db.selectFrom(table).selectAll().where(inScope(scope)),
    /** Rows of this scope to delete; add conditions and execute. */
    delete: () => db.deleteFrom(table).where(inScope(scope)),
    /** Inserts rows into this scope (their tenant and project set here). */
    insert: (rows: DynamicRow[]) =>
      db
        .insertInto(table)
        .values(rows.map((r) => ({ ...r, ...scopeColumns(scope) })))
        .execute(),
  };
}
