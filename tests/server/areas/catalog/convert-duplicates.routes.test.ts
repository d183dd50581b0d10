import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { line, salesSettings, walk } from '../../helpers/sales-fixtures';
import { ServerCode } from '../../../../src/domain/errorCatalogue';
import { QuotationStatus } from '../../../../src/domain/sales/statuses';

/**
 * Converting a lead (转为客户, 生成订单 of its quotation) never makes a second customer of a name
 * silently (docs/requirements.md §10.6): the same name and contact links the customer there is, the same name alone
 * asks the caller (409, CUSTOMER_NAME_TAKEN, the candidates) until they choose one or a new customer.
 */
describe.each(dialects)('lead conversion and customers of the same name on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
    await salesSettings(t, api);
  });
  afterAll(async () => t?.close());

  const person = (name: string, contactName: string, contactValue: string) => ({
    name,
    type: 1,
    contactName,
    contactMethod: 0,
    contactValue,
  });
  const add = async (resource: 'customer' | 'customer_potential', body: Record<string, unknown>) => {
    const res = (await api.post(`/business/${resource}/add`, body)).json();
    expect(res.success, res.message).toBe(true);
    return res.data._id as string;
  };
  const customersNamed = async (name: string) =>
    (await api.get('/business/customer/list', { q: name, pageSize: 100 }))
      .json()
      .data.rows.filter((r: { name: string }) => r.name === name);

  it('the demo seed has no two customers of one name in a project', async () => {
    const k = t.db.kysely as Kysely<any>;
    const repeated = await k
      .selectFrom('customer')
      .select(['tenant_id', 'project_id', 'name', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['tenant_id', 'project_id', 'name'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(repeated).toEqual([]);
    // …and the seed did convert leads and generate orders from leads' quotations.
    expect((await api.get('/business/customer_potential/list', { status: 1 })).json().data.total).toBeGreaterThanOrEqual(4);
  });

  it('转为客户 links the customer of the same name and contact: no second customer', async () => {
    const existing = await add('customer', person('信阳东方商贸测试有限公司', '李强', '13700001111'));
    const lead = await add('customer_potential', person('信阳东方商贸测试有限公司', '李强', '13900002222'));
    const res = (await api.post('/business/customer_potential/convert', { _id: lead })).json();
    expect(res).toMatchObject({ success: true, message: '已关联已有客户', data: { linked: true, customer: { _id: existing } } });
    expect(res.data.potential).toMatchObject({ status: 1, convertedCustomerId: existing });
    expect(await customersNamed('信阳东方商贸测试有限公司')).toHaveLength(1);
  });

  it('the same name with another contact asks; choosing a customer links it, 新建客户 makes one', async () => {
    const existing = await add('customer', person('周口同名测试有限公司', '王芳', '13700003333'));
    const lead = await add('customer_potential', person('周口同名测试有限公司', '赵磊', '13900004444'));
    const asked = await api.post('/business/customer_potential/convert', { _id: lead });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      success: false,
      code: ServerCode.CUSTOMER_NAME_TAKEN,
      message: '已有同名客户“周口同名测试有限公司”，请选择关联已有客户或新建客户',
      data: { candidates: [{ _id: existing, name: '周口同名测试有限公司', contactName: '王芳', contactValue: '13700003333' }] },
    });
    // Nothing was written: the lead is still to convert.
    expect((await api.get('/business/customer_potential/findById', { _id: lead })).json().data.status).toBe(0);

    const both = await api.post('/business/customer_potential/convert', { _id: lead, customerId: existing, createNew: true });
    expect(both.json()).toMatchObject({ success: false, code: 400 });

    const linked = (await api.post('/business/customer_potential/convert', { _id: lead, customerId: existing })).json();
    expect(linked).toMatchObject({
      success: true,
      data: { linked: true, customer: { _id: existing }, potential: { convertedCustomerId: existing } },
    });
    expect(await customersNamed('周口同名测试有限公司')).toHaveLength(1);

    const other = await add('customer_potential', person('周口同名测试有限公司', '孙杰', '13900005555'));
    const made = (await api.post('/business/customer_potential/convert', { _id: other, createNew: true })).json();
    expect(made).toMatchObject({ success: true, message: '已转为客户', data: { linked: false } });
    expect(made.data.customer._id).not.toBe(existing);
    expect(await customersNamed('周口同名测试有限公司')).toHaveLength(2);
  });

  it('a chosen customer that is not in the project is refused, naming the field', async () => {
    const lead = await add('customer_potential', person('漯河选择测试有限公司', '何勇', '13900006666'));
    const res = await api.post('/business/customer_potential/convert', { _id: lead, customerId: 'no-such-customer' });
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '所选客户不存在或已被删除，请重新选择' });
  });

  /** An accepted quotation of a lead. */
  const acceptedQuotation = async (leadId: string) => {
    const q = (await api.post('/business/order/add', { type: 2, customerId: leadId, lines: [line(1, 10000)] })).json();
    expect(q.success, q.message).toBe(true);
    await walk(api, q.data._id, [QuotationStatus.PENDING, QuotationStatus.ACCEPTED]);
    return q.data._id as string;
  };

  it('生成订单 of a lead quotation: the same name and contact orders for that customer', async () => {
    const existing = await add('customer', person('南阳订单测试有限公司', '高明', '13700007777'));
    const q = await acceptedQuotation(await add('customer_potential', person('南阳订单测试有限公司', '高明', '13700007777')));
    const res = (await api.post('/business/order/quotation/generateOrder', { _id: q })).json();
    expect(res).toMatchObject({ success: true, data: { created: true, customerId: existing } });
    expect(await customersNamed('南阳订单测试有限公司')).toHaveLength(1);
  });

  it('生成订单 of a lead quotation: the same name only asks, then orders for the chosen customer', async () => {
    const existing = await add('customer', person('许昌订单测试有限公司', '林涛', '13700008888'));
    const q = await acceptedQuotation(await add('customer_potential', person('许昌订单测试有限公司', '罗超', '13900009999')));
    const asked = await api.post('/business/order/quotation/generateOrder', { _id: q });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: ServerCode.CUSTOMER_NAME_TAKEN, data: { candidates: [{ _id: existing }] } });
    const res = (await api.post('/business/order/quotation/generateOrder', { _id: q, customerId: existing })).json();
    expect(res).toMatchObject({ success: true, data: { created: true, customerId: existing } });
    expect(await customersNamed('许昌订单测试有限公司')).toHaveLength(1);
  });
});
