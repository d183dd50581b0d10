import { sql, type Kysely } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client';
import type { Database } from '../db/types';
import { filterKind } from '../../../src/schemas/fieldDefaults';
import { storageKindOf } from '../../../src/schemas/fieldTypes';
import {
  CREATOR_COLUMN,
  DELETER_COLUMN,
  columnName,
  fieldColumn,
  fitIdentifier,
  holdsValueList,
  ownerColumn,
  sqlType,
  tableName,
} from './columns';
import type { PublishPlan } from './publish-plan';

type ColumnType = ReturnType<typeof sqlType>;
import { storedFields } from './codec';
import { createLinkTable, linkTableName, linkedFields, rebuildLinks } from './links';
import { forgetTextIndex, syncTextIndex } from '../db/text-index';
import { afterCommit } from '../db/transactions';
import { keepOwnerStatistics } from '../db/owner-statistics';

/**
 * Index plan of a resource, each index leading with the scope (tenant_id, project_id, fixed values):
 * the default sort; per equality filter (enum, reference, boolean; not a list of values, found inside
 * its JSON) the column then the default sort,
 * so a filtered first page is read in index order; per range/text filter and per sortable field the
 * column then `id` (the engine's tie-break), so sorted pages need no sort step — unless the field
 * says `indexed: false`.
 */
export function indexPlan(schema: ResourceSchema): { name: string; columns: string[] }[] {
  const table = tableName(schema);
  const lead = ['tenant_id', 'project_id', ...Object.keys(schema.fixed ?? {}).map(columnName)];
  const sortCol = columnName(schema.list?.defaultSort?.field ?? 'createdAt');
  const plan = new Map<string, string[]>();
  plan.set(`${table}_scope_sort_idx`, [...lead, sortCol, 'id']);
  // A role's `own` scope lists a user's records in the default order without a sort step.
  plan.set(`${table}_owner_idx`, [...lead, ownerColumn(schema), sortCol, 'id']);
  for (const f of schema.fields.filter((x) => !x.virtual && !x.childTable)) {
    const c = fieldColumn(f);
    if (lead.includes(c) || c === sortCol) continue;
    const equality = filterKind(f) === 'equality';
    if (f.filterable && equality && !holdsValueList(f)) plan.set(`${table}_${c}_filter_idx`, [...lead, c, sortCol, 'id']);
    const sortedBy = (f.filterable && !equality && filterKind(f) !== 'none') || f.sortable;
    if (sortedBy && f.indexed !== false) plan.set(`${table}_${c}_sort_idx`, [...lead, c, 'id']);
  }
  return [...plan].map(([name, columns]) => ({ name: fitIdentifier(name), columns }));
}

/**
 * The recycle bin's index: the deleted rows of a scope, latest deleted first (the bin's order, its
 * count), and those deleted before a day (the purge, recycle-purge.ts). Partial, so it holds the
 * deleted rows only: without it, the bin's page and count and every purge read all of a table's live
 * rows. The migration that gave the existing tables theirs keeps its own copy of this shape (migrations are frozen).
 */
async function createBinIndex(k: Kysely<Database>, table: string): Promise<void> {
  await k.schema
    .createIndex(fitIdentifier(`${table}_bin_idx`))
    .ifNotExists()
    .on(table)
    .columns(['tenant_id', 'project_id', 'deleted_at', 'id'])
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
}

/**
 * The primary key of every resource table: `tenant_id` leads every key, so the table can be
 * distributed by tenant (docs/operations.md「在 Citus 集群上运行」); an `id` alone would be a key
 * Citus cannot keep, and a look-up by it a scan of every shard.
 */
const TENANT_KEY: ('tenant_id' | 'id')[] = ['tenant_id', 'id'];

/**
 * Creates the table of a schema (and its indexes) if absent: for resources an admin adds at run time
 * and for tests. Built-in resources get theirs from frozen migrations instead, so a schema edit never
 * rewrites history silently.
 */
export async function createResourceTable(db: Db, schema: ResourceSchema, k: Kysely<Database> = db.kysely): Promise<void> {
  const table = tableName(schema);
  let t = k.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(fitIdentifier(`${table}_pkey`), TENANT_KEY);
  if (schema.softDelete) t = t.addColumn('deleted_at', 'text').addColumn(DELETER_COLUMN, 'text');
  const stored = storedFields(schema.fields);
  const fieldCols = new Set(stored.map((f) => fieldColumn(f)));
  const wanted = new Map<string, ColumnType>(stored.map((f) => [fieldColumn(f), sqlType(storageKindOf(f), db.dialect)]));
  // Added with the fields, so a table made before roles existed gets it too.
  wanted.set(CREATOR_COLUMN, 'text');
  for (const [key, v] of Object.entries(schema.fixed ?? {})) {
    if (!fieldCols.has(columnName(key))) wanted.set(columnName(key), typeof v === 'string' ? 'text' : 'integer');
  }
  for (const [c, type] of wanted) t = t.addColumn(c, type);
  // Made now, or there already (a later publish, another member of a family sharing it).
  const made = !(await k.introspection.getTables()).some((x) => x.name === table);
  await t.execute();
  // The table was there already (another member of a family sharing it): add the columns it lacks.
  const have = new Set((await k.introspection.getTables()).find((x) => x.name === table)?.columns.map((c) => c.name) ?? []);
  for (const [c, type] of wanted) if (!have.has(c)) await k.schema.alterTable(table).addColumn(c, type).execute();
  for (const ix of indexPlan(schema)) await k.schema.createIndex(ix.name).ifNotExists().on(table).columns(ix.columns).execute();
  if (schema.softDelete) await createBinIndex(k, table);
  // A department scope's `owner IN (…)` / `= any(…)` plans quickly (db/owner-statistics.ts); once, as the table is
  // made: a later publish runs no ALTER … SET STATISTICS, which Citus may not pass to a distributed table.
  if (made) await keepOwnerStatistics(k, db.dialect, table, ownerColumn(schema));
  // A filter on a references field is served by its link table (links.ts), not an index on the JSON.
  for (const f of linkedFields(schema)) await createLinkTable(k, linkTableName(schema, f));
  for (const f of schema.fields.filter((x) => x.childTable)) await createChildTable(k, f, db.dialect);
  // Members of a family share the table: a member adds its searchable columns, never takes another's.
  await indexText(db, table, searchedColumns(schema), k, 'add');
}

