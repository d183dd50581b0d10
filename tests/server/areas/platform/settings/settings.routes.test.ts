import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp, type Caller } from '../../../helpers/test-app';

describe.each(dialects)('settings on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller; // demo_admin in Main
  let adminP2: Caller; // demo_admin in the second project
  let staff: Caller;
  let other: Caller; // the admin of another tenant, in its Main project
  let otherProjectId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
    adminP2 = t.as(adminToken, t.ids.secondProjectId);
    staff = t.as(await t.login('demo_staff'));
    const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    const added = await root.post('/setting/tenant/add', {
      name: '开封另一家公司',
      adminUsername: 'other_admin',
      adminPassword: 'Other1234',
    });
    expect(added.json().success).toBe(true);
    const otherToken = await t.login('other_admin', 'Other1234');
    otherProjectId = (await t.as(otherToken, '').get('/setting/project/listByUser')).json().data.value[0]._id;
    other = t.as(otherToken, otherProjectId);
  });
  afterAll(async () => t?.close());

  const add = (c: Caller, key: string, type: number, value: unknown) => c.post('/setting/add', { key, type, value });

  it('reads the seeded company_info as JSON text in value', async () => {
    const res = await admin.get('/setting/getItemByKey', { key: 'company_info', _t: Date.now() });
    expect(res.statusCode).toBe(200);
    const item = res.json().data.value;
    expect(item).toMatchObject({ key: 'company_info', type: 4 });
    expect(JSON.parse(item.value)).toMatchObject({ name: expect.stringContaining('科技'), address: expect.stringContaining('河南省') });
    expect((await admin.get('/setting/getItemByKey', { key: 'nothing_here' })).json()).toMatchObject({
      success: true,
      data: { value: null },
    });
  });

  it.each([
    [0, 'hello 你好', 'hello 你好'],
    [1, 12.5, '12.5'],
    [1, '42', '42'],
    [2, true, 'true'],
    [2, 'false', 'false'],
    [3, '2026-11-22', '2026-11-22'],
    [3, '2026-11-22T08:30:00+08:00', '2026-11-22T00:30:00.000Z'],
    [4, { a: 1, b: ['x'] }, '{"a":1,"b":["x"]}'],
    [4, '{"a":2}', '{"a":2}'],
    [5, [1, 'two'], '[1,"two"]'],
  ])('accepts type %i value %j', async (type, value, stored) => {
    const key = `k_${type}_${Math.random().toString(36).slice(2, 8)}`;
    const res = await add(admin, key, type, value);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.value).toMatchObject({ key, type, value: stored });
    expect((await admin.get('/setting/getItemByKey', { key })).json().data.value.value).toBe(stored);
  });

  it.each([
    [0, 5, '文本'],
    [1, 'abc', '数字'],
    [1, true, '数字'],
    [2, 'yes', '布尔值（true 或 false）'],
    [3, '2026-02-30', '日期（YYYY-MM-DD 或 ISO 8601 时间）'],
    [3, 'tomorrow', '日期（YYYY-MM-DD 或 ISO 8601 时间）'],
    [4, [1], 'JSON 对象'],
    [4, '{not json', 'JSON 对象'],
    [5, { a: 1 }, 'JSON 数组'],
  ])('rejects type %i with value %j', async (type, value, expected) => {
    const res = await add(admin, `bad_${type}`, type, value);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: `设置值（value）的类型不正确，应为${expected}` });
  });

  it('validates the request itself: missing value, unknown type', async () => {
    expect((await admin.post('/setting/add', { key: 'x1', type: 0 })).json().message).toBe('请输入设置值');
    expect((await add(admin, 'x2', 9, 'a')).json().message).toBe('设置类型不能大于 5');
  });

  it('lists with rows and total in value, updates and deletes', async () => {
    await add(admin, 'crud_key', 1, 1);
    await add(admin, 'crudXkey', 1, 2); // `_` in the search is literal, not a wildcard
    const list = (await admin.get('/setting/list', { key: 'crud_' })).json().data.value;
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ key: 'crud_key', value: '1', type: 1 });
    const id = list.rows[0]._id;

    const dup = await add(admin, 'crud_key', 0, 'x');
    expect(dup.json()).toMatchObject({ success: false, code: 10100, message: '设置项「crud_key」已存在' });

    const upd = await admin.put('/setting/update', { _id: id, value: 7, description: '数量' });
    expect(upd.json().data.value).toMatchObject({ _id: id, value: '7', description: '数量' });
    expect((await admin.put('/setting/update', { _id: id, value: 'seven' })).statusCode).toBe(400);
    // Changing the type alone re-checks the stored value.
    expect((await admin.put('/setting/update', { _id: id, type: 4 })).json().message).toBe('设置值（value）的类型不正确，应为JSON 对象');
    expect((await admin.put('/setting/update', { _id: id, type: 0, value: '七' })).json().data.value).toMatchObject({
      type: 0,
      value: '七',
    });

    expect((await admin.delete('/setting/delete', { _id: id })).json().success).toBe(true);
    expect((await admin.get('/setting/getItemByKey', { key: 'crud_key' })).json().data.value).toBeNull();
    expect((await admin.get('/setting/list', { key: 'CRUDX' })).json().data.value.total).toBe(1);
    expect((await admin.delete('/setting/delete', { _id: id })).statusCode).toBe(404);
  });

  it('lets staff read but not write', async () => {
    expect((await staff.get('/setting/list')).statusCode).toBe(200);
    const res = await add(staff, 'staff_key', 0, 'x');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 403, message: '没有编辑设置的权限' });
  });

  it('keeps tenants apart: another tenant cannot list, read, update or delete', async () => {
    const mine = (await add(admin, 'tenant_secret', 0, 'A 的数据')).json().data.value;
    const theirList = (await other.get('/setting/list')).json().data.value;
    expect(theirList.rows.map((r: { key: string }) => r.key)).toEqual(['company_info']);
    expect(JSON.parse(theirList.rows[0].value).name).toBe('开封另一家公司');
    expect((await other.get('/setting/getItemByKey', { key: 'tenant_secret' })).json().data.value).toBeNull();
    expect((await other.put('/setting/update', { _id: mine._id, value: '被改了' })).statusCode).toBe(404);
    expect((await other.delete('/setting/delete', { _id: mine._id })).statusCode).toBe(404);
    expect((await admin.get('/setting/getItemByKey', { key: 'tenant_secret' })).json().data.value.value).toBe('A 的数据');
  });

  it('keeps projects apart within a tenant', async () => {
    const p1 = (await add(admin, 'project_only', 0, '项目一')).json().data.value;
    expect((await adminP2.get('/setting/getItemByKey', { key: 'project_only' })).json().data.value).toBeNull();
    expect((await adminP2.get('/setting/list', { key: 'project_only' })).json().data.value.total).toBe(0);
    expect((await adminP2.put('/setting/update', { _id: p1._id, value: 'x' })).statusCode).toBe(404);
    expect((await adminP2.delete('/setting/delete', { _id: p1._id })).statusCode).toBe(404);
    // The same key may exist in each project independently.
    expect((await add(adminP2, 'project_only', 0, '项目二')).statusCode).toBe(200);
    expect((await admin.get('/setting/getItemByKey', { key: 'project_only' })).json().data.value.value).toBe('项目一');
  });

  it('answers 403 权限不足 for a projectid the user may not use, and for a missing one', async () => {
    const token = await t.login('demo_admin');
    const foreign = await t.as(token, otherProjectId).get('/setting/list');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, code: 403, message: '权限不足' });
    expect((await t.as(token, 'not-a-project').post('/setting/add', { key: 'x', type: 0, value: 'x' })).statusCode).toBe(403);
    const missing = await t.as(token, '').get('/setting/list');
    expect(missing.statusCode).toBe(403);
  });
});
