import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import type { ChildProcess } from 'node:child_process';
import { loadConfig } from '../server/src/config';
import { openDb } from '../server/src/db/client';
import { buildApp } from '../server/src/app';
import { withoutAuditTrail } from '../server/src/db/audit/audit-trail';
import { loadRows } from './bench-data';
import { buildServer, SERVER_ARGS } from './built-server';
import { injectedSignIn, seededDemo, signedInHeaders, start } from './harness';

/**
 * `npm run bench:records` (docs/performance.md): what data in, data out and the audit trail cost.
 * 1. Export: the built server exports every customer of a 10,000-row and then a 100,000-row database
 *    as .xlsx; rows per second and the server's peak memory (its VmHWM, read after the export), beside
 *    a bare Fastify + better-sqlite3 + exceljs handler on the same file. The peak must not grow with
 *    the rows.
 * 2. Import: IMPORT_ROWS customers from an .xlsx through the real app in this process (a job), rows per second.
 * 3. The audit trail: customers added one after another through the real app in this process, in
 *    rounds with and without the trail (withoutAuditTrail), alternating; writes per second of each.
 * Prints figures; asserts nothing. BENCH_EXPORT_ROWS (default 10000,100000), BENCH_IMPORT_ROWS (10000) and
 * BENCH_WRITES (2000) override.
 */
