import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import {
  fieldClearable,
  fieldReadOnly,
  requiredOnCreate,
  fieldMaxLength,
  fieldNumberLimits,
  fieldPattern,
  fieldPrecision,
  requiredMessage,
} from '../../../src/schemas/fieldDefaults';
import { isCheckedType } from '../../../src/schemas/fieldChecks';
import { REGION_CODE, REGION_DEPTH } from '../../../src/domain/regions';
import { fileLimits } from '../../../src/domain/fileTypes';
import { storageKind } from './columns';
import { CHECK_KEYWORD, checkKeyword } from './check-keyword';
import { patternedMaxLength } from '../../../src/schemas/textPattern';

/** JSON Schema as Fastify's Ajv reads it (`nullable` is Ajv's OpenAPI keyword: null passes uncoerced). */
export type JsonSchema = Record<string, unknown>;

/**
 * Annotation keywords the derived schemas carry so a refusal reads exactly like the client's
 * message (src/domain/validationMessages.ts): `x-money` (limits are cents, shown as ¥ yuan),
 * `x-patternMessage` (the field's own text for a failed `pattern`) and `x-requiredMessage` (请选择
 * for chosen types, 请上传 for images). They validate nothing; Ajv's strict mode only needs them declared.
 */
export const MONEY_KEYWORD = 'x-money';
export const PATTERN_MESSAGE_KEYWORD = 'x-patternMessage';
export const REQUIRED_MESSAGE_KEYWORD = 'x-requiredMessage';

/**
 * Options the app's Ajv needs for the derived schemas (merged into `ajv.customOptions` in app.ts):
 * the annotation keywords above; our one validating keyword, `x-check` (check-keyword.ts: the check
 * characters of idCard and creditCode, which no pattern can express); `multipleOfPrecision` so
 * `multipleOf: 0.01` (a field's `precision`) accepts 1.1 despite binary floating point (1.1 / 0.01 =
 * 110.00000000000001); and `allowUnionTypes` for `json` fields (`type: ['object', 'array']`), which
 * strict mode warns about.
 */
export const ENGINE_AJV_OPTIONS = {
  keywords: [MONEY_KEYWORD, PATTERN_MESSAGE_KEYWORD, REQUIRED_MESSAGE_KEYWORD, checkKeyword],
  multipleOfPrecision: 9,
  allowUnionTypes: true,
};

/** Fields a client may send: not read-only (an autoNumber never is), not fixed by the schema. */
export function writableFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((f) => !fieldReadOnly(f) && !(schema.fixed && f.name in schema.fixed));
}

/** The JSON schema of one field's value; `title` is the Chinese label the error handler names. */
export function fieldJsonSchema(field: FieldSchema, title = field.label, nullable = fieldClearable(field)): JsonSchema {
  const base: JsonSchema = { title, [REQUIRED_MESSAGE_KEYWORD]: requiredMessage({ ...field, label: title }) };
  if (nullable) base.nullable = true;
  const limits = (s: JsonSchema) => {
    const { min, max } = fieldNumberLimits(field);
    return { ...s, minimum: min, maximum: max };
  };
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
  // Decimal places the field accepts (its `precision`, default 2), as the client's input rounds to.
  const step = (): JsonSchema => ({ multipleOf: fieldPrecision(field) === 0 ? 1 : Number(`1e-${fieldPrecision(field)}`) });
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'reference':
    case 'phone':
    case 'email':
    case 'image':
    case 'date':
    case 'datetime':
    case 'time':
    case 'url':
    case 'idCard':
    case 'creditCode':
    case 'autoNumber': // never in a body (the server gives the number): a text where it is described
      return text();
    case 'region':
      return regionSchema(base);
    case 'file':
      return fileSchema(field, base);
    case 'number':
    case 'percent':
      return limits({ ...base, type: 'number', ...step() });
    case 'integer':
      return limits({ ...base, type: 'integer' });
    case 'money':
      return limits({ ...base, type: 'integer', [MONEY_KEYWORD]: true });
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'enum': {
      const values: Array<string | number | null> = (field.options ?? []).map((o) => o.value);
      if (nullable) values.push(null);
      return { ...base, type: storageKind(field) === 'integer' ? 'integer' : 'string', enum: values };
    }
    case 'multiEnum':
      return multiEnumSchema(field, base);
    case 'references':
      return {
        ...base,
        type: 'array',
        maxItems: field.max ?? 50,
        uniqueItems: true,
        items: { title, type: 'string', minLength: 1, maxLength: fieldMaxLength({ ...field, type: 'reference', maxLength: undefined }) },
      };
    case 'json':
      return { ...base, type: ['object', 'array'] };
    case 'lineItems':
      return {
        ...base,
        type: 'array',
        maxItems: field.max ?? 200,
        ...(field.required ? { minItems: 1 } : {}),
        // Item fields are named by their own label, as in the form's cell (数量不能小于 1).
        items: itemSchema(field),
      };
  }
}

