/**
 * The list-query wire format, shared by the client's data provider (encoder) and the server
 * (decoder). Pure TS: no browser or node imports.
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
import { t } from '../i18n/messages/zh-CN/schemaListQuery';

/** Names of the params that are not filters. */
export const RESERVED_PARAMS = ['pageNo', 'pageSize', 'sortField', 'sortOrder', 'q', '_t', '_ids', '_exact'] as const;
/** The param asking for the exact total (ListQuery.exactTotal). */
const EXACT_TOTAL_PARAM = '_exact';
/** The search box's param (and the refine filter field the generated list uses for it). */
export const SEARCH_PARAM = 'q';
/** Separates a field from its operator in a filter param. */
export const OPERATOR_SEPARATOR = '__';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Filter operators on the wire (`eq` has no suffix). */
export type ListFilterOperator = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'in' | 'contains' | 'null';
const LIST_FILTER_OPERATORS: readonly ListFilterOperator[] = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'null'];

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

/** A malformed list query; `param` names the offending query parameter. Maps to HTTP 400. */
export class ListQueryError extends Error {
  constructor(
    readonly param: string,
    /** The message, naming labels as `shown` gives them (the server: in the language of the reply). */
    private readonly text: (shown: (label: string) => string) => string,
  ) {
    super(text((label) => label));
    this.name = 'ListQueryError';
  }

  /** The message said again, in the language being said, each label as `shown` gives it. */
  say(shown: (label: string) => string = (label) => label): string {
    return this.text(shown);
  }
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
      if (list.some((v) => v.includes(','))) throw new ListQueryError(key, () => t('valueComma', { key }));
      params[key] = list.join(',');
    } else if (Array.isArray(c.value)) {
      throw new ListQueryError(key, () => t('oneValue', { key }));
    } else {
      params[key] = toText(c.value);
    }
  }
  return params;
}

function single(params: Record<string, unknown>, key: string): string | undefined {
  const raw = params[key];
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) throw new ListQueryError(key, () => t('paramTwice', { key }));
  return String(raw);
}

function positiveInt(params: Record<string, unknown>, key: string, fallback: number, max: number): number {
  const raw = single(params, key);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ListQueryError(key, () => t('paramRange', { key, max }));
  return n;
}

/** Options of decodeListQuery. */
export interface DecodeOptions {
  defaultPageSize?: number;
  maxPageSize?: number;
  /** Params to pass over silently besides the reserved ones (e.g. a route's own `type`). */
  ignore?: string[];
}

/**
 * Decodes query params (as Fastify parses them) into a ListQuery with string values; `in` values
 * are split on commas and `null` is a boolean. Throws ListQueryError on a malformed param.
 * Checking fields against a schema (filterable, sortable, value types) is checkListQuery's job.
 */
export function decodeListQuery(params: Record<string, unknown>, opts: DecodeOptions = {}): ListQuery {
  const query: ListQuery = {
    pageNo: positiveInt(params, 'pageNo', 1, Number.MAX_SAFE_INTEGER),
    pageSize: positiveInt(params, 'pageSize', opts.defaultPageSize ?? DEFAULT_PAGE_SIZE, opts.maxPageSize ?? MAX_PAGE_SIZE),
    conditions: [],
  };
  const sortField = single(params, 'sortField');
  const sortOrder = single(params, 'sortOrder') ?? 'asc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') throw new ListQueryError('sortOrder', () => t('sortOrder'));
  if (sortField) query.sort = { field: sortField, order: sortOrder };
  const search = single(params, SEARCH_PARAM)?.trim();
  if (search) query.search = search;
  const exact = single(params, EXACT_TOTAL_PARAM);
  if (exact !== undefined && exact !== '' && exact !== '0' && exact !== '1') {
    throw new ListQueryError(EXACT_TOTAL_PARAM, () => t('exactTotal', { key: EXACT_TOTAL_PARAM }));
  }
  if (exact === '1') query.exactTotal = true;
  const skip = new Set<string>([...RESERVED_PARAMS, ...(opts.ignore ?? [])]);
  for (const key of Object.keys(params)) {
    if (skip.has(key)) continue;
    const raw = single(params, key);
    if (raw === undefined) continue;
    const at = key.lastIndexOf(OPERATOR_SEPARATOR);
    const field = at > 0 ? key.slice(0, at) : key;
    const op = (at > 0 ? key.slice(at + OPERATOR_SEPARATOR.length) : 'eq') as ListFilterOperator;
    if (!field || !LIST_FILTER_OPERATORS.includes(op) || (at > 0 && op === 'eq')) {
      throw new ListQueryError(key, () => t('unsupportedCondition', { key }));
    }
    if (op === 'in') {
      const list = raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      if (!list.length) throw new ListQueryError(key, () => t('needsValue', { key }));
      query.conditions.push({ field, op, value: list });
    } else if (op === 'null') {
      if (raw !== 'true' && raw !== 'false') throw new ListQueryError(key, () => t('trueOrFalse', { key }));
      query.conditions.push({ field, op, value: raw === 'true' });
    } else {
      query.conditions.push({ field, op, value: raw });
    }
  }
  return query;
}

/** Encodes ids for `DELETE …/delete?_ids=` (comma-separated). */
export function encodeIds(ids: ReadonlyArray<string | number>): string {
  return ids.map(String).join(',');
}

/** Decodes `_ids=a,b,c`; throws ListQueryError when it holds no id. */
export function decodeIds(raw: unknown): string[] {
  if (Array.isArray(raw)) throw new ListQueryError('_ids', () => t('paramTwice', { key: '_ids' }));
  const ids = String(raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!ids.length) throw new ListQueryError('_ids', () => t('chooseToDelete'));
  return ids;
}