const EXPORT_ROWS = (process.env.BENCH_EXPORT_ROWS ?? '10000,100000').split(',').map(Number);
const WRITES = Number(process.env.BENCH_WRITES ?? 2000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

/** The peak resident memory of a process so far, in MB (Linux: /proc). */
const peakMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function timedDownload(url: string, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { seconds: (performance.now() - t0) / 1000, bytes };
}

async function exportRound(rows: number) {
  const { dataDir, env, scope, ids } = await seededDemo('ace-bench-records-');
  const sqlite = new SQLite(path.join(dataDir, 'ace.sqlite'));
  loadRows(sqlite, ids, rows);
  sqlite.exec('ANALYZE');
  const total = (
    sqlite.prepare('select count(*) as n from customer where tenant_id = ? and deleted_at is null').get(scope.tenantId) as { n: number }
  ).n;
  sqlite.close();
  const port = 19000 + Math.floor(Math.random() * 900);
  const procs: ChildProcess[] = [];
  try {
    // BENCH_HEAP_MB caps the server's heap: an export holding its rows would fail under a cap a streamed one fits in.
    const heap = process.env.BENCH_HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${process.env.BENCH_HEAP_MB}` } : {};
    const server = await start(SERVER_ARGS, { ...env, ...heap, PORT: String(port), HOST: '127.0.0.1' }, /管理后台已启动/);
    procs.push(server);
    const base = `http://127.0.0.1:${port}/ace-apis`;
    const headers = await signedInHeaders(base, scope.projectId);
    const columns = 'name,type,contactName,contactValue,categoryId,tags,ownerId,region,createdAt';
    // A first small read, so the peak below is the export's, not the start's.
    await fetch(`${base}/business/customer/list?pageSize=10`, { headers });
    const before = residentMb(server.pid!);
    const app = await timedDownload(`${base}/business/customer/export?columns=${columns}&sortField=createdAt&sortOrder=desc`, headers);
    const appPeak = peakMb(server.pid!);
    const bare = await start(
      ['--import', 'tsx', 'bench/bare-export.ts', path.join(dataDir, 'ace.sqlite'), String(port + 1), scope.tenantId, scope.projectId],
      env,
      /bare-ready/,
    );
    procs.push(bare);
    const bareBefore = residentMb(bare.pid!);
    const floor = await timedDownload(`http://127.0.0.1:${port + 1}/export`);
    const barePeak = peakMb(bare.pid!);
    return { rows: total, app, appBefore: before, appPeak, bare: floor, bareBefore, barePeak };
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function auditRound() {
  const { dataDir, env, scope } = await seededDemo('ace-bench-audit-');
  const config = loadConfig(env);
  const db = openDb({ dataDir });
  const app = await buildApp({ config, db, logger: { level: 'silent' } });
  try {
    const headers = await injectedSignIn(app, scope.projectId);
    let n = 0;
    const add = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/ace-apis/business/customer/add',
        headers,
        payload: { name: `压测客户${++n}`, type: 1, contactMethod: 0, contactValue: '13800138000' },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    };
    const round = async (count: number) => {
      const t0 = performance.now();
      for (let i = 0; i < count; i++) await add();
      return count / ((performance.now() - t0) / 1000);
    };
    await round(100); // warm-up
    const withTrail: number[] = [];
    const without: number[] = [];
    const per = Math.max(50, Math.floor(WRITES / 8));
    // Alternating, and which goes first alternating too: neither gains from running after the other.
    for (let i = 0; i < 4; i++) {
      if (i % 2) without.push(await withoutAuditTrail(() => round(per)));
      withTrail.push(await round(per));
      if (!(i % 2)) without.push(await withoutAuditTrail(() => round(per)));
    }
    const avg = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    const entries = await db.kysely
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return { withTrail: avg(withTrail), without: avg(without), per, entries: Number(entries.n) };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const BOUNDARY = 'ace-bench-import';

/** An .xlsx of `rows` customers under the template's headers, as a person fills it. */
async function customerSheet(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(['*客户名称', '*联系号码']);
  for (let i = 0; i < rows; i++) sheet.addRow([`导入压测${i}`, `139${String(i).padStart(8, '0')}`]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Imports IMPORT_ROWS customers through the real app in this process (a job above 1,000 rows), followed to its end. */
async function importRound() {
  const { dataDir, env, scope } = await seededDemo('ace-bench-import-');
  const db = openDb({ dataDir });
  const app = await buildApp({ config: loadConfig(env), db, logger: { level: 'silent' } });
  try {
    const headers = await injectedSignIn(app, scope.projectId);
    const file = await customerSheet(IMPORT_ROWS);
    const body = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="customers.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const t0 = performance.now();
    const started = await app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/import',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
    const jobId = started.json().data?.jobId as string | undefined;
    let created = Number(started.json().data?.created ?? 0);
    while (jobId) {
      const job = (await app.inject({ method: 'GET', url: `/ace-apis/setting/job/findById?_id=${jobId}`, headers })).json().data.value;
      if (job.status !== 'running') {
        if (job.status !== 'done') throw new Error(`导入任务失败：${job.message}`);
        created = job.result.created;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    return { rows: created, seconds: (performance.now() - t0) / 1000, bytes: file.byteLength };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `BENCH_ONLY=export|import|audit`: one part alone (default all). */
const ONLY = process.env.BENCH_ONLY;
const runs = (part: string) => !ONLY || ONLY === part;

async function main() {
  if (!runs('export')) return otherParts();
  buildServer();
  console.log('导出（内置服务 vs 裸 Fastify + better-sqlite3 + exceljs，同一数据库文件）');
  for (const rows of EXPORT_ROWS) {
    const r = await exportRound(rows);
    const rate = (s: number) => Math.round(r.rows / s).toLocaleString('en-US');
    console.log(
      `  ${r.rows.toLocaleString('en-US')} 行：应用 ${r.app.seconds.toFixed(1)} 秒（${rate(r.app.seconds)} 行/秒，${(r.app.bytes / 1e6).toFixed(1)} MB），` +
        `内存 ${r.appBefore.toFixed(0)} → 峰值 ${r.appPeak.toFixed(0)} MB；裸处理 ${r.bare.seconds.toFixed(1)} 秒（${rate(r.bare.seconds)} 行/秒），` +
        `内存 ${r.bareBefore.toFixed(0)} → 峰值 ${r.barePeak.toFixed(0)} MB`,
    );
  }
  await otherParts();
}

async function otherParts() {
  if (runs('import')) {
    const imp = await importRound();
    console.log(
      `导入（同一进程，.xlsx ${(imp.bytes / 1e6).toFixed(1)} MB）：${imp.rows.toLocaleString('en-US')} 行 ${imp.seconds.toFixed(1)} 秒，${Math.round(imp.rows / imp.seconds).toLocaleString('en-US')} 行/秒`,
    );
  }
  if (!runs('audit')) return;
  console.log('写入与审计日志（同一进程，逐条新增客户，有/无审计日志交替 4 轮）');
  const a = await auditRound();
  console.log(
    `  每轮 ${a.per} 条：有审计日志 ${a.withTrail.toFixed(0)} 次/秒，无审计日志 ${a.without.toFixed(0)} 次/秒，` +
      `少 ${(((a.without - a.withTrail) / a.without) * 100).toFixed(1)} %（审计记录 ${a.entries} 条）`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
