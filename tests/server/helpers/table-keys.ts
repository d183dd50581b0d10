import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../server/src/db/client';

/** One primary key, unique constraint or index of a table, its columns in order (`null`: an expression). */
interface TableKey {
  kind: 'primary key' | 'unique' | 'index';
  name: string;
  columns: (string | null)[];
}

/** A foreign key: its columns, the table it points to and the columns there. */
interface ForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** What the database itself says about one table: columns, keys and indexes, foreign keys. */
export interface TableShape {
  table: string;
  columns: string[];
  keys: TableKey[];
  foreignKeys: ForeignKey[];
}

/**
 * Every table of the database as the catalogue reports it (SQLite: sqlite_master and the pragmas;
 * PostgreSQL: pg_index and pg_constraint in the connection's schema) — not as the migrations meant
 * it. SQLite's own tables (`sqlite_*`) are the engine's, not ours, and are left out, and so are its
 * virtual tables and their shadow tables (the FTS5 search indexes, db/text-index.ts): SQLite's storage
 * of an index, keyed by rowid, which PostgreSQL (and so Citus) holds as a GIN index led by tenant_id.
 */
export async function tableShapes(db: Db): Promise<TableShape[]> {
  return db.dialect === 'postgres' ? postgresShapes(db.kysely) : sqliteShapes(db.kysely);
}

type K = Kysely<any>;
const rows = async <R>(k: K, q: ReturnType<typeof sql<R>>) => (await q.execute(k)).rows;

async function sqliteShapes(k: K): Promise<TableShape[]> {
  const tables = await rows<{ name: string }>(
    k,
    sql`select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name`,
  );
  const shapes: TableShape[] = [];
  for (const { name } of tables) {
    const info = await rows<{ name: string; pk: number }>(k, sql`select name, pk from pragma_table_info(${name}) order by cid`);
    const keys: TableKey[] = [];
    const pk = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length) keys.push({ kind: 'primary key', name: `${name} primary key`, columns: pk.map((c) => c.name) });
    const indexes = await rows<{ name: string; unique: number; origin: string }>(
      k,
      sql`select name, "unique", origin from pragma_index_list(${name})`,
    );
    // origin 'pk' is the primary key's own index, already counted above from table_info.
    for (const ix of indexes.filter((i) => i.origin !== 'pk')) {
      const cols = await rows<{ name: string | null }>(k, sql`select name from pragma_index_info(${ix.name}) order by seqno`);
      keys.push({ kind: ix.unique ? 'unique' : 'index', name: ix.name, columns: cols.map((c) => c.name) });
    }
    const fks = await rows<{ id: number; seq: number; table: string; from: string; to: string }>(
      k,
      sql`select id, seq, "table", "from", "to" from pragma_foreign_key_list(${name}) order by id, seq`,
    );
    const byId = new Map<number, ForeignKey>();
    for (const f of fks) {
      const fk = byId.get(f.id) ?? { columns: [], refTable: f.table, refColumns: [] };
      fk.columns.push(f.from);
      fk.refColumns.push(f.to);
      byId.set(f.id, fk);
    }
    shapes.push({ table: name, columns: info.map((c) => c.name), keys, foreignKeys: [...byId.values()] });
  }
  return shapes;
}

async function postgresShapes(k: K): Promise<TableShape[]> {
  const tables = await rows<{ table: string; columns: string[] }>(
    k,
    sql`select c.table_name as "table", array_agg(c.column_name::text order by c.ordinal_position) as columns
        from information_schema.columns c join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        group by c.table_name order by c.table_name`,
  );
  // Primary keys and unique constraints are backed by an index each, so pg_index sees them all.
  const indexes = await rows<{ table: string; name: string; primary: boolean; unique: boolean; columns: (string | null)[] }>(
    k,
    sql`select t.relname as "table", i.relname as name, ix.indisprimary as "primary", ix.indisunique as "unique",
          array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality as k(attnum, ord)
                left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord) as columns
        from pg_index ix join pg_class t on t.oid = ix.indrelid join pg_class i on i.oid = ix.indexrelid
        where t.relnamespace = current_schema()::regnamespace`,
  );
  const fks = await rows<{ table: string; columns: string[]; refTable: string; refColumns: string[] }>(
    k,
    sql`select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as "refTable",
          array(select a.attname::text from unnest(c.conkey) with ordinality as k(n, ord)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.ord) as columns,
          array(select a.attname::text from unnest(c.confkey) with ordinality as k(n, ord)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.ord) as "refColumns"
        from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`,
  );
  return tables.map(({ table, columns }) => ({
    table,
    columns,
    keys: indexes
      .filter((i) => i.table === table)
      .map((i) => ({ kind: i.primary ? 'primary key' : i.unique ? 'unique' : 'index', name: i.name, columns: i.columns })),
    foreignKeys: fks.filter((f) => f.table === table).map(({ columns: c, refTable, refColumns }) => ({ columns: c, refTable, refColumns })),
  }));
}

/**
 * What keeps a table from being distributed by `tenant_id` (empty: nothing): no `tenant_id` column,
 * a key or index not led by it, a foreign key to another distributed table without it on both sides.
 */
export function distributionProblems(shape: TableShape, isReference: (table: string) => boolean): string[] {
  const problems: string[] = [];
  if (!shape.columns.includes('tenant_id')) problems.push(`${shape.table}: 没有 tenant_id 列`);
  for (const key of shape.keys)
    if (key.columns[0] !== 'tenant_id')
      problems.push(`${shape.table}: ${key.kind} ${key.name} (${key.columns.join(', ')}) 不以 tenant_id 开头`);
  for (const fk of shape.foreignKeys) {
    if (isReference(fk.refTable)) continue;
    const at = fk.columns.indexOf('tenant_id');
    if (at < 0 || fk.refColumns[at] !== 'tenant_id')
      problems.push(`${shape.table}: 外键 (${fk.columns.join(', ')}) → ${fk.refTable}(${fk.refColumns.join(', ')}) 不含 tenant_id`);
  }
  return problems;
}
