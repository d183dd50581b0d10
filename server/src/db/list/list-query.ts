import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../client';
import type { CountCache, Row } from './count-cache';
import { conditionPart, escapeLike, judgedCaseless, like, sqlEquals, type Bind, type ConditionPart } from './list-conditions';
import { badRequest } from '../../core/errors';
import type { ListQuery } from '../../../../src/schemas/listQuery';
import type { SortSpec } from '../../../../src/schemas/types';
import type { ListResult } from '../../../../src/domain/envelope';
import type { ListableColumn } from './columns';
import { zhOrderExpression } from '../chinese-order';
import { listVersion, versionCarried, versionColumn, versionValues } from './list-versions';
import { countTotal } from './list-total';
import { substringPrefilter, type SubstringPrefilter } from './substring-index';
import { ownerSetCondition, ownerSetKey, ownerShape, ownerValues } from './owner-set';
import { t as te } from '../../messages/zh-CN/serverEngine';
import { shownLabel } from '../../messages/shown-labels';

export interface ListQueryOptions {
  db: Db;
  table: string;
  /** Equality conditions always applied, in index order: tenant_id, project_id, then fixed values. */
  scope: Record<string, string | number>;
  /**
   * A role's data scope (schema-engine/owner-scope.ts): only rows whose `column` (the owner) is one of
   * `ids`. Applied after the scope, so the `(scope…, owner, sort, id)` index serves it; totals are kept
   * per owner set.
   */
  owners?: { column: string; ids: readonly string[] };
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
  /**
   * Cached totals, keyed by table, `cacheScopeKey` (what writes invalidate, e.g. tenant|project), scope,
   * filters and search. With it the rows also carry the list's version (`VERSION_COLUMN`,
   * list-versions.ts), read in the page's statement; a decoder that builds records from the fields'
   * columns (the engine's codec) leaves it out.
   */
  countCache?: CountCache;
  cacheScopeKey?: string;
  maxPageSize?: number;
  /** Columns to select (default all). */
  select?: string[];
}

function lookup(columns: Record<string, ListableColumn>, field: string, use: 'filterable' | 'sortable'): ListableColumn {
  const col = columns[field];
  const verb = () => te(use === 'filterable' ? 'verbFilter' : 'verbSort');
  if (!col) throw badRequest(() => te('unsupportedField', { verb: verb(), field }));
  if (!col[use]) throw badRequest(() => te('unusableField', { label: shownLabel(col.label), verb: verb() }));
  return col;
}

/**
 * One page of a scoped list, paginated in the database, with a cheap `total`:
 * 1. the scope (tenant, project, fixed values) is always applied first, so every query can use an
 *    index leading with (tenant_id, project_id, …);
 * 2. filters and sorts are refused (400, naming the field) unless `columns` allows them;
 * 3. the total is not counted when the page is not full (it is then offset + rows);
 * 4. otherwise it comes from `countCache` when the same query was counted at the list's current
 *    version (writes of this process since then adjusted it, count-cache.ts; another process's
 *    write moved the version), else from a count with the same conditions that stops past
 *    EXACT_COUNT_LIMIT rows, beyond which the total is an estimate (`totalEstimated`) unless the
 *    request asks for the exact figure (list-total.ts).
 * Ties in the sort are broken by `id` so pages never overlap.
 */