/**
 * A multiEnum's value: a list of its options' values, each at most once (so never more items than
 * options); a required one needs at least one (请选择{label}, as the form says).
 */
function multiEnumSchema(field: FieldSchema, base: JsonSchema): JsonSchema {
  const values = (field.options ?? []).map((o) => o.value);
  return {
    ...base,
    type: 'array',
    uniqueItems: true,
    maxItems: values.length,
    ...(field.required ? { minItems: 1 } : {}),
    items: { title: base.title, type: 'string', enum: values },
  };
}

/**
 * A region's value: the codes of a path from 省 down (the server checks them against the division data
 * and fills in the names, field-values.ts); names a client sends are accepted and replaced.
 */
function regionSchema(base: JsonSchema): JsonSchema {
  const title = base.title;
  return {
    ...base,
    type: 'object',
    additionalProperties: false,
    required: ['codes'],
    properties: {
      // No codes is no choice: 请选择{label}, as for the field left out.
      codes: {
        title,
        [REQUIRED_MESSAGE_KEYWORD]: base[REQUIRED_MESSAGE_KEYWORD],
        type: 'array',
        minItems: 1,
        maxItems: REGION_DEPTH,
        items: { title, type: 'string', pattern: REGION_CODE.source },
      },
      names: { title, type: 'array', maxItems: REGION_DEPTH, items: { title, type: 'string', maxLength: 50 } },
    },
  };
}

/**
 * A file field's value: at most `max` uploads, each named by its id (the server checks it is an
 * upload of this tenant, project and field, and takes name, size and type from the upload).
 */
function fileSchema(field: FieldSchema, base: JsonSchema): JsonSchema {
  const title = base.title;
  return {
    ...base,
    type: 'array',
    maxItems: fileLimits(field).max,
    ...(field.required ? { minItems: 1 } : {}),
    items: {
      title,
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: {
        id: { title, type: 'string', minLength: 1, maxLength: 64 },
        name: { title, type: 'string', maxLength: 255 },
        size: { title, type: 'integer', minimum: 0 },
        type: { title, type: 'string', maxLength: 255 },
      },
    },
  };
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
  return { ...s, properties: { ...s.properties, _id: { title: '明细编号' }, lineNo: { title: '行号' } } };
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
    properties: { _id: { title: '记录编号', type: 'string', minLength: 1, maxLength: 64 }, ...s.properties },
  };
}

/** Query of findById and delete: `_id` (delete also takes several, repeated or comma-separated). */
export const idQuerySchema: JsonSchema = {
  type: 'object',
  required: ['_id'],
  properties: { _id: { title: '记录编号', type: 'string', minLength: 1, maxLength: 64 } },
};
export const idsQuerySchema: JsonSchema = {
  type: 'object',
  required: ['_id'],
  properties: {
    _id: {
      title: '记录编号',
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: { title: '记录编号', type: 'string', minLength: 1, maxLength: 2000 },
    },
  },
};
