import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The owner columns of the built-in tables as of this migration (the data scopes' column: the `own`
 * scope's indexes of 2026-11-24-1100-roles), frozen here; an added resource's table gets the same
 * when it is made (schema-engine/ddl.ts, db/owner-statistics.ts).
 */
const OWNER_COLUMNS: [string, string][] = [
  ['orders', 'created_by'],
  ['payments', 'created_by'],
  ['customer', 'owner_id'],
  ['customer_potential', 'owner_id'],
  ['customer_tags', 'created_by'],
  ['categories', 'created_by'],
  ['product', 'created_by'],
  ['supplier', 'created_by'],
  ['taxes', 'created_by'],
  ['pay_modes', 'created_by'],
];

/**
 * PostgreSQL keeps 10 most common values of each owner column instead of 100: planning a department
 * scope's `owner IN (…)` matched each of its people against every value kept (db/owner-statistics.ts
 * says why). ANALYZE reads the column again at once, a sample of 3,000 rows per table. Nothing on SQLite.
 */
export const ownerStatistics = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    for (const [table, column] of OWNER_COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics 10`.execute(db);
      await sql`analyze ${sql.table(table)} (${sql.ref(column)})`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    if (dialect !== 'postgres') return;
    // -1: the server's default_statistics_target again.
    for (const [table, column] of OWNER_COLUMNS)
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics -1`.execute(db);
  },
});
