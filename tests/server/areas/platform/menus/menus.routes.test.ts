import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp, type Caller } from '../../../helpers/test-app';

interface Node {
  _id: string;
  name: string;
  label: string;
  icon: string | null;
  path: string;
  type: string;
  sort: number;
  children: Node[];
}
const names = (nodes: Node[]) => nodes.map((n) => n.name);

describe.each(dialects)('menus on %s', (dialect) => {
  let t: TestApp;
  let root: Caller;
  let admin: Caller;
  let staff: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    admin = t.as(await t.login('demo_admin'), '');
    staff = t.as(await t.login('demo_staff'), '');
  });
  afterAll(async () => t?.close());

  const userMenu = async (c: Caller) => {
    const res = await c.get('/setting/menu/userMenu');
    expect(res.statusCode).toBe(200);
    return res.json().data.value as Node[];
  };

  it('gives staff the business menu of docs/requirements.md §2 without admin-type entries', async () => {
    const menu = await userMenu(staff);
    expect(names(menu)).toEqual([
      'dashboard',
      'order',
      'payment',
      'customer',
      'customer_quotation',
      'customer_potential',
      'customer_potential_quotation',
      'customer_tags',
      'product',
      'product_categories',
      'supplier',
      'setting',
    ]);
    expect(menu[0]).toEqual({
      _id: expect.any(String),
      name: 'dashboard',
      label: '仪表盘',
      icon: 'DashboardOutlined',
      path: '/app/dashboard',
      type: 'menu',
      sort: 10,
      children: [],
    });
    const setting = menu.find((n) => n.name === 'setting')!;
    // People, roles and projects are admin work: staff do not get those entries.
    expect(setting.children.map((c) => [c.name, c.label, c.path])).toEqual([
      ['taxes', '税费', '/app/setting/taxes'],
      ['paymode', '付款方式', '/app/setting/paymode'],
      ['general', '设置', '/app/setting/general'],
    ]);
    const adminSetting = (await userMenu(admin)).find((n) => n.name === 'setting')!;
    expect(adminSetting.children.map((c) => [c.name, c.label, c.path])).toEqual([
      ['taxes', '税费', '/app/setting/taxes'],
      ['paymode', '付款方式', '/app/setting/paymode'],
      ['org', '组织与人员', '/app/setting/org'],
      ['general', '设置', '/app/setting/general'],
      ['role', '角色管理', '/app/setting/role'],
      ['projects', '多项目管理', '/app/setting/projects'],
      ['resource', '数据模型', '/app/setting/resource'],
      ['auditLog', '操作日志', '/app/setting/auditLog'],
      ['loginLog', '登录日志', '/app/setting/loginLog'],
      ['onlineUser', '在线用户', '/app/setting/onlineUser'],
    ]);
  });

  it('adds 菜单设置 for admins and 租户管理 for super-admins, as admin-type entries', async () => {
    const adminMenu = await userMenu(admin);
    expect(names(adminMenu).slice(-2)).toEqual(['setting', 'menu']);
    expect(adminMenu.at(-1)).toMatchObject({ label: '菜单设置', type: 'admin', path: '/app/menu' });
    const rootMenu = await userMenu(root);
    expect(rootMenu.slice(-2).map((n) => [n.name, n.label, n.type])).toEqual([
      ['menu', '菜单设置', 'admin'],
      ['tenant', '租户管理', 'admin'],
    ]);
  });

  it('lets admins read the system menu but only super-admins edit it', async () => {
    const sys = await admin.get('/setting/menu/systemMenu');
    expect(sys.statusCode).toBe(200);
    expect(sys.json().data.value.find((n: Node) => n.name === 'tenant')).toMatchObject({
      minRole: 'super_admin',
      status: 1,
      parentId: null,
    });
    expect((await staff.get('/setting/menu/systemMenu')).statusCode).toBe(403);
    const denied = await admin.post('/setting/menu/addSystemMenu', { name: 'reports', label: '报表', path: '/app/reports' });
    expect(denied.statusCode).toBe(403);
  });

  it('edits the system menu and the user menu follows', async () => {
    const before = await userMenu(staff); // warms the cache
    const setting = before.find((n) => n.name === 'setting')!;
    const added = await root.post('/setting/menu/addSystemMenu', {
      name: 'reports',
      label: '报表',
      path: '/app/reports',
      icon: 'BarChartOutlined',
      sort: 15,
    });
    expect(added.json().data.value).toMatchObject({ name: 'reports', type: 'menu', minRole: 'staff', sort: 15 });
    const id = added.json().data.value._id;
    expect(names(await userMenu(staff)).slice(0, 3)).toEqual(['dashboard', 'reports', 'order']);

    expect((await root.post('/setting/menu/addSystemMenu', { name: 'reports', label: '重复', path: '/app/x' })).json()).toMatchObject({
      code: 10100,
      message: '菜单名称「reports」已存在',
    });
    expect(
      (await root.post('/setting/menu/updateSystemMenu', { _id: setting._id, parentId: setting.children[0]._id })).json().message,
    ).toBe('上级菜单不能是该菜单自身或其子菜单');

    await root.post('/setting/menu/updateSystemMenu', { _id: id, label: '统计报表', parentId: setting._id, sort: 1 });
    const moved = await userMenu(staff);
    expect(names(moved)).not.toContain('reports');
    expect(moved.find((n) => n.name === 'setting')!.children[0]).toMatchObject({ name: 'reports', label: '统计报表' });

    await root.post('/setting/menu/updateSystemMenu', { _id: id, status: 0 });
    expect(names((await userMenu(staff)).find((n) => n.name === 'setting')!.children)).not.toContain('reports');

    const removed = await root.post('/setting/menu/removeSystemMenu', { _id: id });
    expect(removed.json().data.value).toEqual({ _id: id, removed: 1 });
    expect((await root.post('/setting/menu/removeSystemMenu', { _id: id })).statusCode).toBe(404);
  });

  it('removes a parent with its children, and removeAllMenuSession drops the cache', async () => {
    const parent = (await root.post('/setting/menu/addSystemMenu', { name: 'tools', label: '工具', path: '/app/tools', sort: 200 })).json()
      .data.value;
    await root.post('/setting/menu/addSystemMenu', { name: 'tool_a', label: '工具甲', path: '/app/tools/tool_a', parentId: parent._id });
    expect(names(await userMenu(staff))).toContain('tools');
    // A change made behind the service's back (another process) shows once the cache is dropped.
    await t.db.kysely.updateTable('menus').set({ label: '小工具' }).where('name', '=', 'tools').execute();
    expect((await userMenu(staff)).find((n) => n.name === 'tools')!.label).toBe('工具');
    expect((await staff.get('/setting/menu/removeAllMenuSession')).statusCode).toBe(200);
    expect((await userMenu(staff)).find((n) => n.name === 'tools')!.label).toBe('小工具');
    expect((await root.post('/setting/menu/removeSystemMenu', { _id: parent._id })).json().data.value.removed).toBe(2);
    expect(await t.db.kysely.selectFrom('menus').select('id').where('name', 'in', ['tools', 'tool_a']).execute()).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ace-apis/setting/menu/userMenu' });
    expect(res.statusCode).toBe(401);
  });
});
