import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../helpers/test-app';
import { newId } from '../../../server/src/core/ids';
import { nowIso } from '../../../server/src/core/time';
import { hashPassword } from '../../../server/src/areas/platform/sign-in/auth.service';

/** A second tenant with one project and one admin, written straight into the database. */
async function addTenant(t: TestApp, username: string) {
  const k = t.db.kysely;
  const tenantId = newId();
  const projectId = newId();
  const userId = newId();
  const now = nowIso();
  await k.insertInto('tenants').values({ id: tenantId, name: '洛阳另一家公司', status: 1, created_at: now }).execute();
  await k.insertInto('projects').values({ id: projectId, tenant_id: tenantId, name: 'Main', is_default: 1, created_at: now }).execute();
  await k
    .insertInto('users')
    .values({
      id: userId,
      tenant_id: tenantId,
      username,
      password_hash: await hashPassword('Other@123456'),
      display_name: '外部管理员',
      mobile: null,
      role: 'admin',
      status: 1,
      created_at: now,
    } as any)
    .execute();
  await k.insertInto('user_projects').values({ tenant_id: tenantId, user_id: userId, project_id: projectId }).execute();
  // What the server gives every tenant (at start, or when a tenant is created through it): 管理员 and 员工, the admin holding 管理员.
  await t.app.services.roles.ensureBuiltIns(k, tenantId);
  return { tenantId, projectId, userId };
}

