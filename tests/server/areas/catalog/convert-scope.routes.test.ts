import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { ok, refusal } from '../../helpers/replies';
import { ServerCode } from '../../../../src/domain/errorCatalogue';
import { addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';

type Perms = Record<string, { actions: string[]; scope?: 'all' | 'own'; fields?: Record<string, 'hidden' | 'readonly'> }>;

const PASSWORD = 'Convert12345';
const LEAD_RIGHTS = ['list', 'show', 'create', 'edit', 'convert'];
const person = (name: string, contactValue: string, ownerId?: string) => ({
  name,
  type: 1,
  contactName: `联系人${contactValue.slice(-4)}`,
  contactMethod: 0,
  contactValue,
  ownerId,
});

/**
 * 转为客户 sees 客户 as the caller does (docs/permissions.md "转为客户"): same-name candidates only
 * within their 客户 scope and without the fields their role hides, none when they may not list and
 * edit 客户 (a new customer is made); a chosen customer outside the scope is answered as a missing
 * one and is not written; a lead of another 负责人 becomes that person's customer only with 转移 on 客户.
 */
describe.each(dialects)('转为客户 within the caller’s customer rights on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let userNo = 0;

  async function userWith(permissions: Perms) {
    const role = ok(await admin.post('/setting/role/add', { name: `转化角色${++userNo}`, permissions })).value as { _id: string };
    const username = `convert_u${userNo}`;
    const user = ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName: username, roleIds: [role._id] }));
    return { id: user.value._id as string, c: t.as(await t.login(username, PASSWORD)) };
  }
  const add = async (c: Caller, resource: 'customer' | 'customer_potential', body: Record<string, unknown>) =>
    ok(await c.post(`/business/${resource}/add`, body))._id as string;
  const customer = async (id: string) => ok(await admin.get('/business/customer/findById', { _id: id }));
  const customersNamed = async (name: string) =>
    (ok(await admin.get('/business/customer/list', { q: name, pageSize: 100 })).rows as { name: string }[]).filter((r) => r.name === name);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  it('an own-scope user is offered only their own customers, without the fields they may not see, and cannot link another’s', async () => {
    const sales = await userWith({
      customer_potential: { actions: LEAD_RIGHTS, scope: 'own' },
      customer: { actions: ['list', 'show', 'edit'], scope: 'own', fields: { contactValue: 'hidden' } },
    });
    const name = '驻马店范围测试有限公司';
    const others = await add(admin, 'customer', person(name, '13700001001'));
    const mine = await add(admin, 'customer', person(name, '13700001002', sales.id));
    const lead = await add(sales.c, 'customer_potential', person(name, '13900001003'));

    const asked = await sales.c.post('/business/customer_potential/convert', { _id: lead });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe(ServerCode.CUSTOMER_NAME_TAKEN);
    const candidates = asked.json().data.candidates as Record<string, unknown>[];
    expect(candidates.map((c) => c._id)).toEqual([mine]);
    expect(candidates[0]).not.toHaveProperty('contactValue');

    // Another's customer is answered as a missing one, and nothing is written to it or to the lead.
    expect(refusal(await sales.c.post('/business/customer_potential/convert', { _id: lead, customerId: others }))).toEqual({
      status: 400,
      message: '所选客户不存在或已被删除，请重新选择',
    });
    expect((await customer(others)).potentialId ?? null).toBeNull();
    expect(ok(await sales.c.get('/business/customer_potential/findById', { _id: lead })).status).toBe(0);

    const linked = ok(await sales.c.post('/business/customer_potential/convert', { _id: lead, customerId: mine }));
    expect(linked).toMatchObject({ linked: true, customer: { _id: mine } });
    expect(linked.customer).not.toHaveProperty('contactValue');
  });

  it('a hidden contact decides no match: the same name and hidden 联系号码 still asks among what the user sees', async () => {
    const sales = await userWith({
      customer_potential: { actions: LEAD_RIGHTS, scope: 'own' },
      customer: { actions: ['list', 'show', 'edit'], scope: 'own', fields: { contactValue: 'hidden', contactName: 'hidden' } },
    });
    const name = '平顶山暗号测试有限公司';
    const mine = await add(admin, 'customer', person(name, '13700002001', sales.id));
    const lead = await add(sales.c, 'customer_potential', person(name, '13700002001'));
    const asked = await sales.c.post('/business/customer_potential/convert', { _id: lead });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().data.candidates).toEqual([expect.objectContaining({ _id: mine })]);
  });

  it('a user who may not list customers gets a new customer, never the candidates, and cannot choose one', async () => {
    const leads = await userWith({ customer_potential: { actions: LEAD_RIGHTS, scope: 'own' } });
    const name = '鹤壁无权测试有限公司';
    const existing = await add(admin, 'customer', person(name, '13700003001'));
    const lead = await add(leads.c, 'customer_potential', person(name, '13900003002'));

    expect(refusal(await leads.c.post('/business/customer_potential/convert', { _id: lead, customerId: existing }))).toEqual({
      status: 403,
      message: '没有编辑客户的权限',
    });
    expect((await customer(existing)).potentialId ?? null).toBeNull();

    const made = await leads.c.post('/business/customer_potential/convert', { _id: lead });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ message: '已转为客户', data: { linked: false } });
    expect(made.json().data.customer).toEqual({ _id: expect.any(String), name });
    expect(made.json().data.customer._id).not.toBe(existing);
    expect(await customersNamed(name)).toHaveLength(2);
  });

  it('a lead of another 负责人 becomes their customer only with 转移 on 客户', async () => {
    const other = await userWith({ customer: { actions: ['list', 'show'], scope: 'own' } });
    const mover = await userWith({
      customer_potential: { actions: [...LEAD_RIGHTS, 'transfer'] },
      customer: { actions: ['list', 'show'] },
    });
    const name = '三门峡转移测试有限公司';
    const lead = await add(mover.c, 'customer_potential', person(name, '13900004001', other.id));

    expect(refusal(await mover.c.post('/business/customer_potential/convert', { _id: lead }))).toEqual({
      status: 403,
      message: '该潜在客户的负责人不是你，转为客户需要“转移”客户的权限',
    });
    expect(await customersNamed(name)).toHaveLength(0);
    expect(ok(await admin.get('/business/customer_potential/findById', { _id: lead })).status).toBe(0);

    // 管理员 holds 转移 on 客户: the customer keeps the lead's 负责人.
    const made = ok(await admin.post('/business/customer_potential/convert', { _id: lead }));
    expect((await customer(made.customer._id)).ownerId).toBe(other.id);
  });

  it('生成订单 of a lead’s quotation meets 客户 within the same rights: only the user’s own candidates, another’s customer refused', async () => {
    const sales = await userWith({
      customer_potential: { actions: LEAD_RIGHTS, scope: 'own' },
      customer_potential_quotation: { actions: ['list', 'show', 'create', 'edit', 'generateOrder'], scope: 'own' },
      order: { actions: ['list', 'show'], scope: 'own' },
      customer: { actions: ['list', 'show', 'edit'], scope: 'own', fields: { contactValue: 'hidden' } },
    });
    const name = '漯河生成订单范围测试有限公司';
    const others = await add(admin, 'customer', person(name, '13700005001'));
    const mine = await add(admin, 'customer', person(name, '13700005002', sales.id));
    const lead = await add(sales.c, 'customer_potential', person(name, '13900005003'));
    await salesSettings(t, admin);
    const q = await addOrder(sales.c, { type: 2, customerId: lead, lines: [line(1, 1000)] });
    await walk(sales.c, q._id, [101, 102]);

    const asked = await sales.c.post('/business/order/quotation/generateOrder', { _id: q._id });
    expect(asked.statusCode).toBe(409);
    const candidates = asked.json().data.candidates as Record<string, unknown>[];
    expect(candidates.map((c) => c._id)).toEqual([mine]);
    expect(candidates[0]).not.toHaveProperty('contactValue');
    expect(refusal(await sales.c.post('/business/order/quotation/generateOrder', { _id: q._id, customerId: others }))).toEqual({
      status: 400,
      message: '所选客户不存在或已被删除，请重新选择',
    });
    expect((await customer(others)).potentialId ?? null).toBeNull();
    const made = ok(await sales.c.post('/business/order/quotation/generateOrder', { _id: q._id, customerId: mine }));
    expect(made.created).toBe(true);
    expect((await customer(mine)).potentialId).toBe(lead);
  });
});