export async function listQuery<T = Record<string, unknown>>(o: ListQueryOptions): Promise<ListResult<T>> {
  const { request: r, columns } = o;
  const maxPage = o.maxPageSize ?? 100;
  const { pageNo, pageSize } = r;
  if (!(Number.isInteger(pageNo) && pageNo >= 1)) throw badRequest(() => te('pageNo'));
  if (!(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= maxPage)) throw badRequest(() => te('pageSize', { max: maxPage }));
  const offset = (pageNo - 1) * pageSize;
  if (offset > 10_000_000) throw badRequest(() => te('pageOutOfRange'));

  const conditions = r.conditions.map((c) => ({ c, col: lookup(columns, c.field, 'filterable') }));
  const sortCol = r.sort ? lookup(columns, r.sort.field, 'sortable') : columns[o.defaultSort.field];
  const sort = r.sort
    ? { column: sortCol!.column, order: r.sort.order }
    : { column: sortCol?.column ?? o.defaultSort.field, order: o.defaultSort.order };
  if (sort.order !== 'asc' && sort.order !== 'desc') throw badRequest(() => te('sortOrder'));
  // Chinese text in pinyin order on both databases; other columns in their index's order.
  const sortBy = sortCol?.chineseText ? await zhOrderExpression(o.db, sort.column) : sort.column;
  const search = (r.search ?? '').trim();
  if (search.length > 100) throw badRequest(() => te('searchTooLong'));
  const searchCols = Object.values(columns).filter((c) => c.searchable);
  if (search && !searchCols.length) throw badRequest(() => te('noSearch'));

  const parts = conditions.map(({ c, col }, i) => conditionPart(col, c, i, o.db.dialect));
  const values: Record<string, unknown> = { limit: pageSize, offset };
  for (const [c, v] of Object.entries(o.scope)) values[`s:${c}`] = v;
  const owners = o.owners?.ids ?? [];
  if (o.owners) Object.assign(values, ownerValues(o.db.dialect, owners));
  for (const part of parts) Object.assign(values, part.values);
  if (search) values.q = `%${escapeLike(search)}%`;
  // A Chinese name is judged with LIKE on PostgreSQL (list-conditions.ts `judgedCaseless`): the SQL differs, so the shape says so.
  const searchCaseless = judgedCaseless(search, o.db.dialect);

  const k = o.db.kysely as any;
  // A link filter (tags) that many records match is read faster by scanning the page in sort order
  // and testing each row (it stops after a page) than by collecting every linked record and sorting
  // them; a rare one the other way round. The count always drives from the link table.
  const scanned = new Set<ConditionPart>();
  for (const part of parts) if (part.link && !(await isRare(o, k, part, values))) scanned.add(part);
  // Substring searches likewise (substring-index.ts): a rare text is read through its index, a common
  // one in sort order with LIKE alone; the count always narrows by the index. LIKE judges either way.
  const found = await substringPrefilters(o, search, searchCols, conditions, parts);
  const prefilters = found.map((f) => f.prefilter);
  const scopeKey = o.cacheScopeKey ?? JSON.stringify(o.scope);
  // A term's rarity is kept per scope, checked against the list's version (substring-index.ts).
  let versionRead: Promise<number> | undefined;
  const at = o.cacheScopeKey ? { scopeKey, version: () => (versionRead ??= listVersion(o.db, o.table, scopeKey)) } : undefined;
  const common = new Set<SubstringPrefilter>();
  for (const p of prefilters) {
    Object.assign(values, p.values);
    if (!(await p.isRare(at))) common.add(p);
  }
  // A common term whose LIKE an index serves by itself (PostgreSQL, three characters or more: no
  // candidates of its own) is judged on the page in a form no index serves, so the page, too, is read
  // in sort order.
  const unindexedOnPage = new Set(found.filter((f) => !f.prefilter.expr && common.has(f.prefilter)).map((f) => f.judges));

  /**
   * The conditions, for `page` (common links and texts tested row by row, in sort order), `count`
   * (narrowed by every index) or `sample` (an estimate's slice of rowids, list-total.ts: every row of
   * the slice tested, no index but the rowid's, which SQLite would otherwise pass over for the scope's).
   */
  const where =
    (bind: Bind, use: 'page' | 'count' | 'sample' = 'count') =>
    (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
      const indexed = use === 'sample' ? [] : prefilters.filter((p) => !(use === 'page' && common.has(p)));
      // Read through a substring index, the query must start from its candidates: SQLite, without
      // statistics, takes the scope's index for selective and would test every row of the scope.
      const unindexed = o.db.dialect === 'sqlite' && (indexed.length > 0 || use === 'sample');
      const scopeColumn = (c: string) => (unindexed ? sql`+${sql.ref(c)}` : sql.ref(c));
      const all: Expression<SqlBool>[] = Object.keys(o.scope).map((c) => eb(scopeColumn(c), '=', bind(`s:${c}`)));
      if (o.owners) all.push(ownerSetCondition(eb, scopeColumn(o.owners.column), o.db.dialect, owners, bind));
      if (o.notDeletedColumn) all.push(eb(o.notDeletedColumn, 'is', null));
      if (o.where) all.push(o.where(eb));
      const rowByRow = (part: ConditionPart) => (use === 'page' && scanned.has(part)) || (use === 'sample' && part.link);
      const judgedUnindexed = (judges: ConditionPart | 'search') => use === 'page' && unindexedOnPage.has(judges);
      for (const part of parts)
        all.push(
          rowByRow(part)
            ? part.link!.scanExpr(eb, bind)
            : judgedUnindexed(part) && part.unindexedExpr
              ? part.unindexedExpr(eb, bind)
              : part.expr(eb, bind),
        );
      if (search) {
        const form = { unindexed: judgedUnindexed('search'), caseless: searchCaseless };
        all.push(eb.or(searchCols.map((col) => like(col.column, bind('q'), o.db.dialect, form))));
      }
      for (const p of indexed) if (p.expr) all.push(p.expr(bind));
      return eb.and(all);
    };
  const cache = o.where && !o.whereKey ? undefined : o.countCache?.enabled ? o.countCache : undefined;
  // A kept total is answered at the list's version: read in the page's statement (list-versions.ts).
  if (cache) Object.assign(values, versionValues(o.table, scopeKey));
  const pageQuery = (bind: Bind) => {
    let q = k.selectFrom(o.table).where(where(bind, 'page'));
    q = o.select ? q.select(o.select) : q.selectAll();
    if (cache) q = q.select(versionColumn(k, bind));
    q = q.orderBy(sortBy, sort.order);
    if (sort.column !== 'id') q = q.orderBy('id', sort.order);
    return q.limit(bind('limit')).offset(bind('offset'));
  };
  // Compiled once per shape (query-templates.ts). A caller's own `where` may hold values of its own,
  // so those lists are built every time.
  const shape = [
    o.table,
    Object.keys(o.scope).join(','),
    o.owners ? `owners:${o.owners.column}:${ownerShape(o.db.dialect, owners)}` : '',
    o.notDeletedColumn ?? '',
    o.select?.join(',') ?? '*',
    ...parts.map((p) => p.shape),
    // Which columns a search covers: a role's hidden fields leave it (schema-engine/field-rules.ts).
    search ? `q:${searchCols.map((c) => c.column).join(',')}${searchCaseless ? ':caseless' : ''}` : '',
    ...prefilters.map((p) => p.shape),
  ].join('|');
  const run = async (kind: string, build: (bind: Bind) => any, more?: Record<string, unknown>): Promise<any[]> => {
    if (more) Object.assign(values, more);
    if (o.where) return build((n) => values[n]).execute();
    return o.db.read(o.db.templates.bind(`list:${kind}:${shape}`, (slot) => build(slot), values));
  };
  const scans = [...parts.map((p) => scanned.has(p)), ...prefilters.map((p) => common.has(p))].map((s) => (s ? 's' : '-')).join('');
  const rows: T[] = await run(`page:${sort.column}:${sort.order}:${scans}:${cache ? 'v' : ''}`, pageQuery);

  // A page that is not full ends the list: the total is known without counting.
  if (rows.length > 0 && rows.length < pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && pageNo === 1) return { rows, total: 0 };

  const searched = search ? searchCols.map((c) => c.column) : [];
  const queryKey = JSON.stringify([
    o.scope,
    ownerSetKey(owners),
    conditions.map(({ c }) => [c.field, c.op, c.value]),
    search,
    searched,
    o.whereKey ?? '',
  ]);
  const seen = offset + rows.length;
  // A total is never below the rows a page has shown (an estimate may be, for a deep page).
  const answer = (t: { total: number; estimated: boolean }): ListResult<T> =>
    t.estimated ? { rows, total: Math.max(t.total, seen), totalEstimated: true } : { rows, total: t.total };
  // A page past the end has no row to carry the version: read on its own.
  const version = cache ? (versionCarried(rows as Record<string, unknown>[]) ?? (await listVersion(o.db, o.table, scopeKey))) : 0;
  const cached = cache?.get(o.table, scopeKey, queryKey, version);
  if (cached && cached.total >= seen && !(r.exactTotal && cached.estimated)) return answer(cached);
  // The count's WHERE in JS, when every part has a twin: a committed write then adjusts this total
  // instead of retiring it (count-cache.ts). Search and a caller's own SQL cannot be judged.
  const matches =
    !o.where && !search && parts.every((p) => p.matches)
      ? (row: Row) =>
          Object.entries(o.scope).every(([c, v]) => sqlEquals(row[c], v)) &&
          (!o.owners || (row[o.owners.column] != null && owners.includes(String(row[o.owners.column])))) &&
          (!o.notDeletedColumn || row[o.notDeletedColumn] === null || row[o.notDeletedColumn] === undefined) &&
          parts.every((p) => p.matches!(row))
      : undefined;
  const stamp = cache?.stamp(o.table, scopeKey) ?? 0;
  // A common substring term's candidates are judged row by row from the table: a smaller budget
  // (list-total.ts). Not where pg_trgm serves the term's ILIKE (or LIKE) by itself: its candidates are nearly all matches,
  // and counting on costs less than stopping and sampling (郑州恒达, 6,294 of a million customers:
  // 54 ms counted, 136–152 ms stopped at 5,000 and estimated).
  const judged = [...common].some((p) => p.expr);
  const counted = await countTotal(o.db, o.table, where, run, !!r.exactTotal, judged);
  cache?.set(o.table, scopeKey, queryKey, { ...counted, version, stamp }, matches);
  return answer(counted);
}

