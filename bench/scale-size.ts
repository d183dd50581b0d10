import type { ChildProcess } from 'node:child_process';
import { SERVER_ARGS } from './built-server';
import { signedInHeaders } from './harness';
import { drained, load, median, rssMb, spawnTimed, stop, timed, type Load } from './scale-measure';
import { ORDER_FILTER_FIRST_TERMS, ORDER_FILTER_TERM, SEARCH_TERMS } from './scale-names';
import type { ScaleDatabase } from './scale-db';
import { scopedManager } from './scale-scopes';
import type { Figure, ScaleReport } from './scale-report';

/** One size of one database in `npm run bench:scale`: every figure of the engine beside the bare one. */

export interface SizeOptions {
  seconds: number;
  rounds: number;
  starts: number;
  connections: number;
  /** Only start, memory, the first list and the data-scope figure (BENCH_SCALE_PART=scopes). */
  scopesOnly?: boolean;
}

interface ListAnswer {
  data: { total: number; rows: { _id: string }[] };
}

const API = '/ace-apis';
/** The order list as the client asks for it: the fixed type, the default sort, the first page of 10. */
const ORDER_LIST = `${API}/business/order/list?type=0&sortField=orderDate&sortOrder=desc&pageNo=1&pageSize=10`;
const orderFilter = (term: string) => `${ORDER_LIST}&customerName__contains=${encodeURIComponent(term)}`;
const customerSearch = (term: string) => `${API}/business/customer/list?q=${encodeURIComponent(term)}&pageNo=1&pageSize=10`;
const bareOrders = (term?: string) => `/orders${term ? `?customerName=${encodeURIComponent(term)}` : ''}`;
const bareSearch = (term: string) => `/customers?q=${encodeURIComponent(term)}`;

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;

/**
 * How long a process sits without requests before its idle memory is read again: V8 gives back the
 * young generation start-up grew (its memory reducer) some 8–10 s after start-up's last full collection.
 */
const IDLE_MS = 15_000;

/** Ports: the server, the bare handler, the minimal Fastify server, a second server. */
const portsFrom = (base: number) => ({ server: base, bare: base + 1, minimal: base + 2, second: base + 3 });

export async function measureSize(db: ScaleDatabase, size: number, opts: SizeOptions, report: ScaleReport): Promise<void> {
  const title = db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const ports = portsFrom(20_000 + Math.floor(Math.random() * 400) * 10);
  const serverEnv = { ...db.env, PORT: String(ports.server), HOST: '127.0.0.1' };
  const bareArgs = ['--import', 'tsx', 'bench/scale-bare.ts', db.dialect, db.target, String(ports.bare), db.tenantId, db.projectId];
  const pair = (figure: string, engine: Figure, bare: Figure, against?: string) => report.pair(title, size, figure, engine, bare, against);

  // Fresh processes, several times: start to first answer, the first order list (its total counted
  // for the first time), memory 1 s after a few requests and again once idle, beside a minimal Fastify server.
  let server: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  const starts = {
    server: [] as number[],
    minimal: [] as number[],
    serverMb: [] as number[],
    minimalMb: [] as number[],
    serverIdleMb: [] as number[],
    minimalIdleMb: [] as number[],
  };
  const firstList = { engine: [] as number[], bare: [] as number[] };
  const totals = { engine: 0, bare: 0 };
  let headers: Record<string, string> = {};
  let ids: string[] = [];
  try {
    for (let i = 0; i < opts.starts; i++) {
      const last = i === opts.starts - 1;
      const s = await spawnTimed(SERVER_ARGS, serverEnv, url(ports.server, `${API}/no/such/path`));
      starts.server.push(s.ms);
      headers = await signedInHeaders(url(ports.server, API), db.projectId);
      const first = await timed<ListAnswer>(url(ports.server, ORDER_LIST), headers);
      firstList.engine.push(first.ms);
      ids = first.body.data.rows.map((r) => r._id);
      totals.engine = first.body.data.total;
      for (let n = 0; n < 5; n++) await timed(url(ports.server, ORDER_LIST), headers);
      await settle(1000);
      starts.serverMb.push(rssMb(s.child.pid!));
      await settle(IDLE_MS - 1000);
      starts.serverIdleMb.push(rssMb(s.child.pid!));
      if (last) server = s.child;
      else await stop(s.child);

      const m = await spawnTimed(['bench/scale-minimal.mjs', String(ports.minimal)], db.env, url(ports.minimal, '/ping'));
      starts.minimal.push(m.ms);
      for (let n = 0; n < 6; n++) await timed(url(ports.minimal, '/ping'));
      await settle(1000);
      starts.minimalMb.push(rssMb(m.child.pid!));
      await settle(IDLE_MS - 1000);
      starts.minimalIdleMb.push(rssMb(m.child.pid!));
      await stop(m.child);

      const b = await spawnTimed(bareArgs, db.env, url(ports.bare, '/no/such/path'));
      const bareFirst = await timed<{ total: number }>(url(ports.bare, bareOrders()));
      firstList.bare.push(bareFirst.ms);
      totals.bare = bareFirst.body.total;
      if (last) bare = b.child;
      else await stop(b.child);
    }
    const same = totals.engine === totals.bare ? '' : `，裸处理器却数出 ${totals.bare.toLocaleString()} 张`;
    console.log(`  检查：订单列表共 ${totals.engine.toLocaleString()} 张${same}`);
    pair('start to first answer', { ms: starts.server }, { ms: starts.minimal }, 'a minimal Fastify server, one route');
    pair(
      'memory 1 s after start and a few requests (RSS)',
      { mb: starts.serverMb },
      { mb: starts.minimalMb },
      'a minimal Fastify server, one route',
    );
    pair(
      `idle memory (RSS after ${IDLE_MS / 1000} s without requests)`,
      { mb: starts.serverIdleMb },
      { mb: starts.minimalIdleMb },
      'a minimal Fastify server, one route',
    );
    pair('first order list with total after start', { ms: firstList.engine }, { ms: firstList.bare });

    if (!opts.scopesOnly) {
      await searchOnce(ports, headers, pair);
      await rounds(ports, { server: server!.pid!, bare: bare!.pid! }, headers, ids, opts, pair);
    }
    await scopeRounds(ports, headers, await scopedManager(url(ports.server, API), headers, db), opts, pair);
    if (db.dialect === 'postgres' && !opts.scopesOnly)
      await processes(ports, serverEnv, headers, opts, (one, oneOfTwo, two) => report.processes(size, one, oneOfTwo, two));
  } finally {
    if (server) await stop(server);
    if (bare) await stop(bare);
  }
}

