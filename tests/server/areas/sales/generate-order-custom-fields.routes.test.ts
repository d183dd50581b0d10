import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { anotherTenantAdmin, ok } from '../../helpers/replies';
import { addCustomer, addOrder, line, salesSettings, walk } from '../../helpers/sales-fixtures';

/**
 * 生成订单 with a tenant's custom fields (docs/requirements.md §10.3): the order takes the quotation's values of the
 * custom fields both documents have (same name, same type, a value the order's field accepts), gets
 * its own number and its own defaults, and nothing of the fields only the quotation has.
 */

const contract = { name: 'contractNo', label: '合同编号', type: 'text', maxLength: 50 };
const level = (values: string[]) => ({
  name: 'customerLevel',
  label: '客户等级',
  type: 'enum',
  options: values.map((v) => ({ value: v, label: `${v} 级` })),
});
const docNo = (prefix: string) => ({ name: 'docNo', label: '单据编号', type: 'autoNumber', numberPattern: `${prefix}-{0000}` });
const industry = {
  name: 'industry',
  label: '行业',
  type: 'enum',
  options: [
    { value: 'mfg', label: '制造业' },
    { value: 'it', label: '信息技术' },
  ],
};

describe.each(dialects)('generate order copies custom values on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller; // the admin of another tenant, with no custom fields
  const generate = async (c: Caller, id: string) => ok(await c.post('/business/order/quotation/generateOrder', { _id: id }));
  const publish = async (name: string, fields: object[]) => {
    ok(await admin.post('/setting/resource/save', { schema: { name, fields } }));
    ok(await admin.post('/setting/resource/publish', { name }));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    other = await anotherTenantAdmin(t);
    await salesSettings(t, admin);
    await publish('customer_quotation', [
      contract,
      level(['A', 'B', 'C']),
      { name: 'quoteNote', label: '报价说明', type: 'text' },
      docNo('BJ'),
    ]);
    await publish('customer_potential_quotation', [contract]);
    await publish('order', [contract, level(['A', 'B']), docNo('DD'), { name: 'channel', label: '渠道', type: 'text', default: '线下' }]);
    await publish('customer_potential', [industry]);
    await publish('customer', [industry]);
  });
  afterAll(async () => t?.close());

  async function accepted(c: Caller, body: Record<string, unknown>) {
    const q = await addOrder(c, body);
    await walk(c, q._id, [101, 102]);
    return q;
  }

  it('copies the values of the fields both have, not the quotation-only one nor its number', async () => {
    const q = await accepted(admin, {
      type: 1,
      contractNo: 'HT-2026-001',
      customerLevel: 'A',
      quoteNote: '只在报价单上',
      lines: [line(1, 1000)],
    });
    expect(q.docNo).toMatch(/^BJ-\d{4}$/);
    const made = await generate(admin, q._id);
    for (const order of [made, ok(await admin.get('/business/order/findById', { _id: made._id }))]) {
      expect(order).toMatchObject({ type: 0, contractNo: 'HT-2026-001', customerLevel: 'A', channel: '线下' });
      expect(order.docNo).toMatch(/^DD-\d{4}$/);
      expect(order).not.toHaveProperty('quoteNote');
    }
    // The quotation keeps its own values.
    expect(ok(await admin.get('/business/order/findById', { _id: q._id }))).toMatchObject({ contractNo: 'HT-2026-001', docNo: q.docNo });
  });

  it('leaves out a value the order field would refuse (an option it lacks), and empty values', async () => {
    const q = await accepted(admin, { type: 1, contractNo: 'HT-2026-002', customerLevel: 'C', lines: [line(1, 1000)] });
    expect(await generate(admin, q._id)).toMatchObject({ contractNo: 'HT-2026-002', customerLevel: null });
    const bare = await accepted(admin, { type: 1, lines: [line(1, 1000)] });
    expect(await generate(admin, bare._id)).toMatchObject({ contractNo: null, customerLevel: null, channel: '线下' });
  });

  it("copies a potential customer's quotation too, and the lead's values onto the customer it becomes", async () => {
    const lead = ok(
      await admin.post('/business/customer_potential/add', {
        name: '洛阳新材料有限公司',
        type: 1,
        contactMethod: 0,
        contactValue: '13800138001',
        industry: 'mfg',
      }),
    );
    const q = await accepted(admin, { type: 2, customerId: lead._id, contractNo: 'HT-2026-003', lines: [line(1, 1000)] });
    const order = await generate(admin, q._id);
    expect(order).toMatchObject({ contractNo: 'HT-2026-003', customerLevel: null });
    expect(order.docNo).toMatch(/^DD-\d{4}$/);
    expect(ok(await admin.get('/business/customer/findById', { _id: order.customerId }))).toMatchObject({
      name: '洛阳新材料有限公司',
      potentialId: lead._id,
      industry: 'mfg',
    });
  });

  it("leaves another tenant's orders as they were", async () => {
    const customerId = await addCustomer(other, '洛阳另一家的客户');
    const q = await accepted(other, { type: 1, customerId, lines: [line(1, 1000)] });
    const order = await generate(other, q._id);
    expect(order).toMatchObject({ type: 0, status: 1, customerId, sourceQuotationId: q._id });
    for (const name of ['contractNo', 'customerLevel', 'docNo', 'channel']) expect(order).not.toHaveProperty(name);
  });
});
