/**
 * refine's list arguments (pagination, sorters, CrudFilters) → the shared ListQuery of
 * src/schemas/listQuery.ts. The operators refine offers but the wire format does not
 * (`nin`, `startswith`, `or`, …) are refused loudly rather than silently dropped.
 */
import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';
import { DEFAULT_PAGE_SIZE, SEARCH_PARAM, type ListCondition, type ListQuery, type ListValue } from '../schemas/listQuery';
import { t } from '../i18n/messages/zh-CN/app';

/** A filter value refine cannot send (e.g. `nin`, `or`). */
class UnsupportedFilterError extends Error {
  constructor(what: string) {
    super(t('unsupportedFilter', { what }));
    this.name = 'UnsupportedFilterError';
  }
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Dates and dayjs values become ISO text; everything else must already be a plain value. */
function plain(v: unknown): ListValue {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v && typeof (v as { toISOString?: unknown }).toISOString === 'function') return (v as Date).toISOString();
  throw new UnsupportedFilterError(t('filterValue', { value: JSON.stringify(v) }));
}

function toConditions(filter: CrudFilter, out: ListCondition[], search: { text?: string }): void {
  if (filter.operator === 'and') {
    for (const f of filter.value) toConditions(f, out, search);
    return;
  }
  if (filter.operator === 'or') throw new UnsupportedFilterError('or');
  const { field, operator, value } = filter as LogicalFilter;
  switch (operator) {
    case 'null':
    case 'nnull':
      out.push({ field, op: 'null', value: operator === 'null' });
      return;
    case 'between': {
      if (isBlank(value)) return;
      if (!Array.isArray(value) || value.length !== 2) throw new UnsupportedFilterError(`between ${field}`);
      const [from, to] = value;
      if (!isBlank(from)) out.push({ field, op: 'gte', value: plain(from) });
      if (!isBlank(to)) out.push({ field, op: 'lte', value: plain(to) });
      return;
    }
    case 'in':
      if (isBlank(value)) return;
      out.push({ field, op: 'in', value: (Array.isArray(value) ? value : [value]).map(plain) });
      return;
    case 'contains':
      if (isBlank(value)) return;
      if (field === SEARCH_PARAM) search.text = String(plain(value));
      else out.push({ field, op: 'contains', value: plain(value) });
      return;
    case 'eq':
    case 'ne':
    case 'lt':
    case 'gt':
    case 'lte':
    case 'gte':
      if (isBlank(value)) return;
      // A multi-select filter may hand `eq` a list: that is `in`.
      if (Array.isArray(value)) {
        if (operator !== 'eq') throw new UnsupportedFilterError(`${operator} ${field}`);
        out.push({ field, op: 'in', value: value.map(plain) });
      } else out.push({ field, op: operator, value: plain(value) });
      return;
    default:
      throw new UnsupportedFilterError(operator);
  }
}

/** refine list arguments → ListQuery. `fixed` equality conditions come first (the schema's fixed values). */
export function toListQuery(args: {
  pagination?: Pagination;
  sorters?: CrudSort[];
  filters?: CrudFilter[];
  fixed?: Record<string, string | number | boolean>;
  defaultPageSize?: number;
}): ListQuery {
  const conditions: ListCondition[] = Object.entries(args.fixed ?? {}).map(([field, value]) => ({ field, op: 'eq', value }));
  const search: { text?: string } = {};
  for (const f of args.filters ?? []) toConditions(f, conditions, search);
  const sort = args.sorters?.find((s) => s.field && s.order);
  return {
    pageNo: args.pagination?.currentPage ?? 1,
    pageSize: args.pagination?.pageSize ?? args.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    ...(sort ? { sort: { field: sort.field, order: sort.order } } : {}),
    ...(search.text ? { search: search.text } : {}),
    conditions,
  };
}
