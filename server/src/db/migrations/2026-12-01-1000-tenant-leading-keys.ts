import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';
import { rebuildSqliteTable, withForeignKeysOff, type RebuiltForeignKey } from './sqlite-rebuild';

/**
 * `tenant_id` leads every key (docs/operations.md「在 Citus 集群上运行」): the tables keyed by `id`
 * alone — built-in resources, their line items, projects, roles, settings, the audit trail, and the
 * tables of resources tenants designed and published before this migration — are keyed by
 * `(tenant_id, id)`; `user_roles` by `(tenant_id, user_id, role_id)`; the foreign keys to them carry
 * `tenant_id` too; the export sweep's index leads with it. Data is kept. `users` and `sessions` keep
 * their keys: they are read before the tenant is known (db/tables/reference-tables.ts). Frozen: the
 * list below is this migration's, not the living reference list.
 */
const KEPT = new Set(['users', 'sessions']);

/** The tables keyed by `id` alone that hold a `tenant_id`, read from the catalogue. */
async function idKeyedTables(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const rows =
    dialect === 'postgres'
      ? await sql<{ table: string; pk: string[]; tenant: boolean }>`
          select t.relname as "table",
            array(select a.attname::text from unnest(ix.indkey::int2[]) as n(attnum) join pg_attribute a on a.attrelid = t.oid and a.attnum = n.attnum) as pk,
            exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'tenant_id' and not a.attisdropped) as tenant
          from pg_index ix join pg_class t on t.oid = ix.indrelid
          where ix.indisprimary and t.relnamespace = current_schema()::regnamespace`.execute(db)
      : await sql<{ table: string; pk: string; tenant: number }>`
          select m.name as "table",
            (select group_concat(name) from pragma_table_info(m.name) where pk > 0) as pk,
            exists (select 1 from pragma_table_info(m.name) where name = 'tenant_id') as tenant
          from sqlite_master m where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\'`.execute(db);
  return rows.rows
    .filter((r) => String(r.pk) === 'id' || (Array.isArray(r.pk) && r.pk.length === 1 && r.pk[0] === 'id'))
    .filter((r) => r.tenant && !KEPT.has(r.table))
    .map((r) => r.table)
    .sort();
}

/** A foreign key to a re-keyed table, carrying `tenant_id` on both sides now. */
const withTenant = (fk: RebuiltForeignKey): RebuiltForeignKey => ({
  ...fk,
  columns: ['tenant_id', ...fk.columns],
  refColumns: ['tenant_id', ...fk.refColumns],
});

async function upSqlite(db: Kysely<any>): Promise<void> {
  const rekeyed = await idKeyedTables(db, 'sqlite');
  const targets = new Set(rekeyed);
  const pointing = (
    await sql<{ table: string; ref: string }>`
      select m.name as "table", f."table" as ref from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'`.execute(db)
  ).rows
    .filter((r) => targets.has(r.ref) && !targets.has(r.table))
    .map((r) => r.table);
  const fix = (fks: RebuiltForeignKey[]) => fks.map((f) => (targets.has(f.refTable) ? withTenant(f) : f));
  await withForeignKeysOff(db, async () => {
    for (const t of rekeyed) await rebuildSqliteTable(db, t, { primaryKey: ['tenant_id', 'id'], foreignKeys: fix });
    await rebuildSqliteTable(db, 'user_roles', { primaryKey: ['tenant_id', 'user_id', 'role_id'] });
    for (const t of new Set(pointing)) {
      const pk = (await sql<{ name: string }>`select name from pragma_table_info(${t}) where pk > 0 order by pk`.execute(db)).rows;
      await rebuildSqliteTable(db, t, { primaryKey: pk.map((c) => c.name), foreignKeys: fix });
    }
    await exportSweepIndex(db);
  });
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const rekeyed = await idKeyedTables(db, 'postgres');
  // The foreign keys to the re-keyed tables hang on their old keys: dropped first, added back after.
  const fks = (
    await sql<{ name: string; table: string; ref: string; def: string; columns: string[]; refColumns: string[]; onDelete: string }>`
      select c.conname as name, c.conrelid::regclass::text as "table", c.confrelid::regclass::text as ref,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, o) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as "refColumns",
        c.confdeltype as "onDelete"
      from pg_constraint c where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db)
  ).rows.filter((f) => rekeyed.includes(f.ref));
  for (const f of fks) await sql`alter table ${sql.table(f.table)} drop constraint ${sql.ref(f.name)}`.execute(db);
  for (const t of [...rekeyed, 'user_roles']) {
    const pk = (
      await sql<{ name: string }>`select conname as name from pg_constraint where contype = 'p' and conrelid = ${t}::regclass`.execute(db)
    ).rows[0].name;
    const cols = t === 'user_roles' ? ['tenant_id', 'user_id', 'role_id'] : ['tenant_id', 'id'];
    await sql`alter table ${sql.table(t)} drop constraint ${sql.ref(pk)}`.execute(db);
    await sql`alter table ${sql.table(t)} add constraint ${sql.ref(pk)} primary key (${sql.join(cols.map((c) => sql.ref(c)))})`.execute(db);
  }
  for (const f of fks) {
    const fk = withTenant({ columns: f.columns, refTable: f.ref, refColumns: f.refColumns });
    const onDelete = f.onDelete === 'c' ? sql` on delete cascade` : sql``;
    await sql`alter table ${sql.table(f.table)} add constraint ${sql.ref(f.name)}
      foreign key (${sql.join(fk.columns.map((c) => sql.ref(c)))}) references ${sql.table(fk.refTable)} (${sql.join(fk.refColumns.map((c) => sql.ref(c)))})${onDelete}`.execute(
      db,
    );
  }
  await exportSweepIndex(db);
}

/** The export sweep (expired jobs) reads per tenant too: its index leads with `tenant_id`. */
async function exportSweepIndex(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('export_jobs_expires_idx').ifExists().execute();
  await db.schema.createIndex('export_jobs_expires_idx').on('export_jobs').columns(['tenant_id', 'expires_at']).execute();
}

export const tenantLeadingKeys = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    if (dialect === 'postgres') await upPostgres(db);
    else await upSqlite(db);
  },
});
