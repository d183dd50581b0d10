import { sql, type Kysely } from 'kysely';
import type { DialectName } from './client';
import type { Database } from './types';

/**
 * How many most common values PostgreSQL's statistics keep of a table's owner column (the column a
 * data scope reads: `created_by`, or 负责人's `owner_id`). A department scope lists its people's
 * records with `owner IN (…)`, one value per person; planning that list matches every value against
 * every common value kept, and with the default 100 it cost more than the query itself (0.7 against
 * 0.2 ms for 31 people over 90 owners, a million orders; docs/performance.md「Data scope by
 * department」). Ten keep the estimate of the few owners of most records; the rest are estimated
 * evenly. SQLite plans without such statistics.
 */
export const OWNER_STATISTICS_TARGET = 10;

/** Sets the owner column's statistics target on PostgreSQL (a no-op on SQLite). */
export async function keepOwnerStatistics(k: Kysely<Database>, dialect: DialectName, table: string, column: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set statistics ${sql.lit(OWNER_STATISTICS_TARGET)}`.execute(k);
}
