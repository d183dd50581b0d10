import { sql, type Kysely } from 'kysely';

/** A foreign key as a rebuilt table declares it. */
export interface RebuiltForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete?: string;
}

/** What changes in a rebuilt table: its primary key, and its foreign keys (default: as they were). */
export interface RebuildSpec {
  primaryKey: string[];
  /** Given the table's foreign keys as SQLite reports them, the ones the new table declares. */
  foreignKeys?: (current: RebuiltForeignKey[]) => RebuiltForeignKey[];
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const list = (names: string[]) => names.map(q).join(', ');

/**
 * SQLite cannot change a table's primary key in place: the table is rebuilt (sqlite.org/lang_altertable.html,
 * "other kinds of table schema changes"): a new table with the same columns (type, not null, default),
 * unique constraints and the new keys, the rows copied, the old one dropped, the new one renamed, its
 * indexes made again from their own SQL. The caller holds the transaction and has turned foreign keys
 * off before it (a drop would otherwise cascade to the rows that point here); see `withForeignKeysOff`.
 * A helper of the migrations: what it does is part of the migrations that call it, so it changes only
 * in ways that leave their result as it was.
 */
export async function rebuildSqliteTable(k: Kysely<any>, table: string, spec: RebuildSpec): Promise<void> {
  const cols = (
    await sql<{ name: string; type: string; notnull: number; dflt_value: string | null }>`
      select name, type, "notnull", dflt_value from pragma_table_info(${table}) order by cid`.execute(k)
  ).rows;
  if (!cols.length) throw new Error(`rebuildSqliteTable: no table ${table}`);
  const indexes = (await sql<{ name: string; origin: string }>`select name, origin from pragma_index_list(${table})`.execute(k)).rows;
  const uniques: string[][] = [];
  for (const ix of indexes.filter((i) => i.origin === 'u'))
    uniques.push(
      (await sql<{ name: string }>`select name from pragma_index_info(${ix.name}) order by seqno`.execute(k)).rows.map((r) => r.name),
    );
  const indexSql = (
    await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(k)
  ).rows.map((r) => r.sql);
  const fkRows = (
    await sql<{ id: number; table: string; from: string; to: string; on_delete: string }>`
      select id, "table", "from", "to", on_delete from pragma_foreign_key_list(${table}) order by id, seq`.execute(k)
  ).rows;
  const current = new Map<number, RebuiltForeignKey>();
  for (const f of fkRows) {
    const fk = current.get(f.id) ?? { columns: [], refTable: f.table, refColumns: [], onDelete: f.on_delete };
    fk.columns.push(f.from);
    fk.refColumns.push(f.to);
    current.set(f.id, fk);
  }
  const fks = spec.foreignKeys ? spec.foreignKeys([...current.values()]) : [...current.values()];

  const pk = new Set(spec.primaryKey);
  const defs = [
    ...cols.map(
      (c) =>
        `${q(c.name)} ${c.type}${c.notnull || pk.has(c.name) ? ' not null' : ''}${c.dflt_value !== null ? ` default ${c.dflt_value}` : ''}`,
    ),
    `primary key (${list(spec.primaryKey)})`,
    ...uniques.map((u) => `unique (${list(u)})`),
    ...fks.map(
      (f) =>
        `foreign key (${list(f.columns)}) references ${q(f.refTable)} (${list(f.refColumns)})` +
        (f.onDelete && f.onDelete !== 'NO ACTION' ? ` on delete ${f.onDelete}` : ''),
    ),
  ];
  const temp = `${table}__rebuild`;
  const names = list(cols.map((c) => c.name));
  await sql.raw(`create table ${q(temp)} (${defs.join(', ')})`).execute(k);
  await sql.raw(`insert into ${q(temp)} (${names}) select ${names} from ${q(table)}`).execute(k);
  await sql.raw(`drop table ${q(table)}`).execute(k);
  await sql.raw(`alter table ${q(temp)} rename to ${q(table)}`).execute(k);
  for (const s of indexSql) await sql.raw(s).execute(k);
}

/**
 * Runs `work` in one transaction with SQLite's foreign keys off (the pragma has no effect inside a
 * transaction, so it is set around it), then checks every foreign key before committing: a rebuild
 * that broke one rolls back whole.
 */
export async function withForeignKeysOff(k: Kysely<any>, work: () => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(k);
  try {
    await sql`begin`.execute(k);
    try {
      await work();
      const broken = (await sql<{ table: string }>`pragma foreign_key_check`.execute(k)).rows;
      if (broken.length) throw new Error(`外键不一致: ${[...new Set(broken.map((b) => b.table))].join(', ')}`);
      await sql`commit`.execute(k);
    } catch (err) {
      await sql`rollback`.execute(k);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(k);
  }
}
