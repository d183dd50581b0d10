import {
  DEFAULT_PAGE_SIZE,
  EXACT_TOTAL_PARAM,
  LIST_FILTER_OPERATORS,
  MAX_PAGE_SIZE,
  OPERATOR_SEPARATOR,
  RESERVED_PARAMS,
  SEARCH_PARAM,
  type ListFilterOperator,
  type ListQuery,
} from './listQuery';
import { t } from '../i18n/messages/zh-CN/schemaListQuery';

/**
 * The list-query wire format read back (listQuery.ts says what it is): the server's decoder and the
 * refusal of a malformed query, said in the language of the reply.
 */

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
