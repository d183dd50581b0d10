import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { newId } from '../server/src/core/ids';
import { addedTableName } from '../server/src/schema-engine/tenant-resources';
import { loadRows, rng } from './bench-data';
import { buildServer, SERVER_ARGS } from './built-server';
import { measure, seededDemo, signedInHeaders, start, type Figures } from './harness';
import { apiCall } from './api-call';

/**
 * `npm run bench:designer` (docs/requirements.md §10.3): a resource designed in the browser against the built-in
 * customers, both at 100,000 rows in one SQLite database, through the real server: the first page
 * of each list (with its total) and findById; then the time to publish a sortable field (a new
 * column and its index) over the added resource's rows. Prints figures; asserts nothing.
 * BENCH_ROWS / BENCH_SECONDS override.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

/** 设备台账 as an admin would design it: about as many columns as a customer, a filter, a search, a sort. */
const equipment = (extra: object[] = []) => ({
  name: 'equipment',
  label: '设备台账',
  titleField: 'name',
  fields: [
    { name: 'name', label: '设备名称', type: 'text', required: true, searchable: true },
    { name: 'model', label: '型号', type: 'text' },
    {
      name: 'status',
      label: '状态',
      type: 'enum',
      options: [
        { value: 'on', label: '在用' },
        { value: 'off', label: '停用' },
      ],
      filterable: true,
    },
    { name: 'price', label: '购入价', type: 'money' },
    { name: 'city', label: '所在城市', type: 'text' },
    { name: 'keeper', label: '保管人', type: 'text' },
    { name: 'phone', label: '联系电话', type: 'phone' },
    { name: 'note', label: '备注', type: 'textarea' },
    ...extra,
  ],
});

async function main() {
  const { dataDir, env, demo, scope, ids } = await seededDemo('ace-bench-designer-');

  const port = 18000 + Math.floor(Math.random() * 1000);
  buildServer();
  const serverEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  let server = await start(SERVER_ARGS, serverEnv, /管理后台已启动/);
  const base = `http://127.0.0.1:${port}/ace-apis`;
  const signIn = () => signedInHeaders(base, scope.projectId);
  try {
    let headers = await signIn();
    await apiCall(base, headers, 'POST', '/setting/resource/save', { schema: equipment() });
    await apiCall(base, headers, 'POST', '/setting/resource/publish', { name: 'equipment' });
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));

    // The rows, written straight into both tables as the engine would (customers by bench-data).
    const file = path.join(dataDir, 'ace.sqlite');
    const sqlite = new SQLite(file);
    const t0 = Date.now();
    loadRows(sqlite, ids, ROWS);
    const table = addedTableName(scope.tenantId, 'equipment');
    const ins = sqlite.prepare(
      `insert into ${table} (id, tenant_id, project_id, created_at, updated_at, created_by, name, model, status, price, city, keeper, phone, note)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const r = rng(7);
    const startMs = Date.now() - 365 * 86_400_000;
    const step = Math.floor((365 * 86_400_000) / ROWS);
    const equipmentIds: string[] = [];
    sqlite.transaction(() => {
      for (let i = 0; i < ROWS; i++) {
        const ms = startMs + i * step;
        const at = new Date(ms).toISOString();
        const id = newId(ms);
        equipmentIds.push(id);
        ins.run(
          id,
          scope.tenantId,
          scope.projectId,
          at,
          at,
          demo.adminUserId,
          `设备${i}`,
          `AB-${100 + r(900)}`,
          r(5) ? 'on' : 'off',
          r(1_000_000),
          '郑州',
          '张伟',
          '13800138000',
          null,
        );
      }
    })();
    sqlite.exec('ANALYZE');
    sqlite.close();
    console.log(
      `写入 ${(2 * ROWS).toLocaleString()} 行（客户与设备台账各 ${ROWS.toLocaleString()}）用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`,
    );

    server = await start(SERVER_ARGS, serverEnv, /管理后台已启动/);
    headers = await signIn();
    const customers = (await apiCall(base, headers, 'GET', '/business/customer/list?pageNo=1&pageSize=10')) as unknown as {
      rows: { _id: string }[];
    };
    const customerId = customers.rows[0]._id;
    const someId = equipmentIds[Math.floor(ROWS / 2)];
    const results: Figures[] = [];
    for (const [name, url] of [
      ['内置：客户列表第 1 页（含 total）', `${base}/business/customer/list?pageNo=1&pageSize=10`],
      ['设计：设备台账列表第 1 页（含 total）', `${base}/business/custom/equipment/list?pageNo=1&pageSize=10`],
      ['内置：客户 findById', `${base}/business/customer/findById?_id=${customerId}`],
      ['设计：设备台账 findById', `${base}/business/custom/equipment/findById?_id=${someId}`],
    ]) {
      const f = await measure(name, url, headers);
      results.push(f);
      console.log(
        `${name.padEnd(24, '　')} p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  ${Math.round(f.rps).toLocaleString()} 次/秒${f.errors ? `  错误 ${f.errors}` : ''}`,
      );
    }
    const rps = (prefix: string) => results.find((x) => x.name.startsWith(prefix))!.rps;
    console.log(
      `\n设计的资源 / 内置客户：列表 ${(rps('设计：设备台账列表') / rps('内置：客户列表')).toFixed(2)}×，findById ${(rps('设计：设备台账 findById') / rps('内置：客户 findById')).toFixed(2)}×（目标 ≥ 0.9×）`,
    );

    await apiCall(base, headers, 'POST', '/setting/resource/save', {
      schema: equipment([{ name: 'serialNo', label: '序列号', type: 'text', sortable: true }]),
    });
    const t1 = Date.now();
    await apiCall(base, headers, 'POST', '/setting/resource/publish', { name: 'equipment' });
    console.log(`发布一个可排序字段（新列及其索引，${ROWS.toLocaleString()} 行）：${Date.now() - t1} ms`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
