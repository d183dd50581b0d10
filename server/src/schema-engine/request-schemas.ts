import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import {
  fieldClearable,
  fieldReadOnly,
  requiredOnCreate,
  fieldNumberLimits,
  fieldPattern,
  fieldPrecision,
  requiredVerb,
} from '../../../src/schemas/fieldDefaults';
import { isCheckedType } from '../../../src/schemas/fieldChecks';
import { specOf } from '../../../src/schemas/fieldTypes';
import { MONEY_KEYWORD, PATTERN_MESSAGE_KEYWORD, REQUIRED_VERB_KEYWORD } from '../../../src/schemas/fieldTypes/jsonKeywords';
import type { JsonSchema } from '../../../src/schemas/fieldTypes/spec';

// The engine's modules name the type from here, beside the body schemas they build with it.
export type { JsonSchema };
import { CHECK_KEYWORD, checkKeyword } from './check-keyword';
import { patternedMaxLength } from '../../../src/schemas/textPattern';
import { t as http } from '../messages/zh-CN/serverHttp';

/**
 * Options the app's Ajv needs for the derived schemas (merged into `ajv.customOptions` in app.ts):
 * the annotation keywords (src/schemas/fieldTypes/jsonKeywords.ts: they validate nothing, Ajv's
 * strict mode only needs them declared); our one validating keyword, `x-check` (check-keyword.ts: the check
 * characters of idCard and creditCode, which no pattern can express); `multipleOfPrecision` so
 * `multipleOf: 0.01` (a field's `precision`) accepts 1.1 despite binary floating point (1.1 / 0.01 =
 * 110.00000000000001); and `allowUnionTypes` for `json` fields (`type: ['object', 'array']`), which
 * strict mode warns about.
 */
export const ENGINE_AJV_OPTIONS = {
  keywords: [MONEY_KEYWORD, PATTERN_MESSAGE_KEYWORD, REQUIRED_VERB_KEYWORD, checkKeyword],
  multipleOfPrecision: 9,
  allowUnionTypes: true,
};

/** Fields a client may send: not read-only (an autoNumber never is), not fixed by the schema. */
export function writableFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((f) => !fieldReadOnly(f) && !(schema.fixed && f.name in schema.fixed));
}

/**
 * The JSON schema of one field's value; `title` is the Chinese label the error handler names (in the
 * request's language: validation-messages.ts). The
 * shape is the type's (its spec's `jsonSchema`); the parts that follow from the field's rules
 * (lengths, pattern, limits, decimals) are built here and handed to it.
 */
export function fieldJsonSchema(field: FieldSchema, title = field.label, nullable = fieldClearable(field)): JsonSchema {
  const base: JsonSchema = { title, [REQUIRED_VERB_KEYWORD]: requiredVerb(field) };
  if (nullable) base.nullable = true;
  const text = (): JsonSchema => {
    const s: JsonSchema = { ...base, type: 'string', maxLength: patternedMaxLength(field) };
    const min = Math.max(field.minLength ?? 0, field.required ? 1 : 0);
    if (min > 0) s.minLength = min;
    const p = fieldPattern(field);
    if (p) s.pattern = p;
    if (p && field.patternMessage) s[PATTERN_MESSAGE_KEYWORD] = field.patternMessage;
    if (isCheckedType(field.type)) s[CHECK_KEYWORD] = field.type;
    return s;
  };
  const number = (jsonType: 'number' | 'integer'): JsonSchema => {
    const { min, max } = fieldNumberLimits(field);
    // Decimal places the field accepts (its `precision`, default 2), as the client's input rounds to.
    const step = jsonType === 'number' ? { multipleOf: fieldPrecision(field) === 0 ? 1 : Number(`1e-${fieldPrecision(field)}`) } : {};
    return { ...base, type: jsonType, ...step, minimum: min, maximum: max };
  };
  return specOf(field).jsonSchema(field, { base, nullable, text, number, lineItem: () => itemSchema(field) });
}

function objectSchema(fields: readonly FieldSchema[], mode: 'create' | 'update', prefix = ''): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of fields.filter((x) => !fieldReadOnly(x))) properties[f.name] = fieldJsonSchema(f, `${prefix}${f.label}`);
  const required = mode === 'create' ? fields.filter(requiredOnCreate).map((f) => f.name) : [];
  // Read-only item fields (computed amounts) may come back from the client unchanged: accept, then recompute.
  for (const f of fields.filter(fieldReadOnly)) properties[f.name] = { title: `${prefix}${f.label}` };
  return { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/**
 * One row of a lineItems field. Rows kept in a child table come back with `_id` and `lineNo`; a
 * client may send them back unchanged (they are ignored: the lines are written anew).
 */
function itemSchema(field: FieldSchema): JsonSchema {
  const s = objectSchema(field.itemFields ?? [], 'create') as { properties: Record<string, JsonSchema> };
  if (!field.childTable) return s;
  return { ...s, properties: { ...s.properties, _id: { title: http('lineId') }, lineNo: { title: http('lineNo') } } };
}

/** Body of `POST <apiBase>/add`: writable fields, required ones present, unknown fields rejected. */
export function addBodySchema(schema: ResourceSchema): JsonSchema {
  const s = objectSchema(writableFields(schema), 'create');
  return { ...s, title: schema.label };
}

/**
 * The schema's `fixed` values as body properties that accept exactly that value: the client sends
 * them on create (e.g. `belongTo: 'customer'` through the shared `/setting/addCategory`), the
 * server applies them anyway, and any other value is refused.
 */
export function fixedProperties(schema: ResourceSchema): Record<string, JsonSchema> {
  const label = (key: string) => schema.fields.find((f) => f.name === key)?.label ?? key;
  return Object.fromEntries(Object.entries(schema.fixed ?? {}).map(([key, value]) => [key, { title: label(key), enum: [value] }]));
}

/** Body of `PUT <apiBase>/update`: `_id` plus any writable fields (a partial update). */
export function updateBodySchema(schema: ResourceSchema): JsonSchema {
  const s = objectSchema(writableFields(schema), 'update') as { properties: Record<string, JsonSchema> };
  return {
    type: 'object',
    title: schema.label,
    additionalProperties: false,
    required: ['_id'],
    properties: { _id: { title: http('recordId'), type: 'string', minLength: 1, maxLength: 64 }, ...s.properties },
  };
}

/** Query of findById and delete: `_id` (delete also takes several, repeated or comma-separated). */
export const idQuerySchema: JsonSchema = {
  type: 'object',
  required: ['_id'],
  properties: { _id: { title: http('recordId'), type: 'string', minLength: 1, maxLength: 64 } },
};
