import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, dialects, SUPER_ADMIN, type Caller, type TestApp } from '../helpers/test-app';
import { addOrder, line, salesSettings, walk } from '../helpers/sales-fixtures';

/**
 * Strict input (docs/requirements.md §10.1): numbers are finite numbers within limits, booleans are
 * booleans, `null` only where a field may be cleared; everything else is a 400 naming the field,
 * and nothing is written. Each case here was a 500 or a silently stored wrong value before.
 */
describe.each(dialects)('strict input on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let root: Caller;
  let s: Awaited<ReturnType<typeof salesSettings>>;
  const k = () => t.db.kysely as Kysely<any>;
  const count = async (table: string) =>
    Number(
      (
        await k()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  /** A refusal: 400, the field's label in the message, no envelope success. */
  const refused = (res: { statusCode: number; json(): any }, label: string) => {
    expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toContain(label);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    s = await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  it('refuses non-finite and huge numbers on integer and money fields (was stored, or a 500)', async () => {
    const order = await addOrder(c, { type: 0, lines: [line(1, 10000)] });
    await walk(c, order._id, [1]);
    const payments = await count('payments');
    for (const amount of ['-Infinity', 'Infinity', 'NaN', 1e308, -1e308]) {
      refused(await c.post('/business/payment/add', { orderId: order._id, amount, kind: 0, payModeId: s.bank }), '金额');
    }
    expect(await count('payments')).toBe(payments);
    const after = (await c.get('/business/order/findById', { _id: order._id })).json().data;
    expect(after).toMatchObject({ paidTotal: 0, unpaidAmount: 10000 });

    for (const [field, label] of [
      ['price', '售价'],
      ['cost', '成本价'],
      ['stock', '库存'],
    ] as const) {
      for (const v of ['Infinity', '-Infinity', 1e308])
        refused(await c.post('/business/product/add', { name: 'P', code: 'P-1', price: 100, [field]: v }), label);
    }
    refused(await c.post('/setting/addCategory', { name: '分类', belongTo: 'product', index: 'Infinity' }), '排序');
    refused(await c.post('/setting/paymode/add', { name: '方式', sort: 'Infinity' }), '排序');
    refused(await root.post('/setting/menu/addSystemMenu', { name: 'x', label: 'x', path: '/x', type: 'menu', sort: 'Infinity' }), '排序');
    refused(await root.put('/setting/tenant/update', { _id: t.ids.tenantId, status: '-Infinity' }), '状态');
  });

  it('refuses Infinity and overflowing figures in order lines before any arithmetic (was a 500 or ¥∞.NaN)', async () => {
    const orders = await count('orders');
    for (const extra of [{ discount: 'Infinity', taxId: s.vat13 }, { discount: 'Infinity' }, { discount: 1e308 }]) {
      const res = await c.post('/business/order/add', { customerId: s.customer, type: 0, lines: [line(1, 10000, extra)] });
      refused(res, '优惠金额');
      expect(res.json().message).not.toMatch(/NaN|∞/);
    }
    refused(await c.post('/business/order/add', { customerId: s.customer, type: 0, lines: [line('Infinity' as never, 100)] }), '数量');
    // Every figure at its maximum: the line amount is beyond what an order may hold, refused by name.
    const most = line(1_000_000, 99_999_999_999, { taxId: s.vat13 });
    const huge = await c.post('/business/order/add', { customerId: s.customer, type: 0, lines: Array.from({ length: 200 }, () => most) });
    refused(huge, '第 1 行');
    expect(await count('orders')).toBe(orders);
  });

  it('refuses explicit null on fields with a default instead of answering 500, on add and update', async () => {
    const taxes = await count('taxes');
    refused(await c.post('/setting/tax/add', { name: 't', rate: 6, isDefault: null }), '默认税费');
    refused(await c.post('/setting/tax/add', { name: 't', rate: 6, enabled: null }), '启用');
    refused(await c.put('/setting/tax/update', { _id: s.vat6, enabled: null }), '启用');
    refused(await c.post('/setting/paymode/add', { name: 'm', sort: null }), '排序');
    refused(await c.post('/setting/paymode/add', { name: 'm', enabled: null }), '启用');
    refused(await c.put('/setting/paymode/update', { _id: s.bank, sort: null }), '排序');
    refused(await c.put('/setting/paymode/update', { _id: s.bank, sort: '' }), '排序');
    expect(await count('taxes')).toBe(taxes);
    const bank = (await c.get('/setting/paymode/findById', { _id: s.bank })).json().data;
    expect(bank).toMatchObject({ name: '银行转账', enabled: true });
    expect(typeof bank.sort).toBe('number');

    // Omitted, the default applies; an optional field without a default may still be cleared.
    const added = (await c.post('/setting/tax/add', { name: '默认值', rate: 3 })).json();
    expect(added).toMatchObject({ success: true, data: { isDefault: false, enabled: true } });
    expect((await c.put('/setting/tax/update', { _id: added.data._id, remark: null })).json().success).toBe(true);
  });

  it('coerces nothing in a body: null, true, blank and hex are not numbers (were 0, 1 分, 0 and 16)', async () => {
    const products = await count('product');
    for (const price of [null, true, ' ', '0x10', '12', ''])
      refused(await c.post('/business/product/add', { name: 'P', code: 'P-2', price }), '售价');
    refused(await c.post('/setting/tax/add', { name: 't', rate: 6, enabled: 'true' }), '启用');
    refused(await c.post('/setting/tax/add', { name: 't', rate: 6, enabled: 1 }), '启用');
    expect(await count('product')).toBe(products);

    const order = await addOrder(c, { type: 0, lines: [line(1, 10000)] });
    await walk(c, order._id, [1]);
    for (const amount of [true, ' ', '0x10', '100']) {
      refused(await c.post('/business/payment/add', { orderId: order._id, amount, kind: 0, payModeId: s.bank }), '金额');
    }
    expect((await c.get('/business/order/findById', { _id: order._id })).json().data).toMatchObject({ paidTotal: 0 });
  });

  it('refuses text holding NUL (U+0000), which PostgreSQL cannot store (was a 500, even on the public login)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'a\u0000', password: 'x' } });
    refused(login, '用户名');
    refused(
      await c.post('/business/customer/add', { name: '客户\u0000', type: 1, contactMethod: 0, contactValue: '13800138000' }),
      '客户名称',
    );
    refused(await c.get('/business/customer/list', { q: 'a\u0000' }), '');
    refused(await c.get('/business/customer/findById', { _id: '\u0000' }), '记录编号');
  });

  it('refuses list filters no stored number can match, instead of a 500 from the bigint column', async () => {
    refused(await c.get('/business/product/list', { price__gte: '1e21' }), '售价');
    refused(await c.get('/business/product/list', { stock__lt: '100000000000000000000' }), '库存');
  });

  it('still reads numbers and repeated keys from query strings', async () => {
    const res = await c.get('/business/product/list', { pageNo: '1', pageSize: '5' });
    expect(res.json()).toMatchObject({ success: true });
    refused(await c.get('/business/order/dashboard/unpaid', { pageNo: 'Infinity' }), '页码');
  });
});
