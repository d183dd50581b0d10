import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';

describe.each(dialects)('taxes and payment modes (settings) on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  it('lists the seeded taxes, highest rate first, page size 10 from page 1', async () => {
    const res = (await c.get('/setting/tax/list')).json().data;
    expect(res.total).toBe(4);
    expect(res.rows.map((r: any) => [r.name, r.rate, r.isDefault])).toEqual([
      ['增值税 13%', 13, true],
      ['增值税 9%', 9, false],
      ['增值税 6%', 6, false],
      ['免税', 0, false],
    ]);
  });

  it('adds, updates and deletes a tax, keeping one default', async () => {
    const added = (await c.post('/setting/tax/add', { name: '增值税 3%', rate: 3, isDefault: true })).json();
    expect(added).toMatchObject({ success: true, data: { name: '增值税 3%', rate: 3, isDefault: true, enabled: true } });
    const defaults = (await c.get('/setting/tax/list', { isDefault: true })).json().data.rows;
    expect(defaults.map((r: any) => r.name)).toEqual(['增值税 3%']);
    expect((await c.put('/setting/tax/update', { _id: added.data._id, rate: 1.5 })).json().data.rate).toBe(1.5);
    expect((await c.post('/setting/tax/add', { name: '超额', rate: 101 })).json()).toMatchObject({ success: false, code: 400 });
    expect((await c.delete('/setting/tax/delete', { _id: added.data._id })).json().success).toBe(true);
  });

  it('keeps tax rates to two decimals, so what is shown is what lines compute with', async () => {
    const bad = await c.post('/setting/tax/add', { name: '税率三位小数', rate: 13.125 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 400, message: '税率最多保留 2 位小数' });
    const ok = (await c.post('/setting/tax/add', { name: '增值税 6.35%', rate: 6.35 })).json().data;
    expect(ok.rate).toBe(6.35);
    expect((await c.put('/setting/tax/update', { _id: ok._id, rate: 1.555 })).json()).toMatchObject({
      code: 400,
      message: '税率最多保留 2 位小数',
    });
    expect((await c.put('/setting/tax/update', { _id: ok._id, remark: '只改备注' })).json().data).toMatchObject({
      rate: 6.35,
      remark: '只改备注',
    });
    // A line copies the rate as basis points: 10000 分 at 6.35 % = 635 分, the rate shown is the one used.
    const customerId = (
      await c.post('/business/customer/add', { name: '开封税率测试有限公司', type: 1, contactMethod: 0, contactValue: '13800138001' })
    ).json().data._id;
    const order = (
      await c.post('/business/order/add', {
        type: 0,
        customerId,
        lines: [{ productName: '服务', quantity: 1, unitPrice: 10000, taxId: ok._id }],
      })
    ).json().data;
    expect(order.lines[0]).toMatchObject({ taxRate: 6.35, taxAmount: 635 });
    expect((await c.get('/setting/tax/findById', { _id: ok._id })).json().data.rate).toBe(6.35);
    await c.delete('/business/order/delete', { _id: order._id });
    expect((await c.delete('/setting/tax/delete', { _id: ok._id })).json().success).toBe(true);
  });

  it('lists payment modes by their sort order and keeps projects apart', async () => {
    const res = (await c.get('/setting/paymode/list')).json().data;
    expect(res.rows.map((r: any) => r.name)).toEqual(['银行转账', '微信支付', '支付宝', '现金']);
    const added = (await c.post('/setting/paymode/add', { name: '承兑汇票', sort: 9 })).json().data;
    const other = t.as(await t.login('demo_staff'), t.ids.secondProjectId);
    expect((await other.get('/setting/paymode/list')).json().data.total).toBe(4);
    expect((await other.get('/setting/paymode/findById', { _id: added._id })).statusCode).toBe(404);
  });
});
