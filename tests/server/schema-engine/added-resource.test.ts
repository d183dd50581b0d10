import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../src/schemas/types';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app.js';
import { buildApp } from '../../../server/src/app.js';

/** A resource that exists only in this test: not in src/schemas/index.ts, no service, no route, no migration. */
const equipment: ResourceSchema = {
  name: 'equipment',
  label: '设备台账',
  apiBase: '/business/equipment',
  titleField: 'name',
  softDelete: true,
  fields: [
    { name: 'name', label: '设备名称', type: 'text', required: true, maxLength: 40, searchable: true, sortable: true },
    { name: 'assetNo', label: '资产编号', type: 'text', required: true, pattern: '^ZC-\\d{4}$' },
    { name: 'purchasePrice', label: '采购价', type: 'money', min: 0, sortable: true, filterable: true },
    { name: 'inService', label: '在用', type: 'boolean', default: true, filterable: true },
    { name: 'purchasedOn', label: '采购日期', type: 'date', filterable: true, sortable: true },
    { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' } },
    { name: 'specs', label: '规格参数', type: 'json' },
  ],
  list: { defaultSort: { field: 'purchasedOn', order: 'desc' } },
};

describe.each(dialects)('a resource added at run time on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let req: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<{ statusCode: number; json: () => any }>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Storing the schema creates its table and indexes; the next server start serves it.
    await t.app.services.resources.store(equipment);
    app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_admin', password: 'Demo@123456' } });
    const headers = { authorization: `Bearer ${login.json().data.token}`, projectid: t.ids.mainProjectId };
    req = (method, url, body) => app.inject({ method, url: `/ace-apis${url}`, headers, payload: body as any });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('gets create, list, show, edit and delete with no other code', async () => {
    const created = await req('POST', '/business/equipment/add', { name: '激光打印机', assetNo: 'ZC-0001', purchasePrice: 259900, purchasedOn: '2026-03-01', specs: { ppm: 30 } });
    expect(created.statusCode).toBe(200);
    const rec = created.json().data;
    expect(rec).toMatchObject({ name: '激光打印机', inService: true, purchasePrice: 259900, specs: { ppm: 30 } });
    await req('POST', '/business/equipment/add', { name: '投影仪', assetNo: 'ZC-0002', purchasedOn: '2026-05-01', inService: false });

    const list = (await req('GET', '/business/equipment/list?pageNo=1&pageSize=10')).json().data;
    expect(list.total).toBe(2);
    expect(list.rows.map((r: any) => r.name)).toEqual(['投影仪', '激光打印机']); // default sort: purchasedOn desc
    const filtered = (await req('GET', '/business/equipment/list?inService=true')).json().data;
    expect(filtered.rows.map((r: any) => r.name)).toEqual(['激光打印机']);
    const ranged = (await req('GET', '/business/equipment/list?purchasedOn__gte=2026-04-01&purchasedOn__lte=2026-12-31')).json().data;
    expect(ranged.rows.map((r: any) => r.name)).toEqual(['投影仪']);

    expect((await req('GET', `/business/equipment/findById?_id=${rec._id}`)).json().data.assetNo).toBe('ZC-0001');
    const edited = await req('PUT', '/business/equipment/update', { _id: rec._id, inService: false, specs: { ppm: 35 } });
    expect(edited.json().data).toMatchObject({ inService: false, specs: { ppm: 35 }, name: '激光打印机' });
    expect((await req('DELETE', `/business/equipment/delete?_ids=${rec._id}`)).json().data).toEqual({ count: 1 });
    expect((await req('GET', '/business/equipment/list')).json().data.total).toBe(1);
  });

  it('validates on the server from the schema alone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ assetNo: 'ZC-0003' }, '请输入设备名称'],
      [{ name: '扫描仪', assetNo: 'A-1' }, '资产编号的格式不正确'],
      [{ name: '扫描仪', assetNo: 'ZC-0003', purchasePrice: -5 }, '采购价不能小于 0'],
      [{ name: '扫描仪', assetNo: 'ZC-0003', inService: 'maybe' }, '在用的类型不正确，应为布尔值'],
      [{ name: '扫描仪', assetNo: 'ZC-0003', purchasedOn: '2026/01/01' }, '采购日期的格式不正确'],
      [{ name: '扫描仪', assetNo: 'ZC-0003', supplierId: 'nope' }, '供应商不存在或已删除，请重新选择'],
      [{ name: '扫描仪', assetNo: 'ZC-0003', owner: '我' }, '不允许的字段：owner'],
    ];
    for (const [body, message] of cases) {
      const res = await req('POST', '/business/equipment/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await req('GET', '/business/equipment/list?sortField=assetNo')).json().message).toBe('字段“资产编号”不支持排序');
  });

  it('a broken schema fails loudly naming the resource and the field', async () => {
    const broken = { ...equipment, name: 'broken', apiBase: '/business/broken', fields: [{ name: 'kind', label: '类型', type: 'enum' }] } as ResourceSchema;
    await expect(t.app.services.resources.store(broken)).rejects.toThrow(/resource "broken", field "kind": enum needs options/);
    const badRef = { ...equipment, name: 'badref', apiBase: '/business/badref', titleField: 'x', list: {}, fields: [{ name: 'x', label: '引用', type: 'reference', reference: { resource: 'nowhere', labelField: 'name' } }] } as ResourceSchema;
    await expect(t.app.services.resources.store(badRef)).rejects.toThrow(/resource "badref", field "x": reference target "nowhere"/);
  });
});
