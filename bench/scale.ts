import pg from 'pg';
import type { DialectName } from '../server/src/db/client';
import { buildServer } from './built-server';
import { prepareScaleDatabase } from './scale-db';
import { measureSize, type SizeOptions } from './scale-size';
import { ScaleReport } from './scale-report';

/**
 * `npm run bench:scale`: a company's years of data (docs/performance.md). Customers and orders (about three lines each) at 10,000, 100,000 and 1,000,000 rows of each,
 * on SQLite (a fresh folder) and PostgreSQL (its own schema in BENCH_PG_URL, dropped after); the data
 * grows from one size to the next. At each size the built server in its own process, signed in as the
 * demo admin, beside a bare Fastify + better-sqlite3 / pg handler on the same tables (scale-bare.ts):
 * start time and idle memory (against a minimal Fastify server), the first order list of a fresh
 * process, the order list with total, filtered by 客户名称 (first and repeated), customer search over
 * terms from rare to common, findById and the 404 floor; on PostgreSQL also one server process against
 * two. Prints figures and Markdown tables; asserts nothing.
 * Also the order list under 本部门及以下 against the same list under 全部 (scale-scopes.ts).
 * Env: BENCH_SCALE_SIZES, BENCH_SECONDS (default 5), BENCH_SCALE_ROUNDS, BENCH_SCALE_STARTS,
 * BENCH_ONLY=sqlite|postgres, BENCH_PG_URL, BENCH_SCALE_PART=scopes (only start, the first list and the scope figure).
 */
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OPTIONS: SizeOptions = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_SCALE_ROUNDS ?? 2),
  starts: Number(process.env.BENCH_SCALE_STARTS ?? 3),
  connections: 10,
  scopesOnly: process.env.BENCH_SCALE_PART === 'scopes',
};

async function run(dialect: DialectName, report: ScaleReport) {
  const title = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const db = await prepareScaleDatabase(dialect, PG_URL);
  try {
    for (const size of SIZES) {
      const t0 = Date.now();
      await db.grow(size);
      console.log(
        `\n== ${title}：${size.toLocaleString()} 个客户和 ${size.toLocaleString()} 张订单/报价单（约 ${(size * 3).toLocaleString()} 行明细），写入用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`,
      );
      const indexes = await db.textIndexes();
      console.log(`  子串索引：${indexes.length ? indexes.join('、') : '无（搜索和 __contains 逐行比较）'}`);
      report.note(
        title,
        `- ${size.toLocaleString()} rows: substring indexes ${indexes.length ? indexes.map((i) => `\`${i}\``).join(', ') : 'none'} (the bare handler's LIKE on SQLite never uses one; its ILIKE on PostgreSQL does when the planner picks it).`,
      );
      await measureSize(db, size, OPTIONS, report);
    }
  } finally {
    await db.cleanup();
  }
}

async function postgresReachable(): Promise<boolean> {
  try {
    const probe = new pg.Client({ connectionString: PG_URL });
    await probe.connect();
    await probe.end();
    return true;
  } catch (err) {
    console.log(`\n跳过 PostgreSQL（${PG_URL} 不可用：${(err as Error).message}）`);
    return false;
  }
}

async function main() {
  if (SIZES.some((n) => !(n > 0)) || SIZES.some((n, i) => i > 0 && n <= SIZES[i - 1])) {
    throw new Error(`BENCH_SCALE_SIZES 应为递增的正整数，如 10000,100000：${process.env.BENCH_SCALE_SIZES}`);
  }
  buildServer();
  const started = Date.now();
  const report = new ScaleReport();
  const only = process.env.BENCH_ONLY as DialectName | undefined;
  if (!only || only === 'sqlite') await run('sqlite', report);
  if ((!only || only === 'postgres') && (await postgresReachable())) await run('postgres', report);
  report.print();
  console.log(`\n总用时 ${((Date.now() - started) / 60_000).toFixed(1)} 分钟`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
