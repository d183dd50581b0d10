import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../client';
import type { Row } from './count-cache';
import { badRequest } from '../../core/errors';
import type { ListCondition } from '../../../../src/schemas/listQuery';
import type { ListableColumn } from './columns';

/**
 * One list filter, twice: as SQL (for the page and the count) and, where it can be judged exactly,
 * as a JavaScript predicate on a row (so a committed write can adjust a cached total instead of
 * forcing a recount, count-cache.ts). The two must agree; change them together.
 */

const BINARY_OPS = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Characters no case mapping touches: Han ideographs, CJK symbols and punctuation, ASCII from the
 * space to DEL other than letters, fullwidth forms other than letters. Lower-casing (libc's one character at a
 * time, ICU's with a few rules of context that touch only letters and combining marks) keeps these as
 * they are and makes none of them out of another (İ gives i and a combining dot, neither of them
 * here), so a text holds a run of them exactly when its lower-cased form does.
 */
const CASELESS = /^(?:\p{Script=Han}|[\u0020-\u0040\u005b-\u0060\u007b-\u007f\u3000-\u303f\uff01-\uff20\uff3b-\uff40\uff5b-\uff65])*$/u;

/**
 * Whether ILIKE would find exactly what LIKE finds for `text` (CASELESS): a Chinese name, a number.
 * PostgreSQL's ILIKE lower-cases every value it judges, more than half the cost of reading a common
 * term's page in sort order at a million rows (docs/performance.md), so such a text is judged with LIKE.
 */
export const caseless = (text: string) => CASELESS.test(text);

/**
 * Whether `like` is asked to judge `text` with LIKE (PostgreSQL, a `caseless` text; SQLite's LIKE is
 * the same either way). The SQL differs, so a query's shape names it (`:caseless`).
 */
export const judgedCaseless = (text: string, dialect: Db['dialect']) => dialect === 'postgres' && caseless(text);

/**
 * `column` holds `term` (a LIKE pattern escaped by escapeLike), case-insensitively on both databases.
 * PostgreSQL's LIKE is case-sensitive and SQLite's is not for ASCII: ILIKE makes them agree, and
 * LIKE serves where case cannot matter (`caseless`: the term is `caseless()`, and the SQL differs, so
 * the caller's query shape must tell it). `unindexed`: the same test in a form no index serves
 * (pg_trgm serves a bare LIKE or ILIKE), so a common term's page is read in sort order
 * (substring-index.ts); in a WHERE, `(x) is true` keeps what `x` keeps.
 */
export function like(
  column: string,
  term: unknown,
  dialect: Db['dialect'],
  form: { unindexed?: boolean; caseless?: boolean } = {},
): Expression<SqlBool> {
  if (dialect !== 'postgres') return sql<SqlBool>`${sql.ref(column)} like ${term} escape '\\'`;
  const test = form.caseless ? sql<SqlBool>`${sql.ref(column)} like ${term}` : sql<SqlBool>`${sql.ref(column)} ilike ${term}`;
  return form.unindexed ? sql<SqlBool>`(${test}) is true` : test;
}

/** A value's slot: the template's placeholder when building, the value itself otherwise. */
export type Bind = (name: string) => unknown;

/** One filter: the values it binds (by slot name), the part of the shape key it adds, its SQL and its predicate. */
export interface ConditionPart {
  values: Record<string, unknown>;
  shape: string;
  expr: (eb: ExpressionBuilder<any, any>, bind: Bind) => Expression<SqlBool>;
  /** `contains`: `expr` in a form no index serves (`like`'s `unindexed`), for a common term's page read in sort order. */
  unindexedExpr?: (eb: ExpressionBuilder<any, any>, bind: Bind) => Expression<SqlBool>;
  /** Whether a row passes; absent when JS cannot judge it exactly as the database would. */
  matches?: (row: Row) => boolean;
  /**
   * A filter served by a link table (a references field): `expr` drives from the link table, which
   * is fastest when few records match; `scanExpr` tests each row's JSON while the page is read in
   * sort order, fastest when many match (it stops after a page). listQuery picks with `rarity`.
   */
  link?: { table: string; slots: string[]; scanExpr: (eb: ExpressionBuilder<any, any>, bind: Bind) => Expression<SqlBool> };
}

const isNum = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));
/** Dates, date-times and times of day (`HH:mm`) as the engine stores them: ordered alike by every collation. */
const isDayOrTime = (v: unknown) => typeof v === 'string' && /^(\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?|\d{2}:\d{2})$/.test(v);

