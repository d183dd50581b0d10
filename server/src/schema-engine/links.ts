import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import type { Scope } from '../core/scope';
import { fieldColumn, fitIdentifier, tableName } from './columns';
import { designedTables, dynamicTable, type AnyConnection } from './dynamic-table';

/**
 * Link tables: the index behind a filter on a `references` field (customer tags…). The field's
 * ids stay in the record as a JSON array (what the API reads back); the link table holds one row
 * per (record, referenced id) so "records with tag X" is an index look-up
 * `(tenant_id, project_id, ref_id)` instead of a LIKE over every record's JSON. The engine keeps the
 * rows in step in the write's transaction; built-in tables get theirs from a migration.
 */

/** Fields whose filter needs a link table: filterable `references`. */
export const linkedFields = (schema: ResourceSchema): FieldSchema[] => schema.fields.filter((f) => f.type === 'references' && f.filterable);

/** The link table of a field: `<table>__<column>` (names are SQL-safe: schema-check.ts). */
export const linkTableName = (schema: ResourceSchema, field: Pick<FieldSchema, 'name' | 'column'>) =>
  fitIdentifier(`${tableName(schema)}__${fieldColumn(field)}`);

/** Creates a link table and its index by record (for rewriting one record's links) if absent. */
export async function createLinkTable(k: Kysely<Database>, name: string): Promise<void> {
  await k.schema
    .createTable(name)
    .ifNotExists()
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(fitIdentifier(`${name}_pk`), ['tenant_id', 'project_id', 'ref_id', 'record_id'])
    .execute();
  await k.schema
    .createIndex(fitIdentifier(`${name}_record_idx`))
    .ifNotExists()
    .on(name)
    .columns(['tenant_id', 'project_id', 'record_id'])
    .execute();
}

/**
 * Rebuilds a tenant's link rows of one field from the records' JSON (docs/requirements.md §10.3): for a references
 * field whose filter starts when a design is published, its link table was never written, or not
 * since the filter was turned off. In the publish's transaction.
 */
export async function rebuildLinks(
  k: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  schema: ResourceSchema,
  field: FieldSchema,
  tenantId: string,
): Promise<void> {
  const link = linkTableName(schema, field);
  const col = sql.ref(`t.${fieldColumn(field)}`);
  // Every project of the tenant: not one scope, so the table is reached unscoped.
  await designedTables(k).deleteFrom(link).where('tenant_id', '=', tenantId).execute();
  const ids =
    dialect === 'postgres'
      ? sql`jsonb_array_elements_text(case when jsonb_typeof(${col}::jsonb) = 'array' then ${col}::jsonb else '[]'::jsonb end)`
      : sql`json_each(case when json_valid(${col}) and json_type(${col}) = 'array' then ${col} else '[]' end)`;
  await sql`insert into ${sql.table(link)} (tenant_id, project_id, ref_id, record_id)
    select distinct t.tenant_id, t.project_id, j.value, t.id from ${sql.table(tableName(schema))} as t cross join ${ids} as j
    where t.tenant_id = ${tenantId} and ${col} is not null`.execute(k);
}

/** The distinct string ids of a references value (anything else: none). */
export function linkIds(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))] : [];
}

/** Replaces the links of one record (in the caller's transaction). */
export async function writeLinks(trx: AnyConnection, scope: Scope, table: string, recordId: string, ids: string[]): Promise<void> {
  await deleteLinks(trx, scope, table, [recordId]);
  if (ids.length) await dynamicTable(trx, table, scope).insert(ids.map((ref_id) => ({ ref_id, record_id: recordId })));
}

/** Removes the links of records (hard delete, or before rewriting them). */
export async function deleteLinks(trx: AnyConnection, scope: Scope, table: string, recordIds: string[]): Promise<void> {
  if (!recordIds.length) return;
  await dynamicTable(trx, table, scope).delete().where('record_id', 'in', recordIds).execute();
}
