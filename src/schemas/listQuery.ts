/**
 * The list-query wire format, shared by the client's data provider (encoder, here) and the server
 * (decoder: listQueryDecode.ts, apart so the first screen carries neither it nor its refusals' texts).
 * Pure TS: no browser or node imports.
 *
 * `GET /ace-apis<list path>?<params>` where params are:
 *
 * | Param                 | Meaning                                                             |
 * |-----------------------|---------------------------------------------------------------------|
 * | `pageNo`              | page number, from 1 (default 1)                                      |
 * | `pageSize`            | rows per page (default 10)                                           |
 * | `sortField`           | one field to sort by (absent: the resource's default sort)           |
 * | `sortOrder`           | `asc` or `desc` (default `asc`)                                      |
 * | `q`                   | search box text: substring of any `searchable` field                 |
 * | `<field>=v`           | equality (`eq`); also how the spec's own calls filter (`belongTo=…`) |
 * | `<field>__ne=v`       | not equal                                                            |
 * | `<field>__gt=v`       | greater than (`__gte`, `__lt`, `__lte` likewise)                     |
 * | `<field>__in=a,b,c`   | one of the comma-separated values (ids and enum values never hold a comma) |
 * | `<field>__contains=v` | case-insensitive substring                                           |
 * | `<field>__null=true`  | is empty; `__null=false`: is not empty                               |
 * | `_t`                  | cache-busting timestamp added by the HTTP client; ignored            |
 * | `_exact`              | `1`: count the total exactly, however long (else past a budget it is estimated, `totalEstimated`) |
 *
 * A range (refine's `between` with `[from, to]`) is sent as `__gte=from&__lte=to`, either end
 * optional. Values are plain strings: numbers in decimal (money in integer cents), booleans
 * `true`/`false`, dates `YYYY-MM-DD`, date-times ISO-8601, times `HH:mm`. For a `references` field
 * (a list of ids) `eq` means "contains this id" and `in` "contains any of these ids"; likewise for a
 * `multiEnum` field and its option values. Field names never
 * contain `__` and never equal a reserved param (validateSchema enforces both).
 *
 * Deleting many: `DELETE <delete path>?_ids=a,b,c` (see encodeIds / decodeIds); one: `?_id=a`.
 */
import type { SortSpec } from './types';

/** Names of the params that are not filters. */
export const RESERVED_PARAMS = ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'q', '_t', '_ids', '_exact'] as const;
/** The param asking for the exact total (ListQuery.exactTotal). */
export const EXACT_TOTAL_PARAM = '_exact';
/** The search box's param (and the refine filter field the generated list uses for it). */
export const SEARCH_PARAM = 'q';
/** Separates a field from its operator in a filter param. */
export const OPERATOR_SEPARATOR = '__';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Filter operators on the wire (`eq` has no suffix). */
export type ListFilterOperator = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'null';
export const LIST_FILTER_OPERATORS: readonly ListFilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'null'];

export type ListValue = string | number | boolean;

/** One filter condition. `in` carries an array; `null` a boolean (true: is empty). */
export interface ListCondition {
  field: string;
  op: ListFilterOperator;
  value: ListValue | ListValue[];
}

/** A decoded (or to-be-encoded) list request. */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort?: SortSpec;
  search?: string;
  conditions: ListCondition[];
  /** Count the total exactly, however long it takes (else a large one is estimated). */
  exactTotal?: boolean;
}

const toText = (v: ListValue) => String(v);

/** Encodes a list request as query params (strings only; empty conditions are dropped). */
export function encodeListQuery(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = { pageNo: String(query.pageNo), pageSize: String(query.pageSize) };
  if (query.sort) {
    params.sortField = query.sort.field;
    params.sortOrder = query.sort.order;
  }
  if (query.search?.trim()) params[SEARCH_PARAM] = query.search.trim();
  if (query.exactTotal) params[EXACT_TOTAL_PARAM] = '1';
  for (const c of query.conditions) {
    const key = c.op === 'eq' ? c.field : `${c.field}${OPERATOR_SEPARATOR}${c.op}`;
    if (c.op === 'in') {
      const list = (Array.isArray(c.value) ? c.value : [c.value]).map(toText);
      // Option values and ids never hold a comma (the designer refuses one): a comma here is a bug of the caller.
      if (list.some((v) => v.includes(','))) throw new Error(`list filter ${key}: a value holds a comma`);
      params[key] = list.join(',');
    } else if (Array.isArray(c.value)) {
      throw new Error(`list filter ${key}: only \`in\` takes several values`);
    } else {
      params[key] = toText(c.value);
    }
  }
  return params;
}

/** Encodes ids for `DELETE …/delete?_ids=` (comma-separated). */
export function encodeIds(ids: ReadonlyArray<string | number>): string {
  return ids.map(String).join(',');
}
