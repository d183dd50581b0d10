import { expect } from 'vitest';
import type { Caller, TestApp } from './test-app';
import type { Kysely } from 'kysely';

let defaults = { customer: '', potential: '' };

/** Creates a customer (or a potential customer) through the customer area's API; returns its id. */
export async function addCustomer(c: Caller, name: string, potential = false) {
  const res = await c.post(potential ? '/business/customer_potential/add' : '/business/customer/add', {
    name,
    type: 1,
    contactMethod: 0,
    contactValue: '13800138000',
  });
  const json = res.json();
  if (!json.success) throw new Error(`customer add failed: ${json.message}`);
  return json.data._id as string;
}

/**
 * The seeded taxes and payment modes of the caller's project, by name, plus a customer
 * (河南大象科技有限公司) and a potential customer (洛阳牡丹文化传媒) that addOrder uses by default.
 */
export async function salesSettings(t: TestApp, c: Caller, projectId = t.ids.mainProjectId) {
  defaults = { customer: await addCustomer(c, '河南大象科技有限公司'), potential: await addCustomer(c, '洛阳牡丹文化传媒', true) };
  const k = t.db.kysely as Kysely<any>;
  const taxes = await k
    .selectFrom('taxes')
    .select(['id', 'name', 'rate'])
    .where('tenant_id', '=', t.ids.tenantId)
    .where('project_id', '=', projectId)
    .execute();
  const modes = await k
    .selectFrom('pay_modes')
    .select(['id', 'name'])
    .where('tenant_id', '=', t.ids.tenantId)
    .where('project_id', '=', projectId)
    .execute();
  const tax = (name: string) => taxes.find((x) => x.name === name)!.id;
  const mode = (name: string) => modes.find((x) => x.name === name)!.id;
  return {
    vat13: tax('增值税 13%'),
    vat6: tax('增值税 6%'),
    exempt: tax('免税'),
    bank: mode('银行转账'),
    wechat: mode('微信支付'),
    cash: mode('现金'),
    ...defaults,
  };
}

/** POST /business/order/add (default customer: the last salesSettings' one) and return the data, failing loudly on an error envelope. */
export async function addOrder(c: Caller, body: Record<string, unknown>) {
  const customerId = body.type === 2 ? defaults.potential : defaults.customer;
  const res = await c.post('/business/order/add', { customerId, ...body });
  const json = res.json();
  if (!json.success) throw new Error(`add failed: ${json.message}`);
  return json.data;
}

export async function changeStatus(c: Caller, id: string, status: number) {
  return c.post('/business/order/changeStatus', { _id: id, status });
}

/** Moves an order or quotation through a path of statuses, each step asserted. */
export async function walk(c: Caller, id: string, statuses: number[]) {
  for (const s of statuses) {
    const res = await changeStatus(c, id, s);
    expect(res.json(), `to ${s}`).toMatchObject({ success: true, data: { status: s } });
  }
}

/** One simple line: quantity × price (cents), optional tax. */
export const line = (quantity: number, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  productName: '测试产品',
  quantity,
  unitPrice,
  ...extra,
});
