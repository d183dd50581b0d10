/**
 * Checks a decoded list query against a resource schema: only fields marked `filterable` (or the
 * schema's `fixed` keys, or `_id`) may be filtered, only with the operators of their filter kind;
 * only `sortable` fields (or system fields) may be sorted; values are coerced to their types.
 * Shared by the server (before building SQL) and unit tests. Pure TS.
 */
import { filterKind, NUMBER_LIMIT } from './fieldDefaults';
import { specOf, storageKindOf } from './fieldTypes';
import type { FilterKind } from './fieldTypes/spec';
import { type ListCondition, type ListFilterOperator, type ListQuery, type ListValue } from './listQuery';
import { ListQueryError } from './listQueryDecode';
import type { FieldSchema, ResourceSchema } from './types';
import { t } from '../i18n/messages/zh-CN/schemaListQuery';

/** Columns every schema resource has besides its fields; sortable, `_id` also filterable by eq / in. */
export const SYSTEM_FIELDS = ['_id', 'createdAt', 'updatedAt'] as const;

/** The operators each filter kind accepts. */
export const OPERATORS_BY_KIND: Record<FilterKind, readonly ListFilterOperator[]> = {
  equality: ['eq', 'ne', 'in', 'null'],
  range: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'null'],
  text: ['eq', 'ne', 'in', 'contains', 'null'],
  none: [],
};

function coerceOne(field: FieldSchema, raw: ListValue, param: string): ListValue {
  const text = String(raw);
  const bad = () => new ListQueryError(param, (shown) => t('badValue', { label: shown(field.label), text }));
  const spec = specOf(field);
  if (spec.defaults.numeric) {
    const n = Number(text);
    // Beyond ±NUMBER_LIMIT no stored value can match, and a bigint column refuses the parameter.
    if (text.trim() === '' || !Number.isFinite(n) || Math.abs(n) > NUMBER_LIMIT) throw bad();
    if (storageKindOf(field) === 'integer' && !Number.isInteger(n)) throw bad();
    return n;
  }
  if (spec.filterValue) {
    const value = spec.filterValue(text);
    if (value === undefined) throw bad();
    return value;
  }
  if (spec.options) {
    const option = field.options?.find((o) => String(o.value) === text);
    if (!option) throw bad();
    return option.value;
  }
  return text;
}

function paramOf(c: ListCondition): string {
  return c.op === 'eq' ? c.field : `${c.field}__${c.op}`;
}

function checkCondition(schema: ResourceSchema, c: ListCondition): ListCondition {
  const param = paramOf(c);
  if (c.field === '_id') {
    if (c.op !== 'eq' && c.op !== 'in') throw new ListQueryError(param, () => t('unsupportedCondition', { key: param }));
    return c;
  }
  if (schema.fixed && c.field in schema.fixed && !schema.fields.some((f) => f.name === c.field)) {
    if (c.op !== 'eq' || String(c.value) !== String(schema.fixed[c.field])) {
      throw new ListQueryError(param, () => t('notFixedValue', { key: param }));
    }
    return { ...c, value: schema.fixed[c.field] };
  }
  const field = schema.fields.find((f) => f.name === c.field);
  if (!field) throw new ListQueryError(param, () => t('unknownFilterField', { field: c.field }));
  const fixed = schema.fixed?.[c.field];
  if (!field.filterable && fixed === undefined)
    throw new ListQueryError(param, (shown) => t('notFilterable', { label: shown(field.label) }));
  const allowed = fixed !== undefined && !field.filterable ? ['eq'] : OPERATORS_BY_KIND[filterKind(field)];
  if (!allowed.includes(c.op)) throw new ListQueryError(param, (shown) => t('notThisOperator', { label: shown(field.label), op: c.op }));
  if (c.op === 'null') return c;
  // A list of references holds ids, so its values are ids whatever the target.
  const valueField: FieldSchema = specOf(field).refersTo === 'many' ? { ...field, type: 'text' } : field;
  const value = Array.isArray(c.value) ? c.value.map((v) => coerceOne(valueField, v, param)) : coerceOne(valueField, c.value, param);
  return { ...c, value };
}

/**
 * Returns the query with typed values, or throws ListQueryError naming the parameter and, in
 * Chinese, the field. Conditions on `fixed` keys must agree with the schema's fixed values.
 */
export function checkListQuery(schema: ResourceSchema, query: ListQuery): ListQuery {
  if (query.sort) {
    const { field } = query.sort;
    const f = schema.fields.find((x) => x.name === field);
    const system = (SYSTEM_FIELDS as readonly string[]).includes(field);
    if (!system && !f) throw new ListQueryError('sortField', () => t('unknownSortField', { field }));
    if (f && !f.sortable) throw new ListQueryError('sortField', (shown) => t('notSortable', { label: shown(f.label) }));
  }
  if (query.search && !schema.fields.some((f) => f.searchable)) {
    throw new ListQueryError('q', (shown) => t('noSearch', { label: shown(schema.label) }));
  }
  return { ...query, conditions: query.conditions.map((c) => checkCondition(schema, c)) };
}
