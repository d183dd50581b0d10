import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/replies';
import { addOrder, line, salesSettings } from '../helpers/sales-fixtures';

/**
 * One way to serve a resource (schema-engine/routes.ts): a family's write consults the caller's rights
 * once, and a tenant's custom field is checked with the built-in fields in one body schema, its
 * refusal naming it in Chinese like any field's.
 */
describe.each(dialects)('the calls of a resource, served one way, on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    await salesSettings(t, admin);
    for (const [name, fields] of [
      ['customer', [{ name: 'wechat', label: '微信号', type: 'text', maxLength: 20 }]],
      ['order', [{ name: 'contractNo', label: '合同编号', type: 'text', required: true, maxLength: 12, default: 'HT-0' }]],
    ] as const) {
      ok(await admin.post('/setting/resource/save', { schema: { name, fields } }));
      ok(await admin.post('/setting/resource/publish', { name }));
    }
  });
  afterAll(async () => t?.close());

  it('a family write consults the caller’s rights once', async () => {
    const rights = vi.spyOn(t.app.services.roles, 'effective');
    try {
      const order = await addOrder(admin, { type: 0, contractNo: 'HT-1', lines: [line(1, 100)] });
      expect(rights).toHaveBeenCalledTimes(1);
      rights.mockClear();
      ok(await admin.put('/business/order/update', { _id: order._id, remark: '改备注' }));
      expect(rights).toHaveBeenCalledTimes(1);
    } finally {
      rights.mockRestore();
    }
  });

  it('checks a custom field with the built-in ones, its refusal naming it in Chinese', async () => {
    const customer = { name: '自定义字段客户', type: 1, contactMethod: 0, contactValue: '13800138000' };
    const long = await admin.post('/business/customer/add', { ...customer, wechat: 'w'.repeat(21) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('微信号');
    // A family member's custom field: named too, with the member's own fields.
    const order = { type: 0, customerId: ok(await admin.post('/business/customer/add', customer))._id, lines: [line(1, 100)] };
    const tooLong = await admin.post('/business/order/add', { ...order, contractNo: 'HT-'.repeat(5) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('合同编号');
    expect(ok(await admin.post('/business/customer/add', { ...customer, name: '有微信的客户', wechat: 'wx-1' })).wechat).toBe('wx-1');
  });
});
