import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Migrator, type Kysely, type Migration } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../helpers/test-app';
import { seedDemo } from '../../../server/src/seed';
import { createResourceTable } from '../../../server/src/schema-engine/ddl';
import { buildApp } from '../../../server/src/app';

/**
 * The documented path (docs/schema-engine.md, "Add a resource"), step 2: one line in `resourceSchemas`. The mock appends the
 * schema to the real list, exactly as that line would; nothing else of the server knows it.
 */
const { vehicle, equipment } = vi.hoisted(() => ({
  vehicle: {
    name: 'vehicle',
    label: '车辆',
    apiBase: '/business/vehicle',
    titleField: 'plate',
    fields: [
      {
        name: 'plate',
        label: '车牌号',
        type: 'text',
        required: true,
        maxLength: 10,
        searchable: true,
        sortable: true,
        pattern: '^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$',
        patternMessage: '车牌号格式应如 豫A12345',
      },
      { name: 'mileage', label: '里程（公里）', type: 'number', min: 0, precision: 1, filterable: true, sortable: true },
      { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' }, filterable: true },
    ],
    list: { defaultSort: { field: 'plate', order: 'asc' } },
  } satisfies ResourceSchema,
  equipment: {
    name: 'equipment',
    label: '设备台账',
    apiBase: '/business/equipment',
    titleField: 'name',
    softDelete: true,
    fields: [
      { name: 'name', label: '设备名称', type: 'text', required: true, maxLength: 40, searchable: true, sortable: true },
      { name: 'assetNo', label: '资产编号', type: 'text', required: true, pattern: '^ZC-\\d{4}$' },
      {
        name: 'serialNo',
        label: '序列号',
        type: 'text',
        minLength: 4,
        maxLength: 12,
        pattern: '^[A-Z0-9-]+$',
        patternMessage: '序列号只能包含大写字母、数字和连字符',
      },
      { name: 'purchasePrice', label: '采购价', type: 'money', min: 0, max: 10_000_000, sortable: true, filterable: true },
      { name: 'weight', label: '重量', type: 'number', min: 0, max: 500, precision: 1 },
      {
        name: 'kind',
        label: '设备类别',
        type: 'enum',
        options: [
          { value: 'office', label: '办公' },
          { value: 'lab', label: '实验' },
        ],
      },
      { name: 'inService', label: '在用', type: 'boolean', default: true, filterable: true },
      { name: 'purchasedOn', label: '采购日期', type: 'date', filterable: true, sortable: true },
      { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' } },
      { name: 'specs', label: '规格参数', type: 'json' },
      {
        name: 'parts',
        label: '配件',
        type: 'lineItems',
        itemFields: [
          { name: 'partName', label: '配件名称', type: 'text', required: true },
          { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' } },
        ],
      },
    ],
    list: { defaultSort: { field: 'purchasedOn', order: 'desc' } },
  } satisfies ResourceSchema,
}));
vi.mock('../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/schemas/index')>();
  // equipment first: vehicle's menu entry stays the last one the seed makes.
  return { ...real, resourceSchemas: [...real.resourceSchemas, equipment, vehicle] };
});

/** Step 3: the migration a developer writes for the table (frozen in time, indexes for its filters and sorts). */
const vehicleMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('vehicle')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('plate', 'text')
      .addColumn('mileage', 'double precision')
      .addColumn('supplier_id', 'text')
      .execute();
    await db.schema.createIndex('vehicle_scope_sort_idx').on('vehicle').columns(['tenant_id', 'project_id', 'plate', 'id']).execute();
    await db.schema
      .createIndex('vehicle_owner_idx')
      .on('vehicle')
      .columns(['tenant_id', 'project_id', 'created_by', 'plate', 'id'])
      .execute();
    await db.schema.createIndex('vehicle_mileage_sort_idx').on('vehicle').columns(['tenant_id', 'project_id', 'mileage', 'id']).execute();
    await db.schema
      .createIndex('vehicle_supplier_id_filter_idx')
      .on('vehicle')
      .columns(['tenant_id', 'project_id', 'supplier_id', 'plate', 'id'])
      .execute();
  },
};

/** A resource that exists only in this test: not in src/schemas/index.ts, no service, no route, no migration. */

