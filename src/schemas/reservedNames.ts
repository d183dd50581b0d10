/**
 * The field names no schema may use, in one place: the designer's checks (designCheck.ts), the
 * shared schema rules (validateSchema.ts) and the server's table layout (server columns.ts) all
 * read them here.
 */
import { RESERVED_PARAMS } from './listQuery';
import { SETTING_FORMS } from './settingForms';
import { SYSTEM_FIELDS } from './listQuerySchema';

/**
 * The columns every resource table has besides its fields, named as a field mapping to them would
 * be (the server snake-cases them: `tenantId` → `tenant_id`). A field of one of these names would
 * share its column with the system's.
 */
export const SYSTEM_COLUMN_FIELDS = [
  'id',
  'tenantId',
  'projectId',
  'createdBy',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'deletedBy',
] as const;

/**
 * The columns the databases give every table themselves: PostgreSQL's system columns (a table
 * cannot have a column of that name: the publish would fail) and SQLite's names of the rowid. `oid`
 * is both (PostgreSQL's before version 12).
 */
export const DATABASE_SYSTEM_COLUMNS = ['ctid', 'xmin', 'xmax', 'cmin', 'cmax', 'tableoid', 'oid', 'rowid', '_rowid_'] as const;

/**
 * Table name prefixes the databases keep for their own catalogues (`pg_class`, `sqlite_master`): no
 * resource or table name may start with one.
 */
const DATABASE_SYSTEM_PREFIXES = ['pg_', 'sqlite_'] as const;

const reserved = new Set<string>([...RESERVED_PARAMS, ...SYSTEM_FIELDS]);
/**
 * A name as its column would be spelled, whatever its case and underscores: `tenantID`, `TenantId`
 * and `tenant_id` all become the column `tenant_id` (the server snake-cases `tenantID` to it too).
 */
const columnKey = (name: string) => name.replace(/_/g, '').toLowerCase();
const systemColumns = new Set<string>(SYSTEM_COLUMN_FIELDS.map(columnKey));
const databaseColumns = new Set<string>(DATABASE_SYSTEM_COLUMNS.map(columnKey));

/**
 * Whether `name` is taken by the system: a list query parameter or a value every record carries
 * (`_id`, `createdAt`…), any spelling of a database's own column (`ctid`, `rowid`…: a line item's
 * field may be a column of its child table), and for a top-level field any spelling of a system
 * column. Line-item fields live inside their parent's value or table, so the last kind does not apply to them.
 */
export const isReservedFieldName = (name: string, topLevel = true): boolean =>
  reserved.has(name) || databaseColumns.has(columnKey(name)) || (topLevel && systemColumns.has(columnKey(name)));

/**
 * Whether a resource or table name starts like a database's own catalogues (`pg_`, `sqlite_`), in any
 * case, or names a settings form (`company_info`: uploads name it as their target, settingForms.ts).
 */
export const isReservedTableName = (name: string): boolean =>
  DATABASE_SYSTEM_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix)) || Object.hasOwn(SETTING_FORMS, name);
