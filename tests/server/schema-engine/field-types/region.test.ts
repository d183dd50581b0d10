import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { createResourceTable } from '../../../../server/src/schema-engine/ddl';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';

/**
 * region fields (docs/requirements.md §10.3): 省 / 市 / 区县 checked against the division data on the server
 * (codes known, a path from 省 down, deep enough), names filled in by the server, stored so a filter
 * by province or city is a range on the column's index — for a built-in resource and for one an admin
 * publishes at run time.
 */
const { fields, depot } = vi.hoisted(() => {
  const fields = [
    { name: 'name', label: '仓库名称', type: 'text', required: true, sortable: true },
    { name: 'location', label: '所在地区', type: 'region', required: true, filterable: true },
    { name: 'serviceArea', label: '服务区域', type: 'region', regionLevel: 1, filterable: true },
  ] satisfies FieldSchema[];
  return {
    fields,
    depot: { name: 'depot', label: '仓库', apiBase: '/business/depot', titleField: 'name', fields } satisfies ResourceSchema,
  };
});
vi.mock('../../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, depot] };
});

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};

const ZHONGYUAN = { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] };

describe.each(dialects)('region fields on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createResourceTable(t.db, depot);
    api = t.as(await t.login('demo_admin'));
    const design = { name: 'outlet', label: '网点', icon: 'ShopOutlined', titleField: 'name', fields };
    ok(await api.post('/setting/resource/save', { schema: design }));
    ok(await api.post('/setting/resource/publish', { name: 'outlet' }));
  });
  afterAll(async () => t?.close());

  const bases = ['/business/depot', '/business/custom/outlet'];

  it.each(bases)('%s: keeps the codes and fills in the names itself', async (base) => {
    const rec = ok(
      await api.post(`${base}/add`, {
        name: '郑州仓',
        location: { codes: ['41', '4101', '410102'], names: ['别处', '乱写', '不信'] },
        serviceArea: { codes: ['41'] },
      }),
    );
    expect(rec.location).toEqual(ZHONGYUAN);
    expect(rec.serviceArea).toEqual({ codes: ['41'], names: ['河南省'] });
    expect(ok(await api.get(`${base}/findById`, { _id: rec._id })).location).toEqual(ZHONGYUAN);
    // Paths that end early where the divisions do: a municipality has no 市, 东莞市 no 区县.
    const beijing = ok(await api.post(`${base}/add`, { name: '北京仓', location: { codes: ['11', '110101'] } }));
    expect(beijing.location).toEqual({ codes: ['11', '110101'], names: ['北京市', '东城区'] });
    const dongguan = ok(await api.post(`${base}/add`, { name: '东莞仓', location: { codes: ['44', '4419'] } }));
    expect(dongguan.location.names).toEqual(['广东省', '东莞市']);
    // A field asking only for 省 takes a city or a district too; an optional one is cleared with null.
    const edited = ok(await api.put(`${base}/update`, { _id: rec._id, serviceArea: { codes: ['42', '4201'] } }));
    expect(edited.serviceArea).toEqual({ codes: ['42', '4201'], names: ['湖北省', '武汉市'] });
    expect(ok(await api.put(`${base}/update`, { _id: rec._id, serviceArea: null })).serviceArea).toBeNull();
  });

  const refusals: Array<[string, unknown, string]> = [
    ['a district the data lacks', { codes: ['41', '4101', '410199'] }, '所在地区中有不存在的地区'],
    ['a province the data lacks', { codes: ['99'] }, '所在地区中有不存在的地区'],
    ['a city of another province', { codes: ['41', '4201', '420102'] }, '所在地区的省、市、区县不对应'],
    ['a district of another city', { codes: ['41', '4101', '410202'] }, '所在地区的省、市、区县不对应'],
    ['codes out of order', { codes: ['4101', '41'] }, '所在地区的省、市、区县不对应'],
    ['a district without its province', { codes: ['410102'] }, '所在地区的省、市、区县不对应'],
    ['short of 区县', { codes: ['41', '4101'] }, '所在地区请选择到区县'],
    ['a province alone', { codes: ['41'] }, '所在地区请选择到区县'],
    ['a code of another shape', { codes: ['41', '41x1'] }, '所在地区的格式不正确'],
    ['no codes', { codes: [] }, '请选择所在地区'],
    ['four levels', { codes: ['41', '4101', '410102', '41010201'] }, '所在地区最多 3 项'],
    ['names only', { names: ['河南省'] }, '请选择所在地区'],
    ['text', '河南省郑州市', '所在地区的类型不正确，应为对象'],
    ['something else', { codes: ['41', '4101', '410102'], city: '郑州' }, '所在地区中有不允许的字段：city'],
  ];

  it.each(bases)('%s: refuses codes that are unknown, no path or too short, naming the field', async (base) => {
    const { _id } = ok(await api.post(`${base}/add`, { name: '回头仓', location: ZHONGYUAN }));
    for (const [what, location, message] of refusals) {
      const added = await api.post(`${base}/add`, { name: '新仓', location });
      expect([added.statusCode, added.json().message], `add, ${what}`).toEqual([400, message]);
      const updated = await api.put(`${base}/update`, { _id, location });
      expect([updated.statusCode, updated.json().message], `update, ${what}`).toEqual([400, message]);
    }
    const missing = await api.post(`${base}/add`, { name: '无地区' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, '请选择所在地区']);
    expect(ok(await api.get(`${base}/findById`, { _id })).location).toEqual(ZHONGYUAN);
  });

  it.each(bases)('%s: filters by province or by city, counting what it lists', async (base) => {
    const add = (name: string, codes: string[]) => api.post(`${base}/add`, { name, location: { codes } }).then(ok);
    await add('甲', ['41', '4101', '410105']); // 郑州市 金水区
    await add('乙', ['41', '4103', '410302']); // 洛阳市 老城区
    await add('丙', ['42', '4201', '420102']); // 湖北省 武汉市
    await add('丁', ['11', '110105']); // 北京市 朝阳区
    const names = async (query: Record<string, unknown>) => {
      const data = ok(await api.get(`${base}/list`, { pageSize: 100, sortField: 'name', sortOrder: 'asc', ...query }));
      const rows = (data.rows as { name: string }[]).map((r) => r.name).filter((n) => ['甲', '乙', '丙', '丁'].includes(n));
      expect(data.total, JSON.stringify(query)).toBe(data.rows.length);
      return rows;
    };
    // Sorted by name in pinyin order: 丙 bǐng, 丁 dīng, 甲 jiǎ, 乙 yǐ.
    expect(await names({ location: '41' })).toEqual(['甲', '乙']);
    expect(await names({ location: '4101' })).toEqual(['甲']);
    expect(await names({ location: '4103' })).toEqual(['乙']);
    expect(await names({ location: '11' })).toEqual(['丁']);
    expect(await names({ location: '110105' })).toEqual(['丁']);
    expect(await names({ location__in: '4103,42' })).toEqual(['丙', '乙']);
    expect(await names({ location__ne: '41' })).toEqual(['丙', '丁']);
    // A prefix of a code is no code: `4` finds nothing it should not.
    const bad = await api.get(`${base}/list`, { location: '4' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, '筛选条件“所在地区”的取值不正确：4']);
  });

  it('stores the deepest code first, so the filter is a range on the column index', async () => {
    const row = await t.db.kysely
      .selectFrom('depot' as never)
      .select(sql<string>`location`.as('location'))
      .where(sql<boolean>`name = ${'郑州仓'}`)
      .executeTakeFirstOrThrow();
    expect(row.location).toBe(`410102|${JSON.stringify(ZHONGYUAN)}`);
    if (t.dialect !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan select id from depot
      where tenant_id = ${t.ids.tenantId} and project_id = ${t.ids.mainProjectId}
        and location >= ${'4101'} and location < ${'4102'} and location like ${'4101%'} escape '\\'`.execute(t.db.kysely);
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(
      /USING (COVERING )?INDEX depot_location_filter_idx \(.*location>\? AND location<\?\)/,
    );
  });
});
