import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp, type Caller } from '../../../helpers/test-app';

describe.each(dialects)('多项目管理 on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller; // admin of another tenant
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'), '');
    const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    await root.post('/setting/tenant/add', { name: '洛阳另一家', adminUsername: 'ly_admin', adminPassword: 'Luoyang123' });
    other = t.as(await t.login('ly_admin', 'Luoyang123'), '');
  });
  afterAll(async () => t?.close());

  it('lists the tenant projects with members in value.rows, Main first', async () => {
    const res = await admin.get('/setting/project/list');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data.value;
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({ _id: t.ids.mainProjectId, name: 'Main', isDefault: true });
    expect(rows[0].userIds).toEqual(expect.arrayContaining([t.ids.adminUserId, t.ids.staffUserId]));
    expect(rows[1]._id).toBe(t.ids.secondProjectId);
  });

  it('adds a project: the caller belongs to it, it has company_info, and the name is unique per tenant', async () => {
    const res = await admin.post('/setting/project/add', { name: '  西北分公司 ' });
    expect(res.statusCode).toBe(200);
    const project = res.json().data.value;
    expect(project).toMatchObject({ name: '西北分公司', isDefault: false, userIds: [t.ids.adminUserId] });
    // The caller's session sees the new project at once: listByUser and the projectid header.
    expect((await admin.get('/setting/project/listByUser')).json().data.value.map((p: { name: string }) => p.name)).toContain('西北分公司');
    const info = await t.as(await t.login('demo_admin'), project._id).get('/setting/getItemByKey', { key: 'company_info' });
    admin = t.as(await t.login('demo_admin'), '');
    expect(info.statusCode).toBe(200);
    expect(JSON.parse(info.json().data.value.value).name).toBe('郑州云帆信息科技有限公司');

    const dup = await admin.post('/setting/project/add', { name: '西北分公司' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('项目名称「西北分公司」已存在，请换一个名称');
    expect((await admin.post('/setting/project/add', { name: '' })).statusCode).toBe(400);
    // Another tenant may use the same name.
    expect((await other.post('/setting/project/add', { name: '西北分公司' })).statusCode).toBe(200);
  });

  it('renames a project and replaces its members; members see the change at once', async () => {
    const staffToken = await t.login('demo_staff');
    const id = (await admin.post('/setting/project/add', { name: '临时项目', userIds: [t.ids.adminUserId, t.ids.staffUserId] })).json().data
      .value._id;
    expect((await t.as(staffToken, id).get('/setting/list')).statusCode).toBe(200);

    const res = await admin.put('/setting/project/update', { _id: id, name: '郑东新区项目', userIds: [t.ids.adminUserId] });
    expect(res.json().data.value).toMatchObject({ name: '郑东新区项目', userIds: [t.ids.adminUserId] });
    expect((await t.as(staffToken, id).get('/setting/list')).statusCode).toBe(403);
    expect((await admin.put('/setting/project/update', { _id: id, name: 'Main' })).json().message).toBe(
      '项目名称「Main」已存在，请换一个名称',
    );
  });

  it('keeps Main named Main and every user in at least one project', async () => {
    const main = await admin.put('/setting/project/update', { _id: t.ids.mainProjectId, name: '主项目' });
    expect(main.statusCode).toBe(400);
    expect(main.json().message).toBe('默认项目「Main」不能改名');
    expect((await admin.put('/setting/project/update', { _id: t.ids.mainProjectId, name: 'Main' })).statusCode).toBe(200);

    const lonely = (
      await admin.post('/setting/org/addUser', {
        username: 'only_second',
        password: 'Second1234',
        displayName: '周八',
        projectIds: [t.ids.secondProjectId],
      })
    ).json().data.value;
    const res = await admin.put('/setting/project/update', { _id: t.ids.secondProjectId, userIds: [t.ids.adminUserId] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('周八');
    expect((await admin.put('/setting/project/update', { _id: t.ids.secondProjectId, userIds: [] })).statusCode).toBe(400);
    const members = (await admin.get('/setting/project/list'))
      .json()
      .data.value.rows.find((p: { _id: string }) => p._id === t.ids.secondProjectId).userIds;
    expect(members).toContain(lonely._id);
  });

  it('is tenant-scoped: other tenants neither see nor change these projects, nor add foreign members', async () => {
    const names = (await other.get('/setting/project/list')).json().data.value.rows.map((p: { name: string }) => p.name);
    expect(names).not.toContain('华东分公司');
    expect((await other.put('/setting/project/update', { _id: t.ids.secondProjectId, name: '被改' })).statusCode).toBe(404);
    const foreign = await other.post('/setting/project/add', { name: '拉人项目', userIds: [t.ids.staffUserId] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('项目成员必须是本租户的用户');
    const rows = (await admin.get('/setting/project/list')).json().data.value.rows;
    expect(rows.find((p: { _id: string }) => p._id === t.ids.secondProjectId).name).toBe('华东分公司');
  });

  it('refuses staff with 403 and anonymous callers with 401', async () => {
    const staff = t.as(await t.login('demo_staff'), '');
    expect((await staff.get('/setting/project/list')).statusCode).toBe(403);
    expect((await staff.post('/setting/project/add', { name: '员工项目' })).statusCode).toBe(403);
    expect((await staff.put('/setting/project/update', { _id: t.ids.secondProjectId, name: '员工改名' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/ace-apis/setting/project/list' })).statusCode).toBe(401);
  });
});
