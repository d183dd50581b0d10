import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp, type Caller } from '../../../helpers/test-app';

describe.each(dialects)('tenant management on %s', (dialect) => {
  let t: TestApp;
  let root: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
  });
  afterAll(async () => t?.close());

  it('is for super-admins only', async () => {
    const admin = t.as(await t.login('demo_admin'), '');
    const res = await admin.get('/setting/tenant/list');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: '权限不足' });
  });

  it('adds tenants with their admin and lists them with rows and total', async () => {
    const added = await root.post('/setting/tenant/add', {
      name: '新乡智联科技',
      adminUsername: 'xx_admin',
      adminPassword: 'Xinxiang123',
      adminMobile: '13912345678',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ name: '新乡智联科技', status: 1, userCount: 1 });
    await root.post('/setting/tenant/add', { name: '安阳数码', adminUsername: 'ay_admin', adminPassword: 'Anyang1234' });

    const list = (await root.get('/setting/tenant/list', { pageNo: 1, pageSize: 2 })).json().data;
    expect(list.total).toBe(3);
    expect(list.rows.map((r: { name: string }) => r.name)).toEqual(['安阳数码', '新乡智联科技']);
    const page2 = (await root.get('/setting/tenant/list', { pageNo: 2, pageSize: 2 })).json().data;
    expect(page2.rows).toEqual([expect.objectContaining({ _id: t.ids.tenantId, userCount: 3 })]);
    expect((await root.get('/setting/tenant/list', { name: '新乡' })).json().data.total).toBe(1);

    expect(
      (await root.post('/setting/tenant/add', { name: '重名', adminUsername: 'xx_admin', adminPassword: 'Xinxiang123' })).json(),
    ).toMatchObject({ code: 10201, message: '用户已存在' });
    expect(
      (await root.post('/setting/tenant/add', { name: '弱密码', adminUsername: 'weak_one', adminPassword: '12345678' })).statusCode,
    ).toBe(400);
    expect((await root.post('/setting/tenant/add', { adminUsername: 'no_name', adminPassword: 'Abcdefg123' })).json().message).toBe(
      '请输入租户名称',
    );
  });

  it('renames, disables (ending sessions and refusing logins) and enables a tenant', async () => {
    const id = (await root.post('/setting/tenant/add', { name: '鹤壁电子', adminUsername: 'hb_admin', adminPassword: 'Hebi123456' })).json()
      .data._id;
    const hbToken = await t.login('hb_admin', 'Hebi123456');
    expect((await root.put('/setting/tenant/update', { _id: id, name: '鹤壁电子有限公司' })).json().data.name).toBe('鹤壁电子有限公司');

    const disabled = await root.post('/setting/tenant/disable', { _id: id });
    expect(disabled.json()).toMatchObject({ success: true, message: '租户已停用', data: { status: 0 } });
    const ended = await t.as(hbToken, '').get('/setting/project/listByUser');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 10204, message: '账号已停用，请联系管理员' });
    const login = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'hb_admin', password: 'Hebi123456' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('所属租户已停用，请联系管理员');

    await root.post('/setting/tenant/enable', { _id: id });
    expect(await t.login('hb_admin', 'Hebi123456')).toBeTruthy();
  });

  it('refuses to disable its own tenant and answers 404 for an unknown one', async () => {
    expect((await root.post('/setting/tenant/disable', { _id: t.ids.tenantId })).json()).toMatchObject({
      code: 10100,
      message: '不能停用当前登录账号所在的租户',
    });
    expect((await root.put('/setting/tenant/update', { _id: 'nope', name: 'x' })).statusCode).toBe(404);
  });
});
