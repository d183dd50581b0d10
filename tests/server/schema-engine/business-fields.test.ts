import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { createResourceTable } from '../../../server/src/schema-engine/ddl';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';

/**
 * The field types of Chinese business records (docs/requirements.md §10.3: url, time, multiEnum, idCard,
 * creditCode), validated and filtered on the server for a built-in resource (one line in
 * `resourceSchemas`, as added-resource.test.ts does it) and for one an admin publishes at run time
 * (/business/custom/<name>): the same request schemas and the same one check of identity codes.
 */
const { fields, shop } = vi.hoisted(() => {
  const fields = [
    { name: 'name', label: '门店名称', type: 'text', required: true, sortable: true },
    { name: 'website', label: '网址', type: 'url', filterable: true },
    { name: 'opensAt', label: '营业时间', type: 'time', filterable: true, sortable: true },
    {
      name: 'scopes',
      label: '经营范围',
      type: 'multiEnum',
      filterable: true,
      options: [
        { value: 'retail', label: '零售', color: 'blue' },
        { value: 'wholesale', label: '批发', color: 'green' },
        { value: 'repair', label: '维修', color: 'orange' },
      ],
    },
    { name: 'ownerIdNo', label: '负责人身份证号', type: 'idCard', filterable: true },
    { name: 'creditCode', label: '统一社会信用代码', type: 'creditCode', filterable: true, searchable: true },
  ] satisfies FieldSchema[];
  return { fields, shop: { name: 'shop', label: '门店', apiBase: '/business/shop', titleField: 'name', fields } satisfies ResourceSchema };
});
vi.mock('../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, shop] };
});

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};

const ID_CARD = '11010519491231002X';
const CREDIT_CODE = '91350100M000100Y43';

