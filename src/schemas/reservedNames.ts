/**
 * The field names no schema may use, in one place: the designer's checks (designCheck.ts), the
 * shared schema rules (validateSchema.ts) and the server's table layout (server columns.ts) all
 * read them here.
 */
import { RESERVED_PARAMS } from './listQuery';
import { SYSTEM_FIELDS } from './listQuerySchema';

/**
 * The columns every resource table has besides its fields, named as a field mapping to them would
 * be (the server snake-cases them: `tenantId` → `tenant_id`). A field of one of these names would
 * share its column with the system's.
 */
export const SYSTEM_COLUMN_FIELDS = ['id', 'tenantId', 'projectId', 'createdBy', 'createdAt', 'updatedAt', 'deletedAt'] as const;

const reserved = new Set<string>([...RESERVED_PARAMS, ...SYSTEM_FIELDS]);
/**
 * A name as its column would be spelled, whatever its case and underscores: `tenantID`, `TenantId`
 * and `tenant_id` all become the column `tenant_id` (the server snake-cases `tenantID` to it too).
 */
const columnKey = (name: string) => name.replace(/_/g, '').toLowerCase();
const systemColumns = new Set<string>(SYSTEM_COLUMN_FIELDS.map(columnKey));

/**
 * Whether `name` is taken by the system: a list query parameter or a value every record carries
 * (`_id`, `createdAt`…), and for a top-level field (one with a column) any spelling of a system
 * column. Line-item fields live inside their parent's value, so only the first kind applies to them.
 */
export const isReservedFieldName = (name: string, topLevel = true): boolean =>
  reserved.has(name) || (topLevel && systemColumns.has(columnKey(name)));
