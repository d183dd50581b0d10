import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../../helpers/test-app';
import { pinyinSorted } from '../../helpers/pinyin';

describe.each(dialects)('product, categories and suppliers on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  let categoryId: string;
  let supplierId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
    const cat = await api.post('/setting/addCategory', { name: '测试分类', belongTo: 'product', index: 5 });
    expect(cat.json()).toMatchObject({ success: true, data: { name: '测试分类', belongTo: 'product', index: 5 } });
    categoryId = cat.json().data._id;
    const sup = await api.post('/business/supplier/add', {
      name: '洛阳精工机械有限公司',
      contact: '赵强',
      phone: '13800001111',
      status: 1,
    });
    expect(sup.statusCode).toBe(200);
    supplierId = sup.json().data._id;
  });
  afterAll(async () => t?.close());

  const product = (over: Record<string, unknown> = {}) => ({
    name: '工业级路由器 R200',
    code: `R200-${Math.random().toString(36).slice(2, 8)}`,
    categoryId: '',
    price: 129900,
    cost: 80000,
    stock: 20,
    status: 1,
    supplierId: '',
    unit: '台',
    description: '双频千兆',
    ...over,
  });

  it('creates, reads, updates and deletes a product', async () => {
    const add = await api.post('/business/product/add', product({ categoryId, supplierId, code: 'R200-A' }));
    expect(add.statusCode).toBe(200);
    const p = add.json().data;
    expect(p).toMatchObject({ name: '工业级路由器 R200', code: 'R200-A', price: 129900, categoryId, supplierId, status: 1 });
    expect(typeof p._id).toBe('string');
    expect(p.createdAt).toMatch(/^\d{4}-/);

    const found = await api.get('/business/product/findById', { _id: p._id });
    expect(found.json().data).toMatchObject({ _id: p._id, code: 'R200-A' });

    const upd = await api.put('/business/product/update', { _id: p._id, price: 119900, stock: 18 });
    expect(upd.json().data).toMatchObject({ price: 119900, stock: 18, name: '工业级路由器 R200' });

    const del = await api.delete('/business/product/delete', { _id: p._id });
    expect(del.json()).toMatchObject({ success: true, data: { count: 1 } });
    const gone = await api.get('/business/product/findById', { _id: p._id });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a duplicate code with a Chinese message', async () => {
    await api.post('/business/product/add', product({ code: 'DUP-1', categoryId: undefined, supplierId: undefined }));
    const dup = await api.post('/business/product/add', product({ code: 'DUP-1', categoryId: undefined, supplierId: undefined }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({ success: false, code: 10100, message: '产品编码“DUP-1”已存在，请换一个' });
  });
});

describe.each(dialects)('suppliers and customer tags CRUD on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_staff'));
  });
  afterAll(async () => t?.close());

  for (const [base, body, change, sortField] of [
    [
      '/business/supplier',
      { name: '许昌瑞祥电子有限公司', contact: '郭敏', phone: '0374-2345678', email: 'gm@ruixiang.cn' },
      { status: 0 },
      'name',
    ],
    ['/business/customer_tags', { name: '展会客户', color: 'orange' }, { color: 'red', description: '2026 郑州展会' }, 'name'],
  ] as const) {
    it(`${base}: add, list with filter and sort, findById, update, delete`, async () => {
      const rec = (await api.post(`${base}/add`, body)).json().data;
      expect(rec).toMatchObject(body);
      const sorted = (await api.get(`${base}/list`, { sortField, sortOrder: 'asc', pageSize: 100 }))
        .json()
        .data.rows.map((r: { name: string }) => r.name);
      expect(sorted).toEqual(pinyinSorted(sorted));
      expect((await api.get(`${base}/findById`, { _id: rec._id })).json().data).toMatchObject(body);
      const upd = (await api.put(`${base}/update`, { _id: rec._id, ...change })).json().data;
      expect(upd).toMatchObject({ ...body, ...change });
      const [key, value] = Object.entries(change)[0];
      const filtered = (await api.get(`${base}/list`, { [key]: value, pageSize: 100 })).json().data.rows;
      expect(filtered.map((r: { _id: string }) => r._id)).toContain(rec._id);
      expect(filtered.every((r: Record<string, unknown>) => r[key] === value)).toBe(true);
      expect((await api.delete(`${base}/delete`, { _ids: rec._id })).json().data).toEqual({ count: 1 });
      expect((await api.get(`${base}/findById`, { _id: rec._id })).statusCode).toBe(404);
    });
  }
});
