import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannonAny, { type RequestsInstance, type RequestsOptions } from 'autocannon';
import pg from 'pg';
import type { DialectName } from '../server/src/db/client';
import { DEMO_PASSWORD } from '../server/src/areas/platform/platform.seed';
import { buildServer, SERVER_ARGS } from './built-server';
import { prepareDatabase, type LoadDatabase, type RowCounts } from './load-db';
import { LoadTally, mixedRequest, type LoadFixture } from './load-mix';
import { printRun } from './load-report';
import { apiCall } from './api-call';

/**
 * `npm run bench:load`: the built server under a mixed load of reads and writes — lists and records of
 * orders, customers and products, new customers and products, updates, payments on orders — from 100
 * connections for 60 s, on a database of its own (a fresh SQLite folder; a fresh schema in PostgreSQL,
 * dropped after). Prints p50/p95/p99, requests per second, non-2xx replies and errors, and checks that
 * every acknowledged add is a row in the database and nothing else is. Asserts no time; exits 1 only
 * when the rows and the acknowledged adds disagree.
 *
 *   --duration 60  --connections 100  --db sqlite|postgres|all (default: sqlite, and PostgreSQL when
 *   DATABASE_URL is set)  --processes 2 (PostgreSQL: one process, then two on separate ports sharing the
 *   connections)  --no-build
 * PostgreSQL: DATABASE_URL, else BENCH_PG_URL, else postgres://postgres@127.0.0.1:5432/test.
 */
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    processes: { type: 'string', default: '1' },
    db: { type: 'string', default: process.env.DATABASE_URL ? 'all' : 'sqlite' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const PROCESSES = Number(flags.processes);
const PG_URL = process.env.DATABASE_URL || process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
/** autocannon with the options of autocannon-requests.d.ts. */
const autocannon = autocannonAny as unknown as (o: RequestsOptions) => RequestsInstance;
if (!['sqlite', 'postgres', 'all'].includes(flags.db!) || !(SECONDS > 0) || !(CONNECTIONS > 0) || !(PROCESSES >= 1)) {
  console.error(
    '用法：npm run bench:load -- [--duration 秒] [--connections 连接数] [--db sqlite|postgres|all] [--processes 2] [--no-build]',
  );
  process.exit(1);
}

interface Server {
  child: ChildProcess;
  /** Error lines the server logged (pino level ≥ 50): a 5xx's own account of itself. */
  errors: string[];
}

function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, SERVER_ARGS, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const server: Server = { child, errors: [] };
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      for (const line of d.toString().split('\n'))
        if (/"level":(50|60)/.test(line) && server.errors.length < 5) server.errors.push(line.slice(0, 600));
      if (out.includes('管理后台已启动')) resolve(server);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`服务进程退出（${code}）：\n${out.slice(-2000)}`)));
  });
}

async function stopServer(s: Server) {
  if (s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM'); // lets requests in flight finish, so the row counts after are final
  await exited;
}

/** A session and 100 formal orders (处理中, ¥10亿 each) that the run's payments go to. */
async function fixtureFor(db: LoadDatabase, base: string): Promise<LoadFixture> {
  const api = `${base}/ace-apis`;
  const { token } = await apiCall<{ token: string }>(api, {}, 'POST', '/login', { username: 'demo_admin', password: DEMO_PASSWORD });
  const headers = { authorization: `Bearer ${token}`, projectid: db.projectId };
  const payOrderIds: string[] = [];
  for (let i = 0; i < 100; i++) {
    const order = await apiCall<{ _id: string }>(api, headers, 'POST', '/business/order/add', {
      type: 0,
      status: 1,
      customerId: db.customerIds[i % db.customerIds.length],
      lines: [{ productName: '压测服务', unitPrice: 100_000_000, quantity: 1000 }],
    });
    payOrderIds.push(order._id);
  }
  return {
    token,
    projectId: db.projectId,
    customerIds: db.customerIds,
    productIds: db.productIds,
    orderIds: db.orderIds,
    payOrderIds,
    payModeId: db.payModeId,
  };
}

/** autocannon on every server at once, the connections split evenly among them. */
async function drive(ports: number[], fixture: LoadFixture, tally: LoadTally) {
  const tag = Date.now().toString(36);
  const started = performance.now();
  const results = await Promise.all(
    ports.map((port, i) => {
      const instance = autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.floor(CONNECTIONS / ports.length) + (i < CONNECTIONS % ports.length ? 1 : 0),
        duration: SECONDS,
        timeout: 10,
        requests: [mixedRequest(fixture, tally, tag, i + 1)],
      });
      instance.on('response', (_c, _s, _b, ms) => tally.latency(ms));
      return instance;
    }),
  );
  return { seconds: (performance.now() - started) / 1000, errors: results.reduce((s, r) => s + r.errors, 0) };
}

/** One run of `processes` servers on the database; the row counts are read once they have stopped. Returns requests per second. */
async function runLoad(db: LoadDatabase, processes: number, title: string): Promise<number> {
  const first = 20000 + Math.floor(Math.random() * 5000);
  const ports = Array.from({ length: processes }, (_v, i) => first + i);
  const servers: Server[] = [];
  const tally = new LoadTally();
  let figures: { before: RowCounts; seconds: number; errors: number };
  try {
    for (const port of ports) servers.push(await startServer({ ...db.env, PORT: String(port), HOST: '127.0.0.1' }));
    const fixture = await fixtureFor(db, `http://127.0.0.1:${first}`);
    const before = await db.counts();
    figures = { before, ...(await drive(ports, fixture, tally)) };
  } finally {
    for (const s of servers) await stopServer(s);
  }
  tally.close();
  const after = await db.counts();
  return printRun({ title, tally, ...figures, after, serverErrors: servers.flatMap((s) => s.errors) });
}

async function bench(dialect: DialectName) {
  const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const db = await prepareDatabase(dialect, PG_URL);
  const counts = `演示数据：客户 ${db.customerIds.length}、产品 ${db.productIds.length}、订单 ${db.orderIds.length}`;
  try {
    if (dialect === 'sqlite' || PROCESSES === 1) {
      if (dialect === 'sqlite' && PROCESSES > 1) console.log('\n（SQLite 的数据文件只由一个服务进程使用：--processes 只用于 PostgreSQL）');
      await runLoad(db, 1, `${name}：1 个服务进程，${CONNECTIONS} 个连接，${SECONDS} 秒（${counts}）`);
      return;
    }
    const one = await runLoad(db, 1, `${name}：1 个服务进程，${CONNECTIONS} 个连接，${SECONDS} 秒（${counts}）`);
    const many = await runLoad(db, PROCESSES, `${name}：${PROCESSES} 个服务进程（各占 ${CONNECTIONS / PROCESSES} 个连接），同一数据库`);
    console.log(
      `\n${PROCESSES} 个进程 / 1 个进程：${(many / one).toFixed(2)}×（${Math.round(many).toLocaleString()} / ${Math.round(one).toLocaleString()} 次/秒）`,
    );
  } finally {
    await db.cleanup();
  }
}

async function main() {
  if (!flags['no-build']) buildServer();
  const which = flags.db === 'all' ? (['sqlite', 'postgres'] as const) : [flags.db as DialectName];
  for (const dialect of which) {
    if (dialect === 'postgres') {
      const probe = new pg.Client({ connectionString: PG_URL });
      try {
        await probe.connect();
        await probe.end();
      } catch (err) {
        console.log(`\n跳过 PostgreSQL（${PG_URL} 不可用：${(err as Error).message}）`);
        continue;
      }
    }
    await bench(dialect);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
