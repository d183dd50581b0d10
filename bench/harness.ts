import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDb } from '../server/src/db/client';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/seed';
import { DEMO_PASSWORD, findDemoIds } from '../server/src/areas/platform/platform.seed';
import type { FastifyInstance } from 'fastify';
import type { ScopeIds } from './bench-data';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

/** What every benchmark of `bench/` shares: starting a server process and one autocannon run. */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = path.resolve(import.meta.dirname, '..');

/** Bearer token and project: the headers of a business call as `username` (a demo login). */
const callHeaders = (token: string, projectId: string) => ({ authorization: `Bearer ${token}`, projectid: projectId });

/** Signs in over HTTP at `base` (…/ace-apis) as a demo login; answers the headers of its calls in `projectId`. */
export async function signedInHeaders(base: string, projectId: string, username = 'demo_admin'): Promise<Record<string, string>> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return callHeaders(((await login.json()) as { data: { token: string } }).data.token, projectId);
}

/** The same through `app.inject`, for an app built in this process. */
export async function injectedSignIn(app: FastifyInstance, projectId: string, username = 'demo_admin'): Promise<Record<string, string>> {
  const login = await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password: DEMO_PASSWORD } });
  return callHeaders(login.json().data.token, projectId);
}

/** Starts a process of node with `args` and resolves once its output matches `ready`. */
export function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code}):\n${out}`)));
  });
}

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One autocannon run; latencies collected per response so p95 is exact (autocannon reports p97.5, not p95). */
export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A fresh SQLite data folder with the demo tenant seeded as on first start: the environment a server
 * process of the benchmark runs with, the demo's ids, and the ids bench-data.ts spreads rows over.
 */
export async function seededDemo(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    ACE_DATA_DIR: dataDir,
    ACE_CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
  };
  const db = openDb({ dataDir });
  await migrateToLatest(db);
  await seedDemo(db, loadConfig(env), pino({ level: 'silent' }));
  const demo = (await findDemoIds(db))!;
  const scope = { tenantId: demo.tenantId, projectId: demo.mainProjectId };
  const idsOf = async (table: string, where?: [string, string]) => {
    let q = (db.kysely as any)
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', scope.tenantId)
      .where('project_id', '=', scope.projectId);
    if (where) q = q.where(where[0], '=', where[1]);
    return ((await q.execute()) as { id: string }[]).map((r) => r.id);
  };
  const ids: ScopeIds = {
    ...scope,
    productCategoryIds: await idsOf('categories', ['belong_to', 'product']),
    customerCategoryIds: await idsOf('categories', ['belong_to', 'customer']),
    supplierIds: await idsOf('supplier'),
    tagIds: await idsOf('customer_tags'),
    ownerIds: [demo.adminUserId, demo.staffUserId],
  };
  await db.close();
  return { dataDir, env, demo, scope, ids };
}
