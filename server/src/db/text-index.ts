import { sql, type Kysely } from 'kysely';
import type { Db, DialectName } from './client';
import type { Database } from './types';

/**
 * Substring indexes behind a list's search and `__contains` filter (docs/decisions.md, "Indexed
 * substring search"), kept in step by the database itself, so rows a restore, a migration, an import
 * or raw SQL writes are found too:
 * - SQLite: one FTS5 table per table (`<table>_fts`, trigram tokenizer, contentless, keyed by the
 *   table's rowid) over its searchable text columns, each value followed by SENTINEL so that a
 *   two-character substring at a value's end still begins a trigram; triggers on insert, update and
 *   delete; an `fts5vocab` table (`<table>_fts_terms`) lists the trigrams, which a two-character
 *   search reads as a range (text-search-plan.ts).
 * - PostgreSQL: a pg_trgm GIN index per column, led by tenant_id (btree_gin; `<table>_<column>_trgm_idx`), which ILIKE uses directly
 *   for three characters or more, and a GIN index of the lower-cased column's two-character pieces
 *   (`<table>_<column>_bigram_idx`, `ace_bigrams`) for two, which also tells a longer term's rarity.
 * The index only narrows: LIKE / ILIKE stays the judge of every row (../list/list-query.ts).
 */

/** The tokenizer of every `<table>_fts` (SQLite): trigrams, case folded (fts-fold.ts reads its folding). */
export const FTS_TOKENIZER = 'trigram case_sensitive 0';

/** Appended to every indexed value (SQLite): `char(1)` never ends a user's search, so it adds trigrams and never hides one. */
const SENTINEL_SQL = 'char(1)';

export const ftsTable = (table: string) => `${table}_fts`;
export const ftsTermsTable = (table: string) => `${table}_fts_terms`;
const trgmIndex = (table: string, column: string) => `${table}_${column}_trgm_idx`;
const bigramIndex = (table: string, column: string) => `${table}_${column}_bigram_idx`;

/**
 * PostgreSQL: a text's distinct two-character pieces, for the index that serves two-character
 * searches (pg_trgm cannot narrow a pattern under three characters). Used on `lower(column)`, as ILIKE
 * folds (it compares lower-cased text under a multi-byte encoding): a row whose column contains the
 * search holds every piece of the lower-cased search.
 */
const BIGRAMS_FUNCTION = `create or replace function ace_bigrams(t text) returns text[] language sql immutable strict parallel safe as
  $$ select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, char_length(t) - 1) as i $$`;
const trigger = (table: string, what: 'ai' | 'ad' | 'au') => `${table}_fts_${what}`;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Any database handle: a migration's, a publish's transaction or the client's. */
type AnyKysely = Kysely<Database>;

/**
 * Makes `columns` of `table` the indexed ones (`add`: adds them to those already indexed): creates
 * what is missing, replaces a SQLite index over other columns (an FTS5 table cannot gain a column)
 * and fills it from the existing rows; with no columns, drops the index. Runs inside the caller's
 * transaction (a migration, a publish).
 */
export async function syncTextIndex(
  k: AnyKysely,
  dialect: DialectName,
  table: string,
  wanted: string[],
  mode: 'exact' | 'add' = 'exact',
): Promise<void> {
  if (dialect === 'postgres') return syncTrgm(k, table, wanted, mode);
  const have = await sqliteIndexedColumns(k, table);
  const columns = mode === 'add' ? [...(have ?? []), ...wanted.filter((c) => !have?.includes(c))] : wanted;
  if (have && have.join(',') === columns.join(',')) return;
  if (have) await dropFts(k, table);
  if (columns.length) await createFts(k, table, columns);
}

