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
 * The one typed door to the tables a schema describes (docs/schema-engine.md): where the fixed tables
 * have the `Database` interface, these are named by the schema, so their rows are `DynamicRow`.
 * Scoped to the caller's tenant and project: reads and deletes filter on them, inserts carry them.
 */
export function dynamicTable(k: AnyConnection, table: string, scope: Scope) {
  const db = k.withTables<DynamicTables>();
  return {
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
