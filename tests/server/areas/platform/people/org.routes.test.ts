import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp, type Caller } from '../../../helpers/test-app';

describe.each(dialects)('organization and people on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller; // admin of another tenant
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'), '');
    const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    await root.post('/setting/tenant/add', { name: '周口另一家', adminUsername: 'zk_admin', adminPassword: 'Zhoukou123' });
    other = t.as(await t.login('zk_admin', 'Zhoukou123'), '');
  });
  afterAll(async () => t?.close());

  it('lists the tenant people with rows and total in value, for admins only', async () => {
    const res = await admin.get('/setting/org/list');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data.value;
    expect(total).toBe(3);
    expect(rows.map((r: { username: string }) => r.username).sort()).toEqual(['demo_admin', 'demo_staff', SUPER_ADMIN.username].sort());
    expect(rows[0].password_hash).toBeUndefined();
    expect((await admin.get('/setting/org/list', { keyword: '李晓' })).json().data.value.rows).toEqual([
      expect.objectContaining({
        username: 'demo_staff',
        role: 'staff',
        projectIds: expect.arrayContaining([t.ids.mainProjectId, t.ids.secondProjectId]),
      }),
    ]);
    const staff = t.as(await t.login('demo_staff'), '');
    expect((await staff.get('/setting/org/list')).statusCode).toBe(403);
  });

  it('adds a staff user who can sign in and work in the given projects only', async () => {
    const res = await admin.post('/setting/org/addUser', {
      username: 'new_staff',
      password: 'Staff12345',
      displayName: '赵六',
      projectIds: [t.ids.secondProjectId],
    });
    expect(res.json().data.value).toMatchObject({ username: 'new_staff', role: 'staff', status: 1, projectIds: [t.ids.secondProjectId] });
    const token = await t.login('new_staff', 'Staff12345');
    expect((await t.as(token, t.ids.secondProjectId).get('/setting/list')).statusCode).toBe(200);
    expect((await t.as(token, t.ids.mainProjectId).get('/setting/list')).statusCode).toBe(403);
    expect(
      (await admin.post('/setting/org/addUser', { username: 'new_staff', password: 'Staff12345', displayName: '重复' })).json().code,
    ).toBe(10201);
    expect(
      (
        await admin.post('/setting/org/addUser', {
          username: 'x_staff',
          password: 'Staff12345',
          displayName: '甲',
          projectIds: ['elsewhere'],
        })
      ).json().message,
    ).toBe('请选择本租户的项目');
  });

  it('changes role and projects, disables and enables; the session follows at once', async () => {
    const id = (await admin.post('/setting/org/addUser', { username: 'role_user', password: 'Role123456', displayName: '孙七' })).json()
      .data.value._id;
    const token = await t.login('role_user', 'Role123456');
    expect((await t.as(token, '').get('/setting/org/list')).statusCode).toBe(403);
    expect((await admin.put('/setting/org/updateRole', { _id: id, role: 'admin' })).json().data.value.role).toBe('admin');
    expect((await t.as(token, '').get('/setting/org/list')).statusCode).toBe(200);

    await admin.put('/setting/org/update', { _id: id, projectIds: [t.ids.mainProjectId] });
    expect((await t.as(token, t.ids.secondProjectId).get('/setting/list')).statusCode).toBe(403);

    expect((await admin.post('/setting/org/disable', { _id: id })).json().data.value.status).toBe(0);
    expect((await t.as(token, '').get('/setting/project/listByUser')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'role_user', password: 'Role123456' } }))
        .statusCode,
    ).toBe(403);
    await admin.post('/setting/org/enable', { _id: id });
    expect(await t.login('role_user', 'Role123456')).toBeTruthy();
  });

  it('refuses to change oneself, a super-admin, or anyone of another tenant', async () => {
    const me = (await admin.get('/setting/org/list', { keyword: 'demo_admin' })).json().data.value.rows[0];
    expect((await admin.post('/setting/org/disable', { _id: me._id })).json()).toMatchObject({
      code: 10100,
      message: '不能修改当前登录账号的角色或状态',
    });
    const root = (await admin.get('/setting/org/list', { role: 'super_admin' })).json().data.value.rows[0];
    expect((await admin.put('/setting/org/updateRole', { _id: root._id, role: 'staff' })).json().message).toBe('不能修改超级管理员');
    expect((await admin.put('/setting/org/updateRole', { _id: me._id, role: 'super_admin' })).statusCode).toBe(400);

    // The super-admin lives in the demo tenant: its admin may not rename it or change its projects either.
    for (const patch of [{ displayName: '被改名' }, { projectIds: [t.ids.secondProjectId] }, { mobile: '13800000000' }]) {
      expect((await admin.put('/setting/org/update', { _id: root._id, ...patch })).json()).toMatchObject({
        success: false,
        code: 10100,
        message: '不能修改超级管理员',
      });
    }
    expect((await admin.get('/setting/org/list', { role: 'super_admin' })).json().data.value.rows[0]).toMatchObject({
      displayName: root.displayName,
      mobile: root.mobile,
      projectIds: expect.arrayContaining(root.projectIds),
    });
    // One's own name stays editable (the 组织与人员 screen offers it).
    expect((await admin.put('/setting/org/update', { _id: me._id, displayName: '王总' })).json().data.value.displayName).toBe('王总');

    const staffId = (await admin.get('/setting/org/list', { keyword: 'demo_staff' })).json().data.value.rows[0]._id;
    expect((await other.get('/setting/org/list')).json().data.value.total).toBe(1);
    expect((await other.put('/setting/org/updateRole', { _id: staffId, role: 'admin' })).statusCode).toBe(404);
    expect((await other.post('/setting/org/disable', { _id: staffId })).statusCode).toBe(404);
    expect((await other.put('/setting/org/update', { _id: staffId, displayName: '被改' })).statusCode).toBe(404);
    expect((await admin.get('/setting/org/list', { keyword: 'demo_staff' })).json().data.value.rows[0]).toMatchObject({
      role: 'staff',
      status: 1,
      displayName: '李晓明',
    });
  });
});