type Req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<{ statusCode: number; json: () => any }>;

async function signIn(app: FastifyInstance, projectId: string): Promise<Req> {
  const login = await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_admin', password: 'Demo@123456' } });
  const headers = { authorization: `Bearer ${login.json().data.token}`, projectid: projectId };
  return (method, url, body) => app.inject({ method, url: `/ace-apis${url}`, headers, payload: body as any });
}

describe.each(dialects)('a resource added the documented way (schema + list line + migration) on %s', (dialect) => {
  let t: TestApp;
  let req: Req;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Its own bookkeeping tables, so the app's migration list never sees this test's migration.
    const migrator = new Migrator({
      db: t.db.kysely,
      provider: { getMigrations: async () => ({ '2099-01-01-0000-vehicle': vehicleMigration }) },
      migrationTableName: 'test_vehicle_migrations',
      migrationLockTableName: 'test_vehicle_migrations_lock',
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    req = await signIn(t.app, t.ids.mainProjectId);
  });
  afterAll(async () => t?.close());

  it('is served with list, create, edit, show and validation from the list line alone', async () => {
    const supplier = (await req('GET', '/business/supplier/list')).json().data.rows[0];
    const a = await req('POST', '/business/vehicle/add', { plate: '豫A12345', mileage: 1200.5, supplierId: supplier._id });
    expect(a.statusCode).toBe(200);
    await req('POST', '/business/vehicle/add', { plate: '豫B00001', mileage: 80 });
    const list = (await req('GET', '/business/vehicle/list?pageNo=1&pageSize=10&sortField=mileage&sortOrder=desc')).json().data;
    expect(list.rows.map((r: any) => r.plate)).toEqual(['豫A12345', '豫B00001']);
    expect((await req('GET', `/business/vehicle/list?supplierId=${supplier._id}`)).json().data.total).toBe(1);
    const id = a.json().data._id;
    expect((await req('PUT', '/business/vehicle/update', { _id: id, mileage: 1300 })).json().data).toMatchObject({
      plate: '豫A12345',
      mileage: 1300,
    });
    expect((await req('GET', `/business/vehicle/findById?_id=${id}`)).json().data.mileage).toBe(1300);
    for (const [body, message] of [
      [{ plate: 'A12345' }, '车牌号格式应如 豫A12345'],
      [{ plate: '豫C12345', mileage: 1.25 }, '里程（公里）最多保留 1 位小数'],
      [{ plate: '豫C12345', colour: 'red' }, '不允许的字段：colour'],
    ] as const) {
      const res = await req('POST', '/business/vehicle/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('gets its menu entry from the list line too: label and icon from the schema, kept once, and an entry an admin removed stays removed', async () => {
    const entry = (menu: any[]) => menu.find((m) => m.name === 'vehicle');
    const userMenu = async () => (await req('GET', '/setting/menu/userMenu')).json().data.value;
    const before = await userMenu();
    expect(entry(before)).toMatchObject({ label: '车辆', path: '/app/vehicle', type: 'menu', children: [] });
    // Added at the end of the menu, after the entries the seed made.
    expect(entry(before).sort).toBeGreaterThan(Math.max(...before.filter((m: any) => m.name !== 'vehicle').map((m: any) => m.sort)));
    // Another start (the seed runs on every start) adds nothing twice.
    await seedDemo(t.db, t.config, t.app.log);
    const menus = await t.db.kysely.selectFrom('menus').select('name').where('name', '=', 'vehicle').execute();
    expect(menus).toHaveLength(1);
    // Removed by a super-admin: the next start does not bring it back.
    const root = await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password);
    const system = (
      await t.app.inject({ method: 'GET', url: '/ace-apis/setting/menu/systemMenu', headers: { authorization: `Bearer ${root}` } })
    ).json().data.value;
    const removed = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/setting/menu/removeSystemMenu',
      headers: { authorization: `Bearer ${root}` },
      payload: { _id: entry(system)._id },
    });
    expect(removed.json().success).toBe(true);
    await seedDemo(t.db, t.config, t.app.log);
    expect(await t.db.kysely.selectFrom('menus').select('name').where('name', '=', 'vehicle').execute()).toHaveLength(0);
  });
});