type Pair = (figure: string, engine: Figure, bare: Figure) => void;

/** Every search term once, in order, before any round repeats them: each total counted for the first time. */
async function searchOnce(ports: ReturnType<typeof portsFrom>, headers: Record<string, string>, pair: Pair) {
  const engine: number[] = [];
  const bare: number[] = [];
  const hits: string[] = [];
  for (const term of SEARCH_TERMS) {
    const e = await timed<ListAnswer>(url(ports.server, customerSearch(term)), headers);
    const b = await timed<{ total: number }>(url(ports.bare, bareSearch(term)));
    engine.push(e.ms);
    bare.push(b.ms);
    const same = e.body.data.total === b.body.total ? '' : `（裸处理器 ${b.body.total}）`;
    hits.push(`${term} ${e.body.data.total.toLocaleString()}${same} ${e.ms.toFixed(0)}/${b.ms.toFixed(0)} ms`);
  }
  console.log(`  客户搜索各一次（命中数，服务/裸 ms）：${hits.join('；')}`);
  pair(`customer search, ${SEARCH_TERMS.length} terms once each: median`, { ms: [median(engine)] }, { ms: [median(bare)] });
  pair(`customer search, ${SEARCH_TERMS.length} terms once each: slowest`, { ms: [Math.max(...engine)] }, { ms: [Math.max(...bare)] });
}