/** The columns a substring index covers for a schema (../db/text-index.ts): its searchable fields stored as text. */
function searchedColumns(schema: ResourceSchema): string[] {
  return storedFields(schema.fields)
    .filter((f) => f.searchable && !f.childTable && storageKindOf(f) === 'text')
    .map(fieldColumn);
}

/** Makes `columns` the indexed ones; lists see it once the transaction (if any) has committed. */
async function indexText(db: Db, table: string, columns: string[], k: Kysely<Database>, mode: 'exact' | 'add' = 'exact') {
  await syncTextIndex(k, db.dialect, table, columns, mode);
  forgetTextIndex(db, table);
  if (k !== db.kysely) afterCommit(k, `text-index:${table}`, () => forgetTextIndex(db, table));
}

/** The table of a lineItems field's rows (`childTable`), keyed by record and line number, if absent. */
async function createChildTable(k: Kysely<Database>, field: FieldSchema, dialect: Db['dialect']): Promise<void> {
  const { table, parentColumn } = field.childTable!;
  let t = k.schema
    .createTable(table)
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn(parentColumn, 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(fitIdentifier(`${table}_pkey`), TENANT_KEY);
  for (const f of storedFields(field.itemFields ?? [])) t = t.addColumn(columnName(f.name), sqlType(storageKindOf(f), dialect));
  await t.execute();
  await k.schema
    .createIndex(`${table}_record_idx`)
    .ifNotExists()
    .on(table)
    .columns(['tenant_id', 'project_id', parentColumn, 'line_no'])
    .execute();
}

/**
 * Brings an added resource's table to a published version (docs/requirements.md §10.3) inside the publish's
 * transaction: columns widened where the plan says (integer → real; SQLite stores either in any
 * column), then the table, new columns, indexes and link tables as `createResourceTable` makes them,
 * and the substring index over exactly this version's searchable fields (../db/text-index.ts).
 * Nothing else is dropped: a removed field's column and index stay.
 */
export async function migrateAddedTable(
  db: Db,
  schema: ResourceSchema,
  plan: PublishPlan,
  k: Kysely<Database>,
  tenantId: string,
): Promise<void> {
  await widenColumns(db, tableName(schema), plan, k);
  await createResourceTable(db, schema, k);
  // Exactly the searchable fields of this version: an unmarked field leaves the index (it is rebuilt).
  await indexText(db, tableName(schema), searchedColumns(schema), k);
  await relink(db, schema, plan, k, tenantId);
}

/**
 * The columns the plan widens (integer → real) retyped on PostgreSQL; SQLite stores either kind in
 * any column, so there is nothing to do there.
 */
async function widenColumns(db: Db, table: string, plan: PublishPlan, k: Kysely<Database>) {
  if (db.dialect !== 'postgres') return;
  for (const w of plan.widen)
    await k.schema
      .alterTable(table)
      .alterColumn(w.column, (c) => c.setDataType(sqlType(w.kind, 'postgres')))
      .execute();
}

/** The link tables of the references fields whose filter starts with this version, rebuilt (links.ts). */
async function relink(db: Db, schema: ResourceSchema, plan: PublishPlan, k: Kysely<Database>, tenantId: string) {
  for (const name of plan.relink) {
    const f = schema.fields.find((x) => x.name === name);
    if (f) await rebuildLinks(k, db.dialect, schema, f, tenantId);
  }
}

/**
 * Adds a tenant's custom fields to a built-in table (docs/requirements.md §10.3), inside the publish's transaction:
 * the new columns (the plan's, each the tenant's own: tenant-resources.ts `customColumn`), widened
 * ones on PostgreSQL, the indexes their filters and sorts need and their link tables. The built-in
 * columns and indexes belong to the migrations and are not touched.
 */
export async function migrateExtension(
  db: Db,
  schema: ResourceSchema,
  plan: PublishPlan,
  k: Kysely<Database>,
  tenantId: string,
): Promise<void> {
  const table = tableName(schema);
  await widenColumns(db, table, plan, k);
  for (const a of plan.add) await k.schema.alterTable(table).addColumn(a.column, sqlType(a.kind, db.dialect)).execute();
  const custom = new Set(schema.fields.filter((f) => f.custom).map(fieldColumn));
  for (const ix of indexPlan(schema))
    if (ix.columns.some((c) => custom.has(c))) await k.schema.createIndex(ix.name).ifNotExists().on(table).columns(ix.columns).execute();
  for (const f of linkedFields(schema)) if (f.custom) await createLinkTable(k, linkTableName(schema, f));
  await relink(db, schema, plan, k, tenantId);
}