/** The columns `table`'s FTS5 index covers, in order, or undefined when it has none (SQLite). */
export async function sqliteIndexedColumns(k: AnyKysely, table: string): Promise<string[] | undefined> {
  const exists = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_master where type = 'table' and name = ${ftsTable(table)}`.execute(k);
  if (!Number(exists.rows[0]?.n)) return undefined;
  const cols = await sql<{ name: string }>`select name from pragma_table_info(${ftsTable(table)}) order by cid`.execute(k);
  return cols.rows.map((r) => r.name);
}

async function createFts(k: AnyKysely, table: string, columns: string[]) {
  const fts = q(ftsTable(table));
  const t = q(table);
  const cols = columns.map(q).join(', ');
  const vals = (row: 'new' | 'old') => columns.map((c) => `${row}.${q(c)} || ${SENTINEL_SQL}`).join(', ');
  const run = (text: string) => sql.raw(text).execute(k);
  // contentless: the table keeps only the trigrams; contentless_delete lets a trigger delete by rowid.
  await run(`create virtual table ${fts} using fts5(${cols}, content='', contentless_delete=1, tokenize='${FTS_TOKENIZER}')`);
  await run(`create virtual table ${q(ftsTermsTable(table))} using fts5vocab(${fts}, 'row')`);
  // `insert or replace`: an `insert or replace` on the table deletes the old row without the delete trigger.
  await run(
    `create trigger ${q(trigger(table, 'ai'))} after insert on ${t} begin insert or replace into ${fts}(rowid, ${cols}) values (new.rowid, ${vals('new')}); end`,
  );
  await run(`create trigger ${q(trigger(table, 'ad'))} after delete on ${t} begin delete from ${fts} where rowid = old.rowid; end`);
  await run(
    `create trigger ${q(trigger(table, 'au'))} after update of ${cols} on ${t} begin delete from ${fts} where rowid = old.rowid; ` +
      `insert into ${fts}(rowid, ${cols}) values (new.rowid, ${vals('new')}); end`,
  );
  await run(`insert into ${fts}(rowid, ${cols}) select rowid, ${columns.map((c) => `${q(c)} || ${SENTINEL_SQL}`).join(', ')} from ${t}`);
}

async function dropFts(k: AnyKysely, table: string) {
  for (const what of ['ai', 'ad', 'au'] as const) await sql.raw(`drop trigger if exists ${q(trigger(table, what))}`).execute(k);
  await sql.raw(`drop table if exists ${q(ftsTermsTable(table))}`).execute(k);
  await sql.raw(`drop table if exists ${q(ftsTable(table))}`).execute(k);
}

async function syncTrgm(k: AnyKysely, table: string, columns: string[], mode: 'exact' | 'add') {
  const existing = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}
      and (indexname like ${`${table}\\_%\\_trgm\\_idx`} or indexname like ${`${table}\\_%\\_bigram\\_idx`})`.execute(k);
  const wanted = new Set(columns.flatMap((c) => [trgmIndex(table, c), bigramIndex(table, c)]));
  if (mode === 'exact')
    for (const { indexname } of existing.rows) if (!wanted.has(indexname)) await sql.raw(`drop index if exists ${q(indexname)}`).execute(k);
  if (!columns.length) return;
  await sql`create extension if not exists pg_trgm`.execute(k);
  // btree_gin: `tenant_id` leads these indexes as it leads every other (what Citus distributes by,
  // tests/server/db/tables/tenant-keys.test.ts), and a search narrows to its tenant inside the index.
  await sql`create extension if not exists btree_gin`.execute(k);
  await sql.raw(BIGRAMS_FUNCTION).execute(k);
  // The extension may live in a schema outside this connection's search path (installed once per
  // database, the first schema to ask for it keeps it): its operator class is named with its schema.
  const [ext] = (
    await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(k)
  ).rows;
  const trgmOps = `${q(ext!.schema)}.gin_trgm_ops`;
  for (const c of columns) {
    await sql
      .raw(`create index if not exists ${q(trgmIndex(table, c))} on ${q(table)} using gin (tenant_id, ${q(c)} ${trgmOps})`)
      .execute(k);
    await sql
      .raw(`create index if not exists ${q(bigramIndex(table, c))} on ${q(table)} using gin (tenant_id, ace_bigrams(lower(${q(c)})))`)
      .execute(k);
  }
}

/** The names of `table`'s two-character indexes (PostgreSQL). */
async function pgBigramIndexes(k: AnyKysely, table: string): Promise<string[]> {
  const found = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}
      and indexname like ${`${table}\\_%\\_bigram\\_idx`}`.execute(k);
  return found.rows.map((r) => r.indexname);
}

/**
 * Per database, the indexed columns of each table (on PostgreSQL those with a two-character index):
 * read once, forgotten when a publish changes them. A stale answer on PostgreSQL (another process
 * published) costs speed, never a row: its conditions are correct with or without the index.
 */
const known = new WeakMap<Db, Map<string, Promise<string[] | undefined>>>();

/** The columns of `table` its substring index covers (undefined when none on SQLite), cached per database. */
export function indexedTextColumns(db: Db, table: string): Promise<string[] | undefined> {
  let tables = known.get(db);
  if (!tables) known.set(db, (tables = new Map()));
  let found = tables.get(table);
  if (!found) {
    found =
      db.dialect === 'postgres'
        ? pgBigramIndexes(db.kysely, table).then((names) => names.map((n) => n.slice(table.length + 1, -'_bigram_idx'.length)))
        : sqliteIndexedColumns(db.kysely, table);
    tables.set(table, found);
    found.catch(() => tables.delete(table));
  }
  return found;
}

/** Forgets what `indexedTextColumns` read of `table`, after a publish changed its index. */
export function forgetTextIndex(db: Db, table: string): void {
  known.get(db)?.delete(table);
}
