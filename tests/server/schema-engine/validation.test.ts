import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../helpers/test-app';

/** Server validation derived from the product and customer schemas: one case per rule type. */
describe.each(dialects)('request validation from the schema on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  const good = { name: '测试产品', code: 'T-001', price: 1000 };
  const refused = async (body: Record<string, unknown>, message: string, url = '/business/product/add') => {
    const res = await api.post(url, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message });
  };

  it('required: names the missing field', async () => {
    await refused({ code: 'T-002', price: 1 }, '请输入产品名称');
    await refused({ ...good, name: '' }, '请输入产品名称');
  });
  it('min and max on numbers (money limits are cents, told in yuan as the form shows them)', async () => {
    await refused({ ...good, price: -1 }, '售价不能小于 ¥0.00');
    await refused({ ...good, price: 100_000_000_001 }, '售价不能大于 ¥1,000,000,000.00');
    await refused({ ...good, cost: 100_000_000_001 }, '成本价不能大于 ¥1,000,000,000.00');
    await refused({ ...good, stock: 1_000_000_001 }, '库存不能大于 1000000000');
    expect((await api.post('/business/product/add', { ...good, code: 'T-MAX', price: 100_000_000_000 })).statusCode).toBe(200);
  });
  it('minLength and maxLength on text', async () => {
    await refused({ ...good, name: '很'.repeat(101) }, '产品名称不能超过 100 个字符');
    await refused(
      { name: '张', type: 0, contactMethod: 4, contactValue: '电话', remark: 'x'.repeat(1001) },
      '备注不能超过 1000 个字符',
      '/business/customer/add',
    );
  });
  it('pattern: the field patternMessage when it has one, else the generic text', async () => {
    await refused({ ...good, code: '编码 1' }, '产品编码只能包含字母、数字、下划线和连字符');
    await refused({ name: '华讯', phone: '12345' }, '联系电话的格式不正确', '/business/supplier/add');
    await refused({ name: '华讯', email: 'a@b' }, '邮箱的格式不正确', '/business/supplier/add');
  });
  it('enum values', async () => {
    await refused({ ...good, status: 7 }, '状态的取值不在允许范围内');
    await refused(
      { name: '张三', type: 5, contactMethod: 0, contactValue: '13900001111' },
      '客户类型的取值不在允许范围内',
      '/business/customer/add',
    );
  });
  it('types: money is integer cents, booleans and numbers are typed', async () => {
    await refused({ ...good, price: 12.5 }, '售价的类型不正确，应为整数');
    await refused({ ...good, price: 'abc' }, '售价的类型不正确，应为整数');
    await refused({ ...good, name: { zh: '对象' } }, '产品名称的类型不正确，应为文本');
  });
  it('unknown and server-owned fields are rejected', async () => {
    await refused({ ...good, discount: 3 }, '不允许的字段：discount');
    await refused(
      { name: '张三', contactMethod: 0, contactValue: '13900001111', potentialId: 'x' },
      '不允许的字段：potentialId',
      '/business/customer/add',
    );
    const upd = await api.put('/business/product/update', { _id: 'x', tenantId: 'other' });
    expect(upd.json()).toMatchObject({ code: 400, message: '不允许的字段：tenantId' });
  });
  it('references must exist in the same tenant and project', async () => {
    await refused({ ...good, categoryId: 'no-such-category' }, '产品分类不存在或已删除，请重新选择');
    await refused({ ...good, supplierId: 'no-such-supplier' }, '供应商不存在或已删除，请重新选择');
    // A customer category is not a product category, even in the same project.
    const cats = (await api.get('/setting/listCategory', { belongTo: 'customer' })).json().data.rows;
    await refused({ ...good, categoryId: cats[0]._id }, '产品分类不存在或已删除，请重新选择');
  });
  it('update is partial: required fields may be left out, but not emptied', async () => {
    const p = (await api.post('/business/product/add', { ...good, code: 'T-UPD' })).json().data;
    expect(p).toMatchObject({ unit: '件', stock: 0, status: 1 }); // defaults from the schema
    const upd = await api.put('/business/product/update', { _id: p._id, stock: 5 });
    expect(upd.json().data).toMatchObject({ name: '测试产品', stock: 5 });
    await expect(api.put('/business/product/update', { _id: p._id, name: '' }).then((r) => r.json().message)).resolves.toBe(
      '请输入产品名称',
    );
    const cleared = await api.put('/business/product/update', { _id: p._id, description: null, supplierId: null });
    expect(cleared.json().data).toMatchObject({ description: null, supplierId: null });
  });

  it('filters and sorts only on fields the schema marks, with Chinese refusals', async () => {
    const byName = await api.get('/business/product/list', { sortField: 'description', sortOrder: 'asc' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toBe('字段“产品描述”不支持排序');
    const byUnit = await api.get('/business/product/list', { unit: '台' });
    expect(byUnit.json()).toMatchObject({ code: 400, message: '字段“单位”不支持筛选' });
    const unknown = await api.get('/business/product/list', { colour: 'red' });
    expect(unknown.json().message).toBe('未知的筛选字段：colour');
    const badValue = await api.get('/business/product/list', { price__gte: 'cheap' });
    expect(badValue.json().message).toContain('售价');
    const badPage = await api.get('/business/product/list', { pageSize: 1000 });
    expect(badPage.statusCode).toBe(400);
  });

  it('filter operators, sorting, search and pagination run in the database', async () => {
    const all = (await api.get('/business/product/list', { pageSize: 100 })).json().data;
    const page = (
      await api.get('/business/product/list', {
        status: 1,
        price__gte: 100000,
        price__lte: 500000,
        sortField: 'price',
        sortOrder: 'desc',
        pageSize: 3,
      })
    ).json().data;
    const expected = all.rows
      .filter((r: any) => r.status === 1 && r.price >= 100000 && r.price <= 500000)
      .sort((a: any, b: any) => b.price - a.price);
    expect(page.total).toBe(expected.length);
    expect(page.rows.map((r: any) => r.price)).toEqual(expected.slice(0, 3).map((r: any) => r.price));
    const page2 = (
      await api.get('/business/product/list', {
        status: 1,
        price__gte: 100000,
        price__lte: 500000,
        sortField: 'price',
        sortOrder: 'desc',
        pageSize: 3,
        pageNo: 2,
      })
    ).json().data;
    expect(page2.rows.map((r: any) => r._id)).toEqual(expected.slice(3, 6).map((r: any) => r._id));

    const search = (await api.get('/business/product/list', { q: '交换机' })).json().data;
    expect(search.total).toBe(2);
    expect(search.rows.every((r: any) => r.name.includes('交换机'))).toBe(true);
    const byCode = (await api.get('/business/product/list', { q: 'sec-nvr' })).json().data;
    expect(byCode.rows.map((r: any) => r.code)).toEqual(['SEC-NVR16']);

    const inList = (await api.get('/business/product/list', { status__in: '0', pageSize: 100 })).json().data;
    expect(inList.rows.every((r: any) => r.status === 0)).toBe(true);
    expect(inList.total).toBe(all.rows.filter((r: any) => r.status === 0).length);
    const ne = (await api.get('/business/product/list', { status__ne: 1, pageSize: 100 })).json().data;
    expect(ne.total).toBe(inList.total);
    const noSupplier = (await api.get('/business/product/list', { supplierId__null: 'true', pageSize: 100 })).json().data;
    expect(noSupplier.rows.every((r: any) => r.supplierId === null)).toBe(true);
    const byId = (await api.get('/business/product/list', { _id__in: `${all.rows[0]._id},${all.rows[1]._id}` })).json().data;
    expect(byId.total).toBe(2);
  });
});
