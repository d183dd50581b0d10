import type { ResourceSchema } from '../../../src/schemas/types';
import { validateSchema, type TargetLookup } from '../../../src/schemas/validateSchema';

const IDENT = /^[a-zA-Z][a-zA-Z0-9_]{0,62}$/;
const API_PATH = /^(\/[a-zA-Z0-9_-]+)+$/;

/** A schema the server cannot serve; the message names the resource and the field. */
export class ServerSchemaError extends Error {
  constructor(resource: string, field: string | null, problem: string) {
    super(`Invalid resource schema: resource "${resource}"${field ? `, field "${field}"` : ''}: ${problem}`);
    this.name = 'ServerSchemaError';
  }
}

/**
 * Validates a schema for serving: first the shared checks of src/schemas/validateSchema (the same
 * ones the client runs), then what only the server needs: names that are safe SQL identifiers and
 * URL paths (schemas may come from the database), and reference targets it can resolve — with the
 * label field they name, top-level and in line items (`lookup` gives the target's schema, or
 * `'external'` for a target served outside the schemas, like the staff).
 * Throws (SchemaError or ServerSchemaError) naming the resource and field.
 */
export function assertServerSchema(schema: ResourceSchema, lookup: TargetLookup): void {
  validateSchema(schema, lookup);
  const r = schema.name;
  if (schema.table !== undefined && !IDENT.test(schema.table))
    throw new ServerSchemaError(r, null, `table "${schema.table}" is not a valid table name`);
  for (const p of [schema.apiBase, ...Object.values(schema.endpoints ?? {})]) {
    if (p !== undefined && !API_PATH.test(p))
      throw new ServerSchemaError(r, null, `API path "${p}" may only hold letters, digits, "_", "-" and "/"`);
  }
  for (const f of schema.fields) {
    for (const ref of [f, ...(f.itemFields ?? [])]) {
      const target = ref.reference?.resource;
      // A client-side `apiBase` does not make a target known here: the server must be able to check it.
      if (target && !lookup(target))
        throw new ServerSchemaError(
          r,
          ref === f ? f.name : `${f.name}.${ref.name}`,
          `reference target "${target}" is not a resource the server knows`,
        );
    }
  }
  for (const k of Object.keys(schema.fixed ?? {}))
    if (!IDENT.test(k)) throw new ServerSchemaError(r, k, 'fixed key is not a valid field name');
}