/** SQL's `=` as both databases apply it to our values: numbers by value, everything else as text; NULL equals nothing. */
export function sqlEquals(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  if (typeof a === 'number' || typeof b === 'number') return isNum(a) && isNum(b) && Number(a) === Number(b);
  return String(a) === String(b);
}

/** SQL's ordering of two values, or undefined when JS could order them differently than the database. */
function order(a: unknown, b: unknown): number | undefined {
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  if (isNum(a) && isNum(b) && (typeof a === 'number' || typeof b === 'number')) return Number(a) - Number(b);
  if (isDayOrTime(a) && isDayOrTime(b)) return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

const RANGE: Record<'lt' | 'lte' | 'gt' | 'gte', (d: number) => boolean> = {
  lt: (d) => d < 0,
  lte: (d) => d <= 0,
  gt: (d) => d > 0,
  gte: (d) => d >= 0,
};

/** The code after `code` at its width (4101 → 4102), or null when it would need another digit (99). */
function nextCode(code: string): string | null {
  const next = (BigInt(code) + 1n).toString().padStart(code.length, '0');
  return next.length === code.length ? next : null;
}

/**
 * A filter on a column whose text starts with a nesting code: "within 4101" is the range
 * `column >= '4101' AND column < '4102'`, which the column's B-tree index serves on both databases
 * (digits order alike in every collation), narrowed by `LIKE '4101%'` to the texts that really begin
 * with the code whatever the collation does with what follows it.
 */
function codePrefixPart(col: ListableColumn, c: ListCondition, name: string, dialect: Db['dialect']): ConditionPart {
  const codes = (Array.isArray(c.value) ? c.value : [c.value]).map(String);
  if (!codes.length || codes.length > 100 || codes.some((x) => !/^\d{1,12}$/.test(x))) throw badRequest(`“${col.label}”的筛选值不正确`);
  const values: Record<string, unknown> = {};
  codes.forEach((code, j) => {
    values[`${name}_${j}`] = code;
    values[`${name}_${j}_like`] = `${code}%`;
    const below = nextCode(code);
    if (below) values[`${name}_${j}_below`] = below;
  });
  const within = (eb: ExpressionBuilder<any, any>, bind: Bind) =>
    eb.or(
      codes.map((_, j) =>
        eb.and([
          eb(col.column, '>=', bind(`${name}_${j}`)),
          ...(`${name}_${j}_below` in values ? [eb(col.column, '<', bind(`${name}_${j}_below`))] : []),
          like(col.column, bind(`${name}_${j}_like`), dialect),
        ]),
      ),
    );
  const inside = (row: Row) => typeof row[col.column] === 'string' && codes.some((code) => (row[col.column] as string).startsWith(code));
  const ne = c.op === 'ne';
  return {
    values,
    shape: `${c.field}:${c.op}:prefix:${Object.keys(values).join(',')}`,
    expr: ne ? (eb, bind) => eb.and([eb(col.column, 'is not', null), eb.not(within(eb, bind))]) : within,
    matches: ne ? (row) => row[col.column] !== null && row[col.column] !== undefined && !inside(row) : inside,
  };
}

export function conditionPart(col: ListableColumn, c: ListCondition, i: number, dialect: Db['dialect']): ConditionPart {
  const enc = (v: unknown) => (col.encode ? col.encode(v) : v);
  const name = `c${i}`;
  const list = (make: (v: unknown) => unknown): ConditionPart['values'] => {
    const arr = Array.isArray(c.value) ? c.value : [c.value];
    if (!arr.length || arr.length > 100) throw badRequest(`“${col.label}”的筛选值不正确`);
    return Object.fromEntries(arr.map((v, j) => [`${name}_${j}`, make(enc(v))]));
  };
  const shape = (values: Record<string, unknown>) => `${c.field}:${c.op}:${Object.keys(values).length}`;
  const cell = (row: Row) => row[col.column];
  if (col.codePrefix && (c.op === 'eq' || c.op === 'in' || c.op === 'ne')) return codePrefixPart(col, c, name, dialect);
  if (col.jsonIdArray && (c.op === 'eq' || c.op === 'in')) {
    const quoted = (Array.isArray(c.value) ? c.value : [c.value]).map((v) => JSON.stringify(String(enc(v))).toLowerCase());
    // The record's JSON array holds the same ids as its link rows: judged on the JSON either way.
    // LIKE is case-insensitive for ASCII on both databases; ids are ASCII, and multiEnum values differ
    // in more than case (validateSchema), so folding case never joins two values.
    const matches = (row: Row) => typeof cell(row) === 'string' && quoted.some((id) => (cell(row) as string).toLowerCase().includes(id));
    // `"id"` inside the JSON text matches exactly that element (ids and multiEnum values hold no quote).
    const patterns = list((v) => `%${escapeLike(JSON.stringify(String(v)))}%`);
    const scanExpr = (eb: ExpressionBuilder<any, any>, bind: Bind) =>
      eb.or(Object.keys(patterns).map((n) => like(col.column, bind(n), dialect)));
    const linkTable = col.linkTable;
    if (!linkTable) return { values: patterns, shape: shape(patterns), matches, expr: scanExpr };
    // An index look-up on the link table's key (tenant_id, project_id, ref_id, record_id).
    const ids = Object.fromEntries(Object.entries(list((v) => String(v))).map(([n, v]) => [`${n}_id`, v]));
    return {
      values: { ...patterns, ...ids },
      shape: shape(patterns),
      matches,
      expr: (eb, bind) =>
        eb(
          'id',
          'in',
          eb
            .selectFrom(linkTable)
            .select('record_id')
            .where('tenant_id', '=', bind('s:tenant_id'))
            .where('project_id', '=', bind('s:project_id'))
            .where('ref_id', 'in', Object.keys(ids).map(bind)),
        ),
      link: { table: linkTable, slots: Object.keys(ids), scanExpr },
    };
  }
  switch (c.op) {
    case 'eq':
    case 'ne':
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      if (Array.isArray(c.value)) throw badRequest(`“${col.label}”的筛选值不正确`);
      const op = BINARY_OPS[c.op];
      const value = enc(c.value);
      const values = { [name]: value };
      const matches =
        c.op === 'eq'
          ? (row: Row) => sqlEquals(cell(row), value)
          : c.op === 'ne'
            ? (row: Row) => cell(row) !== null && cell(row) !== undefined && !sqlEquals(cell(row), value)
            : order(value, value) === undefined
              ? undefined // an ordering JS may not share with the database's collation
              : (row: Row) => {
                  const d = order(cell(row), value);
                  return d !== undefined && RANGE[c.op as keyof typeof RANGE](d);
                };
      return { values, shape: shape(values), expr: (eb, bind) => eb(col.column, op, bind(name)), matches };
    }
    case 'in': {
      const values = list((v) => v);
      const options = Object.values(values);
      return {
        values,
        shape: shape(values),
        expr: (eb, bind) => eb(col.column, 'in', Object.keys(values).map(bind)),
        matches: (row) => options.some((v) => sqlEquals(cell(row), v)),
      };
    }
    case 'contains': {
      // No predicate: LIKE's case folding beyond ASCII differs between SQLite, PostgreSQL and JS.
      const text = String(c.value ?? '');
      const values = { [name]: `%${escapeLike(text)}%` };
      const plain = judgedCaseless(text, dialect);
      return {
        values,
        shape: `${shape(values)}${plain ? ':caseless' : ''}`,
        expr: (_eb, bind) => like(col.column, bind(name), dialect, { caseless: plain }),
        unindexedExpr: (_eb, bind) => like(col.column, bind(name), dialect, { unindexed: true, caseless: plain }),
      };
    }
    case 'null': {
      const isNull = c.value !== false;
      return {
        values: {},
        shape: `${c.field}:null:${isNull}`,
        expr: (eb) => (isNull ? eb(col.column, 'is', null) : eb(col.column, 'is not', null)),
        matches: (row) => (cell(row) === null || cell(row) === undefined) === isNull,
      };
    }
    default:
      throw badRequest(`不支持的筛选方式：${String((c as ListCondition).op)}`);
  }
}
