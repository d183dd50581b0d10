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
/** About how many table rows an estimate reads. */
const SAMPLE_ROWS = 20_000;
/** PostgreSQL samples at least this many pages. */
const SAMPLE_PAGES = 300;
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
 * The list's total: exact when `exact` or when at most EXACT_COUNT_LIMIT rows match, else an estimate
 * (never below what the stopped count saw).
 */
export async function countTotal(db: Db, table: string, where: Where, run: Run, exact: boolean): Promise<CountedTotal> {
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
    { cap: EXACT_COUNT_LIMIT + 1 },
  );
  const seen = Number(capped?.n ?? 0);
  if (seen <= EXACT_COUNT_LIMIT) return { total: seen, estimated: false };
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
 * PostgreSQL: the share of matching rows in a TABLESAMPLE SYSTEM of about SAMPLE_ROWS rows (and at
 * least SAMPLE_PAGES pages), times the table's live rows as PostgreSQL's planner reckons them: the
 * density its last VACUUM or ANALYZE counted (reltuples over relpages) over the pages the table has now.
 * Not the density of the sampled pages: SYSTEM returns no row of an empty page, and a table whose rows
 * were all rewritten and vacuumed has about half its pages empty, which counted the total twice over.
 * A table never analysed has no such density; its rows are the sample's scaled by its pages (its pages
 * are then full, as written).
 */
async function pgSample(db: Db, table: string, where: Where, run: Run): Promise<number> {
  const k = db.kysely as any;
  const [stats] = await run(
    'relation-size',
    (bind) =>
      k
        .selectFrom('pg_class')
        .select(['reltuples', 'relpages', sql`pg_relation_size(oid) / current_setting('block_size')::int`.as('pages')])
        .where('oid', '=', sql`to_regclass(${bind('table')})`),
    { table },
  );
  const rows = Number(stats?.reltuples ?? 0);
  const counted = Number(stats?.relpages ?? 0);
  const pages = Number(stats?.pages ?? 0);
  // SYSTEM samples whole pages: enough of them that the share is steady; by rows once analysed (reltuples > 0).
  const share = Math.max(rows > 0 ? SAMPLE_ROWS / rows : 0, pages > 0 ? SAMPLE_PAGES / pages : 1);
  const percent = Math.min(100, Math.max(0.001, share * 100));
  const [row] = await run(
    'sample',
    (bind) =>
      k
        .selectFrom(sql`(select *, ctid as sampled_row from ${sql.table(table)} tablesample system (${bind('percent')}::real))`.as(table))
        .select((eb: any) => [
          eb.fn.countAll().filterWhere(where(bind, 'sample')).as('n'),
          eb.fn.countAll().as('sampled'),
          sql`count(distinct (sampled_row::text::point)[0])`.as('pages'),
        ]),
    { percent },
  );
  const sampled = Number(row?.sampled ?? 0);
  if (!sampled) return 0;
  const read = Number(row?.pages ?? 0);
  const live = rows > 0 && counted > 0 ? (rows / counted) * Math.max(pages, 1) : (sampled * Math.max(pages, read)) / read;
  return (Number(row?.n ?? 0) / sampled) * live;
}
