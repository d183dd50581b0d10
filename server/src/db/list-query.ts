import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from './client.js';
import type { CountCache } from './count-cache.js';
import { badRequest } from '../http/errors.js';
import type { ListCondition, ListQuery } from '../../../src/schemas/listQuery';
import type { SortSpec } from '../../../src/schemas/types';

export { CountCache } from './count-cache.js';
/** The decoded list request: the wire format of src/schemas/listQuery.ts, one definition for both sides. */
export type { ListQuery, ListCondition, ListFilterOperator } from '../../../src/schemas/listQuery';

/** List payload of SPEC section 3. */
export interface ListResult<T> {
  rows: T[];
  total: number;
}

/** What a caller allows on one field: its column, and whether it may be filtered, sorted or searched. */
export interface ListableColumn {
  column: string;
  /** Chinese label, for the refusal messages. */
  label: string;
  filterable?: boolean;
  sortable?: boolean;
  searchable?: boolean;
  /** The column holds a JSON array of ids (references): `eq` means contains, `in` contains any. */
  jsonIdArray?: boolean;
  /** Turns a (typed) filter value into the column's value, e.g. booleans to 0/1. */
  encode?: (value: unknown) => unknown;
}

export interface ListQueryOptions {
  db: Db;
  table: string;
  /** Equality conditions always applied, in index order: tenant_id, project_id, then fixed values. */
  scope: Record<string, string | number>;
  /** Column that must be NULL (soft delete), if any. */
  notDeletedColumn?: string;
  /** Extra condition the caller always applies (e.g. an area's visibility rule). */
  where?: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
  /** Names `where` for the count cache; without it a `where` disables the cache. */
  whereKey?: string;
  /** Filterable, sortable and searchable fields by wire name. Anything else is refused with a 400. */
  columns: Record<string, ListableColumn>;
  /** Used when the request names no sort (a column name or a field of `columns`). */
  defaultSort: SortSpec;
  request: ListQuery;
  /** Cached totals, keyed by table, `cacheScopeKey` (what writes invalidate, e.g. tenant|project), scope, filters and search. */
  countCache?: CountCache;
  cacheScopeKey?: string;
  maxPageSize?: number;
  /** Columns to select (default all). */
  select?: string[];
}

const BINARY_OPS = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function lookup(columns: Record<string, ListableColumn>, field: string, use: 'filterable' | 'sortable'): ListableColumn {
  const col = columns[field];
  const verb = use === 'filterable' ? '筛选' : '排序';
  if (!col) throw badRequest(`不支持的${verb}字段：${field}`);
  if (!col[use]) throw badRequest(`字段“${col.label}”不支持${verb}`);
  return col;
}

function like(column: string, term: string, dialect: Db['dialect']): Expression<SqlBool> {
  // PostgreSQL's LIKE is case-sensitive; SQLite's is not for ASCII: ilike makes them agree.
  return dialect === 'postgres' ? sql<SqlBool>`${sql.ref(column)} ilike ${term}` : sql<SqlBool>`${sql.ref(column)} like ${term} escape '\\'`;
}

function conditionExpr(eb: ExpressionBuilder<any, any>, col: ListableColumn, c: ListCondition, dialect: Db['dialect']): Expression<SqlBool> {
  const enc = (v: unknown) => (col.encode ? col.encode(v) : v);
  const values = () => {
    const arr = Array.isArray(c.value) ? c.value : [c.value];
    if (!arr.length || arr.length > 100) throw badRequest(`“${col.label}”的筛选值不正确`);
    return arr.map(enc);
  };
  if (col.jsonIdArray && (c.op === 'eq' || c.op === 'in')) {
    // Ids never hold a quote, so `"id"` inside the JSON text matches exactly that element.
    return eb.or(values().map((v) => like(col.column, `%${escapeLike(JSON.stringify(String(v)))}%`, dialect)));
  }
  switch (c.op) {
    case 'eq': case 'ne': case 'lt': case 'lte': case 'gt': case 'gte':
      if (Array.isArray(c.value)) throw badRequest(`“${col.label}”的筛选值不正确`);
      return eb(col.column, BINARY_OPS[c.op], enc(c.value));
    case 'in':
      return eb(col.column, 'in', values());
    case 'contains':
      return like(col.column, `%${escapeLike(String(c.value ?? ''))}%`, dialect);
    case 'null':
      return c.value === false ? eb(col.column, 'is not', null) : eb(col.column, 'is', null);
    default:
      throw badRequest(`不支持的筛选方式：${String((c as ListCondition).op)}`);
  }
}

