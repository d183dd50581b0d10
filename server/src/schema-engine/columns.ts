import { createHash } from 'node:crypto';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { SYSTEM_COLUMN_FIELDS } from '../../../src/schemas/reservedNames';
import { ownerFieldOf } from '../../../src/schemas/permissionCatalogue';
import { specOf } from '../../../src/schemas/fieldTypes';
import type { StorageKind } from '../../../src/schemas/fieldTypes/spec';

/**
 * The one place names are mapped from the schema world (camelCase fields, resource names) to the
 * database (snake_case columns, table names). Every other module asks here.
 */
export const columnName = (field: string): string =>
  field === '_id'
    ? 'id'
    : field
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
        .toLowerCase();

/**
 * A name derived from a table name (an index, a link table) kept within PostgreSQL's 63 characters,
 * which would otherwise cut it silently (two long names could become one): a longer one keeps its
 * start and ends with a hash of the whole. Every name the built-in resources use is shorter.
 */
export function fitIdentifier(name: string): string {
  if (name.length <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/** The column of a field: its own `column` (a tenant's custom field on a built-in table), else `columnName`. */
export const fieldColumn = (field: Pick<FieldSchema, 'name' | 'column'>): string => field.column ?? columnName(field.name);

/** Table of a resource: `schema.table`, else the resource name. */
export const tableName = (schema: ResourceSchema): string => schema.table ?? schema.name;

/** Columns every resource table has besides its fields (src/schemas/reservedNames.ts). `deleted_at` only when `softDelete`. */
export const SYSTEM_COLUMNS: readonly string[] = SYSTEM_COLUMN_FIELDS.map(columnName);

/** Who created a record (a user id; null for rows older than roles, and for the seed's). */
export const CREATOR_COLUMN = 'created_by';

/** Who put a soft-deleted record in the recycle bin (docs/recycle-bin.md); null while it is live. */
export const DELETER_COLUMN = 'deleted_by';

/**
 * The column a role's `own` data scope compares with the user (docs/requirements.md §10.2): the 负责人 (`ownerId`)
 * where the resource has one, else the creator.
 */
export const ownerColumn = (schema: ResourceSchema): string => {
  const owner = ownerFieldOf(schema);
  return owner ? columnName(owner.name) : CREATOR_COLUMN;
};

/**
 * Whether a field's column holds a JSON array of values (references' ids, multiEnum's options): an
 * equality filter matches a record holding any value chosen (list-conditions.ts `jsonIdArray`), and
 * no B-tree index on the column serves it.
 */
export const holdsValueList = (field: Pick<FieldSchema, 'type'>): boolean => !!specOf(field).valueList;

/** SQL column type for a storage kind (a field's: storageKindOf in src/schemas/fieldTypes); bigint so cents never overflow on PostgreSQL. */
export function sqlType(kind: StorageKind, dialect: 'sqlite' | 'postgres'): 'text' | 'bigint' | 'integer' | 'double precision' | 'real' {
  if (kind === 'integer') return 'bigint';
  if (kind === 'bool') return 'integer';
  if (kind === 'real') return dialect === 'postgres' ? 'double precision' : 'real';
  return 'text';
}
