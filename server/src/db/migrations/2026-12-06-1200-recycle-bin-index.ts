import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/** Built-in tables whose records go to the recycle bin (frozen as of this migration). */
const BUILT_IN_SOFT = ['customer', 'customer_potential', 'product', 'supplier'];

/**
 * The recycle bin's index on every table that keeps one (docs/recycle-bin.md): the deleted rows of a
 * scope, latest deleted first — the bin's page and its count — and those deleted before a day, which
 * the purge empties. Partial (deleted rows only), so it costs the live rows nothing. Without it the
 * bin's page and count and each purge read all of a table's live rows: seconds at a million customers.
 * Tables an admin designs later get it as they are made (schema-engine/ddl.ts).
 */
export const recycleBinIndex = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const table of await tablesWithBins(db))
      await db.schema
        .createIndex(binIndexName(table))
        .ifNotExists()
        .on(table)
        .columns(['tenant_id', 'project_id', 'deleted_at', 'id'])
        .where(sql.ref('deleted_at'), 'is not', null)
        .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of await tablesWithBins(db)) await db.schema.dropIndex(binIndexName(table)).ifExists().execute();
  },
});

/** The built-in tables with a bin and those of every published designed resource. */
async function tablesWithBins(db: Kysely<any>): Promise<string[]> {
  const designed = await db.selectFrom('resource_designs').select('table_name').where('published', 'is not', null).execute();
  return [...new Set([...BUILT_IN_SOFT, ...designed.map((d) => String(d.table_name)).filter((t) => t.startsWith('cr_'))])];
}

/** `<table>_bin_idx`, fitted to PostgreSQL's 63 characters as the engine fits index names (schema-engine/columns.ts `fitIdentifier`). */
function binIndexName(table: string): string {
  const name = `${table}_bin_idx`;
  return name.length <= 63 ? name : `${name.slice(0, 54)}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}
