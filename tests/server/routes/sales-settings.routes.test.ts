import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app.js';

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
      ['增值税 13%', 13, true], ['增值税 9%', 9, false], ['增值税 6%', 6, false], ['免税', 0, false],
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

  it('lists payment modes by their sort order and keeps projects apart', async () => {
    const res = (await c.get('/setting/paymode/list')).json().data;
    expect(res.rows.map((r: any) => r.name)).toEqual(['银行转账', '微信支付', '支付宝', '现金']);
    const added = (await c.post('/setting/paymode/add', { name: '承兑汇票', sort: 9 })).json().data;
    const other = t.as(await t.login('demo_staff'), t.ids.secondProjectId);
    expect((await other.get('/setting/paymode/list')).json().data.total).toBe(4);
    expect((await other.get('/setting/paymode/findById', { _id: added._id })).statusCode).toBe(404);
  });
});
