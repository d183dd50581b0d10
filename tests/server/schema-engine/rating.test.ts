import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';

/**
 * The recipe “add a field type” walked on the server with 评分 (src/schemas/fieldTypes/rating.ts): no
 * server file of its own, yet a resource an admin designs with a rating field stores, lists, filters
 * and refuses values through the engine alone, on both databases.
 */
const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};

const design = {
  name: 'visit',
  label: '回访记录',
  icon: 'StarOutlined',
  titleField: 'title',
  fields: [
    { name: 'title', label: '回访主题', type: 'text', required: true },
    { name: 'stars', label: '满意度', type: 'rating', required: true, filterable: true, sortable: true },
  ],
};

describe.each(dialects)('a designed resource with a 评分 field on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  const base = '/business/custom/visit';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
    ok(await api.post('/setting/resource/save', { schema: design }));
    ok(await api.post('/setting/resource/publish', { name: 'visit' }));
  });
  afterAll(async () => t?.close());

  it('stores a rating and reads it back as the number of stars', async () => {
    const { _id } = ok(await api.post(`${base}/add`, { title: '三月回访', stars: 4 }));
    expect(ok(await api.get(`${base}/findById`, { _id })).stars).toBe(4);
    ok(await api.put(`${base}/update`, { _id, stars: 5 }));
    expect(ok(await api.get(`${base}/findById`, { _id })).stars).toBe(5);
  });

  it.each([
    [0, '满意度不能小于 1'],
    [6, '满意度不能大于 5'],
    [2.5, '满意度的类型不正确，应为整数'],
  ])('refuses %s with 400 and a Chinese message naming the field', async (stars, message) => {
    const res = await api.post(`${base}/add`, { title: '坏评分', stars });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('asks for a missing rating as a choice', async () => {
    const res = await api.post(`${base}/add`, { title: '没评分' });
    expect([res.statusCode, res.json().message]).toEqual([400, '请选择满意度']);
  });

  it('filters by exactly n stars and by at least n, and sorts by stars', async () => {
    for (const [title, stars] of [
      ['一星', 1],
      ['三星', 3],
    ] as const)
      ok(await api.post(`${base}/add`, { title, stars }));
    const titles = async (query: Record<string, unknown>) =>
      ok(await api.get(`${base}/list`, { pageSize: 50, sortField: 'stars', sortOrder: 'asc', ...query })).rows.map(
        (r: { title: string }) => r.title,
      );
    expect(await titles({ stars: 3 })).toEqual(['三星']);
    expect(await titles({ stars__gte: 3 })).toEqual(['三星', '三月回访']);
    expect(await titles({})).toEqual(['一星', '三星', '三月回访']);
  });
});