/** Rounds of autocannon, engine and bare alternating which goes first, so the machine's noise hits both alike. */
async function rounds(
  ports: ReturnType<typeof portsFrom>,
  pids: { server: number; bare: number },
  headers: Record<string, string>,
  ids: string[],
  opts: SizeOptions,
  pair: Pair,
) {
  // `cpu`: the server's CPU per answer printed too, where the engine's own cost shows (the floor and the cheapest record read).
  const scenarios: { name: string; engine: string[]; bare: string[]; expect404?: boolean; cpu?: boolean }[] = [
    { name: 'order list with total', engine: [ORDER_LIST], bare: [bareOrders()] },
    {
      name: `order list filtered by 客户名称 (“${ORDER_FILTER_TERM}”), repeated`,
      engine: [orderFilter(ORDER_FILTER_TERM)],
      bare: [bareOrders(ORDER_FILTER_TERM)],
    },
    {
      name: `customer search, ${SEARCH_TERMS.length} terms in turn`,
      engine: SEARCH_TERMS.map(customerSearch),
      bare: SEARCH_TERMS.map(bareSearch),
    },
    {
      name: 'order findById (with lines)',
      engine: ids.map((id) => `${API}/business/order/findById?_id=${id}`),
      bare: ids.map((id) => `/order?id=${id}`),
      cpu: true,
    },
    { name: 'unknown path, 404 (the floor)', engine: [`${API}/no/such/path`], bare: ['/no/such/path'], expect404: true, cpu: true },
  ];
  const runs = new Map(scenarios.map((s) => [s.name, { engine: [] as Load[], bare: [] as Load[] }]));
  const firstFiltered = { engine: [] as number[], bare: [] as number[] };
  for (let round = 0; round < opts.rounds; round++) {
    const term = ORDER_FILTER_FIRST_TERMS[round % ORDER_FILTER_FIRST_TERMS.length];
    firstFiltered.engine.push((await timed(url(ports.server, orderFilter(term)), headers)).ms);
    firstFiltered.bare.push((await timed(url(ports.bare, bareOrders(term)))).ms);
    for (const s of scenarios) {
      const sides = round % 2 ? (['bare', 'engine'] as const) : (['engine', 'bare'] as const);
      for (const side of sides) {
        // Both sides' backlogs first: a bare LIKE scan takes seconds, and the requests autocannon left
        // in flight at the end of a round would be answered inside the next one, or beside it on the
        // same cores (the bare findById at a million rows got no answer in its round behind the
        // searches before it, and one request of each side did not wait for them).
        await Promise.all([drained(url(ports.server, `${API}/no/such/path`)), drained(url(ports.bare, '/no/such/path'))]);
        const l = await load({
          ports: [side === 'engine' ? ports.server : ports.bare],
          paths: s[side],
          headers: side === 'engine' ? headers : {},
          connections: opts.connections,
          seconds: opts.seconds,
          expect404: s.expect404,
          pids: [side === 'engine' ? pids.server : pids.bare],
        });
        runs.get(s.name)![side].push(l);
      }
    }
  }
  pair('order list filtered by 客户名称, first time for the term', { ms: firstFiltered.engine }, { ms: firstFiltered.bare });
  for (const s of scenarios) pair(s.name, { load: runs.get(s.name)!.engine }, { load: runs.get(s.name)!.bare });
  // What each answer cost the server process itself (the database's processes not counted): the figure the
  // load generator does not cap (on 2 cores it shares them, and parses every reply's headers).
  const cpuOf = (loads: Load[]) => ({ us: loads.map((l) => l.cpuUs ?? NaN) });
  for (const s of scenarios.filter((x) => x.cpu))
    pair(`${s.name}: server CPU per answer`, cpuOf(runs.get(s.name)!.engine), cpuOf(runs.get(s.name)!.bare));
}

/**
 * The order list under 本部门及以下 (a regional manager: a third of the orders, 31 owners) against the
 * same list under 全部 (the admin), both through the engine in the same process: the first answer
 * (its total counted for the first time), then, after both are warmed, rounds alternating which goes first.
 */
async function scopeRounds(
  ports: ReturnType<typeof portsFrom>,
  admin: Record<string, string>,
  manager: Record<string, string>,
  opts: SizeOptions,
  pair: (figure: string, engine: Figure, bare: Figure, against?: string) => void,
) {
  const first = await timed<ListAnswer>(url(ports.server, ORDER_LIST), manager);
  const all = await timed<ListAnswer>(url(ports.server, ORDER_LIST), admin);
  console.log(`  本部门及以下：${first.body.data.total.toLocaleString()} 张，全部 ${all.body.data.total.toLocaleString()} 张`);
  const against = 'the same list under 全部, same engine';
  pair('order list under 本部门及以下, first answer', { ms: [first.ms] }, { ms: [all.ms] }, `${against} (its total kept)`);
  // Both sides warmed first (discarded): a fresh process compiles its hot code during the first
  // seconds of load, which would count against whichever side the first round starts with.
  for (const headers of [manager, admin])
    await load({ ports: [ports.server], paths: [ORDER_LIST], headers, connections: opts.connections, seconds: 2 });
  const runs = { scoped: [] as Load[], all: [] as Load[] };
  for (let round = 0; round < opts.rounds; round++) {
    const sides = round % 2 ? (['all', 'scoped'] as const) : (['scoped', 'all'] as const);
    for (const side of sides)
      runs[side].push(
        await load({
          ports: [ports.server],
          paths: [ORDER_LIST],
          headers: side === 'scoped' ? manager : admin,
          connections: opts.connections,
          seconds: opts.seconds,
        }),
      );
  }
  pair('order list with total under 本部门及以下', { load: runs.scoped }, { load: runs.all }, against);
}

/** PostgreSQL: the order list with total through one process, then with a second process on the database. */
async function processes(
  ports: ReturnType<typeof portsFrom>,
  serverEnv: NodeJS.ProcessEnv,
  headers: Record<string, string>,
  opts: SizeOptions,
  done: (one: Load, oneOfTwo: Load, two: Load) => void,
) {
  const run = (p: number[]) => load({ ports: p, paths: [ORDER_LIST], headers, connections: opts.connections, seconds: opts.seconds });
  const one = await run([ports.server]);
  const second = await spawnTimed(SERVER_ARGS, { ...serverEnv, PORT: String(ports.second) }, url(ports.second, `${API}/no/such/path`));
  try {
    // Nothing to wait for: each process's totals are true at their list version (db/list/list-versions.ts).
    await settle(1000);
    const oneOfTwo = await run([ports.server]);
    const two = await run([ports.server, ports.second]);
    done(one, oneOfTwo, two);
  } finally {
    await stop(second.child);
  }
}
