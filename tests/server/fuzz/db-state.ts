import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/client';

/** Every table of the database (migration bookkeeping aside). */
export async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db.kysely)
      : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db.kysely);
  return rows.rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_migration'));
}

/** Row counts of `tables`, read in one statement straight from the database. */
export async function rowCounts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const parts = tables.map((t) => sql`select ${t} as t, count(*) as n from ${sql.table(t)}`);
  const rows = await sql<{ t: string; n: number | string }>`${sql.join(parts, sql` union all `)}`.execute(db.kysely);
  return Object.fromEntries(rows.rows.map((r) => [r.t, Number(r.n)]));
}

/** The tables whose counts differ, as `table: before → after`. */
export function countChanges(before: Record<string, number>, after: Record<string, number>, ignore: readonly string[] = []): string[] {
  return Object.keys(before)
    .filter((t) => !ignore.includes(t) && before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} → ${after[t]}`);
}

/** Tables that have an `id` column. */
async function tablesWithId(db: Db, tables: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const t of tables) {
    const cols =
      db.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_table_info(${t})`.execute(db.kysely)).rows
        : (
            await sql<{
              name: string;
            }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${t}`.execute(
              db.kysely,
            )
          ).rows;
    if (cols.some((c) => c.name === 'id')) out.push(t);
  }
  return out;
}

/** The table holding the row of `id` (ids are unique across tables), if any. */
export async function tableOf(db: Db, tables: string[], id: string): Promise<string | undefined> {
  for (const t of await tablesWithId(db, tables)) {
    const hit = await sql`select 1 as one from ${sql.table(t)} where id = ${id}`.execute(db.kysely);
    if (hit.rows.length) return t;
  }
  return undefined;
}

/** The stored row of `id` in `table`, as text to compare before and after a call. */
export async function rowText(db: Db, table: string, id: string): Promise<string> {
  const rows = await sql`select * from ${sql.table(table)} where id = ${id}`.execute(db.kysely);
  return JSON.stringify(rows.rows[0] ?? null);
}
