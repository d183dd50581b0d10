import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../../../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../../../helpers/replies';
import { personWithRights } from '../../../helpers/people';
import type { Department as Node } from '../../../../../src/domain/departments';

/** The tree as names only: `名称(人数)[children]`, what a reader of the org chart sees. */
const shape = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children.length ? { [n.name]: shape(n.children) } : n.name));
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe.each(dialects)('departments (部门) on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let inProject: Caller; // the same admin in a project: the audit trail is read there
  const trailOf = async (resource: string, recordId: string) =>
    ok(await inProject.get('/setting/audit/list', { resource, recordId, pageSize: 10 })).rows;
  const tree = async (by: Caller = admin): Promise<Node[]> => ok(await by.get('/setting/dept/tree')).value;
  const byName = async (name: string) => flat(await tree()).find((n) => n.name === name)!;
  const add = async (body: Record<string, unknown>) => ok(await admin.post('/setting/dept/add', body)).value as Node;
  const people = async (query: Record<string, unknown>) =>
    (ok(await admin.get('/setting/org/list', { pageSize: 100, ...query })).value.rows as { username: string }[])
      .map((r) => r.username)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const token = await t.login('demo_admin');
    admin = t.as(token, '');
    inProject = t.as(token, t.ids.mainProjectId);
  });
  afterAll(async () => t?.close());

  it('seeds the demo tree: siblings by 排序 then name, 负责人 by name, people counted where they sit', async () => {
    expect(shape(await tree())).toEqual([{ 郑州云帆信息科技有限公司: [{ 销售部: ['华东销售组', '华北销售组'] }, '财务部'] }]);
    const company = await byName('郑州云帆信息科技有限公司');
    expect(company).toMatchObject({ parentId: null, leaderId: t.ids.adminUserId, leaderName: '王经理', userCount: 1 });
    expect(await byName('华东销售组')).toMatchObject({ leaderName: '李晓明', userCount: 1 });
    expect(await byName('销售部')).toMatchObject({ userCount: 0, leaderId: null, leaderName: '' });
  });

  it('orders siblings of equal 排序 by pinyin, and adds at the top level without a parent', async () => {
    const top = await add({ name: '  测试中心  ', sort: 5 });
    expect(top).toMatchObject({ name: '测试中心', parentId: null, sort: 5, userCount: 0 });
    for (const name of ['运营部', '安全部', '北京办']) await add({ name, parentId: top._id, sort: 1 });
    await add({ name: '在前', parentId: top._id, sort: 0 });
    const center = (await tree()).find((n) => n._id === top._id)!;
    expect(center.children.map((n) => n.name)).toEqual(['在前', '安全部', '北京办', '运营部']);
  });

  it('renames, moves and changes the 负责人; the trail names parent and 负责人', async () => {
    const sales = await byName('销售部');
    const south = await add({ name: '华南组', parentId: sales._id, sort: 3 });
    ok(await admin.put('/setting/dept/update', { _id: south._id, name: '华南销售组' }));
    const finance = await byName('财务部');
    const moved = ok(await admin.put('/setting/dept/update', { _id: south._id, parentId: finance._id, leaderId: t.ids.staffUserId }))
      .value as Node;
    expect(moved).toMatchObject({ name: '华南销售组', parentId: finance._id, leaderName: '李晓明' });
    expect((await byName('财务部')).children.map((n) => n.name)).toEqual(['华南销售组']);
    ok(await admin.put('/setting/dept/update', { _id: south._id, leaderId: null }));
    expect((await byName('华南销售组')).leaderId).toBeNull();

    const trail = await trailOf('department', south._id);
    expect(trail.map((r: { action: string }) => r.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(trail[1].changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: '上级部门', fromText: '销售部', toText: '财务部' }),
        expect.objectContaining({ label: '负责人', fromText: '', toText: '李晓明' }),
      ]),
    );
    expect(trail[2].changes).toEqual([expect.objectContaining({ label: '部门名称', fromText: '华南组', toText: '华南销售组' })]);
  });

  it('refuses bad names, unknown parents, cycles and more than 10 levels, naming the field', async () => {
    const sales = await byName('销售部');
    const east = await byName('华东销售组');
    expect(refusal(await admin.post('/setting/dept/add', { name: '   ' }))).toEqual({ status: 400, message: '部门名称不能为空' });
    expect(refusal(await admin.post('/setting/dept/add', { name: '部'.repeat(51) }))).toEqual({
      status: 400,
      message: '部门名称不能超过 50 个字',
    });
    expect(refusal(await admin.post('/setting/dept/add', { name: '华东销售组', parentId: sales._id })).message).toBe(
      '部门名称“华东销售组”在同一上级部门下已存在',
    );
    // The same name elsewhere in the tree is fine.
    ok(await admin.post('/setting/dept/add', { name: '华东销售组', parentId: (await byName('财务部'))._id }));
    expect(refusal(await admin.post('/setting/dept/add', { name: '孤儿', parentId: 'nope' })).message).toBe('上级部门不存在');
    expect(refusal(await admin.put('/setting/dept/update', { _id: sales._id, parentId: east._id }))).toEqual({
      status: 400,
      message: '不能把部门移到它自己或它的下级部门之下',
    });
    expect(refusal(await admin.put('/setting/dept/update', { _id: sales._id, parentId: sales._id })).message).toBe(
      '不能把部门移到它自己或它的下级部门之下',
    );
    // 郑州云帆 (1) → 销售部 (2) → 华东销售组 (3) → 4 … 10; an 11th level is refused, and so is moving 销售部 under the 9th.
    let parent = east._id;
    for (let level = 4; level <= 10; level++) parent = (await add({ name: `第${level}级`, parentId: parent }))._id;
    expect(refusal(await admin.post('/setting/dept/add', { name: '第11级', parentId: parent })).message).toBe('上级部门：部门最多 10 级');
    const ninth = await byName('第9级');
    const finance = await byName('财务部');
    expect(refusal(await admin.put('/setting/dept/update', { _id: finance._id, parentId: ninth._id })).message).toBe(
      '上级部门：部门最多 10 级',
    );
  });

  it('takes as 负责人 only an active member of the tenant', async () => {
    const finance = await byName('财务部');
    const gone = ok(
      await admin.post('/setting/org/addUser', { username: 'dept_gone', password: 'Gone123456', displayName: '离职者' }),
    ).value;
    ok(await admin.post('/setting/org/disable', { _id: gone._id }));
    const message = '负责人须是本租户在职（启用）的人员';
    expect(refusal(await admin.put('/setting/dept/update', { _id: finance._id, leaderId: gone._id }))).toEqual({ status: 400, message });
    expect(refusal(await admin.post('/setting/dept/add', { name: '新部门', leaderId: 'nobody' })).message).toBe(message);
  });

  it('puts people in departments; the list filters by a department and all below it', async () => {
    const sales = await byName('销售部');
    const north = await byName('华北销售组');
    const added = ok(
      await admin.post('/setting/org/addUser', { username: 'north_rep', password: 'North12345', displayName: '北区', deptId: north._id }),
    ).value;
    expect(added).toMatchObject({ deptId: north._id, deptName: '华北销售组' });
    expect(await people({ deptId: sales._id })).toEqual(['demo_staff', 'north_rep']);
    expect(await people({ deptId: north._id })).toEqual(['north_rep']);
    expect(await people({ deptId: (await byName('财务部'))._id })).toEqual([]);

    const finance = await byName('财务部');
    expect(ok(await admin.put('/setting/org/update', { _id: added._id, deptId: finance._id })).value.deptName).toBe('财务部');
    expect(await people({ deptId: sales._id })).toEqual(['demo_staff']);
    expect(ok(await admin.put('/setting/org/update', { _id: added._id, deptId: null })).value).toMatchObject({
      deptId: null,
      deptName: '',
    });
    const trail = await trailOf('user', added._id);
    expect(trail[0].changes).toEqual([expect.objectContaining({ label: '部门', fromText: '财务部', toText: '' })]);

    const refusedAdd = await admin.post('/setting/org/addUser', {
      username: 'x_rep',
      password: 'North12345',
      displayName: '甲',
      deptId: 'nope',
    });
    expect(refusal(refusedAdd)).toEqual({ status: 400, message: '所属部门不存在' });
    expect(refusal(await admin.put('/setting/org/update', { _id: added._id, deptId: 'nope' })).message).toBe('所属部门不存在');
    expect(refusal(await admin.get('/setting/org/list', { deptId: 'nope' })).message).toBe('部门不存在');
  });

  it('refuses to delete a department while people or sub-departments remain, with the reason', async () => {
    const east = await byName('华东销售组');
    ok(await admin.post('/setting/org/addUser', { username: 'east_two', password: 'East123456', displayName: '东二', deptId: east._id }));
    expect(refusal(await admin.delete('/setting/dept/delete', { _id: east._id }))).toEqual({
      status: 400,
      message: '该部门下还有 2 名成员，请先调整他们的部门',
    });
    const north = await byName('华北销售组');
    const emptied = (await people({ deptId: north._id })).length;
    expect(emptied).toBe(0);
    expect(refusal(await admin.delete('/setting/dept/delete', { _id: (await byName('销售部'))._id })).message).toBe(
      '该部门下还有下级部门，请先删除或移走',
    );
    expect(ok(await admin.delete('/setting/dept/delete', { _id: north._id }))).toBeNull();
    expect(flat(await tree()).some((n) => n._id === north._id)).toBe(false);
    const trail = await trailOf('department', north._id);
    expect(trail[0]).toMatchObject({ action: 'delete', recordLabel: '华北销售组' });
  });

  it("keeps tenants apart: another tenant's departments are unknown ids", async () => {
    const other = await anotherTenantAdmin(t);
    expect(await tree(other)).toEqual([]);
    const theirs = ok(await other.post('/setting/dept/add', { name: '洛阳总部' })).value as Node;
    const sales = await byName('销售部');
    expect(refusal(await admin.put('/setting/dept/update', { _id: theirs._id, name: '改' })).status).toBe(404);
    expect(refusal(await admin.delete('/setting/dept/delete', { _id: theirs._id })).status).toBe(404);
    expect(refusal(await admin.post('/setting/dept/add', { name: '越界', parentId: theirs._id })).message).toBe('上级部门不存在');
    expect(refusal(await other.put('/setting/dept/update', { _id: theirs._id, parentId: sales._id })).message).toBe('上级部门不存在');
    expect(refusal(await other.put('/setting/dept/update', { _id: theirs._id, leaderId: t.ids.adminUserId })).message).toBe(
      '负责人须是本租户在职（启用）的人员',
    );
    const addUser = { username: 'ly_rep', password: 'Luoyang123', displayName: '洛阳', deptId: sales._id };
    expect(refusal(await other.post('/setting/org/addUser', addUser)).message).toBe('所属部门不存在');
    expect(refusal(await other.get('/setting/org/list', { deptId: sales._id })).message).toBe('部门不存在');
    expect((await tree()).some((n) => n._id === theirs._id)).toBe(false);
  });

  it('needs the 组织与人员 rights: 员工 is refused, a role with list reads but may not change', async () => {
    const staff = t.as(await t.login('demo_staff'), '');
    expect((await staff.get('/setting/dept/tree')).statusCode).toBe(403);
    expect((await staff.post('/setting/dept/add', { name: '员工的部门' })).statusCode).toBe(403);
    const sales = await byName('销售部');
    expect((await staff.put('/setting/dept/update', { _id: sales._id, name: '改' })).statusCode).toBe(403);
    expect((await staff.delete('/setting/dept/delete', { _id: sales._id })).statusCode).toBe(403);
    const { caller: reader } = await personWithRights(t, admin, 'dept_reader', { org: { actions: ['list'] } });
    expect((await tree(reader)).length).toBeGreaterThan(0);
    expect((await reader.post('/setting/dept/add', { name: '读者的部门' })).statusCode).toBe(403);
    expect((await reader.delete('/setting/dept/delete', { _id: sales._id })).statusCode).toBe(403);
  });
});
