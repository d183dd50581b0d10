import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../../../helpers/replies';

const PASSWORD = 'Views12345';
const state = (extra: Record<string, unknown> = {}) => ({
  filters: [
    { field: 'q', operator: 'contains', value: '开封' },
    { field: 'contactValue', operator: 'contains', value: '138' },
    { field: 'type', operator: 'eq', value: 1 },
  ],
  sort: { field: 'contactValue', order: 'desc' },
  pageSize: 50,
  hidden: ['contactValue', 'type'],
  ...extra,
});
type View = { _id: string; name: string; mine: boolean; editable: boolean; state: ReturnType<typeof state> };

describe.each(dialects)('saved views and column settings on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let adminP2: Caller;
  let seller: Caller; // holds 销售视图 (客户 list, 联系号码 hidden)
  let clerk: Caller; // holds 客户只读 only
  let outsider: Caller; // no 客户 right at all
  let other: Caller; // the admin of another tenant
  let sellerRole: string;
  let userNo = 0;

  const addRole = async (name: string, permissions: object) =>
    (ok(await admin.post('/setting/role/add', { name, permissions })).value as { _id: string })._id;
  async function addUser(roleIds: string[]) {
    const username = `view_u${++userNo}`;
    ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName: `视图${userNo}`, roleIds }));
    return t.as(await t.login(username, PASSWORD));
  }
  const views = async (c: Caller, resource = 'customer'): Promise<View[]> => ok(await c.get('/setting/view/list', { resource })).value.rows;
  const add = (c: Caller, body: Record<string, unknown>) =>
    c.post('/setting/view/add', { resource: 'customer', visibility: 'personal', state: state(), ...body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
    adminP2 = t.as(adminToken, t.ids.secondProjectId);
    sellerRole = await addRole('销售视图', { customer: { actions: ['list', 'show'], fields: { contactValue: 'hidden' } } });
    const clerkRole = await addRole('客户只读', { customer: { actions: ['list', 'show'] } });
    const productRole = await addRole('只看产品', { product: { actions: ['list'] } });
    seller = await addUser([sellerRole]);
    clerk = await addUser([clerkRole]);
    outsider = await addUser([productRole]);
    other = await anotherTenantAdmin(t);
  });
  afterAll(async () => t?.close());

  it('shows a role view to holders of the role only, without the fields they may not see', async () => {
    const view = ok(await add(admin, { name: '开封客户', visibility: 'roles', roleIds: [sellerRole] })).value as View;
    expect(view).toMatchObject({ name: '开封客户', mine: true, editable: true });
    expect(view.state).toEqual(state());
    const seen = (await views(seller)).find((v) => v._id === view._id)!;
    expect(seen).toMatchObject({ mine: false, editable: false });
    // 联系号码 is hidden from 销售视图: its filter, its sort and its column are gone, the rest stays.
    expect(seen.state).toEqual({
      filters: [
        { field: 'q', operator: 'contains', value: '开封' },
        { field: 'type', operator: 'eq', value: 1 },
      ],
      sort: null,
      pageSize: 50,
      hidden: ['type'],
    });
    expect((await views(clerk)).map((v) => v._id)).not.toContain(view._id);
  });

  it('shows a project view to everyone of the project, and nothing to another project or tenant', async () => {
    const view = ok(await add(admin, { name: '全员视图', visibility: 'project' })).value as View;
    expect((await views(clerk)).map((v) => v.name)).toContain('全员视图');
    expect((await views(seller)).map((v) => v.name)).toContain('全员视图');
    expect(await views(adminP2)).toEqual([]);
    expect(await views(other)).toEqual([]);
    expect(
      refusal(
        await other.put('/setting/view/update', { _id: view._id, resource: 'customer', name: '改', visibility: 'project', state: state() }),
      ).status,
    ).toBe(404);
    expect(refusal(await other.delete('/setting/view/delete', { _id: view._id, resource: 'customer' })).status).toBe(404);
  });

  it('keeps a personal view to its owner', async () => {
    const mine = ok(await add(clerk, { name: '我的视图' })).value as View;
    expect((await views(clerk)).map((v) => v.name)).toContain('我的视图');
    expect((await views(admin)).map((v) => v._id)).not.toContain(mine._id);
    // Not even an admin changes someone's personal view: it is not theirs to see.
    expect(refusal(await admin.delete('/setting/view/delete', { _id: mine._id, resource: 'customer' })).status).toBe(404);
  });

  it('lets only the owner change a view, and an admin remove a shared one', async () => {
    const view = ok(await add(clerk, { name: '共享给大家', visibility: 'project' })).value as View;
    expect(
      refusal(
        await seller.put('/setting/view/update', {
          _id: view._id,
          resource: 'customer',
          name: '抢改',
          visibility: 'project',
          state: state(),
        }),
      ),
    ).toEqual({
      status: 403,
      message: '只有视图的创建人可以修改或删除该视图',
    });
    expect(refusal(await seller.delete('/setting/view/delete', { _id: view._id, resource: 'customer' })).status).toBe(403);
    const renamed = ok(await clerk.put('/setting/view/update', { ...view, name: '共享给大家2' })).value as View;
    expect(renamed.name).toBe('共享给大家2');
    ok(await admin.delete('/setting/view/delete', { _id: view._id, resource: 'customer' }));
    expect((await views(clerk)).map((v) => v._id)).not.toContain(view._id);
  });

  it.each([
    [{ name: '' }, '请输入视图名称'],
    [{ name: '   ' }, '请输入视图名称'],
    [{ name: '长'.repeat(31) }, '视图名称不能超过 30 个字符'],
    [{ name: '按角色', visibility: 'roles' }, '请选择可见的角色（roleIds）'],
    [{ name: '坏角色', visibility: 'roles', roleIds: ['no-such-role'] }, '角色（roleIds）不存在：no-such-role'],
  ])('refuses %j with a Chinese message naming the field', async (body, message) => {
    expect(refusal(await add(admin, body))).toEqual({ status: 400, message });
  });

  it('refuses a second view of the same name for the same owner and list', async () => {
    ok(await add(seller, { name: '重名' }));
    expect(refusal(await add(seller, { name: '重名' }))).toEqual({ status: 400, message: '视图名称「重名」已存在，请换一个名称' });
    // Another owner, or another list, may use the name.
    ok(await add(clerk, { name: '重名' }));
    ok(await add(admin, { name: '重名' }));
    ok(await add(admin, { name: '重名', resource: 'product', state: { filters: [] } }));
    expect(refusal(await add(admin, { name: '重名' })).message).toBe('视图名称「重名」已存在，请换一个名称');
  });

  it('refuses a reader without the list right', async () => {
    const view = ok(await add(admin, { name: '给外人看不到', visibility: 'project' })).value as View;
    expect(refusal(await outsider.get('/setting/view/list', { resource: 'customer' })).status).toBe(403);
    // The right is checked before the view is looked up, and a view is found only under its own list.
    expect(refusal(await outsider.delete('/setting/view/delete', { _id: view._id, resource: 'customer' })).status).toBe(403);
    expect(refusal(await admin.delete('/setting/view/delete', { _id: view._id, resource: 'product' })).status).toBe(404);
    expect(refusal(await outsider.get('/setting/view/columns', { resource: 'customer' })).status).toBe(403);
  });

  it('keeps each user’s columns per resource, in every project of the tenant', async () => {
    expect(ok(await clerk.get('/setting/view/columns', { resource: 'customer' })).value).toEqual({
      resource: 'customer',
      hidden: [],
      order: [],
    });
    ok(await admin.put('/setting/view/columns', { resource: 'customer', hidden: ['type', 'contactValue'], order: ['name', 'type'] }));
    ok(await admin.put('/setting/view/columns', { resource: 'customer', hidden: ['type'] }));
    expect(ok(await admin.get('/setting/view/columns', { resource: 'customer' })).value).toEqual({
      resource: 'customer',
      hidden: ['type'],
      order: [],
    });
    expect(ok(await adminP2.get('/setting/view/columns', { resource: 'customer' })).value.hidden).toEqual(['type']);
    expect(ok(await clerk.get('/setting/view/columns', { resource: 'customer' })).value.hidden).toEqual([]);
    expect(refusal(await admin.put('/setting/view/columns', { resource: 'customer', hidden: ['bad name'] })).status).toBe(400);
  });

  it('puts every view write on the audit trail', async () => {
    const view = ok(await add(admin, { name: '审计视图', visibility: 'project' })).value as View;
    ok(await admin.put('/setting/view/update', { ...view, name: '审计视图2' }));
    ok(await admin.delete('/setting/view/delete', { _id: view._id, resource: 'customer' }));
    const rows = ok(await admin.get('/setting/audit/list', { resource: 'list_view', recordId: view._id, pageSize: 100 })).rows as {
      action: string;
      recordLabel: string;
      changes: { field: string; fromText: string; toText: string }[];
    }[];
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1].changes).toEqual([expect.objectContaining({ field: 'name', fromText: '审计视图', toText: '审计视图2' })]);
    expect(rows[2].changes.find((c) => c.field === 'visibility')?.toText).toBe('项目内所有人');
  });
});