/** Link filters matching at most this many records are rare: read through the link table. */
const RARE_LINKS = 1000;

/** Whether a link filter's values are carried by few records: a count that stops past RARE_LINKS (index-only). */
async function isRare(o: ListQueryOptions, k: any, part: ConditionPart, values: Record<string, unknown>): Promise<boolean> {
  const { table, slots } = part.link!;
  const probe = o.db.templates.bind(
    `links:${table}:${slots.length}`,
    (slot) =>
      k
        .selectFrom(
          k
            .selectFrom(table)
            .select('record_id')
            .where('tenant_id', '=', slot('s:tenant_id'))
            .where('project_id', '=', slot('s:project_id'))
            .where('ref_id', 'in', slots.map(slot))
            .limit(RARE_LINKS + 1)
            .as('linked'),
        )
        .select((eb: any) => eb.fn.countAll().as('n')),
    values,
  );
  const [row] = await o.db.read<{ n: number | string }>(probe);
  return Number(row?.n ?? 0) <= RARE_LINKS;
}

/** The index pre-filters of the search and of each `__contains` filter, where an index serves them (substring-index.ts). */
async function substringPrefilters(
  o: ListQueryOptions,
  search: string,
  searchCols: ListableColumn[],
  conditions: { c: ListQuery['conditions'][number]; col: ListableColumn }[],
  parts: ConditionPart[],
): Promise<{ prefilter: SubstringPrefilter; judges: ConditionPart | 'search' }[]> {
  const wanted: [columns: string[], term: string, judges: ConditionPart | 'search'][] = [];
  if (search) wanted.push([searchCols.map((c) => c.column), search, 'search']);
  conditions.forEach(({ c, col }, i) => {
    if (c.op === 'contains' && !col.jsonIdArray) wanted.push([[col.column], String(c.value ?? ''), parts[i]]);
  });
  const found = await Promise.all(
    wanted.map(async ([columns, term, judges], i) => ({
      prefilter: await substringPrefilter(o.db, o.table, columns, term, `t${i}`),
      judges,
    })),
  );
  return found.filter((f): f is { prefilter: SubstringPrefilter; judges: ConditionPart | 'search' } => !!f.prefilter);
}
