import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The `resource_schemas` table goes: resources an admin designs live in `resource_designs`
 * (docs/decisions.md, "engine.store / loadStored removed"), and no code reads or writes the old table.
 * No release wrote rows to it either; should a database hold some all the same (written by hand), they
 * are kept under `resource_schemas_retired` instead of dropped, so nothing stored is lost.
 */
export const dropResourceSchemas = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from resource_schemas`.execute(db);
    if (Number(rows[0]?.n ?? 0) === 0) await db.schema.dropTable('resource_schemas').execute();
    else await db.schema.alterTable('resource_schemas').renameTo('resource_schemas_retired').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema
      .createTable('resource_schemas')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
