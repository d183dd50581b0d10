import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, dialects, type Caller, type TestApp } from '../../../helpers/test-app';
import { ok, refusal } from '../../../helpers/replies';
import { addOrder, line, salesSettings, walk } from '../../../helpers/sales-fixtures';
import { OrderStatus } from '../../../../../src/domain/sales/statuses';
import type { DataScope } from '../../../../../src/domain/permissions/grants';

/**
 * Data scopes by department (docs/permissions.md「数据范围」) against a tree three levels deep:
 *
 *   销售部 (经理 manager, its 负责人)
 *   ├─ 华东组 (组长 lead)
 *   │   └─ 华东一组 (代表 rep, 代表二 rep2)
 *   └─ 华北组 (北方 north)
 *
 * Each person adds one customer and one order of their own; one role, 销售, grants 客户, 订单 and a
 * designed resource under the scope each case sets. 管理员 (demo_admin) sees all throughout.
 */
const PASSWORD = 'Scopes12345';
type Who = 'manager' | 'lead' | 'rep' | 'rep2' | 'north';
const PEOPLE: Who[] = ['manager', 'lead', 'rep', 'rep2', 'north'];

describe.each(dialects)('data scopes by department on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let role: { _id: string };
  const dept: Record<'sales' | 'east' | 'eastOne' | 'north', string> = { sales: '', east: '', eastOne: '', north: '' };
  const id = {} as Record<Who, string>;
  const as = {} as Record<Who, Caller>;
  const customers = {} as Record<Who, string>;
  const orders = {} as Record<Who, string>;
  const visits = {} as Record<Who, string>;
  let settings: Awaited<ReturnType<typeof salesSettings>>;

  const addDept = async (name: string, parentId: string | null, leaderId: string | null = null) =>
    ok(await admin.post('/setting/dept/add', { name, parentId, leaderId })).value._id as string;
  const moveTo = async (who: Who, deptId: string) => ok(await admin.put('/setting/org/update', { _id: id[who], deptId }));
  /** Sets 销售's scope on every resource it grants (the change counts from the next request). */
  const scope = async (s: DataScope, deptIds?: string[]) => {
    const grant = (actions: string[]) => ({ actions, scope: s, ...(deptIds ? { deptIds } : {}) });
    const all = ['list', 'show', 'create', 'edit', 'delete', 'transfer', 'export'];
    ok(
      await admin.put('/setting/role/update', {
        _id: role._id,
        permissions: {
          customer: grant(all),
          order: grant(['list', 'show', 'create', 'edit', 'delete']),
          visit: grant(['list', 'show', 'create', 'edit', 'delete']),
          product: { actions: ['list', 'show'] },
        },
      }),
    );
  };
  const listed = async (c: Caller, url: string, query: Record<string, unknown> = {}) => {
    const page = ok(await c.get(url, { pageSize: 100, ...query }));
    return { ids: new Set((page.rows as { _id: string }[]).map((r) => r._id)), total: page.total as number };
  };
  /** Whose customers `who` lists, checked against the total, findById and the related list of orders. */
  async function reach(who: Who): Promise<Who[]> {
    const { ids, total } = await listed(as[who], '/business/customer/list');
    const seen = PEOPLE.filter((p) => ids.has(customers[p]));
    // Only the tree's records exist besides the admin's: the total counts exactly what is listed.
    expect(total, `${who}'s total`).toBe(ids.size);
    // A full first page counts its total under the scope and keeps it by the set of owners the scope
    // reaches (db/list/owner-set.ts): each person's is their own, whoever asked before.
    if (ids.size > 1)
      expect((await listed(as[who], '/business/customer/list', { pageSize: 1 })).total, `${who}'s counted total`).toBe(ids.size);
    for (const p of PEOPLE) {
      const found = await as[who].get('/business/customer/findById', { _id: customers[p] });
      expect(found.statusCode, `${who} reads ${p}'s customer`).toBe(seen.includes(p) ? 200 : 404);
    }
    const orderIds = (await listed(as[who], '/business/order/list', { type: 0 })).ids;
    expect(
      PEOPLE.filter((p) => orderIds.has(orders[p])),
      `${who}'s orders`,
    ).toEqual(seen);
    const visitIds = (await listed(as[who], '/business/custom/visit/list')).ids;
    expect(
      PEOPLE.filter((p) => visitIds.has(visits[p])),
      `${who}'s visits (designed)`,
    ).toEqual(seen);
    // A show page's related list: each customer's orders, as far as the scope reaches.
    for (const p of PEOPLE) {
      const res = await as[who].get('/related', { resource: 'order', owner: 'customer', via: 'customerId', id: customers[p] });
      const rows = res.statusCode === 200 ? (res.json().data.rows as { _id: string }[]) : [];
      expect(
        rows.some((r) => r._id === orders[p]),
        `${who} sees ${p}'s order in a related list`,
      ).toBe(seen.includes(p));
    }
    return seen;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    settings = await salesSettings(t, admin);
    ok(
      await admin.post('/setting/resource/save', {
        schema: {
          name: 'visit',
          label: '拜访记录',
          icon: 'ToolOutlined',
          titleField: 'topic',
          fields: [{ name: 'topic', label: '主题', type: 'text', required: true, maxLength: 50 }],
        },
      }),
    );
    ok(await admin.post('/setting/resource/publish', { name: 'visit' }));
    role = ok(await admin.post('/setting/role/add', { name: '销售', permissions: {} })).value;
    for (const who of PEOPLE) {
      ok(await admin.post('/setting/org/addUser', { username: `scope_${who}`, password: PASSWORD, displayName: who, roleIds: [role._id] }));
    }
    const people = ok(await admin.get('/setting/org/list', { pageSize: 100 })).value.rows as { _id: string; username: string }[];
    for (const who of PEOPLE) id[who] = people.find((p) => p.username === `scope_${who}`)!._id;
    dept.sales = await addDept('销售部', null, id.manager);
    dept.east = await addDept('华东组', dept.sales, id.lead);
    dept.eastOne = await addDept('华东一组', dept.east);
    dept.north = await addDept('华北组', dept.sales);
    await moveTo('manager', dept.sales);
    await moveTo('lead', dept.east);
    await moveTo('rep', dept.eastOne);
    await moveTo('rep2', dept.eastOne);
    await moveTo('north', dept.north);
    await scope('own');
    for (const who of PEOPLE) {
      as[who] = t.as(await t.login(`scope_${who}`, PASSWORD));
      const c = as[who];
      customers[who] = ok(
        await c.post('/business/customer/add', { name: `${who}的客户`, type: 1, contactMethod: 0, contactValue: '13800138000' }),
      )._id;
      orders[who] = (await addOrder(c, { type: 0, customerId: customers[who], lines: [line(1, 100)] }))._id;
      visits[who] = ok(await c.post('/business/custom/visit/add', { topic: `${who}的拜访` }))._id;
    }
  });
  afterAll(async () => t?.close());

  it('全部 reaches every record', async () => {
    await scope('all');
    for (const who of PEOPLE) expect(await reach(who)).toEqual(PEOPLE);
  });

  it('本部门及以下 reaches the departments below; the 负责人 of a department reaches it too', async () => {
    await scope('deptAndBelow');
    expect(await reach('manager')).toEqual(PEOPLE);
    expect(await reach('lead')).toEqual(['lead', 'rep', 'rep2']);
    expect(await reach('rep')).toEqual(['rep', 'rep2']);
    expect(await reach('north')).toEqual(['north']);
    // An export reads what the list reads.
    const sheet = await as.lead.get('/business/customer/export', { columns: 'name', sortField: 'name', sortOrder: 'asc' });
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    book.worksheets[0].eachRow((row, n) => n > 1 && names.push(String((row.values as unknown[])[1])));
    expect(names.sort()).toEqual(['lead的客户', 'rep2的客户', 'rep的客户']);
  });

  it('本部门 reaches the department alone (and the one its 负责人 heads)', async () => {
    await scope('dept');
    expect(await reach('manager')).toEqual(['manager']);
    expect(await reach('lead')).toEqual(['lead']);
    expect(await reach('rep')).toEqual(['rep', 'rep2']);
  });

  it('仅本人 reaches the own records', async () => {
    await scope('own');
    for (const who of PEOPLE) expect(await reach(who)).toEqual([who]);
  });

  it('自定义部门 reaches exactly the chosen departments, and the own records', async () => {
    await scope('custom', [dept.east, dept.north]);
    expect(await reach('rep')).toEqual(['lead', 'rep', 'north']);
    expect(await reach('manager')).toEqual(['manager', 'lead', 'north']);
  });

  it('updates and deletes only within the scope', async () => {
    await scope('deptAndBelow');
    const rename = (c: Caller, who: Who) => c.put('/business/customer/update', { _id: customers[who], remark: '组长看过' });
    expect((await rename(as.lead, 'rep')).statusCode).toBe(200);
    expect((await rename(as.lead, 'north')).statusCode).toBe(404);
    expect((await rename(as.rep, 'lead')).statusCode).toBe(404);
    const spare = ok(await as.rep2.post('/business/custom/visit/add', { topic: '要删的拜访' }))._id;
    expect((await as.north.delete('/business/custom/visit/delete', { _id: spare })).statusCode).toBe(404);
    expect((await as.lead.delete('/business/custom/visit/delete', { _id: spare })).statusCode).toBe(200);
    expect(ok(await admin.get('/business/customer/findById', { _id: customers.north })).remark).toBeFalsy();
  });

  it('a record that changes hands moves with its new 负责人', async () => {
    await scope('deptAndBelow');
    const handed = ok(
      await admin.post('/business/customer/add', {
        name: '转手的客户',
        type: 1,
        contactMethod: 0,
        contactValue: '13800138000',
        ownerId: id.rep,
      }),
    )._id;
    expect((await listed(as.lead, '/business/customer/list')).ids.has(handed)).toBe(true);
    ok(await admin.put('/business/customer/update', { _id: handed, ownerId: id.north }));
    expect((await listed(as.lead, '/business/customer/list')).ids.has(handed)).toBe(false);
    expect((await as.lead.get('/business/customer/findById', { _id: handed })).statusCode).toBe(404);
    expect((await listed(as.north, '/business/customer/list')).ids.has(handed)).toBe(true);
    expect((await listed(as.manager, '/business/customer/list')).ids.has(handed)).toBe(true);
  });

  it('moving a person moves their records: the new department reaches them, the old no longer', async () => {
    await scope('deptAndBelow');
    const before = await listed(as.lead, '/business/customer/list');
    expect(before.ids.has(customers.rep2)).toBe(true);
    await moveTo('rep2', dept.north);
    const after = await listed(as.lead, '/business/customer/list');
    expect(after.ids.has(customers.rep2)).toBe(false);
    // The total kept for the lead's list is not the one counted before the move.
    expect(after.total).toBe(after.ids.size);
    expect((await listed(as.north, '/business/customer/list')).ids.has(customers.rep2)).toBe(true);
    // rep2 still sees their own records wherever they are.
    expect((await listed(as.rep2, '/business/customer/list')).ids.has(customers.rep2)).toBe(true);
    await moveTo('rep2', dept.eastOne);
  });

  it('refuses a custom scope without departments or with another tenant’s, and a wider scope than the granter holds', async () => {
    const refused = async (permissions: Record<string, unknown>) =>
      refusal(await admin.post('/setting/role/add', { name: `不该存在${Math.random()}`, permissions }));
    expect(await refused({ customer: { actions: ['list'], scope: 'custom' } })).toEqual({
      status: 400,
      message: '“客户”的数据范围是自定义部门，请至少选择一个部门',
    });
    expect(await refused({ customer: { actions: ['list'], scope: 'custom', deptIds: ['no-such-dept'] } })).toEqual({
      status: 400,
      message: '“客户”的自定义部门中有不存在的部门，请重新选择',
    });
    expect((await refused({ customer: { actions: ['list'], scope: 'team' } })).status).toBe(400);

    // A role manager under 本部门 grants 本部门 or 仅本人, never 本部门及以下 or 全部.
    const managerRole = ok(
      await admin.post('/setting/role/add', {
        name: '部门角色专员',
        permissions: { role: { actions: ['list', 'create'] }, customer: { actions: ['list'], scope: 'dept' } },
      }),
    ).value;
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'scope_roles',
        password: PASSWORD,
        displayName: '专员',
        roleIds: [managerRole._id],
      }),
    );
    const m = t.as(await t.login('scope_roles', PASSWORD));
    const add = async (s: DataScope) =>
      (await m.post('/setting/role/add', { name: `专员建的${s}`, permissions: { customer: { actions: ['list'], scope: s } } })).statusCode;
    expect(await add('own')).toBe(200);
    expect(await add('dept')).toBe(200);
    expect(
      refusal(
        await m.post('/setting/role/add', {
          name: '专员建的更大',
          permissions: { customer: { actions: ['list'], scope: 'deptAndBelow' } },
        }),
      ),
    ).toEqual({
      status: 400,
      message: '不能授予比自己更大的数据范围：客户',
    });
    expect(await add('all')).toBe(400);
  });

  it('lets only a caller who reaches every record reshape the organisation, so nobody widens their own reach', async () => {
    // An office manager: 组织与人员 in full, but 客户 of their own department only.
    const office = ok(
      await admin.post('/setting/role/add', {
        name: '行政',
        permissions: { org: { actions: ['list', 'create', 'edit'] }, customer: { actions: ['list'], scope: 'dept' } },
      }),
    ).value;
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'scope_office',
        password: PASSWORD,
        displayName: '行政',
        roleIds: [office._id],
        deptId: dept.north,
      }),
    );
    const officeId = (ok(await admin.get('/setting/org/list', { keyword: 'scope_office' })).value.rows as { _id: string }[])[0]._id;
    const m = t.as(await t.login('scope_office', PASSWORD));
    const refused = { status: 400, message: '只有数据范围为“全部”的人员才能调整部门、负责人或人员所属部门' };
    expect(refusal(await m.put('/setting/dept/update', { _id: dept.north, parentId: dept.east }))).toEqual(refused);
    expect(refusal(await m.put('/setting/dept/update', { _id: dept.sales, leaderId: officeId }))).toEqual(refused);
    expect(refusal(await m.post('/setting/dept/add', { name: '行政自管', leaderId: officeId }))).toEqual(refused);
    expect(refusal(await m.put('/setting/org/update', { _id: officeId, deptId: dept.sales }))).toEqual(refused);
    // What widens nobody's reach stays open to them: a name, a new empty department.
    ok(await m.put('/setting/dept/update', { _id: dept.north, name: '华北组' }));
    const spare = ok(await m.post('/setting/dept/add', { name: '行政新建' })).value._id;
    // A department a role's 自定义部门 names is not deleted from under it.
    ok(
      await admin.post('/setting/role/add', {
        name: '行政新建查看',
        permissions: { customer: { actions: ['list'], scope: 'custom', deptIds: [spare] } },
      }),
    );
    expect(refusal(await admin.delete('/setting/dept/delete', { _id: spare }))).toEqual({
      status: 400,
      message: '角色“行政新建查看”的自定义数据范围包含该部门，请先修改角色',
    });
  });

  it('a user holding two roles gets the union of their scopes', async () => {
    await scope('own');
    const second = ok(
      await admin.post('/setting/role/add', {
        name: '华北查看',
        permissions: { customer: { actions: ['list', 'show'], scope: 'custom', deptIds: [dept.north] } },
      }),
    ).value;
    ok(await admin.put('/setting/org/update', { _id: id.rep, roleIds: [role._id, second._id] }));
    const rep = t.as(await t.login('scope_rep', PASSWORD));
    const mine = ok(await rep.get('/setting/role/mine')).value.permissions.customer;
    expect(mine).toMatchObject({ scope: 'custom', deptIds: [dept.north] });
    const { ids } = await listed(rep, '/business/customer/list');
    expect(PEOPLE.filter((p) => ids.has(customers[p]))).toEqual(['rep', 'north']);
    ok(await admin.put('/setting/org/update', { _id: id.rep, roleIds: [role._id] }));
  });

  it('names only what the scope reaches: another team’s customer on an order and its order on a payment are refused as missing', async () => {
    const grant = (actions: string[], scope: DataScope = 'dept') => ({ actions, scope });
    const setRights = async (customer: ReturnType<typeof grant> | null) =>
      ok(
        await admin.put('/setting/role/update', {
          _id: role._id,
          permissions: {
            ...(customer ? { customer } : {}),
            order: grant(['list', 'show', 'create', 'edit']),
            payment: grant(['list', 'show', 'pay']),
            product: grant(['list', 'show']),
            paymode: grant(['list', 'show'], 'all'),
          },
        }),
      );
    await setRights(grant(['list', 'show', 'create', 'edit']));
    // Signed in again: the case before signed the rep in elsewhere, which ended this session (每人同时登录数 1).
    const rep = t.as(await t.login('scope_rep', PASSWORD));
    const newOrder = (customerId: string) => rep.post('/business/order/add', { type: 0, customerId, lines: [line(1, 100)] });
    // 本部门 for the rep of 华东一组: 代表二's customer may be named, 华北组's may not, and is refused exactly as one that does not exist.
    expect(refusal(await newOrder(customers.north))).toEqual({ status: 400, message: '客户不存在或已删除，请重新选择' });
    expect(refusal(await newOrder('no-such-customer'))).toEqual(refusal(await newOrder(customers.north)));
    const mine = ok(await newOrder(customers.rep2));
    // A product of the admin's, outside 本部门 on 产品: a line naming it is refused before the order's rules
    // read it, so no message says its price (the total's limit would), exactly as a missing product.
    const priced = ok(await admin.post('/business/product/add', { name: '管理员的产品', code: 'SCOPE-P1', price: 123456 }))._id;
    const huge = { productName: '大单', quantity: 1_000_000, unitPrice: 10_000_000 };
    const withProduct = (productId: string) =>
      rep.post('/business/order/add', { type: 0, customerId: customers.rep, lines: [huge, { productId, quantity: 1 }] });
    expect(refusal(await withProduct(priced))).toEqual({ status: 400, message: '明细第 2 行的产品不存在或已删除，请重新选择' });
    expect(refusal(await withProduct('no-such-product'))).toEqual(refusal(await withProduct(priced)));
    // A customer handed to another team since it was named stays on the order through an edit.
    ok(await admin.put('/business/customer/update', { _id: customers.rep2, ownerId: id.north }));
    ok(await rep.put('/business/order/update', { _id: mine._id, customerId: customers.rep2, remark: '客户已转手' }));
    ok(await admin.put('/business/customer/update', { _id: customers.rep2, ownerId: id.rep2 }));
    // A payment against 华北组's confirmed order: refused exactly as a missing order, saying neither its number nor its sums.
    await walk(admin, orders.north, [OrderStatus.PROCESSING]);
    const pay = (orderId: string) =>
      rep.post('/business/payment/add', { orderId, amount: 100, kind: 0, payModeId: settings.bank, paidAt: '2026-05-01' });
    expect(refusal(await pay(orders.north))).toEqual({ status: 400, message: '订单不存在或已删除，请重新选择' });
    expect(refusal(await pay('no-such-order'))).toEqual(refusal(await pay(orders.north)));
    await walk(admin, mine._id, [OrderStatus.PROCESSING]);
    ok(await pay(mine._id));
    // Without 客户's 列表 no customer can be named (the form offers none either), and the refusal says why.
    await setRights(null);
    expect(refusal(await newOrder(customers.rep))).toMatchObject({ status: 400, message: '没有查看客户的权限，不能选择客户' });
  });
});