describe.each(dialects)('business field types on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The built-in's table, as its migration would make it (indexes from indexPlan).
    await createResourceTable(t.db, shop);
    api = t.as(await t.login('demo_admin'));
    // The same fields designed and published by an admin: served at once under /business/custom/partner.
    const partner = { name: 'partner', label: '合作方', icon: 'ShopOutlined', titleField: 'name', fields };
    ok(await api.post('/setting/resource/save', { schema: partner }));
    ok(await api.post('/setting/resource/publish', { name: 'partner' }));
  });
  afterAll(async () => t?.close());

  const bases = ['/business/shop', '/business/custom/partner'];

  it.each(bases)('%s: accepts each type, storing codes upper-case and choices as a list', async (base) => {
    const rec = ok(
      await api.post(`${base}/add`, {
        name: '二七店',
        website: 'https://example.cn/shop?id=1',
        opensAt: '08:30',
        scopes: ['retail', 'repair'],
        ownerIdNo: ID_CARD.toLowerCase(),
        creditCode: CREDIT_CODE.toLowerCase(),
      }),
    );
    expect(rec).toMatchObject({
      website: 'https://example.cn/shop?id=1',
      opensAt: '08:30',
      scopes: ['retail', 'repair'],
      ownerIdNo: ID_CARD,
      creditCode: CREDIT_CODE,
    });
    const found = ok(await api.get(`${base}/findById`, { _id: rec._id }));
    expect(found).toMatchObject({ scopes: ['retail', 'repair'], ownerIdNo: ID_CARD, creditCode: CREDIT_CODE });
    const edited = ok(await api.put(`${base}/update`, { _id: rec._id, ownerIdNo: '440524188001010014', scopes: [], opensAt: null }));
    expect(edited).toMatchObject({ ownerIdNo: '440524188001010014', scopes: [], opensAt: null, name: '二七店' });
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['url: not http(s)', { website: 'ftp://example.cn' }, '网址的格式不正确'],
    ['url: a script', { website: 'javascript:alert(1)' }, '网址的格式不正确'],
    ['url: a space', { website: 'https://exa mple.cn' }, '网址的格式不正确'],
    ['time: hour 24', { opensAt: '24:00' }, '营业时间的格式不正确'],
    ['time: with seconds (longer than HH:mm)', { opensAt: '08:30:00' }, '营业时间不能超过 5 个字符'],
    ['time: one-digit hour', { opensAt: '8:30' }, '营业时间的格式不正确'],
    ['multiEnum: not an option', { scopes: ['retail', 'online'] }, '经营范围的取值不在允许范围内'],
    ['multiEnum: twice the same', { scopes: ['retail', 'retail'] }, '经营范围中有重复的项'],
    ['multiEnum: not a list', { scopes: 'retail' }, '经营范围的类型不正确，应为数组'],
    ['idCard: check character', { ownerIdNo: '110105194912310021' }, '负责人身份证号的校验位不正确'],
    ['idCard: birth date', { ownerIdNo: '110105194902300020' }, '负责人身份证号中的出生日期不正确'],
    ['idCard: 17 characters', { ownerIdNo: '11010519491231002' }, '负责人身份证号的格式不正确'],
    ['idCard: 19 characters', { ownerIdNo: `${ID_CARD}1` }, '负责人身份证号不能超过 18 个字符'],
    ['idCard: a letter other than X', { ownerIdNo: '11010519491231002Y' }, '负责人身份证号的格式不正确'],
    ['creditCode: check character', { creditCode: '91350100M000100Y44' }, '统一社会信用代码的校验位不正确'],
    ['creditCode: a letter it never uses', { creditCode: '91350100M000100O43' }, '统一社会信用代码的格式不正确'],
  ];

  it.each(bases)('%s: refuses bad values with a Chinese message naming the field, on add and on update', async (base) => {
    const { _id } = ok(await api.post(`${base}/add`, { name: '回头店' }));
    for (const [what, values, message] of refusals) {
      const added = await api.post(`${base}/add`, { name: '新店', ...values });
      expect([added.statusCode, added.json().message], `add, ${what}`).toEqual([400, message]);
      const updated = await api.put(`${base}/update`, { _id, ...values });
      expect([updated.statusCode, updated.json().message], `update, ${what}`).toEqual([400, message]);
    }
    // Nothing refused was written.
    expect(ok(await api.get(`${base}/findById`, { _id }))).toMatchObject({ website: null, ownerIdNo: null, scopes: null });
  });

  it.each(bases)('%s: filters multiEnum by any value chosen, time by range, url and codes by substring', async (base) => {
    const add = async (name: string, values: Record<string, unknown>) => ok(await api.post(`${base}/add`, { name, ...values }));
    await add('甲', { scopes: ['retail'], opensAt: '07:00', website: 'https://a.example.cn', creditCode: CREDIT_CODE });
    await add('乙', { scopes: ['wholesale', 'repair'], opensAt: '09:30', website: 'http://b.example.com' });
    await add('丙', { scopes: ['repair'], opensAt: '21:15', ownerIdNo: ID_CARD });
    await add('丁', { scopes: [] });
    const names = async (query: Record<string, unknown>) => {
      const data = ok(await api.get(`${base}/list`, { pageSize: 50, sortField: 'name', sortOrder: 'asc', ...query }));
      const rows = (data.rows as { name: string }[]).map((r) => r.name).filter((n) => ['甲', '乙', '丙', '丁'].includes(n));
      return rows;
    };
    // Sorted by name in pinyin order: 丙 bǐng, 甲 jiǎ, 乙 yǐ.
    expect(await names({ scopes: 'repair' })).toEqual(['丙', '乙']);
    expect(await names({ scopes__in: 'retail,wholesale' })).toEqual(['甲', '乙']);
    expect(await names({ scopes__in: 'retail,repair' })).toEqual(['丙', '甲', '乙']);
    expect(await names({ opensAt__gte: '08:00', opensAt__lte: '21:00' })).toEqual(['乙']);
    expect(await names({ opensAt__gte: '09:30' })).toEqual(['丙', '乙']);
    expect(await names({ website__contains: 'example.com' })).toEqual(['乙']);
    expect(await names({ ownerIdNo__contains: '002x' })).toEqual(['丙']);
    expect(await names({ ownerIdNo: ID_CARD.toLowerCase() })).toEqual(['丙']);
    expect(await names({ creditCode__contains: 'm000100' })).toEqual(['甲']);
    // The totals agree with the rows (the multiEnum filter counts what it lists).
    const counted = ok(await api.get(`${base}/list`, { scopes__in: 'wholesale,repair' }));
    expect(counted.total).toBe((await names({ scopes__in: 'wholesale,repair' })).length);
    for (const [query, message] of [
      [{ scopes: 'online' }, '筛选条件“经营范围”的取值不正确：online'],
      [{ opensAt__gte: '9:30' }, '筛选条件“营业时间”的取值不正确：9:30'],
    ] as const) {
      const res = await api.get(`${base}/list`, query);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});