describe.each(dialects)('a resource added at run time on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let req: Req;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A schema in the list, its table made by createResourceTable instead of a hand-written
    // migration: the same engine serves it as any other schema.
    await createResourceTable(t.db, equipment);
    app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    req = await signIn(app, t.ids.mainProjectId);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('gets create, list, show, edit and delete with no other code', async () => {
    const created = await req('POST', '/business/equipment/add', {
      name: '激光打印机',
      assetNo: 'ZC-0001',
      purchasePrice: 259900,
      purchasedOn: '2026-03-01',
      specs: { ppm: 30 },
    });
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

  it('validates on the server from the schema alone: one Chinese message per rule type', async () => {
    const ok = { name: '扫描仪', assetNo: 'ZC-0003' };
    const cases: [Record<string, unknown>, string][] = [
      [{ assetNo: 'ZC-0003' }, '请输入设备名称'],
      [{ ...ok, serialNo: 'AB' }, '序列号至少需要 4 个字符'],
      [{ ...ok, name: '扫'.repeat(41) }, '设备名称不能超过 40 个字符'],
      [{ ...ok, assetNo: 'A-1' }, '资产编号的格式不正确'],
      [{ ...ok, serialNo: 'ab-12' }, '序列号只能包含大写字母、数字和连字符'],
      [{ ...ok, purchasePrice: -5 }, '采购价不能小于 ¥0.00'],
      [{ ...ok, purchasePrice: 10_000_001 }, '采购价不能大于 ¥100,000.00'],
      [{ ...ok, weight: -1 }, '重量不能小于 0'],
      [{ ...ok, weight: 501 }, '重量不能大于 500'],
      [{ ...ok, weight: 1.25 }, '重量最多保留 1 位小数'],
      [{ ...ok, kind: 'home' }, '设备类别的取值不在允许范围内'],
      [{ ...ok, inService: 'maybe' }, '在用的类型不正确，应为布尔值'],
      [{ ...ok, purchasedOn: '2026/01/01' }, '采购日期的格式不正确'],
      [{ ...ok, supplierId: 'nope' }, '供应商不存在或已删除，请重新选择'],
      [{ ...ok, parts: [{ partName: '硒鼓', supplierId: 'nope' }] }, '配件第 1 行的供应商不存在或已删除，请重新选择'],
      [{ ...ok, owner: '我' }, '不允许的字段：owner'],
    ];
    for (const [body, message] of cases) {
      const res = await req('POST', '/business/equipment/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const supplier = (await req('GET', '/business/supplier/list')).json().data.rows[0];
    const fine = await req('POST', '/business/equipment/add', {
      ...ok,
      weight: 1.1,
      serialNo: 'SN-0001',
      parts: [{ partName: '硒鼓', supplierId: supplier._id }],
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.parts).toEqual([{ partName: '硒鼓', supplierId: supplier._id }]);
    expect((await req('GET', '/business/equipment/list?sortField=assetNo')).json().message).toBe('字段“资产编号”不支持排序');
  });

  it('a broken schema fails loudly naming the resource and the field', async () => {
    const broken = {
      ...equipment,
      name: 'broken',
      apiBase: '/business/broken',
      fields: [{ name: 'kind', label: '类型', type: 'enum' }],
    } as ResourceSchema;
    expect(() => t.app.services.resources.register(broken)).toThrow(/resource "broken", field "kind": enum needs options/);
    const badRef = {
      ...equipment,
      name: 'badref',
      apiBase: '/business/badref',
      titleField: 'x',
      list: {},
      fields: [{ name: 'x', label: '引用', type: 'reference', reference: { resource: 'nowhere', labelField: 'name' } }],
    } as ResourceSchema;
    expect(() => t.app.services.resources.register(badRef)).toThrow(/resource "badref", field "x": reference target "nowhere"/);
    const badLabel = {
      ...badRef,
      name: 'badlabel',
      apiBase: '/business/badlabel',
      fields: [{ name: 'x', label: '引用', type: 'reference', reference: { resource: 'supplier', labelField: 'title' } }],
    } as ResourceSchema;
    expect(() => t.app.services.resources.register(badLabel)).toThrow(
      /resource "badlabel", field "x": reference labelField "title" is not a field of "supplier"/,
    );
  });
});
