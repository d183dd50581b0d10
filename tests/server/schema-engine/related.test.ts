import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { addCustomer, addOrder, line, salesSettings, walk } from '../helpers/sales-fixtures';
import { anotherTenantAdmin, ok, refusal } from '../helpers/replies';

type Page = { rows: Array<Record<string, unknown>>; total: number; sums: Record<string, number> };

/** GET /related (a show page's related list) as `c`. */
const related = (c: Caller, query: Record<string, unknown>) => c.get('/related', query);
const page = async (c: Caller, query: Record<string, unknown>): Promise<Page> => ok(await related(c, query));

describe.each(dialects)('related lists (GET /related) on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let adminToken: string;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  let customer: string; // 河南大象科技有限公司: two orders, a quotation, a payment
  let other: string; // another customer with one order
  let product: string;
  let paid: { _id: string; code: string };
  let userNo = 0;
  let elsewhere: Caller | undefined;
  /** The admin of another tenant (added once per test app). */
  const otherTenant = async () => (elsewhere ??= await anotherTenantAdmin(t));

  const ordersOf = (id: string, extra: Record<string, unknown> = {}) => ({
    resource: 'order',
    owner: 'customer',
    via: 'customerId',
    id,
    totals: 'total,paidTotal,unpaidAmount',
    ...extra,
  });
  /** A user of the demo tenant holding one new role with `permissions`, signed in, in Main. */
  async function userWith(permissions: Record<string, { actions: string[]; scope?: 'all' | 'own' }>) {
    const role = ok(await admin.post('/setting/role/add', { name: `关联测试${++userNo}`, permissions })).value;
    const username = `rel_u${userNo}`;
    ok(await admin.post('/setting/org/addUser', { username, password: 'Related123', displayName: '关联测试', roleIds: [role._id] }));
    return t.as(await t.login(username, 'Related123'));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
    s = await salesSettings(t, admin);
    customer = s.customer;
    other = await addCustomer(admin, '洛阳另一位客户');
    const made = ok(await admin.post('/business/product/add', { name: '工业级路由器 R200', code: 'REL-1', price: 129900, status: 1 }));
    product = made._id;
    paid = await addOrder(admin, { type: 0, lines: [line(1, 10000, { productId: product })] });
    await walk(admin, paid._id, [1]);
    ok(await admin.post('/business/payment/add', { orderId: paid._id, amount: 3000, kind: 0, payModeId: s.bank, paidAt: '2026-05-01' }));
    await addOrder(admin, { type: 0, lines: [line(1, 5000)] });
    await addOrder(admin, { type: 1, lines: [line(2, 1000)] });
    await addOrder(admin, { type: 0, customerId: other, lines: [line(1, 700, { productId: product })] });
  });
  afterAll(async () => t?.close());

  it("lists a customer's orders with totals over all of them, not only the page", async () => {
    const all = await page(admin, ordersOf(customer));
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.customerId)).toEqual([customer, customer]);
    expect(all.sums).toEqual({ total: 15000, paidTotal: 3000, unpaidAmount: 12000 });
    const first = await page(admin, ordersOf(customer, { pageSize: 1 }));
    expect(first.rows).toHaveLength(1);
    expect(first.total).toBe(2);
    expect(first.sums).toEqual(all.sums);
    expect((await page(admin, ordersOf(other))).sums).toEqual({ total: 700, paidTotal: 0, unpaidAmount: 700 });
  });

  it('follows the paths through a reference and through line items', async () => {
    const quotations = await page(admin, { resource: 'customer_quotation', owner: 'customer', via: 'customerId', id: customer });
    expect(quotations.rows).toEqual([expect.objectContaining({ type: 1, customerId: customer, total: 2000 })]);
    const payments = await page(admin, { resource: 'payment', owner: 'customer', via: 'orderId.customerId', id: customer });
    expect(payments.rows).toEqual([expect.objectContaining({ orderId: paid._id, amount: 3000 })]);
    expect((await page(admin, { resource: 'payment', owner: 'customer', via: 'orderId.customerId', id: other })).total).toBe(0);
    const sold = await page(admin, {
      resource: 'order',
      owner: 'product',
      via: 'lines.productId',
      id: product,
      sortField: 'total',
      sortOrder: 'asc',
    });
    expect(sold.rows.map((r) => r.total)).toEqual([700, 10000]);
  });

  it('refuses a path that does not lead to the owner, naming it', async () => {
    const bad = refusal(await related(admin, { resource: 'order', owner: 'product', via: 'customerId', id: customer }));
    expect(bad.status).toBe(400);
    // In Chinese, naming the path and the owner (it said "via … is no reference to …").
    expect(bad.message).toBe('关联路径（via）不正确：“customerId”不是指向产品的引用');
    expect(refusal(await related(admin, { resource: 'order', owner: 'customer', id: customer }))).toEqual({
      status: 400,
      message: '请提供关联路径（via）',
    });
  });

  it('stays in the caller’s tenant and project', async () => {
    const east = t.as(adminToken, t.ids.secondProjectId);
    expect(await page(east, ordersOf(customer))).toMatchObject({ total: 0, rows: [], sums: { total: 0, paidTotal: 0, unpaidAmount: 0 } });
    expect((await page(east, { resource: 'payment', owner: 'customer', via: 'orderId.customerId', id: customer })).total).toBe(0);
    expect((await page(await otherTenant(), ordersOf(customer))).total).toBe(0);
    expect((await page(await otherTenant(), { resource: 'order', owner: 'product', via: 'lines.productId', id: product })).total).toBe(0);
  });

  it('needs the right to list the related resource, and `own` scope sees only the caller’s records', async () => {
    const noOrders = await userWith({ customer: { actions: ['list', 'show'] } });
    expect(refusal(await related(noOrders, ordersOf(customer)))).toEqual({ status: 403, message: '没有查看订单的权限' });
    const own = await userWith({ customer: { actions: ['list', 'show'] }, order: { actions: ['list', 'show', 'create'], scope: 'own' } });
    expect((await page(own, ordersOf(customer))).total).toBe(0);
    ok(await own.post('/business/order/add', { type: 0, customerId: customer, lines: [line(1, 400)] }));
    const mine = await page(own, ordersOf(customer));
    expect(mine.rows.map((r) => r.total)).toEqual([400]);
    expect(mine.sums).toEqual({ total: 400, paidTotal: 0, unpaidAmount: 400 });
  });

  it('lists the records of a resource a designer added with a reference to 客户, with its money totals', async () => {
    const visit = {
      name: 'visit',
      label: '拜访记录',
      icon: 'ToolOutlined',
      titleField: 'topic',
      fields: [
        { name: 'topic', label: '主题', type: 'text', required: true, maxLength: 50 },
        { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, filterable: true },
        { name: 'cost', label: '费用', type: 'money', min: 0 },
      ],
    };
    ok(await admin.post('/setting/resource/save', { schema: visit }));
    ok(await admin.post('/setting/resource/publish', { name: 'visit' }));
    ok(await admin.post('/business/custom/visit/add', { topic: '上门回访', customerId: customer, cost: 1200 }));
    ok(await admin.post('/business/custom/visit/add', { topic: '电话回访', customerId: other, cost: 300 }));
    const visits = await page(admin, { resource: 'visit', owner: 'customer', via: 'customerId', id: customer, totals: 'cost' });
    expect(visits).toMatchObject({ total: 1, rows: [{ topic: '上门回访', customerId: customer }], sums: { cost: 1200 } });
    // Another tenant has no such resource: 404 before any right is asked.
    expect(refusal(await related(await otherTenant(), { resource: 'visit', owner: 'customer', via: 'customerId', id: customer }))).toEqual({
      status: 404,
      message: '资源不存在或尚未发布',
    });
  });
});
