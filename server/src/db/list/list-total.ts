import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../client';
import type { Bind } from './list-conditions';

/**
 * The total of a list, within a budget (docs/decisions.md, "List totals: exact up to a budget"):
 * counting is exact up to EXACT_COUNT_LIMIT matching rows (a count that stops there reads at most
 * that many index entries); past it, unless the caller asks for the exact figure, the total is an
 * estimate from a sample of the table, answered as such (`totalEstimated`, shown as 约 N 条).
 */
export const EXACT_COUNT_LIMIT = 20_000;
/**
 * The budget of a count whose every row is read from the table and judged there (a common substring
 * term: its index only proposes candidates, scattered over the table). Such a row costs 8–15 µs with
 * the table in memory and about 30 µs on SQLite when it is not, where an index entry costs under one.
 * At a million orders a term's first filtered list (about 20,000 matching) took 115–230 ms counted to
 * 20,000 such rows, 44–97 ms counted to 5,000 (docs/performance.md).
 */
export const JUDGED_COUNT_LIMIT = 5_000;
/** About how many table rows an estimate reads. */
const SAMPLE_ROWS = 20_000;
/** PostgreSQL samples at least this many pages: a table never analysed has no row count to size its sample by. */
const SAMPLE_PAGES = 1_000;
/** SQLite reads its sample in this many slices of rowids spread over the table. */
const SLICES = 20;

export interface CountedTotal {
  total: number;
  estimated: boolean;
}

/** The list's conditions for a count, or for a sample's slice of rows (list-query.ts). */
type Where = (bind: Bind, use?: 'count' | 'sample') => (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
/** Runs a query of `kind` built with `build` (templated per shape by list-query.ts) and answers its rows. */
type Run = (kind: string, build: (bind: Bind) => any, values?: Record<string, unknown>) => Promise<any[]>;

/** Three significant digits: an estimate says no more than it knows. */
function roughly(n: number): number {
  if (n < 1000) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

/**
 * The list's total: exact when `exact` or when at most EXACT_COUNT_LIMIT rows match (JUDGED_COUNT_LIMIT
 * when `judged`: each counted row is read and judged from the table), else an estimate (never below
 * what the stopped count saw).
 */
export async function countTotal(db: Db, table: string, where: Where, run: Run, exact: boolean, judged = false): Promise<CountedTotal> {
  const k = db.kysely as any;
  if (exact) {
    const [row] = await run('count', (bind) =>
      k
        .selectFrom(table)
        .where(where(bind))
        .select((eb: any) => eb.fn.countAll().as('n')),
    );
    return { total: Number(row?.n ?? 0), estimated: false };
  }
  const limit = judged ? JUDGED_COUNT_LIMIT : EXACT_COUNT_LIMIT;
  const [capped] = await run(
    'capped',
    (bind) =>
      k
        .selectFrom(
          k
            .selectFrom(table)
            .where(where(bind))
            .select(sql`1`.as('one'))
            .limit(bind('cap'))
            .as('capped'),
        )
        .select((eb: any) => eb.fn.countAll().as('n')),
    { cap: limit + 1 },
  );
  const seen = Number(capped?.n ?? 0);
  if (seen <= limit) return { total: seen, estimated: false };
  const sampled = db.dialect === 'postgres' ? await pgSample(db, table, where, run) : await sqliteSample(db, table, where, run);
  return { total: roughly(Math.max(sampled, seen)), estimated: true };
}

/** SQLite: the share of matching rows among SLICES runs of rowids spread evenly over the table, times its rowid span. */
async function sqliteSample(db: Db, table: string, where: Where, run: Run): Promise<number> {
  const k = db.kysely as any;
  // Each end in a query of its own: SQLite reads min(rowid) or max(rowid) off one end of the table's
  // b-tree, but both in one query make it scan the whole table (60–90 ms at a million rows).
  const [ends] = await run('rowids', () =>
    k.selectNoFrom([
      sql`(select min(rowid) from ${sql.table(table)})`.as('lo'),
      sql`(select max(rowid) from ${sql.table(table)})`.as('hi'),
    ]),
  );
  const lo = Number(ends?.lo ?? 0);
  const span = Number(ends?.hi ?? 0) - lo + 1;
  const width = Math.max(1, Math.ceil(SAMPLE_ROWS / SLICES));
  let matched = 0;
  let slots = 0;
  for (let i = 0; i < SLICES && slots < span; i++) {
    const from = lo + Math.floor((i * span) / SLICES);
    const to = Math.min(from + width - 1, lo + span - 1);
    const [row] = await run(
      'sample',
      (bind) =>
        k
          .selectFrom(table)
          .where(where(bind, 'sample'))
          .where(sql.ref('rowid'), '>=', bind('from'))
          .where(sql.ref('rowid'), '<=', bind('to'))
          .select((eb: any) => eb.fn.countAll().as('n')),
      { from, to },
    );
    matched += Number(row?.n ?? 0);
    slots += to - from + 1;
  }
  return slots ? (matched / slots) * span : 0;
}

/**
 * PostgreSQL: the matching rows of a TABLESAMPLE SYSTEM of about SAMPLE_ROWS rows (and at least
 * SAMPLE_PAGES pages) over the share of pages it samples. SYSTEM keeps each page with that
 * probability, so the figure is unbiased whatever the pages hold: empty pages after a VACUUM, or the
 * dead versions an UPDATE leaves until one. Rejected: the sample's share times the live rows by the
 * planner's density (reltuples over relpages) over the pages the table has now, which an UPDATE of
 * half the rows, not yet vacuumed, made half as many again; and the density of the sampled pages,
 * which an empty page (SYSTEM returns no row of it) made twice the truth after a rewrite and VACUUM.
 */
async function pgSample(db: Db, table: string, where: Where, run: Run): Promise<number> {
  const k = db.kysely as any;
  const [stats] = await run(
    'relation-size',
    (bind) =>
      k
        .selectFrom('pg_class')
        .select(['reltuples', sql`pg_relation_size(oid) / current_setting('block_size')::int`.as('pages')])
        .where('oid', '=', sql`to_regclass(${bind('table')})`),
    { table },
  );
  const rows = Number(stats?.reltuples ?? 0);
  const pages = Number(stats?.pages ?? 0);
  // Enough pages that the figure is steady; by rows once analysed (reltuples > 0). PostgreSQL takes the share as a real.
  const percent = Math.fround(
    Math.min(100, Math.max(0.001, Math.max(rows > 0 ? SAMPLE_ROWS / rows : 0, pages > 0 ? SAMPLE_PAGES / pages : 1) * 100)),
  );
  const [row] = await run(
    'sample',
    (bind) =>
      k
        .selectFrom(sql`(select * from ${sql.table(table)} tablesample system (${bind('percent')}::real))`.as(table))
        .select((eb: any) => eb.fn.countAll().filterWhere(where(bind, 'sample')).as('n')),
    { percent },
  );
  return Number(row?.n ?? 0) / (percent / 100);
}
