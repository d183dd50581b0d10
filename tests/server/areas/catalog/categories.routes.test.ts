import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../../helpers/test-app';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { createResourceTable } from '../../../../server/src/schema-engine/ddl';
import { SYSTEM_ACTOR } from '../../../../server/src/core/actor';

/** A resource declared only here that points at both kinds of category (one id, and a list of ids). */
const warranty: ResourceSchema = {
  name: 'warranty',
  label: '保修单',
  apiBase: '/business/warranty',
  titleField: 'title',
  softDelete: true,
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    { name: 'productCategoryId', label: '产品分类', type: 'reference', reference: { resource: 'product_categories', labelField: 'name' } },
    {
      name: 'customerCategoryIds',
      label: '适用客户分类',
      type: 'references',
      reference: { resource: 'customer_categories', labelField: 'name' },
    },
  ],
};

describe.each(dialects)('category calls (/setting/*Category) on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_staff'));
  });
  afterAll(async () => t?.close());

  it('lists each kind by belongTo, sorted by index', async () => {
    const product = (await api.get('/setting/listCategory', { belongTo: 'product' })).json().data;
    expect(product.rows.map((r: { name: string }) => r.name)).toEqual(['网络设备', '办公电脑', '安防监控', '软件服务', '耗材配件']);
    expect(product.rows.every((r: { belongTo: string }) => r.belongTo === 'product')).toBe(true);
    const both = (await api.get('/setting/listCategory', { pageSize: 100 })).json().data;
    expect(both.total).toBe(10);
    expect(both.rows.map((r: { belongTo: string }) => r.belongTo).sort()).toEqual([
      ...Array(5).fill('customer'),
      ...Array(5).fill('product'),
    ]);
    expect((await api.get('/setting/listCategory', { belongTo: 'order' })).json()).toMatchObject({ code: 400 });
  });

  it('adds, reads and updates a category; the kind cannot change', async () => {
    const add = await api.post('/setting/addCategory', { name: '  服务器  ', belongTo: 'product', index: 9 });
    const cat = add.json().data;
    expect(cat).toMatchObject({ name: '服务器', belongTo: 'product', index: 9 });
    expect((await api.get('/setting/getCategoryById', { _id: cat._id })).json().data.name).toBe('服务器');
    const upd = await api.put('/setting/updateCategory', { _id: cat._id, name: '服务器与存储' });
    expect(upd.json().data).toMatchObject({ name: '服务器与存储', belongTo: 'product' });
    const move = await api.put('/setting/updateCategory', { _id: cat._id, belongTo: 'customer' });
    expect(move.json()).toMatchObject({ code: 400, message: '不允许的字段：belongTo' });
    // What the generated screens send: no belongTo in the body.
    expect((await api.post('/setting/addCategory', { name: '无归属' })).json().data.belongTo).toBe('product');
    // The 客户分类 screen sends its fixed belongTo through the spec's shared call; there is no other add call.
    expect((await api.post('/setting/addCategory', { name: '大客户', belongTo: 'customer' })).json().data.belongTo).toBe('customer');
    expect((await api.post('/setting/addCustomerCategory', { name: '大客户 2' })).statusCode).toBe(404);
    expect((await api.post('/setting/addCategory', { name: '错误归属', belongTo: 'order' })).json()).toMatchObject({
      code: 400,
      message: '所属的取值不在允许范围内',
    });
    const dup = await api.post('/setting/addCategory', { name: '网络设备', belongTo: 'product' });
    expect(dup.json()).toMatchObject({ code: 10100, message: '分类“网络设备”已存在' });
    // The same name is fine in the other kind.
    expect((await api.post('/setting/addCategory', { name: '网络设备', belongTo: 'customer' })).statusCode).toBe(200);
  });

  it('refuses to delete a category in use, naming how many records use it', async () => {
    const cats = (await api.get('/setting/listCategory', { belongTo: 'product' })).json().data.rows;
    const net = cats.find((c: { name: string }) => c.name === '网络设备');
    const count = (await api.get('/business/product/list', { categoryId: net._id })).json().data.total;
    expect(count).toBeGreaterThan(0);
    const res = await api.delete('/setting/deleteCategory', { _id: net._id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 10100,
      message: `分类“网络设备”正被 ${count} 个产品使用，不能删除。请先修改这些记录的分类后再删除`,
    });

    const customerCat = (await api.get('/setting/listCategory', { belongTo: 'customer' }))
      .json()
      .data.rows.find((c: { name: string }) => c.name === '制造业');
    const used = await api.delete('/setting/deleteCategory', { _id: customerCat._id });
    expect(used.json().code).toBe(10100);
    expect(used.json().message).toMatch(/正被 \d+ 个客户(、\d+ 个潜在客户)?使用/);
  });

  it('deletes categories no longer in use, one or several', async () => {
    const a = (await api.post('/setting/addCategory', { name: '临时分类 A', belongTo: 'product' })).json().data;
    const b = (await api.post('/setting/addCategory', { name: '临时分类 B', belongTo: 'product' })).json().data;
    const p = (await api.post('/business/product/add', { name: '临时产品', code: 'TMP-1', price: 1, categoryId: a._id })).json().data;
    expect((await api.delete('/setting/deleteCategory', { _ids: `${a._id},${b._id}` })).json().code).toBe(10100);
    await api.put('/business/product/update', { _id: p._id, categoryId: null });
    expect((await api.delete('/setting/deleteCategory', { _ids: `${a._id},${b._id}` })).json()).toMatchObject({
      success: true,
      data: { count: 2 },
    });
    expect((await api.get('/setting/getCategoryById', { _id: a._id })).statusCode).toBe(404);
  });

  it('protects categories used by any resource whose schema references them, one added in a test too', async () => {
    await createResourceTable(t.db, warranty);
    t.app.services.resources.register(warranty);
    const scope = { tenantId: t.ids.tenantId, projectId: t.ids.mainProjectId };
    const pc = (await api.post('/setting/addCategory', { name: '保修专用', belongTo: 'product' })).json().data;
    const cc = (await api.post('/setting/addCategory', { name: '保修客户', belongTo: 'customer' })).json().data;
    const w = await t.app.services.resources
      .get('warranty')
      .add(scope, { title: '三年保修', productCategoryId: pc._id, customerCategoryIds: [cc._id] }, { actor: SYSTEM_ACTOR });
    expect((await api.delete('/setting/deleteCategory', { _id: pc._id })).json()).toMatchObject({
      code: 10100,
      message: '分类“保修专用”正被 1 个保修单使用，不能删除。请先修改这些记录的分类后再删除',
    });
    expect((await api.delete('/setting/deleteCategory', { _id: cc._id })).json()).toMatchObject({
      code: 10100,
      message: expect.stringContaining('正被 1 个保修单使用'),
    });
    // A soft-deleted record no longer holds its categories.
    await t.app.services.resources.get('warranty').delete(scope, [w._id], { actor: SYSTEM_ACTOR });
    expect((await api.delete('/setting/deleteCategory', { _ids: `${pc._id},${cc._id}` })).statusCode).toBe(400); // one kind per call
    expect((await api.delete('/setting/deleteCategory', { _id: pc._id })).json()).toMatchObject({ success: true, data: { count: 1 } });
    expect((await api.delete('/setting/deleteCategory', { _id: cc._id })).json()).toMatchObject({ success: true, data: { count: 1 } });
  });
});
