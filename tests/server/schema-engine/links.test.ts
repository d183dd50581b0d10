import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../../src/schemas/types';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';
import { createResourceTable } from '../../../server/src/schema-engine/ddl';
import { buildApp } from '../../../server/src/app';
import { catalogReferenceLinks } from '../../../server/src/db/migrations/2026-11-22-0700-catalog-reference-links';
import { byPinyin, pinyinSorted } from '../helpers/pinyin';

/**
 * A filter on a references field (tags) is served by a link table the engine keeps in step
 * (schema-engine/links.ts): for resources added at run time, and for the built-in customer tags,
 * whose migration fills it from the records already there.
 */
const { kit } = vi.hoisted(() => ({
  kit: {
    name: 'tool_kit',
    label: '工具包',
    apiBase: '/business/tool_kit',
    titleField: 'name',
    fields: [
      { name: 'name', label: '名称', type: 'text', required: true, maxLength: 40, sortable: true },
      { name: 'tags', label: '标签', type: 'references', reference: { resource: 'customer_tags', labelField: 'name' }, filterable: true },
    ],
  } satisfies ResourceSchema,
}));
vi.mock('../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, kit] };
});

type Link = { ref_id: string; record_id: string };
const sortLinks = (rows: Link[]) => rows.map((r) => `${r.ref_id}>${r.record_id}`).sort();

describe.each(dialects)('link tables of references filters on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let get: (url: string) => Promise<any>;
  let send: (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<any>;
  let tags: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createResourceTable(t.db, kit);
    app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_admin', password: 'Demo@123456' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, projectid: t.ids.mainProjectId };
    get = async (url) => (await app.inject({ method: 'GET', url: `/ace-apis${url}`, headers })).json();
    send = async (method, url, body) => {
      const res = (await app.inject({ method, url: `/ace-apis${url}`, headers, payload: body as any })).json();
      expect(res.success, JSON.stringify(res)).toBe(true);
      return res;
    };
    tags = (await get('/business/customer_tags/list?pageSize=3')).data.rows.map((r: { _id: string }) => r._id);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const names = async (query: string) =>
    (await get(`/business/tool_kit/list?pageSize=100&sortField=name&sortOrder=asc&${query}`)).data.rows.map(
      (r: { name: string }) => r.name,
    );
  const links = async () =>
    sortLinks(
      (await t.db.kysely
        .selectFrom('tool_kit__tags' as any)
        .select(['ref_id', 'record_id'])
        .execute()) as Link[],
    );

  it('follows adds, updates and hard deletes, and filters by one tag or any of several', async () => {
    const [a, b, c] = tags;
    const k1 = (await send('POST', '/business/tool_kit/add', { name: '甲', tags: [a, b] })).data;
    const k2 = (await send('POST', '/business/tool_kit/add', { name: '乙', tags: [b] })).data;
    const k3 = (await send('POST', '/business/tool_kit/add', { name: '丙' })).data;
    expect(await names(`tags=${a}`)).toEqual(['甲']);
    expect(await names(`tags=${b}`)).toEqual(pinyinSorted(['乙', '甲']));
    expect(await names(`tags__in=${a},${c}`)).toEqual(['甲']);

    await send('PUT', '/business/tool_kit/update', { _id: k2._id, tags: [c] });
    await send('PUT', '/business/tool_kit/update', { _id: k3._id, tags: [a] });
    await send('PUT', '/business/tool_kit/update', { _id: k1._id, name: '甲一' }); // tags untouched
    expect(await names(`tags=${a}`)).toEqual(pinyinSorted(['丙', '甲一']));
    expect(await names(`tags=${b}`)).toEqual(['甲一']);
    expect(await names(`tags=${c}`)).toEqual(['乙']);
    expect(await links()).toEqual(
      sortLinks([
        { ref_id: a, record_id: k1._id },
        { ref_id: b, record_id: k1._id },
        { ref_id: c, record_id: k2._id },
        { ref_id: a, record_id: k3._id },
      ]),
    );

    await send('PUT', '/business/tool_kit/update', { _id: k1._id, tags: null });
    await send('DELETE', `/business/tool_kit/delete?_ids=${k2._id},${k3._id}`);
    expect(await names(`tags__in=${a},${b},${c}`)).toEqual([]);
    expect(await links()).toEqual([]);
  });

  it('reads a page through the link table for a rare tag and in sort order for a common one, with the same answers', async () => {
    const [common, rare] = tags;
    const scope = { tenant_id: t.ids.tenantId, project_id: t.ids.mainProjectId };
    const now = new Date().toISOString();
    // 1,200 kits with the common tag (beyond the rare limit of 1,000), every 100th with the rare one too.
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      id: `kit-${String(i).padStart(5, '0')}`,
      ...scope,
      created_at: now,
      updated_at: now,
      name: `批量${String(i).padStart(5, '0')}`,
      tags: JSON.stringify(i % 100 === 0 ? [common, rare] : [common]),
    }));
    // Written behind the engine's back (as an import would), so no totals are cached for this table yet.
    const k = t.db.kysely as any;
    for (let i = 0; i < rows.length; i += 200)
      await k
        .insertInto('tool_kit')
        .values(rows.slice(i, i + 200))
        .execute();
    const links = rows.flatMap((r) => (JSON.parse(r.tags) as string[]).map((ref_id) => ({ ...scope, ref_id, record_id: r.id })));
    for (let i = 0; i < links.length; i += 200)
      await k
        .insertInto('tool_kit__tags')
        .values(links.slice(i, i + 200))
        .execute();
    const expected = (tag: string) =>
      rows
        .filter((r) => r.tags.includes(tag))
        .map((r) => r.name)
        .sort(byPinyin);
    for (const tag of [common, rare]) {
      const page = (await get(`/business/tool_kit/list?tags=${tag}&pageNo=3&pageSize=7&sortField=name&sortOrder=asc`)).data;
      expect(page.total, tag === common ? 'common' : 'rare').toBe(expected(tag).length);
      expect(page.rows.map((r: { name: string }) => r.name)).toEqual(expected(tag).slice(14, 21));
    }
  });

  it('the built-in migration fills the customer-tag links from the records already there', async () => {
    const k = t.db.kysely as any;
    const expected = async (table: string) => {
      const rows: { id: string; tags: string | null }[] = await k.selectFrom(table).select(['id', 'tags']).execute();
      return sortLinks(
        rows.flatMap((r) => [...new Set((r.tags ? JSON.parse(r.tags) : []) as string[])].map((ref_id) => ({ ref_id, record_id: r.id }))),
      );
    };
    const actual = async (table: string) => sortLinks(await k.selectFrom(`${table}__tags`).select(['ref_id', 'record_id']).execute());
    const seeded = await actual('customer');
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded).toEqual(await expected('customer'));

    for (const table of ['customer', 'customer_potential']) await k.schema.dropTable(`${table}__tags`).execute();
    await catalogReferenceLinks(t.dialect).up(k);
    for (const table of ['customer', 'customer_potential']) expect(await actual(table), table).toEqual(await expected(table));
  });
});
