import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDb, type DialectName } from '../server/src/db/client';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/seed';
import { buildServer, SERVER_ARGS } from './built-server';
import { findDemoIds } from '../server/src/areas/platform/platform.seed';
import { loadPostgres, loadSqlite, rebuildStatsSql, type OrderScope } from './orders-data';
import { signedInHeaders } from './harness';

/**
 * `npm run bench:orders`: orders and quotations (about three lines each) across the demo tenant's
 * two projects — 200,000 into a fresh SQLite file and 1,000,000 into PostgreSQL (its own schema in
 * BENCH_PG_URL, dropped afterwards) — then the real server in its own process and autocannon
 * (10 connections, BENCH_SECONDS each) on the order list, findById and the dashboard calls, then the
 * order list again while an order is updated every 100 ms (each write invalidates the cached total).
 * Prints p50/p95/p99 and requests per second; asserts nothing.
 * Env: BENCH_SQLITE_ORDERS, BENCH_PG_ORDERS, BENCH_SECONDS, BENCH_PG_URL, BENCH_ONLY=sqlite|postgres.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNTS: Record<DialectName, number> = {
  sqlite: Number(process.env.BENCH_SQLITE_ORDERS ?? 200_000),
  postgres: Number(process.env.BENCH_PG_ORDERS ?? 1_000_000),
};
const root = path.resolve(import.meta.dirname, '..');

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, SERVER_ARGS, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('管理后台已启动')) resolve(child);
    });
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(name: string, url: string, headers: Record<string, string>) {
  const times: number[] = [];
  const instance = autocannon({ url, connections: 10, duration: SECONDS, headers });
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${name.padEnd(24, '　')} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms  ${Math.round(result.requests.average).toLocaleString()} 次/秒${errors ? `  错误 ${errors}` : ''}`,
  );
}

/** Migrates and seeds like a first start, then bulk-loads the orders; returns the server's env and a cleanup. */
async function prepare(dialect: DialectName, count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-bench-orders-'));
  const schema = dialect === 'postgres' ? `bench_orders_${randomBytes(4).toString('hex')}` : undefined;
  const admin = dialect === 'postgres' ? new pg.Client({ connectionString: PG_URL }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const databaseUrl = schema ? `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ACE_DATA_DIR: dataDir,
    ACE_CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
  };
  const db = openDb({ dataDir, databaseUrl: databaseUrl || undefined });
  await migrateToLatest(db);
  await seedDemo(db, loadConfig(env), pino({ level: 'silent' }));
  const demo = (await findDemoIds(db))!;
  const k = db.kysely as any;
  const products = (
    await k.selectFrom('product').select(['id', 'name', 'price']).where('project_id', '=', demo.mainProjectId).execute()
  ).map((p: any) => ({ ...p, price: Number(p.price) }));
  const customerIds = (await k.selectFrom('customer').select('id').where('project_id', '=', demo.mainProjectId).execute()).map(
    (c: any) => c.id,
  );
  await db.close();
  const scopes: OrderScope[] = [demo.mainProjectId, demo.secondProjectId].map((projectId) => ({
    tenantId: demo.tenantId,
    projectId,
    customerIds,
    products,
  }));

  const t0 = Date.now();
  const half = Math.floor(count / 2);
  if (dialect === 'sqlite') {
    const sqlite = new SQLite(path.join(dataDir, 'ace.sqlite'));
    for (const s of scopes) {
      loadSqlite(sqlite, s, half);
      for (const q of rebuildStatsSql(s.tenantId, s.projectId)) sqlite.exec(q);
    }
    sqlite.exec('ANALYZE');
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const s of scopes) {
      await loadPostgres(client, s, half);
      for (const q of rebuildStatsSql(s.tenantId, s.projectId)) await client.query(q);
    }
    await client.query('vacuum analyze');
    await client.end();
  }
  console.log(
    `  写入 ${count.toLocaleString()} 张订单/报价单（约 ${(count * 3).toLocaleString()} 行明细）用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`,
  );
  return {
    env,
    mainProjectId: demo.mainProjectId,
    async cleanup() {
      if (admin) {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(dialect: DialectName) {
  const count = COUNTS[dialect];
  console.log(`\n== ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}：${count.toLocaleString()} 张订单和报价单，两个项目`);
  const prep = await prepare(dialect, count);
  const port = 19000 + Math.floor(Math.random() * 1000);
  let server: ChildProcess | null = null;
  try {
    server = await startServer({ ...prep.env, PORT: String(port), HOST: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}/ace-apis`;
    const headers = await signedInHeaders(base, prep.mainProjectId);
    const list = 'type=0&status=3&sortField=orderDate&sortOrder=desc&pageNo=1&pageSize=10';
    const first = (await (await fetch(`${base}/business/order/list?${list}`, { headers })).json()) as {
      data: { total: number; rows: { _id: string }[] };
    };
    const collect = (await (await fetch(`${base}/business/order/dashboard/collect`, { headers })).json()) as {
      data: { orders: number; totals: number };
    };
    console.log(
      `  检查：已完成订单 ${first.data.total.toLocaleString()} 张；仪表盘订单数 ${collect.data.orders.toLocaleString()}，销售额 ¥${(collect.data.totals / 100).toLocaleString()}`,
    );
    const id = first.data.rows[5]._id;
    for (const [name, url] of [
      ['订单列表（类型+状态，按日期）', `${base}/business/order/list?${list}`],
      ['订单列表第 100 页', `${base}/business/order/list?${list.replace('pageNo=1', 'pageNo=100')}`],
      ['报价单列表（类型，按日期）', `${base}/business/order/list?type=1&sortField=orderDate&sortOrder=desc&pageNo=1&pageSize=10`],
      ['findById（含明细）', `${base}/business/order/findById?_id=${id}`],
      ['仪表盘 collect', `${base}/business/order/dashboard/collect`],
      ['趋势 week', `${base}/business/order/dashboard/trend?range=week`],
      ['趋势 month', `${base}/business/order/dashboard/trend?range=month`],
      ['趋势 year', `${base}/business/order/dashboard/trend?range=year`],
      ['未付款订单', `${base}/business/order/dashboard/unpaid`],
    ]) {
      await measure(name, url, headers);
    }
    // The list's total is cached until the next write in the project; a back office writes all day.
    // One remark update every 100 ms (as many staff saving at once) makes the list recount often.
    let writes = 0;
    const writer = setInterval(() => {
      writes += 1;
      void fetch(`${base}/business/order/update`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ _id: id, remark: `压测备注 ${writes}` }),
      });
    }, 100);
    try {
      await measure('订单列表（同时每 100 ms 一次写入）', `${base}/business/order/list?${list}`, headers);
    } finally {
      clearInterval(writer);
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await prep.cleanup();
  }
}

async function main() {
  buildServer();
  const only = process.env.BENCH_ONLY as DialectName | undefined;
  if (!only || only === 'sqlite') await run('sqlite');
  if (!only || only === 'postgres') {
    try {
      const probe = new pg.Client({ connectionString: PG_URL });
      await probe.connect();
      await probe.end();
    } catch (err) {
      console.log(`\n跳过 PostgreSQL（${PG_URL} 不可用：${(err as Error).message}）`);
      return;
    }
    await run('postgres');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