/**
 * One page of a scoped list, paginated in the database, with a cheap `total`:
 * 1. the scope (tenant, project, fixed values) is always applied first, so every query can use an
 *    index leading with (tenant_id, project_id, …);
 * 2. filters and sorts are refused (400, Chinese) unless `columns` allows them;
 * 3. the total is not counted when the page is not full (it is then offset + rows);
 * 4. otherwise it comes from `countCache` when the same query was counted since the last write in
 *    this scope, else from one COUNT(*) with the same conditions (index-only when they are indexed).
 * Ties in the sort are broken by `id` so pages never overlap.
 */
export async function listQuery<T = Record<string, unknown>>(o: ListQueryOptions): Promise<ListResult<T>> {
  const { request: r, columns } = o;
  const maxPage = o.maxPageSize ?? 100;
  const { pageNo, pageSize } = r;
  if (!(Number.isInteger(pageNo) && pageNo >= 1)) throw badRequest('页码必须是不小于 1 的整数');
  if (!(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= maxPage)) throw badRequest(`每页条数必须在 1 到 ${maxPage} 之间`);
  const offset = (pageNo - 1) * pageSize;
  if (offset > 10_000_000) throw badRequest('页码超出范围');

  const conditions = r.conditions.map((c) => ({ c, col: lookup(columns, c.field, 'filterable') }));
  const sort = r.sort ? { column: lookup(columns, r.sort.field, 'sortable').column, order: r.sort.order } : { column: columns[o.defaultSort.field]?.column ?? o.defaultSort.field, order: o.defaultSort.order };
  if (sort.order !== 'asc' && sort.order !== 'desc') throw badRequest('排序方向只能是 asc 或 desc');
  const search = (r.search ?? '').trim();
  if (search.length > 100) throw badRequest('搜索内容不能超过 100 个字符');
  const searchCols = Object.values(columns).filter((c) => c.searchable);
  if (search && !searchCols.length) throw badRequest('该列表不支持搜索');

  const where = (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = Object.entries(o.scope).map(([c, v]) => eb(c, '=', v));
    if (o.notDeletedColumn) parts.push(eb(o.notDeletedColumn, 'is', null));
    if (o.where) parts.push(o.where(eb));
    for (const { c, col } of conditions) parts.push(conditionExpr(eb, col, c, o.db.dialect));
    if (search) parts.push(eb.or(searchCols.map((col) => like(col.column, `%${escapeLike(search)}%`, o.db.dialect))));
    return eb.and(parts);
  };

  const k = o.db.kysely as any;
  let q = k.selectFrom(o.table).where(where);
  q = o.select ? q.select(o.select) : q.selectAll();
  q = q.orderBy(sort.column, sort.order);
  if (sort.column !== 'id') q = q.orderBy('id', sort.order);
  const rows: T[] = await q.limit(pageSize).offset(offset).execute();

  // A page that is not full ends the list: the total is known without counting.
  if (rows.length > 0 && rows.length < pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && pageNo === 1) return { rows, total: 0 };

  const cache = o.where && !o.whereKey ? undefined : o.countCache;
  const queryKey = JSON.stringify([o.scope, conditions.map(({ c }) => [c.field, c.op, c.value]), search, o.whereKey ?? '']);
  const scopeKey = o.cacheScopeKey ?? JSON.stringify(o.scope);
  const cached = cache?.get(o.table, scopeKey, queryKey);
  if (cached !== undefined && cached >= offset + rows.length) return { rows, total: cached };
  const res = await k.selectFrom(o.table).where(where).select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirst();
  const total = Number(res?.n ?? 0);
  cache?.set(o.table, scopeKey, queryKey, total);
  return { rows, total };
}
