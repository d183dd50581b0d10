import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../../helpers/replies';
import { addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';

/** 设备台账 as an admin designs it: eight fields of different kinds, a reference to 客户 and to staff among them. */
type Field = { name: string; type: string } & Record<string, unknown>;
const equipment = (extra: Field[] = []): Record<string, unknown> & { fields: Field[] } => ({
  name: 'equipment',
  label: '设备台账',
  icon: 'ToolOutlined',
  titleField: 'name',
  fields: [
    { name: 'name', label: '设备名称', type: 'text', required: true, maxLength: 50, searchable: true, sortable: true },
    {
      name: 'model',
      label: '型号',
      type: 'text',
      pattern: '^[A-Z]{2}-\\d{3}$',
      patternMessage: '型号格式为两个大写字母-三位数字，如 AB-123',
      filterable: true,
    },
    {
      name: 'status',
      label: '状态',
      type: 'enum',
      options: [
        { value: 'on', label: '在用', color: 'green' },
        { value: 'off', label: '停用', color: 'red' },
      ],
      filterable: true,
      default: 'on',
    },
    { name: 'price', label: '购入价', type: 'money', min: 0, sortable: true, filterable: true },
    { name: 'boughtOn', label: '购入日期', type: 'date', sortable: true, filterable: true },
    { name: 'customerId', label: '使用客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, filterable: true },
    { name: 'keeperId', label: '保管人', type: 'reference', reference: { resource: 'user', labelField: 'name' } },
    { name: 'count', label: '数量', type: 'integer', min: 1, max: 999 },
    { name: 'note', label: '备注', type: 'textarea', maxLength: 200 },
    ...extra,
  ],
  list: { defaultSort: { field: 'boughtOn', order: 'desc' }, pageSize: 20 },
});

describe.each(dialects)('resource designer on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller; // the admin of another tenant
  const api = '/business/custom/equipment';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
    other = await anotherTenantAdmin(t);
  });
  afterAll(async () => t?.close());

  it('keeps a draft users do not see, publishes version 1 and serves it with no restart', async () => {
    expect(ok(await admin.post('/setting/resource/save', { schema: equipment() })).value).toMatchObject({ status: 'draft', version: 0 });
    expect(refusal(await admin.get(`${api}/list`)).status).toBe(404);
    expect(ok(await admin.get('/setting/resource/published')).value).toEqual([]);
    const row = ok(await admin.get('/setting/resource/list')).value.rows.find((r: { name: string }) => r.name === 'equipment');
    expect(row).toMatchObject({ builtIn: false, status: 'draft', version: 0, label: '设备台账' });
    expect(ok(await admin.get('/setting/resource/list')).value.rows.find((r: { name: string }) => r.name === 'customer')).toMatchObject({
      builtIn: true,
    });

    expect(ok(await admin.post('/setting/resource/publish', { name: 'equipment' })).value).toEqual({ version: 1 });
    const published = ok(await staff.get('/setting/resource/published')).value;
    expect(published.map((s: { name: string; apiBase: string }) => [s.name, s.apiBase])).toEqual([['equipment', api]]);
    expect(published[0].table).toBeUndefined();
    expect(ok(await admin.get(`${api}/list`)).value ?? ok(await admin.get(`${api}/list`))).toBeTruthy();
    const found = ok(await admin.get('/setting/resource/findByName', { name: 'equipment' })).value;
    expect(found).toMatchObject({ draft: null, version: 1, builtIn: false });
    expect(found.published.fields).toHaveLength(9);
    const versions = ok(await admin.get('/setting/resource/versions', { name: 'equipment' })).value.rows;
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, publishedBy: expect.any(String), summary: expect.stringContaining('首次发布') }),
    ]);
    // The menu offers it, and 管理员 and 员工 hold it (a new resource is granted by default to admins; staff's rights are stored).
    const menu = ok(await admin.get('/setting/menu/userMenu')).value as Array<{ name: string; path: string }>;
    expect(menu.find((m) => m.name === 'equipment')).toMatchObject({ path: '/app/equipment' });
    expect(ok(await admin.get('/setting/role/mine')).value.permissions.equipment.actions).toEqual(
      expect.arrayContaining(['list', 'create', 'delete']),
    );
    expect(refusal(await staff.get(`${api}/list`))).toEqual({ status: 403, message: '没有查看设备台账的权限' });
  });

  it('adds, lists, filters, sorts, searches, edits and deletes records with Chinese messages naming the field', async () => {
    const customer = ok(await admin.get('/business/customer/list', { pageSize: 1 })).rows[0];
    const bad = refusal(await admin.post(`${api}/add`, { model: 'ab-1' }));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/设备名称/);
    expect(refusal(await admin.post(`${api}/add`, { name: '叉车', model: 'ab-1' })).message).toBe(
      '型号格式为两个大写字母-三位数字，如 AB-123',
    );
    expect(refusal(await admin.post(`${api}/add`, { name: '叉车', count: 0 })).message).toMatch(/数量/);
    expect(refusal(await admin.post(`${api}/add`, { name: '叉车', customerId: 'nope' })).message).toMatch(/使用客户/);
    const a = ok(
      await admin.post(`${api}/add`, {
        name: '叉车',
        model: 'AB-123',
        price: 1250000,
        boughtOn: '2026-03-01',
        customerId: customer._id,
        count: 2,
      }),
    );
    const b = ok(await admin.post(`${api}/add`, { name: '打印机', model: 'CD-456', status: 'off', price: 320000, boughtOn: '2026-05-01' }));
    ok(await admin.post(`${api}/add`, { name: '叉车配件', price: 5000, boughtOn: '2025-12-01' }));
    expect(a).toMatchObject({ status: 'on', count: 2, customerId: customer._id });

    const page = ok(await admin.get(`${api}/list`));
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['打印机', '叉车', '叉车配件']); // 购入日期 desc
    expect(ok(await admin.get(`${api}/list`, { status: 'off' })).rows.map((r: { name: string }) => r.name)).toEqual(['打印机']);
    expect(ok(await admin.get(`${api}/list`, { customerId: customer._id })).total).toBe(1);
    expect(
      ok(await admin.get(`${api}/list`, { price__gte: 100000, sortField: 'price', sortOrder: 'asc' })).rows.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['打印机', '叉车']);
    expect(ok(await admin.get(`${api}/list`, { q: '叉车' })).total).toBe(2);
    expect(ok(await admin.get(`${api}/findById`, { _id: b._id })).name).toBe('打印机');
    expect(ok(await admin.put(`${api}/update`, { _id: b._id, status: 'on', note: '已修好' }))).toMatchObject({
      status: 'on',
      note: '已修好',
    });
    expect(refusal(await admin.put(`${api}/update`, { _id: b._id, status: 'broken' })).message).toMatch(/状态/);
    ok(await admin.delete(`${api}/delete`, { _id: b._id }));
    expect(refusal(await admin.get(`${api}/findById`, { _id: b._id })).status).toBe(404);
  });

  it('v2 adds a field (old rows kept), v3 removes one (data kept, hidden), an unsafe type change is refused, rollback to v1', async () => {
    const before = ok(await admin.get(`${api}/list`)).rows;
    ok(
      await admin.post('/setting/resource/save', {
        schema: equipment([{ name: 'serialNo', label: '序列号', type: 'text', searchable: true }]),
      }),
    );
    expect(ok(await admin.get('/setting/resource/list')).value.rows.find((r: { name: string }) => r.name === 'equipment')).toMatchObject({
      status: 'published',
      hasDraft: true,
      version: 1,
    });
    expect(ok(await admin.post('/setting/resource/publish', { name: 'equipment' })).value.version).toBe(2);
    const v2 = ok(await admin.get(`${api}/list`)).rows;
    expect(v2.map((r: { _id: string }) => r._id)).toEqual(before.map((r: { _id: string }) => r._id));
    const c = ok(await admin.post(`${api}/add`, { name: '扫描枪', serialNo: 'SN-001' }));
    expect(c.serialNo).toBe('SN-001');

    // v3: 备注 removed — gone from the records, its column and data kept.
    const withNote = ok(await admin.post(`${api}/add`, { name: '投影仪', note: '会议室' }));
    const v3 = equipment([{ name: 'serialNo', label: '序列号', type: 'text', searchable: true }]);
    v3.fields = v3.fields.filter((f) => f.name !== 'note');
    ok(await admin.post('/setting/resource/save', { schema: v3 }));
    expect(ok(await admin.post('/setting/resource/publish', { name: 'equipment' })).value.version).toBe(3);
    expect(ok(await admin.get(`${api}/findById`, { _id: withNote._id })).note).toBeUndefined();
    expect(refusal(await admin.post(`${api}/add`, { name: '音箱', note: 'x' })).status).toBe(400);

    // 购入价 money → text could misread every stored amount.
    const unsafe = equipment([{ name: 'serialNo', label: '序列号', type: 'text' }]);
    unsafe.fields = unsafe.fields.map((f) =>
      f.name === 'price' ? { ...f, type: 'text', min: undefined, sortable: false, filterable: false } : f,
    );
    ok(await admin.post('/setting/resource/save', { schema: unsafe }));
    const refused = refusal(await admin.post('/setting/resource/publish', { name: 'equipment' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/购入价.*不能从金额改为单行文本/);
    // A safe one goes through: 数量 integer → number.
    ok(
      await admin.post('/setting/resource/save', {
        schema: { ...v3, fields: v3.fields.map((f) => (f.name === 'count' ? { ...f, type: 'number', precision: 1 } : f)) },
      }),
    );
    expect(ok(await admin.post('/setting/resource/publish', { name: 'equipment' })).value.version).toBe(4);
    expect(ok(await admin.post(`${api}/add`, { name: '量具', count: 1.5 })).count).toBe(1.5);

    // Rollback to v1: 备注 is back with its data, 序列号 hidden again; recorded as version 5.
    expect(ok(await admin.post('/setting/resource/rollback', { name: 'equipment', version: 1 })).value.version).toBe(5);
    expect(ok(await admin.get(`${api}/findById`, { _id: withNote._id })).note).toBe('会议室');
    expect(ok(await admin.get(`${api}/findById`, { _id: c._id })).serialNo).toBeUndefined();
    const history = ok(await admin.get('/setting/resource/versions', { name: 'equipment' })).value.rows;
    expect(history.map((h: { version: number }) => h.version)).toEqual([5, 4, 3, 2, 1]);
    expect(history[0].summary).toMatch(/^回滚到版本 1：/);
    expect(history[3].summary).toBe('新增字段：序列号');
    expect(history[2].summary).toMatch(/删除字段：备注（数据保留）/);
  });

  it('names resources and fields by one rule: buy_order with buy_date, serialNo, and capitals, served; a twin name refused', async () => {
    const named = (schema: object) => admin.post('/setting/resource/save', { schema });
    const buy = {
      ...equipment(),
      name: 'buyOrder',
      label: '采购单',
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true },
        { name: 'buy_date', label: '购入日期', type: 'date', sortable: true, filterable: true },
        { name: 'serialNo', label: '序列号', type: 'text' },
      ],
      list: { defaultSort: { field: 'buy_date', order: 'desc' } },
    };
    ok(await named(buy));
    ok(await admin.post('/setting/resource/publish', { name: 'buyOrder' }));
    const made = ok(await admin.post('/business/custom/buyOrder/add', { name: '一号', buy_date: '2026-03-01', serialNo: 'S-1' }));
    expect(ok(await admin.get('/business/custom/buyOrder/findById', { _id: made._id }))).toMatchObject({ buy_date: '2026-03-01' });
    const listed = ok(await admin.get('/business/custom/buyOrder/list', { buy_date__gte: '2026-01-01' }));
    expect(listed.rows.map((r: { serialNo: string }) => r.serialNo)).toEqual(['S-1']);
    // Another spelling of the same name: one URL and table apart only by case or underscores.
    expect(refusal(await named({ ...buy, name: 'buy_order' })).message).toBe(
      '资源名 buy_order 与已有的 buyOrder 只有大小写或下划线不同，请换一个',
    );
    expect(refusal(await named({ ...buy, name: 'buy__order' })).message).toMatch(/资源名须以小写字母开头.*不能连用两个/);
  });

  it('refuses bad designs in Chinese naming the resource and the field', async () => {
    const named = (schema: object) => admin.post('/setting/resource/save', { schema });
    expect(refusal(await named({ ...equipment(), name: 'Bad-Name' })).message).toMatch(/资源名须以小写字母开头/);
    expect(refusal(await named({ ...equipment(), name: 'role' })).message).toMatch(/已被系统使用/);
    ok(
      await named({
        ...equipment(),
        name: 'broken',
        label: '坏设计',
        fields: [
          { name: 'a', label: '', type: 'text' },
          { name: 'b', label: '级别', type: 'enum' },
        ],
      }),
    );
    const msg = refusal(await admin.post('/setting/resource/publish', { name: 'broken' })).message;
    expect(msg).toMatch(/“坏设计”的字段“a”缺少中文名称/);
    expect(msg).toMatch(/“坏设计”的字段“级别”至少要有一个选项/);
    ok(
      await named({
        ...equipment(),
        name: 'broken',
        label: '坏设计',
        fields: [{ name: 'x', label: '客户', type: 'reference', reference: { resource: 'nothing', labelField: 'name' } }],
        titleField: 'x',
        list: {},
      }),
    );
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'broken' })).message).toMatch(/关联的资源 nothing 不存在/);
    ok(await admin.post('/setting/resource/discard', { name: 'broken' }));
    expect(refusal(await admin.get('/setting/resource/findByName', { name: 'broken' })).status).toBe(404);
    // Staff may not design.
    expect(refusal(await staff.post('/setting/resource/save', { schema: equipment() })).status).toBe(403);
  });

  it('another tenant gets 404 for the schema, the data and the calls', async () => {
    expect(ok(await other.get('/setting/resource/published')).value).toEqual([]);
    expect(refusal(await other.get('/setting/resource/findByName', { name: 'equipment' })).status).toBe(404);
    expect(refusal(await other.get(`${api}/list`)).status).toBe(404);
    expect(refusal(await other.post(`${api}/add`, { name: 'x' })).status).toBe(404);
    expect(refusal(await other.get('/setting/resource/versions', { name: 'equipment' })).status).toBe(404);
    expect((ok(await other.get('/setting/menu/userMenu')).value as Array<{ name: string }>).some((m) => m.name === 'equipment')).toBe(
      false,
    );
    // The same name is theirs to design, with their own table and fields.
    ok(
      await other.post('/setting/resource/save', {
        schema: { ...equipment(), label: '他们的设备', fields: [{ name: 'name', label: '名称', type: 'text' }], list: {} },
      }),
    );
    ok(await other.post('/setting/resource/publish', { name: 'equipment' }));
    ok(await other.post(`${api}/add`, { name: '他们的叉车' }));
    expect(ok(await other.get(`${api}/list`)).total).toBe(1);
    expect(ok(await admin.get(`${api}/list`)).rows.some((r: { name: string }) => r.name === '他们的叉车')).toBe(false);
  });

  it('two admins publishing at once get sequential versions and one migrated table', async () => {
    const adminRole = ok(await admin.get('/setting/role/list')).value.rows.find((r: { builtInKey: string }) => r.builtInKey === 'admin');
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'second_admin',
        password: 'Second12345',
        displayName: '第二管理员',
        roleIds: [adminRole._id],
      }),
    );
    const second = t.as(await t.login('second_admin', 'Second12345'));
    for (const round of [1, 2]) {
      ok(
        await admin.post('/setting/resource/save', {
          schema: { ...equipment(), name: 'tools', label: '工具', icon: round === 1 ? 'ToolOutlined' : 'BookOutlined' },
        }),
      );
      const results = (
        await Promise.all([admin, second, admin, second].map((c) => c.post('/setting/resource/publish', { name: 'tools' })))
      ).map((r) => r.json());
      // One publish makes the next version; the others find the draft already published.
      expect(results.filter((b) => b.success).map((b) => b.data.value.version)).toEqual([round]);
      for (const b of results.filter((x) => !x.success)) expect(b.message).toBe('“工具”没有未发布的修改');
    }
    const history = ok(await second.get('/setting/resource/versions', { name: 'tools' })).value.rows;
    expect(history.map((h: { version: number; publishedBy: string }) => h.version)).toEqual([2, 1]);
    ok(await admin.post('/business/custom/tools/add', { name: '扳手' }));
    expect(ok(await second.get('/business/custom/tools/list')).total).toBe(1);
  });

  it('exports a design as JSON and imports it into another tenant as a draft, checked like a publish', async () => {
    const file = ok(await admin.get('/setting/resource/export', { name: 'equipment' })).value;
    expect(file).toMatchObject({ format: 'ace-resource-design', formatVersion: 1, schema: { name: 'equipment', label: '设备台账' } });
    expect(file.schema.apiBase).toBe('');
    expect(file.schema.table).toBeUndefined();
    // Into a tenant that has no such name yet: a draft, which it publishes and uses.
    const renamed = { ...file, schema: { ...file.schema, name: 'equipment_copy' } };
    expect(ok(await other.post('/setting/resource/import', { design: renamed })).value).toMatchObject({
      name: 'equipment_copy',
      status: 'draft',
    });
    expect(refusal(await other.get('/business/custom/equipment_copy/list')).status).toBe(404);
    ok(await other.post('/setting/resource/publish', { name: 'equipment_copy' }));
    expect(ok(await other.get('/business/custom/equipment_copy/list')).total).toBe(0);
    // A reference to a resource the target tenant lacks is refused, naming the field.
    const dangling = {
      ...file,
      schema: {
        ...file.schema,
        name: 'gear',
        fields: [
          ...file.schema.fields,
          { name: 'toolId', label: '工具', type: 'reference', reference: { resource: 'no_such', labelField: 'name' } },
        ],
      },
    };
    expect(refusal(await other.post('/setting/resource/import', { design: dangling })).message).toMatch(
      /^导入失败：.*“工具”关联的资源 no_such 不存在/,
    );
    // A layout naming fields the design lacks (hand-edited file): refused in Chinese, naming them.
    const misnamed = {
      ...file,
      schema: {
        ...file.schema,
        name: 'gear',
        form: { sections: [{ title: '基本', fields: ['name', 'ghost'] }] },
        list: { filters: ['nope'] },
      },
    };
    expect(refusal(await other.post('/setting/resource/import', { design: misnamed })).message).toBe(
      '导入失败：“设备台账”的筛选项 nope 不是它的字段；“设备台账”的表单分组“基本”中的 ghost 不是它的字段',
    );
    // A section without its list of fields would break every screen of the resource.
    const sectionless = { ...file, schema: { ...file.schema, name: 'gear', form: { sections: [{ title: '基本' }] } } };
    expect(refusal(await other.post('/setting/resource/import', { design: sectionless })).message).toBe(
      '导入失败：“设备台账”的表单分组“基本”的字段必须是字段名的列表',
    );
    // A system column in other letters (tenantID is the column tenant_id): refused in Chinese, not a 500.
    const system = {
      ...file,
      schema: { ...file.schema, name: 'gear', fields: [...file.schema.fields, { name: 'createdAT', label: '建档', type: 'date' }] },
    };
    expect(refusal(await other.post('/setting/resource/import', { design: system }))).toEqual({
      status: 400,
      message: '导入失败：“设备台账”的字段“建档”的字段名 createdAT 是系统保留的，请换一个',
    });
    expect(refusal(await other.post('/setting/resource/import', { design: { schema: {} } })).message).toBe(
      '文件不是数据模型导出的资源定义',
    );
  });

  it('adds custom fields to 客户 for its tenant only: stored, validated, filtered, sorted, searched, ruled by roles', async () => {
    const industry = {
      name: 'industry',
      label: '行业',
      type: 'enum',
      options: [
        { value: 'mfg', label: '制造业', color: 'blue' },
        { value: 'it', label: '信息技术', color: 'green' },
      ],
      filterable: true,
    };
    const contract = { name: 'contractNo', label: '合同编号', type: 'text', searchable: true, sortable: true, maxLength: 20 };
    // A required field added later needs a default (older records and other writers would lack it).
    expect(
      refusal(await admin.post('/setting/resource/save', { schema: { name: 'customer', fields: [{ ...contract, required: true }] } }))
        .status,
    ).toBe(200);
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'customer' })).message).toBe(
      '“客户”的字段“合同编号”是后加的，设为必填时要给默认值',
    );
    expect(
      refusal(await admin.post('/setting/resource/save', { schema: { name: 'customer', fields: [{ ...contract, name: 'name' }] } })).status,
    ).toBe(200);
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'customer' })).message).toMatch(/已有字段 name/);
    ok(await admin.post('/setting/resource/save', { schema: { name: 'customer', fields: [industry, contract] } }));
    expect(ok(await admin.post('/setting/resource/publish', { name: 'customer' })).value.version).toBe(1);
    expect(ok(await admin.get('/setting/resource/list')).value.rows.find((r: { name: string }) => r.name === 'customer')).toMatchObject({
      builtIn: true,
      version: 1,
      hasDraft: false,
    });
    const served = ok(await staff.get('/setting/resource/published')).value.find((s: { name: string }) => s.name === 'customer');
    expect(
      served.fields.filter((f: { custom?: boolean }) => f.custom).map((f: { name: string; column?: string }) => [f.name, f.column]),
    ).toEqual([
      ['industry', undefined],
      ['contractNo', undefined],
    ]);

    const body = { type: 1, contactMethod: 0, contactValue: '13800138000' };
    const a = ok(await admin.post('/business/customer/add', { ...body, name: '行业客户甲', industry: 'mfg', contractNo: 'HT-2026-002' }));
    expect(a).toMatchObject({ industry: 'mfg', contractNo: 'HT-2026-002' });
    const b = ok(await admin.post('/business/customer/add', { ...body, name: '行业客户乙', industry: 'it', contractNo: 'HT-2026-001' }));
    expect(refusal(await admin.post('/business/customer/add', { ...body, name: '坏客户', industry: 'farm' })).message).toMatch(/行业/);
    expect(refusal(await admin.post('/business/customer/add', { ...body, name: '坏客户', contractNo: 'x'.repeat(21) })).message).toMatch(
      /合同编号/,
    );
    expect(refusal(await admin.post('/business/customer/add', { ...body, name: '坏客户', nonsense: 1 })).status).toBe(400);
    expect(ok(await admin.put('/business/customer/update', { _id: b._id, industry: 'mfg' }))).toMatchObject({
      industry: 'mfg',
      contractNo: 'HT-2026-001',
    });
    expect(
      ok(await admin.get('/business/customer/list', { industry: 'mfg', sortField: 'contractNo', sortOrder: 'asc' })).rows.map(
        (r: { name: string }) => r.name,
      ),
    ).toEqual(['行业客户乙', '行业客户甲']);
    expect(ok(await admin.get('/business/customer/list', { q: 'HT-2026-002' })).rows.map((r: { name: string }) => r.name)).toEqual([
      '行业客户甲',
    ]);
    expect(ok(await admin.get('/business/customer/findById', { _id: a._id })).industry).toBe('mfg');
    // A role may hide a custom field like any other.
    const role = ok(
      await admin.post('/setting/role/add', {
        name: '看不到行业',
        permissions: { customer: { actions: ['list', 'show', 'create', 'edit'], fields: { industry: 'hidden' } } },
      }),
    ).value;
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'no_industry',
        password: 'NoIndustry123',
        displayName: '无行业',
        roleIds: [role._id],
      }),
    );
    const limited = t.as(await t.login('no_industry', 'NoIndustry123'));
    expect(ok(await limited.get('/business/customer/findById', { _id: a._id })).industry).toBeUndefined();
    expect(refusal(await limited.get('/business/customer/list', { industry: 'mfg' })).status).toBe(403);

    // Another tenant: no such fields, its own customers refuse them.
    const theirs = ok(await other.get('/setting/resource/published')).value.find((s: { name: string }) => s.name === 'customer');
    expect(theirs).toBeUndefined();
    expect(refusal(await other.post('/business/customer/add', { ...body, name: '他们的客户', industry: 'mfg' })).status).toBe(400);
    expect(ok(await other.post('/business/customer/add', { ...body, name: '他们的客户' })).industry).toBeUndefined();
    expect(refusal(await other.get('/business/customer/list', { industry: 'mfg' })).status).toBe(400);
    // The same fields move to the other tenant as a design file, into its own columns.
    const file = ok(await admin.get('/setting/resource/export', { name: 'customer' })).value;
    expect(file.schema).toEqual({
      name: 'customer',
      fields: [expect.objectContaining({ name: 'industry' }), expect.objectContaining({ name: 'contractNo' })],
    });
    ok(await other.post('/setting/resource/import', { design: file }));
    ok(await other.post('/setting/resource/publish', { name: 'customer' }));
    expect(ok(await other.post('/business/customer/add', { ...body, name: '他们的行业客户', industry: 'it' })).industry).toBe('it');
    expect(ok(await other.get('/business/customer/list', { industry: 'mfg' })).total).toBe(0);
  });

  it('widens a custom 整数 field of 供应商 to 小数 in its tenant’s column, keeping what was stored', async () => {
    const rating = { name: 'deliveryDays', label: '交期（天）', type: 'integer', min: 0, sortable: true };
    ok(await admin.post('/setting/resource/save', { schema: { name: 'supplier', fields: [rating] } }));
    ok(await admin.post('/setting/resource/publish', { name: 'supplier' }));
    const body = { name: '洛阳精工机械有限公司', contact: '赵强', phone: '13800001111', status: 1 };
    const before = ok(await admin.post('/business/supplier/add', { ...body, deliveryDays: 7 }));
    expect(refusal(await admin.post('/business/supplier/add', { ...body, name: '半天供应商', deliveryDays: 2.5 })).status).toBe(400);
    // 整数 → 小数 is safe: on PostgreSQL the column is retyped (ddl.ts widenColumns), on SQLite it holds either.
    ok(await admin.post('/setting/resource/save', { schema: { name: 'supplier', fields: [{ ...rating, type: 'number', precision: 1 }] } }));
    ok(await admin.post('/setting/resource/publish', { name: 'supplier' }));
    const after = ok(await admin.post('/business/supplier/add', { ...body, name: '半天供应商', deliveryDays: 2.5 }));
    expect(ok(await admin.get('/business/supplier/findById', { _id: after._id })).deliveryDays).toBe(2.5);
    expect(ok(await admin.get('/business/supplier/findById', { _id: before._id })).deliveryDays).toBe(7);
    const sorted = ok(await admin.get('/business/supplier/list', { sortField: 'deliveryDays', sortOrder: 'asc', pageSize: 100 })).rows;
    expect(
      sorted.filter((r: { deliveryDays?: number }) => r.deliveryDays != null).map((r: { deliveryDays: number }) => r.deliveryDays),
    ).toEqual([2.5, 7]);
  });

  it('adds a custom field to 订单, a member of the order documents family, leaving the quotations as they are', async () => {
    await salesSettings(t, admin);
    const contract = { name: 'contractNo', label: '合同编号', type: 'text', searchable: true, sortable: true, filterable: true };
    ok(await admin.post('/setting/resource/save', { schema: { name: 'order', fields: [contract] } }));
    expect(ok(await admin.post('/setting/resource/publish', { name: 'order' })).value.version).toBe(1);
    const a = await addOrder(admin, { type: 0, contractNo: 'HT-9', lines: [line(1, 1000)] });
    expect(a.contractNo).toBe('HT-9');
    await addOrder(admin, { type: 0, lines: [line(2, 1000)] });
    expect(ok(await admin.get('/business/order/findById', { _id: a._id })).contractNo).toBe('HT-9');
    expect(ok(await admin.put('/business/order/update', { _id: a._id, contractNo: 'HT-10' })).contractNo).toBe('HT-10');
    expect(ok(await admin.get('/business/order/list', { type: 0, contractNo: 'HT-10' })).rows.map((r: { _id: string }) => r._id)).toEqual([
      a._id,
    ]);
    expect(ok(await admin.get('/business/order/list', { q: 'HT-10' })).total).toBe(1);
    // A quotation has no such field.
    const quote = await admin.post('/business/order/add', {
      type: 1,
      customerId: a.customerId,
      contractNo: 'HT-11',
      lines: [line(1, 1000)],
    });
    expect(quote.statusCode).toBe(400);
    expect((await admin.post('/business/order/add', { type: 1, customerId: a.customerId, lines: [line(1, 1000)] })).json().success).toBe(
      true,
    );
    // An order generated from an accepted quotation is the tenant's 订单 too: it has the field (empty here).
    const q = await addOrder(admin, { type: 1, customerId: a.customerId, lines: [line(1, 1000)] });
    await walk(admin, q._id, [101, 102]);
    const generated = ok(await admin.post('/business/order/quotation/generateOrder', { _id: q._id }));
    expect(generated).toHaveProperty('contractNo', null);
    expect(ok(await admin.put('/business/order/update', { _id: generated._id, contractNo: 'HT-12' })).contractNo).toBe('HT-12');
    // Another tenant's orders know nothing of it.
    expect(refusal(await other.get('/business/order/list', { contractNo: 'HT-10' })).status).toBe(400);
  });

  it('refuses what would mix up columns or owners, keeps only what a design may say, and answers odd input with a 400', async () => {
    const base = { label: '杂项', titleField: 'name', list: {} };
    const named = (schema: object) => admin.post('/setting/resource/save', { schema });
    ok(
      await named({
        ...base,
        name: 'misc',
        fields: [
          { name: 'name', label: '名称', type: 'text' },
          { name: 'fooBar', label: '甲', type: 'text' },
          { name: 'fooBAR', label: '乙', type: 'text' },
        ],
      }),
    );
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'misc' })).message).toMatch(
      /字段名 fooBAR 与 fooBar 只有大小写或下划线不同/,
    );
    ok(
      await admin.post('/setting/resource/save', {
        schema: { name: 'supplier', fields: [{ name: 'ownerId', label: '负责人', type: 'text' }] },
      }),
    );
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'supplier' })).message).toMatch(/已有字段 ownerId/);
    ok(await admin.post('/setting/resource/discard', { name: 'supplier' }));
    expect(refusal(await named({ ...base, name: 'misc', fields: [null] })).status).toBe(200);
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'misc' })).message).toBe('“杂项”的字段必须都是对象');
    ok(await named({ ...base, name: 'misc', fields: [{ name: 'name', label: '名称', type: 'enum', options: 5 }] }));
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'misc' })).message).toMatch(/选项必须是对象的列表/);
    expect(refusal(await admin.get('/setting/resource/export', { name: 'product' })).status).toBe(404);
    // A server-only property is dropped: this field cannot write who created the record.
    ok(await named({ ...base, name: 'misc', fields: [{ name: 'name', label: '名称', type: 'text', column: 'created_by' }] }));
    expect(ok(await admin.get('/setting/resource/findByName', { name: 'misc' })).value.draft.fields[0].column).toBeUndefined();
    ok(await admin.post('/setting/resource/publish', { name: 'misc' }));
    const rec = ok(await admin.post('/business/custom/misc/add', { name: '某物' }));
    expect(rec.name).toBe('某物');
  });

  it('a references field made filterable in a later version finds the records saved before', async () => {
    const customers = ok(await admin.get('/business/customer/list', { pageSize: 2 })).rows.map((r: { _id: string }) => r._id);
    const visit = (filterable: boolean) => ({
      name: 'visit',
      label: '拜访',
      titleField: 'name',
      fields: [
        { name: 'name', label: '主题', type: 'text' },
        { name: 'customers', label: '客户', type: 'references', reference: { resource: 'customer', labelField: 'name' }, filterable },
      ],
    });
    ok(await admin.post('/setting/resource/save', { schema: visit(false) }));
    ok(await admin.post('/setting/resource/publish', { name: 'visit' }));
    ok(await admin.post('/business/custom/visit/add', { name: '第一次', customers: [customers[0]] }));
    ok(await admin.post('/business/custom/visit/add', { name: '第二次', customers }));
    ok(await admin.post('/setting/resource/save', { schema: visit(true) }));
    ok(await admin.post('/setting/resource/publish', { name: 'visit' }));
    expect(ok(await admin.get('/business/custom/visit/list', { customers: customers[0] })).total).toBe(2);
    expect(
      ok(await admin.get('/business/custom/visit/list', { customers: customers[1] })).rows.map((r: { name: string }) => r.name),
    ).toEqual(['第二次']);
  });

  it('refuses to drop a field another design shows this resource’s records by', async () => {
    const part = (fields: object[]) => ({
      name: 'part',
      label: '零件',
      titleField: 'name',
      fields: [{ name: 'name', label: '名称', type: 'text' }, ...fields],
    });
    ok(await admin.post('/setting/resource/save', { schema: part([{ name: 'model', label: '型号', type: 'text' }]) }));
    ok(await admin.post('/setting/resource/publish', { name: 'part' }));
    ok(
      await admin.post('/setting/resource/save', {
        schema: {
          name: 'repair',
          label: '维修',
          titleField: 'name',
          fields: [
            { name: 'name', label: '主题', type: 'text' },
            { name: 'partId', label: '零件', type: 'reference', reference: { resource: 'part', labelField: 'model' } },
          ],
        },
      }),
    );
    ok(await admin.post('/setting/resource/publish', { name: 'repair' }));
    ok(await admin.post('/setting/resource/save', { schema: part([]) }));
    expect(refusal(await admin.post('/setting/resource/publish', { name: 'part' })).message).toBe(
      '“零件”的字段 model 是“维修”的“零件”用来显示的，不能删除：请先修改“维修”',
    );
  });
});
