import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadRows } from './bench-data';
import { buildServer, SERVER_ARGS } from './built-server';
import { measure, seededDemo, signedInHeaders, start, type Figures } from './harness';
import { apiCall } from './api-call';

/**
 * `npm run bench`: 100,000 customers and 100,000 products in a fresh SQLite database, the real
 * server (auth, project scope, validation, envelope) in its own process, then autocannon with 10
 * connections for 10 s per scenario; the same queries against a bare Fastify + better-sqlite3
 * handler for comparison. Prints figures; asserts nothing. BENCH_ROWS / BENCH_SECONDS override;
 * BENCH_KEEP=1 keeps the data folder for a look at query plans.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/**
 * A user with a custom role (销售 压测: products and customers, `own` scope) through the API as an
 * admin would set it up: the role, then demo_staff holding only it; answers that user's headers.
 */
async function ownScopeCaller(base: string, admin: Record<string, string>, staffUserId: string, projectId: string) {
  const call = async (method: string, url: string, body: unknown) =>
    (await apiCall<{ value: { _id: string } }>(base, admin, method, url, body)).value;
  const own = { actions: ['list', 'show'], scope: 'own' };
  const role = await call('POST', '/setting/role/add', { name: '销售（压测）', permissions: { product: own, customer: own } });
  await call('PUT', '/setting/org/update', { _id: staffUserId, roleIds: [role._id] });
  return signedInHeaders(base, projectId, 'demo_staff');
}

async function main() {
  const { dataDir, env, demo, scope, ids } = await seededDemo('ace-bench-');
  console.log(`数据目录 ${dataDir}；准备 ${ROWS.toLocaleString()} 个客户和 ${ROWS.toLocaleString()} 个产品…`);

  const file = path.join(dataDir, 'ace.sqlite');
  const sqlite = new SQLite(file);
  const t0 = Date.now();
  const loaded = loadRows(sqlite, ids, ROWS);
  sqlite.exec('ANALYZE');
  sqlite.close();
  console.log(`写入 ${(2 * ROWS).toLocaleString()} 行用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`);

  const port = 18000 + Math.floor(Math.random() * 1000);
  buildServer();
  const server = await start(SERVER_ARGS, { ...env, PORT: String(port), HOST: '127.0.0.1' }, /管理后台已启动/);
  const bare = await start(
    ['--import', 'tsx', 'bench/bare-server.ts', file, String(port + 1), scope.tenantId, scope.projectId],
    env,
    /bare-ready/,
  );
  try {
    const base = `http://127.0.0.1:${port}/ace-apis`;
    const headers = await signedInHeaders(base, scope.projectId);
    const ownHeaders = await ownScopeCaller(base, headers, demo.staffUserId, scope.projectId);
    const ownId = loaded.productIds[loaded.productOwners.lastIndexOf(demo.staffUserId, Math.floor(loaded.productIds.length / 2))];
    const someId = loaded.productIds[Math.floor(loaded.productIds.length / 2)];
    const list = 'status=1&sortField=price&sortOrder=desc&pageNo=1&pageSize=10';
    const check = (await (await fetch(`${base}/business/product/list?${list}`, { headers })).json()) as {
      success: boolean;
      data: { total: number };
    };
    console.log(`检查：在售产品 ${check.data.total.toLocaleString()} 个（${check.success ? '正常' : '失败'}）\n`);

    const bareBase = `http://127.0.0.1:${port + 1}`;
    const results: Figures[] = [];
    for (const [name, url, h] of [
      ['服务：列表（状态筛选 + 价格排序，含 total）', `${base}/business/product/list?${list}`, headers],
      ['服务：列表第 200 页（同上，含 total）', `${base}/business/product/list?${list.replace('pageNo=1', 'pageNo=200')}`, headers],
      [
        '服务：客户名称搜索（q=张伟，含 total）',
        `${base}/business/customer/list?q=${encodeURIComponent('张伟')}&pageNo=1&pageSize=10`,
        headers,
      ],
      ['服务：按常见标签筛选客户（含 total）', `${base}/business/customer/list?tags=${ids.tagIds[1]}&pageNo=1&pageSize=10`, headers],
      ['服务：按少见标签筛选客户（含 total）', `${base}/business/customer/list?tags=${ids.tagIds[0]}&pageNo=1&pageSize=10`, headers],
      ['服务：findById', `${base}/business/product/findById?_id=${someId}`, headers],
      ['自定义角色（仅本人）：列表（同上）', `${base}/business/product/list?${list}`, ownHeaders],
      ['自定义角色（仅本人）：findById', `${base}/business/product/findById?_id=${ownId}`, ownHeaders],
      ['服务：未知路径 404（框架开销下限）', `${base}/no/such/path`, {}],
      ['裸处理器：列表（含 total）', `${bareBase}/list?status=1`, {}],
      ['裸处理器：列表（不含 total）', `${bareBase}/list?status=1&total=0`, {}],
      ['裸处理器：名称搜索（含 total）', `${bareBase}/search?q=${encodeURIComponent('张伟')}`, {}],
      ['裸处理器：findById', `${bareBase}/findById?_id=${someId}`, {}],
    ] as [string, string, Record<string, string>][]) {
      const f = await measure(name, url, h);
      if (name.includes('404')) f.errors = 0; // 404 is the expected answer there
      results.push(f);
      console.log(
        `${name.padEnd(28, '　')} p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  ${Math.round(f.rps).toLocaleString()} 次/秒${f.errors ? `  错误 ${f.errors}` : ''}`,
      );
    }
    const rps = (prefix: string) => results.find((r) => r.name.startsWith(prefix))!.rps;
    console.log(
      `\n服务 / 裸处理器（含 total）：列表 ${(rps('服务：列表（') / rps('裸处理器：列表（含')).toFixed(2)}×，搜索 ${(rps('服务：客户') / rps('裸处理器：名称')).toFixed(2)}×，findById ${(rps('服务：findById') / rps('裸处理器：findById')).toFixed(2)}×`,
    );
    console.log(
      `自定义角色（仅本人） / 管理员：列表 ${(rps('自定义角色（仅本人）：列表') / rps('服务：列表（')).toFixed(2)}×，findById ${(rps('自定义角色（仅本人）：findById') / rps('服务：findById')).toFixed(2)}×（目标 ≥ 0.9×）`,
    );
    console.log(`服务列表 / 裸处理器列表（不含 total）：${(rps('服务：列表（') / rps('裸处理器：列表（不含')).toFixed(2)}×`);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP) console.log(`保留数据目录 ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
