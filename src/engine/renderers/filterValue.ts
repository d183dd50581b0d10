/**
 * Filter values (what a renderer's Filter edits) ↔ refine CrudFilters, by the field's filter kind:
 * equality → `in` (a list) or `eq` (one value: booleans, a region's code); range → `between [from, to]`;
 * text → `contains`. The data provider turns these into the list-query wire format.
 */
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { filterKind, TYPE_DEFAULTS } from '../../schemas/fieldDefaults';
import { specOf } from '../../schemas/fieldTypes';
import type { FieldSchema } from '../../schemas/types';

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === null || x === undefined || x === ''));

/** The CrudFilter of one field's filter value; undefined when the value is blank (no filter). */
export function toCrudFilter(field: FieldSchema, value: unknown): CrudFilter | undefined {
  if (blank(value)) return undefined;
  switch (filterKind(field)) {
    case 'equality':
      return Array.isArray(value) ? { field: field.name, operator: 'in', value } : { field: field.name, operator: 'eq', value };
    case 'range':
      return { field: field.name, operator: 'between', value: Array.isArray(value) ? value : [value, value] };
    case 'text':
      return { field: field.name, operator: 'contains', value: String(value).trim() };
    default:
      return undefined;
  }
}

/**
 * One value as the field holds it. A filter restored from the URL (a reload, a shared link, a tab)
 * comes back as text — `1` for 企业, `true` for 是 — and a select shows a value matching none of its
 * options as the raw text, so it is turned back into the option's own value; a type that reads the
 * text as another kind of value (its spec's `filterValue`: 是/否) gets that value back.
 */
function typed(field: FieldSchema, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const read = specOf(field).filterValue?.(v);
  if (read !== undefined && typeof read !== 'string') return read;
  if (field.options) return field.options.find((o) => String(o.value) === v)?.value ?? v;
  if (TYPE_DEFAULTS[field.type].numeric && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return v;
}

/** The filter value of `field` found in `filters` (to show the current filters, e.g. from the URL). */
export function fromCrudFilters(field: FieldSchema, filters: readonly CrudFilter[]): unknown {
  const own = filters.find((f): f is LogicalFilter => 'field' in f && f.field === field.name);
  if (!own) return undefined;
  const value = Array.isArray(own.value) ? own.value.map((v: unknown) => typed(field, v)) : typed(field, own.value);
  // A choice among options or records filters by a list; a boolean and a region (one province or city) by one value.
  const spec = specOf(field);
  if (filterKind(field) === 'equality' && own.operator === 'eq' && (spec.options || spec.refersTo)) return [value];
  return value;
}
