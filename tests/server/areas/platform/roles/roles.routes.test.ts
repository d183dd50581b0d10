import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, SUPER_ADMIN, type Caller, type TestApp } from '../../../helpers/test-app';
import { addOrder, line, salesSettings, walk } from '../../../helpers/sales-fixtures';
import { resourceSchemas } from '../../../../../src/schemas';
import { permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';

/** Rights as the role API takes them. */
type Perms = Record<string, { actions: string[]; scope?: 'all' | 'own'; fields?: Record<string, 'hidden' | 'readonly'> }>;
interface Role {
  _id: string;
  name: string;
  builtIn: boolean;
  builtInKey: 'admin' | 'staff' | null;
  permissions: Perms;
  userCount: number;
}
interface MenuNode {
  name: string;
  children: MenuNode[];
}

const PASSWORD = 'Roles12345';
const catalogue = permissionCatalogue(resourceSchemas);
const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: res.json().message as string });
const customerBody = (name: string, ownerId?: string) => ({ name, type: 1, contactMethod: 0, contactValue: '13800138000', ownerId });

describe.each(dialects)('roles and permissions on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller; // demo_admin (管理员) in Main
  let staff: Caller; // demo_staff (员工) in Main
  let root: Caller; // the platform's super-admin
  let userNo = 0;

  /** POST /setting/role/add as `by` (the demo admin by default); returns the role. */
  async function addRole(name: string, permissions: Perms, by: Caller = admin): Promise<Role> {
    return ok(await by.post('/setting/role/add', { name, permissions })).value;
  }
  /** A user of the demo tenant holding `roleIds` (every project), signed in, in Main. */
  async function addUser(roleIds: string[], displayName = '测试人员') {
    const username = `role_u${++userNo}`;
    const user = ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName, roleIds })).value;
    return { id: user._id as string, c: t.as(await t.login(username, PASSWORD)) };
  }
  const roles = async (c: Caller = admin): Promise<Role[]> => ok(await c.get('/setting/role/list')).value.rows;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
  });
  afterAll(async () => t?.close());

  it('lists the built-in 管理员 and 员工 with their holders; only role managers may list', async () => {
    const res = await admin.get('/setting/role/list');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data.value as { rows: Role[]; total: number };
    expect(total).toBe(rows.length);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ name: '管理员', builtIn: true, builtInKey: 'admin', userCount: 1 }),
      expect.objectContaining({ name: '员工', builtIn: true, builtInKey: 'staff', userCount: 1 }),
    ]);
    const [adminRole, staffRole] = rows;
    // 管理员 holds everything the catalogue offers; 员工 neither people, roles, projects nor the menu.
    for (const r of catalogue) expect(adminRole.permissions[r.name]?.actions, r.name).toEqual(r.actions);
    for (const name of ['org', 'role', 'projects', 'menu']) expect(staffRole.permissions[name], name).toBeUndefined();
    expect(staffRole.permissions.general.actions).toEqual(['list']);
    expect(staffRole.permissions.customer.actions).toEqual(expect.arrayContaining(['list', 'show', 'create', 'edit', 'delete']));
    // The holders are the demo people: demo_admin holds 管理员, demo_staff 员工.
    const people = ok(await admin.get('/setting/org/list')).value.rows as { username: string; roleIds: string[] }[];
    expect(people.find((p) => p.username === 'demo_admin')!.roleIds).toEqual([adminRole._id]);
    expect(people.find((p) => p.username === 'demo_staff')!.roleIds).toEqual([staffRole._id]);

    expect(refusal(await staff.get('/setting/role/list'))).toEqual({ status: 403, message: '没有查看角色管理的权限' });
    expect(refusal(await staff.post('/setting/role/add', { name: '偷偷加的', permissions: {} }))).toEqual({
      status: 403,
      message: '没有新建角色管理的权限',
    });
  });

  it('answers each user their own effective rights', async () => {
    const mine = ok(await staff.get('/setting/role/mine')).value;
    expect(mine.superAdmin).toBe(false);
    expect(mine.permissions.org).toBeUndefined();
    expect(mine.permissions.role).toBeUndefined();
    expect(mine.permissions.customer.actions).toContain('delete');
    expect(ok(await admin.get('/setting/role/mine')).value.permissions.org.actions).toEqual(['list', 'create', 'edit']);
    const rootMine = ok(await root.get('/setting/role/mine')).value;
    expect(rootMine.superAdmin).toBe(true);
  });

  it('adds a custom role and refuses unknown resources, actions, fields and an owner scope where there is no owner', async () => {
    const role = await addRole('仓库管理', {
      product: { actions: ['list', 'show', 'edit'], fields: { cost: 'hidden', price: 'readonly' } },
      customer_quotation: { actions: ['list'], fields: { 'lines.unitPrice': 'hidden' } },
      org: { actions: ['list'] },
    });
    expect(role).toMatchObject({
      name: '仓库管理',
      builtIn: false,
      builtInKey: null,
      userCount: 0,
      permissions: {
        product: { actions: ['list', 'show', 'edit'], scope: 'all', fields: { cost: 'hidden', price: 'readonly' } },
        customer_quotation: { actions: ['list'], scope: 'all', fields: { 'lines.unitPrice': 'hidden' } },
        org: { actions: ['list'] },
      },
    });
    expect((await roles()).find((r) => r._id === role._id)).toMatchObject({ name: '仓库管理', userCount: 0 });

    const refused = async (permissions: Perms) => refusal(await admin.post('/setting/role/add', { name: '不该存在', permissions }));
    expect(await refused({ warehouse: { actions: ['list'] } })).toEqual({ status: 400, message: '权限中有未知的资源：warehouse' });
    expect(await refused({ product: { actions: ['list', 'approve'] } })).toEqual({ status: 400, message: '“产品”没有操作：approve' });
    // An action another resource has is still unknown here: products are not paid, orders not converted.
    expect(await refused({ product: { actions: ['pay'] } })).toEqual({ status: 400, message: '“产品”没有操作：pay' });
    expect(await refused({ order: { actions: ['convert'] } })).toEqual({ status: 400, message: '“订单”没有操作：convert' });
    expect(await refused({ product: { actions: ['list'], fields: { weight: 'hidden' } } })).toEqual({
      status: 400,
      message: '“产品”没有字段：weight',
    });
    expect(await refused({ order: { actions: ['list'], fields: { 'lines.colour': 'hidden' } } })).toEqual({
      status: 400,
      message: '“订单”没有字段：lines.colour',
    });
    expect(await refused({ org: { actions: ['list'], scope: 'own' } })).toEqual({
      status: 400,
      message: '“组织与人员”没有负责人，数据范围只能是全部',
    });
    // The request schema: only `hidden` and `readonly` rules, only `all` and `own` scopes.
    expect((await refused({ product: { actions: ['list'], fields: { cost: 'secret' as 'hidden' } } })).status).toBe(400);
    expect((await refused({ product: { actions: ['list'], scope: 'mine' as 'own' } })).status).toBe(400);
    expect((await admin.post('/setting/role/add', { name: '', permissions: {} })).statusCode).toBe(400);
    expect(await admin.post('/setting/role/add', { name: '仓库管理', permissions: {} }).then((r) => r.json())).toMatchObject({
      code: 10100,
      message: '角色名称已存在',
    });
    expect((await roles()).some((r) => r.name === '不该存在')).toBe(false);
  });

  describe('a 销售 role with the own data scope and a hidden field', () => {
    let sales: Role;
    let a: { id: string; c: Caller };
    let b: { id: string; c: Caller };
    /** What each salesperson created. */
    const made = {
      a: { customers: [] as string[], quotations: [] as string[] },
      b: { customers: [] as string[], quotations: [] as string[] },
    };
    let adminQuotation: string;

    beforeAll(async () => {
      sales = await addRole('销售', {
        customer: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' },
        customer_quotation: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' },
        order: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' },
        dashboard: { actions: ['list'], scope: 'own' },
        product: { actions: ['list', 'show'], fields: { cost: 'hidden' } },
      });
      a = await addUser([sales._id], '销售甲');
      b = await addUser([sales._id], '销售乙');
      for (const [who, u] of [
        ['a', a],
        ['b', b],
      ] as const) {
        for (const n of [1, 2])
          made[who].customers.push(ok(await u.c.post('/business/customer/add', customerBody(`${who}的客户${n}`, u.id)))._id);
        made[who].quotations.push(
          ok(await u.c.post('/business/order/add', { type: 1, customerId: made[who].customers[0], lines: [line(1, 1000)] }))._id,
        );
      }
      const anyCustomer = made.a.customers[0];
      adminQuotation = ok(await admin.post('/business/order/add', { type: 1, customerId: anyCustomer, lines: [line(1, 500)] }))._id;
    });

    it('lists, counts and finds only the records the user owns', async () => {
      const mine = ok(await a.c.get('/business/customer/list', { pageSize: 100 }));
      expect(mine.total).toBe(2);
      expect(mine.rows.map((r: { _id: string }) => r._id).sort()).toEqual([...made.a.customers].sort());
      expect(mine.rows.every((r: { ownerId: string }) => r.ownerId === a.id)).toBe(true);
      // A search or a filter stays inside the scope.
      expect(ok(await a.c.get('/business/customer/list', { q: '的客户' })).total).toBe(2);
      expect(ok(await a.c.get('/business/customer/list', { ownerId: b.id })).total).toBe(0);
      const quotes = ok(await a.c.get('/business/order/list', { type: 1 }));
      expect(quotes).toMatchObject({ total: 1, rows: [expect.objectContaining({ _id: made.a.quotations[0] })] });

      // The admin (scope all) sees everyone's, the demo ones included.
      const all = ok(await admin.get('/business/customer/list', { pageSize: 100 }));
      expect(all.total).toBeGreaterThan(4);
      expect(all.rows.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([...made.a.customers, ...made.b.customers]));
      expect(ok(await admin.get('/business/order/list', { type: 1, pageSize: 100 })).rows.map((r: { _id: string }) => r._id)).toEqual(
        expect.arrayContaining([...made.a.quotations, ...made.b.quotations, adminQuotation]),
      );

      expect(ok(await a.c.get('/business/customer/findById', { _id: made.a.customers[0] })).name).toBe('a的客户1');
      expect(ok(await a.c.get('/business/order/findById', { _id: made.a.quotations[0] })).type).toBe(1);
    });

    it("answers 404 for another's record: find, update and delete alike; delete without the right is 403", async () => {
      const theirs = made.b.customers[0];
      expect((await a.c.get('/business/customer/findById', { _id: theirs })).statusCode).toBe(404);
      expect((await a.c.put('/business/customer/update', { _id: theirs, remark: '被改' })).statusCode).toBe(404);
      expect((await a.c.get('/business/order/findById', { _id: made.b.quotations[0] })).statusCode).toBe(404);
      expect((await a.c.get('/business/order/findById', { _id: adminQuotation })).statusCode).toBe(404);
      expect((await a.c.put('/business/order/update', { _id: made.b.quotations[0], remark: '被改' })).statusCode).toBe(404);
      // The role has no delete: refused whoever owns the record.
      expect(refusal(await a.c.delete('/business/customer/delete', { _id: made.a.customers[1] }))).toEqual({
        status: 403,
        message: '没有删除客户的权限',
      });
      expect(refusal(await a.c.delete('/business/customer/delete', { _id: theirs }))).toEqual({
        status: 403,
        message: '没有删除客户的权限',
      });
      expect(refusal(await a.c.delete('/business/order/delete', { _id: made.a.quotations[0] }))).toEqual({
        status: 403,
        message: '没有删除客户报价单的权限',
      });
      // Nothing of B's changed; A's own record is editable.
      expect(ok(await admin.get('/business/customer/findById', { _id: theirs })).remark ?? null).toBeNull();
      expect(ok(await admin.get('/business/order/findById', { _id: made.b.quotations[0] })).remark ?? null).toBeNull();
      expect(ok(await a.c.put('/business/customer/update', { _id: made.a.customers[0], remark: '老客户' })).remark).toBe('老客户');
      expect(ok(await a.c.put('/business/order/update', { _id: made.a.quotations[0], remark: '加急' })).remark).toBe('加急');
    });

    it('counts only the own orders on the dashboard', async () => {
      const sell = async (u: Caller, customerId: string, price: number) => {
        const o = ok(await u.post('/business/order/add', { type: 0, customerId, lines: [line(1, price)] }));
        expect(ok(await u.post('/business/order/changeStatus', { _id: o._id, status: 1 })).status).toBe(1);
        return o._id as string;
      };
      const aOrder = await sell(a.c, made.a.customers[0], 12300);
      await sell(b.c, made.b.customers[0], 45600);
      await sell(b.c, made.b.customers[1], 7800);

      // A cancelled sale of A's counts for nothing; part of A's sale paid leaves the rest owed.
      const cancelled = await sell(a.c, made.a.customers[0], 99900);
      expect(ok(await a.c.post('/business/order/changeStatus', { _id: cancelled, status: 2 })).status).toBe(2);
      const payModeId = ok(await admin.get('/setting/paymode/list')).rows[0]._id;
      ok(await admin.post('/business/payment/add', { orderId: aOrder, amount: 2300, kind: 0, payModeId }));

      const collect = async (c: Caller) => ok(await c.get('/business/order/dashboard/collect'));
      expect(await collect(a.c)).toMatchObject({ orders: 1, totals: 12300, unpaidCount: 1, unpaidTotal: 10000 });
      expect(await collect(b.c)).toMatchObject({ orders: 2, totals: 45600 + 7800 });
      // The admin's figures are the whole project's: the demo year of sales and both salespeople's.
      expect((await collect(admin)).orders).toBeGreaterThan(3);

      const unpaid = ok(await a.c.get('/business/order/dashboard/unpaid', { pageSize: 10 }));
      expect(unpaid).toMatchObject({ total: 1, rows: [expect.objectContaining({ _id: aOrder })] });
      const trend = ok(await a.c.get('/business/order/dashboard/trend', { range: 'year' }));
      expect(trend.this).toMatchObject({ orders: 1, totals: 12300 });
      // The order list under `own`: A's two orders, the cancelled one too.
      expect(ok(await a.c.get('/business/order/list', { type: 0 })).total).toBe(2);
    });

    it('never sends a hidden field: not in list rows, not in findById; filtering or sorting by it is refused', async () => {
      const mine = ok(await a.c.get('/business/product/list', { pageSize: 20 }));
      expect(mine.rows.length).toBeGreaterThan(0);
      for (const row of mine.rows) expect(row).not.toHaveProperty('cost');
      const full = ok(await admin.get('/business/product/list', { pageSize: 20 }));
      expect(full.rows.some((r: { cost?: number }) => typeof r.cost === 'number')).toBe(true);
      const id = full.rows.find((r: { cost?: number }) => typeof r.cost === 'number')._id;
      expect(ok(await a.c.get('/business/product/findById', { _id: id }))).not.toHaveProperty('cost');
      expect(ok(await admin.get('/business/product/findById', { _id: id }))).toHaveProperty('cost');

      // `cost` is neither filterable nor sortable for anyone (400); a hidden filterable field is 403.
      const viewer = await addUser([
        (await addRole('看不到售价', { product: { actions: ['list', 'show'], fields: { price: 'hidden' } } }))._id,
      ]);
      expect(refusal(await viewer.c.get('/business/product/list', { price__gte: 1 }))).toEqual({
        status: 403,
        message: '没有查看“售价”的权限，不能按它筛选',
      });
      expect(refusal(await viewer.c.get('/business/product/list', { sortField: 'price', sortOrder: 'desc' }))).toEqual({
        status: 403,
        message: '没有查看“售价”的权限，不能按它排序',
      });
      expect((await viewer.c.get('/business/product/list', { stock__gte: 0 })).statusCode).toBe(200);
      expect((await admin.get('/business/product/list', { price__gte: 1, sortField: 'price' })).statusCode).toBe(200);
      for (const row of ok(await viewer.c.get('/business/product/list')).rows) expect(row).not.toHaveProperty('price');
    });

    it('keeps a hidden item field out of every line of a quotation', async () => {
      const quote = ok(
        await admin.post('/business/order/add', {
          type: 1,
          customerId: made.a.customers[0],
          lines: [line(2, 1000, { discount: 150 }), line(1, 800)],
        }),
      );
      const role = await addRole('看不到优惠', {
        customer_quotation: { actions: ['list', 'show', 'edit'], fields: { 'lines.discount': 'hidden' } },
      });
      const u = await addUser([role._id]);
      const seen = ok(await u.c.get('/business/order/findById', { _id: quote._id }));
      expect(seen.lines).toHaveLength(2);
      for (const l of seen.lines) {
        expect(l).not.toHaveProperty('discount');
        expect(l).toHaveProperty('unitPrice');
      }
      expect(
        ok(await admin.get('/business/order/findById', { _id: quote._id })).lines.map((l: { discount: number }) => l.discount),
      ).toEqual([150, 0]);
      // The lines are replaced whole: a role that cannot see a column cannot rewrite them; other fields it can.
      expect(refusal(await u.c.put('/business/order/update', { _id: quote._id, lines: seen.lines }))).toMatchObject({ status: 400 });
      const saved = ok(await u.c.put('/business/order/update', { _id: quote._id, remark: '已电话确认' }));
      expect(saved.remark).toBe('已电话确认');
      for (const l of saved.lines) expect(l).not.toHaveProperty('discount');
      expect(ok(await admin.get('/business/order/findById', { _id: quote._id })).lines[0].discount).toBe(150);
    });

    it('shows the 销售 user only the menu entries it may list', async () => {
      const menu = ok(await a.c.get('/setting/menu/userMenu')).value as MenuNode[];
      expect(menu.map((n) => n.name)).toEqual(['dashboard', 'order', 'customer', 'customer_quotation', 'product']);
      const all = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.name, ...all(n.children)]);
      expect(all(menu)).not.toContain('org');
      expect(all(menu)).not.toContain('role');
      expect(all(menu)).not.toContain('setting');
      const adminSetting = (ok(await admin.get('/setting/menu/userMenu')).value as MenuNode[]).find((n) => n.name === 'setting')!;
      expect(adminSetting.children.map((c) => c.name)).toEqual(expect.arrayContaining(['org', 'role', 'projects', 'general']));
    });
  });

  it('refuses a write changing a read-only field and accepts the unchanged value', async () => {
    // 售价 is required without a default: a role that may create cannot freeze it (it could never add a
    // product), so this one edits only; a creating role is refused a change of the 单位 it may not set.
    const role = await addRole('只读售价', {
      product: { actions: ['list', 'show', 'edit'], fields: { price: 'readonly', cost: 'hidden' } },
    });
    const u = await addUser([role._id]);
    const creator = await addUser([(await addRole('只读单位', { product: { actions: ['create'], fields: { unit: 'readonly' } } }))._id]);
    expect(refusal(await creator.c.post('/business/product/add', { name: '只读测试', code: 'RO-NEW', price: 1000, unit: '箱' }))).toEqual({
      status: 400,
      message: '没有修改“单位”的权限',
    });
    const product = ok(await admin.post('/business/product/add', { name: '只读测试', code: 'RO-1', price: 1000, cost: 600 }));
    expect(refusal(await u.c.put('/business/product/update', { _id: product._id, price: 2000 }))).toEqual({
      status: 400,
      message: '没有修改“售价”的权限',
    });
    expect(refusal(await u.c.put('/business/product/update', { _id: product._id, cost: 1 }))).toEqual({
      status: 400,
      message: '没有修改“成本价”的权限',
    });
    const saved = ok(await u.c.put('/business/product/update', { _id: product._id, price: 1000, name: '只读测试（改名）' }));
    expect(saved).toMatchObject({ name: '只读测试（改名）', price: 1000 });
    expect(saved).not.toHaveProperty('cost');
    expect(ok(await u.c.put('/business/product/update', { _id: product._id, stock: 5 })).stock).toBe(5);
    // What the role could not see or change is as it was.
    expect(ok(await admin.get('/business/product/findById', { _id: product._id }))).toMatchObject({ price: 1000, cost: 600, stock: 5 });
  });

  it('applies a changed role on the next request, without signing in again', async () => {
    const perms = (actions: string[]): Perms => ({ customer: { actions } });
    const role = await addRole('可删客户', perms(['list', 'show', 'delete']));
    const u = await addUser([role._id]);
    const customer = async () => ok(await admin.post('/business/customer/add', customerBody('待删客户')))._id as string;

    const first = await customer();
    expect((await u.c.delete('/business/customer/delete', { _id: first })).statusCode).toBe(200);
    ok(await admin.put('/setting/role/update', { _id: role._id, permissions: perms(['list', 'show']) }));
    const second = await customer();
    expect(refusal(await u.c.delete('/business/customer/delete', { _id: second }))).toEqual({ status: 403, message: '没有删除客户的权限' });
    expect(ok(await u.c.get('/setting/role/mine')).value.permissions.customer.actions).toEqual(['list', 'show']);
    ok(await admin.put('/setting/role/update', { _id: role._id, permissions: perms(['list', 'show', 'delete']) }));
    expect((await u.c.delete('/business/customer/delete', { _id: second })).statusCode).toBe(200);

    // A change of the user's roles is effective at once too.
    expect(refusal(await u.c.get('/business/product/list'))).toEqual({ status: 403, message: '没有查看产品的权限' });
    const staffRole = (await roles()).find((r) => r.builtInKey === 'staff')!;
    ok(await admin.put('/setting/org/update', { _id: u.id, roleIds: [role._id, staffRole._id] }));
    expect((await u.c.get('/business/product/list')).statusCode).toBe(200);
    ok(await admin.put('/setting/org/update', { _id: u.id, roleIds: [role._id] }));
    expect((await u.c.get('/business/product/list')).statusCode).toBe(403);
  });

  describe('across tenants', () => {
    let other: Caller; // admin of another tenant
    let otherUserId: string;
    let demoRole: Role;
    beforeAll(async () => {
      ok(await root.post('/setting/tenant/add', { name: '周口另一家', adminUsername: 'zk_role_admin', adminPassword: 'Zhoukou123' }));
      other = t.as(await t.login('zk_role_admin', 'Zhoukou123'), '');
      otherUserId = ok(await other.post('/setting/org/addUser', { username: 'zk_role_staff', password: PASSWORD, displayName: '周口员工' }))
        .value._id;
      demoRole = await addRole('本租户专用', { customer: { actions: ['list'] } });
    });

    it("lists only the tenant's own roles: a new tenant starts with 管理员 and 员工", async () => {
      const theirs = await roles(other);
      expect(theirs.map((r) => [r.name, r.builtInKey, r.userCount])).toEqual([
        ['管理员', 'admin', 1],
        ['员工', 'staff', 1],
      ]);
      const ours = await roles();
      expect(theirs.some((r) => ours.some((o) => o._id === r._id))).toBe(false);
    });

    it("cannot update, delete or assign another tenant's role", async () => {
      const ourStaff = (await roles()).find((r) => r.builtInKey === 'staff')!;
      expect((await other.put('/setting/role/update', { _id: demoRole._id, name: '被改' })).statusCode).toBe(404);
      expect((await other.put('/setting/role/update', { _id: ourStaff._id, permissions: {} })).statusCode).toBe(404);
      expect((await other.delete('/setting/role/delete', { _id: demoRole._id })).statusCode).toBe(404);
      expect(refusal(await other.put('/setting/org/update', { _id: otherUserId, roleIds: [demoRole._id] }))).toEqual({
        status: 400,
        message: '角色不存在或不属于本租户',
      });
      expect(
        refusal(
          await other.post('/setting/org/addUser', {
            username: 'zk_role_x',
            password: PASSWORD,
            displayName: '甲',
            roleIds: [ourStaff._id],
          }),
        ),
      ).toEqual({ status: 400, message: '角色不存在或不属于本租户' });
      // …nor the demo admin theirs.
      const theirStaff = (await roles(other)).find((r) => r.builtInKey === 'staff')!;
      expect((await admin.delete('/setting/role/delete', { _id: theirStaff._id })).statusCode).toBe(404);
      expect((await admin.put('/setting/role/update', { _id: theirStaff._id, name: '被改' })).statusCode).toBe(404);
      const demoStaffId = (ok(await admin.get('/setting/org/list', { keyword: 'demo_staff' })).value.rows[0] as { _id: string })._id;
      expect(refusal(await admin.put('/setting/org/update', { _id: demoStaffId, roleIds: [theirStaff._id] }))).toEqual({
        status: 400,
        message: '角色不存在或不属于本租户',
      });
      // Everything as it was.
      expect((await roles()).find((r) => r._id === demoRole._id)).toMatchObject({ name: '本租户专用', userCount: 0 });
      expect((await roles(other)).find((r) => r._id === theirStaff._id)).toMatchObject({ name: '员工', userCount: 1 });
    });
  });

  describe('no escalation', () => {
    it('grants only what the granting user holds, in actions, scope and fields', async () => {
      const manager = await addRole('角色专员', {
        role: { actions: ['list', 'create', 'edit'] },
        customer: { actions: ['list', 'show'], scope: 'own', fields: { remark: 'hidden' } },
        order: { actions: ['list', 'show'] },
      });
      const m = await addUser([manager._id]);
      const add = async (permissions: Perms) => refusal(await m.c.post('/setting/role/add', { name: `专员建的${++userNo}`, permissions }));
      expect(await add({ order: { actions: ['list', 'delete'] } })).toEqual({
        status: 400,
        message: '不能授予自己没有的权限：订单的“删除”',
      });
      expect(await add({ customer: { actions: ['list'] } })).toEqual({ status: 400, message: '不能授予比自己更大的数据范围：客户' });
      expect(await add({ customer: { actions: ['list'], scope: 'own' } })).toEqual({
        status: 400,
        message: '不能放开自己受限的字段：客户的“备注”',
      });
      expect(await add({ customer: { actions: ['list'], scope: 'own', fields: { remark: 'readonly' } } })).toEqual({
        status: 400,
        message: '不能放开自己受限的字段：客户的“备注”',
      });
      expect(await add({ role: { actions: ['list', 'delete'] } })).toEqual({
        status: 400,
        message: '不能授予自己没有的权限：角色管理的“删除”',
      });
      expect(
        (await add({ customer: { actions: ['list'], scope: 'own', fields: { remark: 'hidden' } }, order: { actions: ['list'] } })).status,
      ).toBe(200);

      // Editing a role (its own included) is held to the same rule.
      expect(
        refusal(
          await m.c.put('/setting/role/update', {
            _id: manager._id,
            permissions: { role: { actions: ['list', 'create', 'edit', 'delete'] }, order: { actions: ['list', 'show', 'delete'] } },
          }),
        ),
      ).toEqual({ status: 400, message: '不能授予自己没有的权限：角色管理的“删除”' });
      const staffRole = (await roles()).find((r) => r.builtInKey === 'staff')!;
      expect(
        refusal(await m.c.put('/setting/role/update', { _id: staffRole._id, permissions: { order: { actions: ['delete'] } } })).status,
      ).toBe(400);
      expect((await roles()).find((r) => r._id === manager._id)!.permissions.order.actions).toEqual(['list', 'show']);
      expect(refusal(await m.c.delete('/setting/role/delete', { _id: manager._id }))).toEqual({
        status: 403,
        message: '没有删除角色管理的权限',
      });
      // Without org rights, no one can be given a role either.
      expect(
        (await m.c.post('/setting/org/addUser', { username: 'x1', password: PASSWORD, displayName: '甲', roleIds: [manager._id] }))
          .statusCode,
      ).toBe(403);
    });

    it('assigns only roles within the assigning user', async () => {
      const hr = await addRole('人事', { org: { actions: ['list', 'create', 'edit'] }, customer: { actions: ['list'] } });
      const h = await addUser([hr._id]);
      const all = await roles();
      const adminRole = all.find((r) => r.builtInKey === 'admin')!;
      const narrow = await addRole('只看客户', { customer: { actions: ['list'] } });
      const refused = await h.c.post('/setting/org/addUser', {
        username: 'hr_made1',
        password: PASSWORD,
        displayName: '甲',
        roleIds: [adminRole._id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^不能授予自己没有的权限/);
      const made = ok(
        await h.c.post('/setting/org/addUser', { username: 'hr_made2', password: PASSWORD, displayName: '乙', roleIds: [narrow._id] }),
      ).value;
      expect(made.roleIds).toEqual([narrow._id]);
      expect((await h.c.put('/setting/org/update', { _id: made._id, roleIds: [adminRole._id] })).statusCode).toBe(400);
      expect((await h.c.put('/setting/org/updateRole', { _id: made._id, role: 'admin' })).statusCode).toBe(400);
      // Nor their own roles (changing one's own roles is refused to everyone).
      expect((await h.c.put('/setting/org/update', { _id: h.id, roleIds: [narrow._id] })).json()).toMatchObject({ success: false });
    });

    it("keeps a tenant admin out of the platform's super-admin calls", async () => {
      expect((await admin.get('/setting/tenant/list')).statusCode).toBe(403);
      expect(
        (await admin.post('/setting/menu/addSystemMenu', { name: 'x', label: 'x', path: '/app/x', type: 'menu', sort: 1 })).statusCode,
      ).toBe(403);
      expect(
        refusal(await admin.post('/setting/role/add', { name: '租户管理员', permissions: { tenant: { actions: ['list'] } } })),
      ).toEqual({
        status: 400,
        message: '权限中有未知的资源：tenant',
      });
      // 管理员 keeps role and people management: it cannot lock the tenant out.
      const adminRole = (await roles()).find((r) => r.builtInKey === 'admin')!;
      const { role: _drop, ...rest } = adminRole.permissions;
      expect((await admin.put('/setting/role/update', { _id: adminRole._id, permissions: rest })).statusCode).toBe(400);
      expect((await admin.get('/setting/role/list')).statusCode).toBe(200);
    });
  });

  it('deletes a role only once nobody holds it; built-in roles never', async () => {
    const role = await addRole('临时工', { customer: { actions: ['list'] } });
    const u1 = await addUser([role._id]);
    const u2 = await addUser([role._id]);
    expect((await roles()).find((r) => r._id === role._id)!.userCount).toBe(2);
    expect((await admin.delete('/setting/role/delete', { _id: role._id })).json()).toMatchObject({
      success: false,
      code: 10100,
      message: '还有 2 位人员属于角色“临时工”，请先为他们更换角色后再删除',
    });
    const staffRole = (await roles()).find((r) => r.builtInKey === 'staff')!;
    ok(await admin.put('/setting/org/update', { _id: u1.id, roleIds: [staffRole._id] }));
    expect((await admin.delete('/setting/role/delete', { _id: role._id })).json().message).toBe(
      '还有 1 位人员属于角色“临时工”，请先为他们更换角色后再删除',
    );
    ok(await admin.put('/setting/org/update', { _id: u2.id, roleIds: [staffRole._id] }));
    expect((await admin.delete('/setting/role/delete', { _id: role._id })).statusCode).toBe(200);
    expect((await roles()).some((r) => r._id === role._id)).toBe(false);
    expect((await admin.delete('/setting/role/delete', { _id: role._id })).statusCode).toBe(404);

    for (const r of (await roles()).filter((x) => x.builtIn)) {
      expect((await admin.delete('/setting/role/delete', { _id: r._id })).json()).toMatchObject({
        code: 10100,
        message: `内置角色“${r.name}”不能删除`,
      });
    }
    expect((await roles()).filter((x) => x.builtIn)).toHaveLength(2);
  });
  describe('what a role may not see or reach, in the area calls too', () => {
    it('answers 生成订单 and 转为客户 under the caller’s field rules', async () => {
      await salesSettings(t, admin);
      const role = await addRole('报价员', {
        customer_quotation: { actions: ['list', 'show', 'edit', 'generateOrder'], fields: { total: 'hidden' } },
        customer_potential: { actions: ['list', 'show', 'convert'], fields: { contactValue: 'hidden' } },
      });
      const u = await addUser([role._id]);
      const q = await addOrder(admin, { type: 1, lines: [line(2, 500)] });
      await walk(admin, q._id, [101, 102]);
      const made = ok(await u.c.post('/business/order/quotation/generateOrder', { _id: q._id }));
      // No right on orders: the reply says which order it is, nothing more.
      expect(Object.keys(made).sort()).toEqual(['_id', 'code', 'created']);
      expect(ok(await u.c.post('/business/order/quotation/generateOrder', { _id: q._id }))).toEqual({ ...made, created: false });

      const lead = ok(await admin.post('/business/customer_potential/add', customerBody('转化测试线索')));
      const converted = ok(await u.c.post('/business/customer_potential/convert', { _id: lead._id }));
      expect(converted.potential).not.toHaveProperty('contactValue');
      expect(converted.potential.status).toBe(1);
      expect(Object.keys(converted.customer).sort()).toEqual(['_id', 'name']);
    });

    it('refuses a family call before checking its body when no member is granted', async () => {
      const u = await addUser([(await addRole('只看客户（订单调用）', { customer: { actions: ['list'] } }))._id]);
      expect(refusal(await u.c.post('/business/order/add', {}))).toEqual({ status: 403, message: '没有新建订单的权限' });
      expect(refusal(await u.c.post('/business/order/add', { type: 1 }))).toEqual({ status: 403, message: '没有新建客户报价单的权限' });
      expect(refusal(await u.c.put('/business/order/update', {}))).toMatchObject({ status: 403 });
    });

    it('makes a customer added under own scope without a 负责人 the adder’s', async () => {
      const role = await addRole('客户专员', { customer: { actions: ['list', 'show', 'create'], scope: 'own' } });
      const u = await addUser([role._id]);
      const added = ok(await u.c.post('/business/customer/add', customerBody('无负责人的客户')));
      expect(added.ownerId).toBe(u.id);
      expect(ok(await u.c.get('/business/customer/list')).rows.map((r: { _id: string }) => r._id)).toContain(added._id);
    });
  });

  it('keeps a resource taken away from 管理员 taken away; it still keeps 角色管理 and 组织与人员', async () => {
    const other = ok(
      await root.post('/setting/tenant/add', { name: '许昌收权测试', adminUsername: 'xc_admin', adminPassword: 'Xuchang123' }),
    );
    expect(other.name).toBe('许昌收权测试');
    const xc = t.as(await t.login('xc_admin', 'Xuchang123'), '');
    const adminRole = (await roles(xc)).find((r) => r.builtInKey === 'admin')!;
    const { supplier: _gone, ...rest } = adminRole.permissions;
    ok(await xc.put('/setting/role/update', { _id: adminRole._id, permissions: rest }));
    expect(ok(await xc.get('/setting/role/mine')).value.permissions.supplier).toBeUndefined();
    expect((await roles(xc)).find((r) => r._id === adminRole._id)!.permissions.supplier.actions).toEqual([]);
    const { role: _r, ...withoutRoles } = rest;
    expect(refusal(await xc.put('/setting/role/update', { _id: adminRole._id, permissions: withoutRoles }))).toEqual({
      status: 400,
      message: '管理员角色必须保留角色管理与组织与人员的全部权限',
    });
  });

  it('lets a people manager manage only people whose rights are within their own', async () => {
    const manager = await addUser([
      (await addRole('人事专员', { org: { actions: ['list', 'create', 'edit'] }, customer: { actions: ['list'] } }))._id,
    ]);
    const people = ok(await admin.get('/setting/org/list', { pageSize: 100 })).value.rows as { _id: string; username: string }[];
    const demoAdmin = people.find((p) => p.username === 'demo_admin')!;
    const disabled = refusal(await manager.c.post('/setting/org/disable', { _id: demoAdmin._id }));
    expect(disabled.status).toBe(400);
    expect(disabled.message).toMatch(/^不能管理权限超出自己的人员“王经理”/);
    const small = await addRole('只看客户（人事）', { customer: { actions: ['list'] } });
    expect((await manager.c.put('/setting/org/update', { _id: demoAdmin._id, roleIds: [small._id] })).statusCode).toBe(400);
    expect(ok(await admin.get('/setting/role/mine')).value.permissions.role.actions).toContain('edit');
    // Someone holding no more than the manager is theirs to manage.
    const clerk = await addUser([small._id]);
    expect((await manager.c.post('/setting/org/disable', { _id: clerk.id })).statusCode).toBe(200);
  });
  describe('no way around a field rule or a scope (review findings)', () => {
    it('searches a hidden field for nobody who may not see it, whoever searched first', async () => {
      const u = await addUser([
        (await addRole('看不到联系人', { customer: { actions: ['list', 'show'], fields: { contactName: 'hidden' } } }))._id,
      ]);
      ok(await admin.post('/business/customer/add', { ...customerBody('搜索保密测试'), contactName: 'SECRETXYZ' }));
      const total = async (c: Caller) => ok(await c.get('/business/customer/list', { q: 'SECRETXYZ' })).total;
      expect(await total(admin)).toBe(1);
      expect(await total(u.c)).toBe(0);
      expect(await total(admin)).toBe(1);
    });

    it('refuses any value of a hidden field, even the stored one, and a status move where the status is read-only', async () => {
      const u = await addUser([
        (
          await addRole('改产品看不到成本', {
            product: { actions: ['list', 'show', 'edit'], fields: { cost: 'hidden' } },
            order: { actions: ['list', 'show', 'edit'], fields: { status: 'readonly' } },
          })
        )._id,
      ]);
      const product = ok(await admin.get('/business/product/list', { pageSize: 1 })).rows[0];
      const stored = ok(await admin.get('/business/product/findById', { _id: product._id })).cost;
      expect(refusal(await u.c.put('/business/product/update', { _id: product._id, cost: stored }))).toEqual({
        status: 400,
        message: '没有修改“成本价”的权限',
      });
      await salesSettings(t, admin);
      const order = await addOrder(admin, { type: 0, lines: [line(1, 100)] });
      expect(refusal(await u.c.post('/business/order/changeStatus', { _id: order._id, status: 1 }))).toEqual({
        status: 400,
        message: '没有修改“状态”的权限',
      });
    });

    it('shows the dashboard’s unpaid orders only under the caller’s order rights', async () => {
      const u = await addUser([(await addRole('只看仪表盘', { dashboard: { actions: ['list'] } }))._id]);
      const mine = ok(await u.c.get('/business/order/dashboard/unpaid'));
      const theirs = ok(await admin.get('/business/order/dashboard/unpaid'));
      expect(theirs.rows.length).toBeGreaterThan(0);
      expect(mine).toEqual({ rows: [], total: theirs.total });
    });

    it('does not let a role manager rewrite a role that grants more than they hold', async () => {
      const manager = await addUser([
        (
          await addRole('角色管理专员', {
            role: { actions: ['list', 'create', 'edit', 'delete'] },
            org: { actions: ['list', 'create', 'edit'] },
          })
        )._id,
      ]);
      const adminRole = (await roles()).find((r) => r.builtInKey === 'admin')!;
      const res = refusal(
        await manager.c.put('/setting/role/update', {
          _id: adminRole._id,
          permissions: { role: { actions: ['list', 'create', 'edit', 'delete'] }, org: { actions: ['list', 'create', 'edit'] } },
        }),
      );
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/^不能管理权限超出自己的角色“管理员”/);
      expect(ok(await admin.get('/setting/role/mine')).value.permissions.customer.actions).toContain('delete');
    });
  });
});
