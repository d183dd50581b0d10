import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { ok } from '../../helpers/replies';

const pinyin = new Intl.Collator('zh').compare;

/** Sorting by a Chinese text field follows pinyin (CLDR zh, as ICU orders it), the same on both databases. */
describe.each(dialects)('Chinese text sorts by pinyin on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  const names = ['郑州拼音排序有限公司', '北京拼音排序有限公司', '安阳拼音排序有限公司', '信阳拼音排序有限公司', 'Acme拼音排序有限公司'];
  const customer = (name: string) => ({ name, type: 1, contactName: '张伟', contactMethod: 0, contactValue: '13912345678' });

  it('customers by 客户名称: 安阳 before 北京 before 郑州, both ways, and across pages', async () => {
    for (const name of names) expect((await api.post('/business/customer/add', customer(name))).json().success).toBe(true);
    const page = async (sortOrder: string, pageSize = 10, pageNo = 1) =>
      (await api.get('/business/customer/list', { q: '拼音排序', sortField: 'name', sortOrder, pageSize, pageNo }))
        .json()
        .data.rows.map((r: { name: string }) => r.name);
    const asc = await page('asc');
    expect(asc).toEqual([
      '安阳拼音排序有限公司',
      '北京拼音排序有限公司',
      '信阳拼音排序有限公司',
      '郑州拼音排序有限公司',
      'Acme拼音排序有限公司',
    ]);
    expect(await page('desc')).toEqual([...asc].reverse());
    expect(await page('asc', 2, 2)).toEqual(asc.slice(2, 4));
  });

  it('the whole seeded customer list in the order of the zh collator', async () => {
    const rows = (await api.get('/business/customer/list', { sortField: 'name', sortOrder: 'asc', pageSize: 100 })).json().data.rows;
    const got = rows.map((r: { name: string }) => r.name);
    expect(got.length).toBeGreaterThan(20);
    expect(got).toEqual([...got].sort(pinyin));
  });

  it('products by 产品名称 too', async () => {
    const rows = (await api.get('/business/product/list', { sortField: 'name', sortOrder: 'asc', pageSize: 100 })).json().data.rows;
    const got = rows.map((r: { name: string }) => r.name);
    expect(got.length).toBeGreaterThan(5);
    expect(got).toEqual([...got].sort(pinyin));
  });

  it('a designer-added resource’s text field too', async () => {
    const schema = {
      name: 'venue',
      label: '场地',
      icon: 'ToolOutlined',
      titleField: 'name',
      fields: [{ name: 'name', label: '场地名称', type: 'text', required: true, maxLength: 50, searchable: true, sortable: true }],
    };
    ok(await api.post('/setting/resource/save', { schema }));
    ok(await api.post('/setting/resource/publish', { name: 'venue' }));
    for (const name of ['郑州会展中心', '北京国际展览中心', '安阳文体中心']) ok(await api.post('/business/custom/venue/add', { name }));
    const rows = ok(await api.get('/business/custom/venue/list', { sortField: 'name', sortOrder: 'asc' })).rows;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['安阳文体中心', '北京国际展览中心', '郑州会展中心']);
  });
});
