import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../../server/src/db/client';

/** The table the row-change triggers write to (in the test database only). */
const CHANGES = 'fuzz_row_changes';

/**
 * Every table of the database (migration bookkeeping and the change log aside). On SQLite not the
 * substring indexes either (virtual FTS5 tables and their shadow tables, server/src/db/text-index.ts):
 * they follow their table's rows, which are watched, and a virtual table takes no trigger.
 */
async function tableNames(db: Db): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await sql<{
          name: string;
          sql: string;
        }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db.kysely)
      : await sql<{
          name: string;
          sql: string;
        }>`select tablename as name, '' as sql from pg_tables where schemaname = current_schema()`.execute(db.kysely);
  const virtual = rows.rows.filter((r) => /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  return rows.rows
    .map((r) => r.name)
    .filter((n) => !n.startsWith('kysely_migration') && n !== CHANGES && !virtual.some((v) => n === v || n.startsWith(`${v}_`)));
}

/** The tables that already carry the row-change triggers. */
async function watchedTables(db: Db): Promise<Set<string>> {
  const rows =
    db.dialect === 'sqlite'
      ? await sql<{ t: string }>`select tbl_name as t from sqlite_master where type = 'trigger' and name like 'fuzz_note_%'`.execute(
          db.kysely,
        )
      : await sql<{
          t: string;
        }>`select event_object_table as t from information_schema.triggers where trigger_name like 'fuzz_note_%'`.execute(db.kysely);
  return new Set(rows.rows.map((r) => r.t));
}

/**
 * Makes the database note every row any statement inserts, updates or deletes, in every table (a
 * table published later too: call again). Triggers, so nothing escapes: not a count that an insert
 * and a delete leave equal, not a row of a table the call did not name. On PostgreSQL an update that
 * changes nothing is not noted (`OLD.* IS DISTINCT FROM NEW.*`); SQLite notes every update. The note
 * is written in the statement's own transaction, so a rolled-back write leaves no note either.
 */
export async function watchRowChanges(db: Db): Promise<void> {
  const k = db.kysely;
  if (db.dialect === 'sqlite') {
    await sql`create table if not exists ${sql.table(CHANGES)} (t text not null, op text not null)`.execute(k);
  } else {
    await sql`create table if not exists ${sql.table(CHANGES)} (t text not null, op text not null, row_id text)`.execute(k);
    await sql`create or replace function fuzz_note_change() returns trigger language plpgsql as $$
      begin
        insert into ${sql.table(CHANGES)} (t, op, row_id)
          values (tg_table_name, lower(tg_op), coalesce(to_jsonb(new), to_jsonb(old)) ->> 'id');
        return null;
      end $$`.execute(k);
  }
  const watched = await watchedTables(db);
  for (const t of (await tableNames(db)).filter((x) => !watched.has(x))) {
    if (db.dialect === 'sqlite') {
      for (const op of ['insert', 'update', 'delete'])
        await sql`${sql.raw(`create trigger "fuzz_note_${op}_${t}" after ${op} on "${t}" begin insert into ${CHANGES} (t, op) values ('${t}', '${op}'); end`)}`.execute(
          k,
        );
    } else {
      await sql`${sql.raw(`create trigger "fuzz_note_w_${t}" after insert or delete on "${t}" for each row execute function fuzz_note_change()`)}`.execute(
        k,
      );
      await sql`${sql.raw(
        `create trigger "fuzz_note_u_${t}" after update on "${t}" for each row when (old.* is distinct from new.*) execute function fuzz_note_change()`,
      )}`.execute(k);
    }
  }
}

/**
 * The rows changed since the last call, as `table op` (with up to three row ids on PostgreSQL),
 * leaving out what `ignore` names (`table`, or `table op`); the log is emptied.
 */
export async function takeRowChanges(db: Db, ignore: readonly string[] = []): Promise<string[]> {
  const k = db.kysely;
  const rows = (await sql<{ t: string; op: string; row_id?: string | null }>`select * from ${sql.table(CHANGES)}`.execute(k)).rows;
  if (rows.length) await sql`delete from ${sql.table(CHANGES)}`.execute(k);
  const groups = new Map<string, string[]>();
  for (const r of rows.filter((x) => !ignore.includes(x.t) && !ignore.includes(`${x.t} ${x.op}`))) {
    const key = `${r.t} ${r.op}`;
    groups.set(key, [...(groups.get(key) ?? []), ...(r.row_id ? [r.row_id] : [])]);
  }
  return [...groups].map(([key, ids]) => `${key}${ids.length ? ` ${[...new Set(ids)].slice(0, 3).join(',')}` : ''}`);
}

/** Every file under `dir` (recursively) with its size, as `path size` lines: what an upload left on disk. */
export function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return `${path.relative(dir, full)} ${fs.statSync(full).size}`;
    })
    .sort();
}

/** The files added, removed or resized between two `storedFiles` listings. */
export function fileChanges(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [...before.filter((f) => !is.has(f)).map((f) => `file gone: ${f}`), ...after.filter((f) => !was.has(f)).map((f) => `file: ${f}`)];
}