describe.each(dialects)('tenant and project isolation of schema resources on %s', (dialect) => {
  let t: TestApp;
  let main: Caller;
  let second: Caller;
  let other: Caller;
  let otherIds: { projectId: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const token = await t.login('demo_admin');
    main = t.as(token);
    second = t.as(token, t.ids.secondProjectId);
    otherIds = await addTenant(t, 'other_admin');
    other = t.as(await t.login('other_admin', 'Other@123456'), otherIds.projectId);
  });
  afterAll(async () => t?.close());

  for (const [resource, body] of [
    ['product', { name: '隔离测试产品', code: 'ISO-1', price: 100 }],
    ['customer', { name: '隔离测试客户', contactMethod: 0, contactValue: '13900001111' }],
    ['supplier', { name: '隔离测试供应商' }],
    ['customer_potential', { name: '隔离测试潜在客户', contactMethod: 0, contactValue: '13900002222' }],
    ['customer_tags', { name: '隔离测试标签' }],
  ] as const) {
    it(`${resource}: another tenant and another project neither see nor change Main's record`, async () => {
      const base = `/business/${resource}`;
      const rec = (await main.post(`${base}/add`, body)).json().data;
      for (const [who, caller] of [
        ['other tenant', other],
        ['other project', second],
      ] as const) {
        const list = (await caller.get(`${base}/list`, { pageSize: 100, q: '隔离测试' })).json().data;
        expect(
          list.rows.map((r: { _id: string }) => r._id),
          who,
        ).not.toContain(rec._id);
        expect((await caller.get(`${base}/findById`, { _id: rec._id })).statusCode, who).toBe(404);
        expect((await caller.put(`${base}/update`, { _id: rec._id, name: '被篡改' })).statusCode, who).toBe(404);
        expect((await caller.delete(`${base}/delete`, { _id: rec._id })).statusCode, who).toBe(404);
      }
      const still = (await main.get(`${base}/findById`, { _id: rec._id })).json().data;
      expect(still.name).toBe(body.name);
      // The same code may exist in another project: uniqueness is per project.
      if (resource === 'product') expect((await second.post(`${base}/add`, body)).statusCode).toBe(200);
    });
  }

  it('categories: another tenant and another project neither list, read, change nor delete them', async () => {
    for (const belongTo of ['product', 'customer'] as const) {
      const cat = (await main.post('/setting/addCategory', { name: `隔离测试分类-${belongTo}`, belongTo })).json().data;
      for (const [who, caller] of [
        ['other tenant', other],
        ['other project', second],
      ] as const) {
        const lists = [
          (await caller.get('/setting/listCategory', { belongTo, pageSize: 100 })).json().data,
          (await caller.get('/setting/listCategory', { pageSize: 100 })).json().data,
        ];
        for (const list of lists)
          expect(
            list.rows.map((r: { _id: string }) => r._id),
            who,
          ).not.toContain(cat._id);
        expect((await caller.get('/setting/getCategoryById', { _id: cat._id })).statusCode, who).toBe(404);
        expect((await caller.put('/setting/updateCategory', { _id: cat._id, name: '被篡改' })).statusCode, who).toBe(404);
        expect((await caller.delete('/setting/deleteCategory', { _id: cat._id })).statusCode, who).toBe(404);
        expect((await caller.delete('/setting/deleteCategory', { _ids: cat._id })).statusCode, who).toBe(404);
      }
      expect((await main.get('/setting/getCategoryById', { _id: cat._id })).json().data).toMatchObject({
        name: `隔离测试分类-${belongTo}`,
        belongTo,
      });
    }
  });

  it('convert: a lead of another tenant or project answers 404 like a missing one and stays unconverted', async () => {
    const lead = (
      await main.post('/business/customer_potential/add', { name: '隔离测试转化', contactMethod: 0, contactValue: '13900003333' })
    ).json().data;
    const missing = await main.post('/business/customer_potential/convert', { _id: 'no-such-lead' });
    expect(missing.statusCode).toBe(404);
    for (const [who, caller] of [
      ['other tenant', other],
      ['other project', second],
    ] as const) {
      const res = await caller.post('/business/customer_potential/convert', { _id: lead._id });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message, who).toBe(missing.json().message);
    }
    expect((await main.get('/business/customer_potential/findById', { _id: lead._id })).json().data).toMatchObject({
      status: 0,
      convertedCustomerId: null,
    });
    const customers = (await main.get('/business/customer/list', { q: '隔离测试转化' })).json().data;
    expect(customers.total).toBe(0);
    expect((await main.post('/business/customer_potential/convert', { _id: lead._id })).statusCode).toBe(200);
  });

  it('the other tenant sees none of the demo data, and its own records stay its own', async () => {
    expect((await other.get('/business/customer/list')).json().data).toEqual({ rows: [], total: 0 });
    expect((await other.get('/setting/listCategory', { belongTo: 'product' })).json().data.total).toBe(0);
    const mine = (await other.post('/business/customer_tags/add', { name: '外部标签' })).json().data;
    const demoTags = (await main.get('/business/customer_tags/list', { pageSize: 100 })).json().data.rows;
    expect(demoTags.map((r: { _id: string }) => r._id)).not.toContain(mine._id);
  });

  it('references across tenants or projects are refused like unknown ids', async () => {
    const demoCategory = (await main.get('/setting/listCategory', { belongTo: 'product' })).json().data.rows[0];
    const cross = await other.post('/business/product/add', { name: 'x', code: 'X-1', price: 1, categoryId: demoCategory._id });
    expect(cross.json()).toMatchObject({ success: false, code: 400, message: '产品分类不存在或已删除，请重新选择' });
    const crossProject = await second.post('/business/product/add', { name: 'x', code: 'X-2', price: 1, categoryId: demoCategory._id });
    expect(crossProject.json()).toMatchObject({ success: false, message: '产品分类不存在或已删除，请重新选择' });
    const foreignOwner = await main.post('/business/customer/add', {
      name: 'y',
      contactMethod: 4,
      contactValue: '门店',
      ownerId: otherIds.userId,
    });
    expect(foreignOwner.json()).toMatchObject({ success: false, message: '负责人不存在或已删除，请重新选择' });
    expect((await other.get('/setting/getCategoryById', { _id: demoCategory._id })).statusCode).toBe(404);
    expect((await other.delete('/setting/deleteCategory', { _id: demoCategory._id })).statusCode).toBe(404);
  });

  it('a project id the user does not belong to is refused', async () => {
    const res = await t.as(await t.login('demo_staff'), otherIds.projectId).get('/business/product/list');
    expect(res.statusCode).toBe(403);
  });
});
