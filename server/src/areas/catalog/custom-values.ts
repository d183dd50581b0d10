import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import type { ResourceService } from '../../schema-engine/resource-service';
import { fieldJsonSchema } from '../../schema-engine/request-schemas';
import { buildStrictValidator } from '../../http/validator';

/**
 * A tenant's built-in resources with its custom fields (docs/requirements.md §10.3), by resource name: the `extended`
 * map of the tenant's resources (schema-engine/tenant-resources.ts), handed to the catalogue and sales
 * services by app.ts (`VariantsOf`).
 */
export type TenantVariants = ReadonlyMap<string, ResourceService>;

export const NO_VARIANTS: TenantVariants = new Map();

/** Reads a tenant's variants (app.ts: from the tenant's resources); read before a transaction, never inside (SQLite has one connection). */
export type VariantsOf = (tenantId: string) => Promise<TenantVariants>;

/** The service that serves `builtIn` for the tenant: its variant when its admins added fields, else the built-in one. */
export const variantOf = (variants: TenantVariants, builtIn: ResourceService): ResourceService =>
  variants.get(builtIn.schema.name) ?? builtIn;

type Check = (value: unknown) => boolean;
type Compile = (route: { schema: unknown; httpPart: 'body'; method: string; url: string }) => Check;

// The routes' own validator (same Ajv options and keywords), so "accepts" means what an add would accept.
let compile: Compile | undefined;
// One compiled check per field object: a tenant's variants are kept until its next publish, so per version.
const checks = new WeakMap<FieldSchema, Check>();

function accepts(field: FieldSchema, value: unknown): boolean {
  let check = checks.get(field);
  if (!check) {
    compile ??= (buildStrictValidator as unknown as (external: object, options: object) => Compile)({}, {});
    check = compile({ schema: fieldJsonSchema(field), httpPart: 'body', method: 'POST', url: '' });
    checks.set(field, check);
  }
  return check(value) === true;
}

/**
 * Whether a custom field's value may be carried from one record to another at all.
 * Not an autoNumber: the new record gets its own number (a server write that brings one would keep it).
 * Not a file (decided with the designer, docs/decisions.md): an upload row belongs to one resource, field and record
 * (`uploaded_files`, schema-engine/field-types/file.ts). The new record's save refuses an upload made for another
 * resource even from the server; a download is allowed by reading that one record, and only that
 * record's holding it keeps the bytes from the sweep of unheld uploads. A shared reference would
 * so be refused, or unreadable to the new record's readers, or lost when the old record lets go of
 * it. Copying the bytes into a new upload would be consistent but doubles storage for no need: the
 * source (the lead, the quotation) is kept and linked, its files stay readable where they are.
 * Images are plain URLs of the tenant's image uploads, tied to no record, and are carried.
 */
const carried = (f: FieldSchema) => f.type !== 'autoNumber' && f.type !== 'file' && !f.virtual;

/**
 * The custom values of `record` (as read through the source's tenant variant, schema `source`) that
 * the target's tenant variant (schema `target`) takes on a server-made add: for each custom field
 * both have under one name and type (a reference to the same resource), the value when it is set
 * and the target's field would accept it as sent (an enum option it has, its lengths and limits).
 * Anything else is left out, so the target's defaults apply and the write is never refused for a
 * value the user did not type into it.
 */
export function copiedCustomValues(
  source: ResourceSchema,
  record: Record<string, unknown>,
  target: ResourceSchema,
): Record<string, unknown> {
  const from = new Map(source.fields.filter((f) => f.custom).map((f) => [f.name, f]));
  const values: Record<string, unknown> = {};
  for (const to of target.fields) {
    const f = from.get(to.name);
    if (!to.custom || !f || f.type !== to.type || !carried(to)) continue;
    if ((f.reference?.resource ?? null) !== (to.reference?.resource ?? null)) continue;
    const value = record[to.name];
    if (value === null || value === undefined || !accepts(to, value)) continue;
    values[to.name] = value;
  }
  return values;
}
