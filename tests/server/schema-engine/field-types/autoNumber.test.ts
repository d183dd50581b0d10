import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { createResourceTable } from '../../../../server/src/schema-engine/ddl';
import { operationFailed } from '../../../../server/src/core/errors';
import { businessToday } from '../../../../server/src/core/business-days';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';

/**
 * autoNumber fields (docs/requirements.md §10.3): the server numbers each new record from the field's pattern,
 * per tenant and project, in the add's own transaction — consecutive under concurrent adds, a failed
 * add giving its number back — for a built-in resource and for one an admin publishes at run time.
 */
const { fields, ticket } = vi.hoisted(() => {
  const fields = [
    { name: 'title', label: '工单标题', type: 'text', required: true, maxLength: 50 },
    {
      name: 'code',
      label: '工单编号',
      type: 'autoNumber',
      numberPattern: 'GD-{YYYY}-{0000}',
      filterable: true,
      sortable: true,
      searchable: true,
    },
  ] satisfies FieldSchema[];
  return {
    fields,
    ticket: { name: 'ticket', label: '工单', apiBase: '/business/ticket', titleField: 'title', fields } satisfies ResourceSchema,
  };
});
vi.mock('../../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, ticket] };
});

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};

/** The title that makes the test hook refuse an add after its row (and its number) was written. */
const FAILS = '写入后失败';

describe.each(dialects)('autoNumber on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  const year = businessToday().slice(0, 4);
  const number = (n: number) => `GD-${year}-${String(n).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createResourceTable(t.db, ticket);
    // A rule that refuses late, once the record and its number are written: the add rolls back whole.
    t.app.services.resources.use('ticket', {
      afterSave: (ctx) => {
        if (ctx.values.title === FAILS) throw operationFailed('测试：写入后拒绝');
      },
    });
    api = t.as(await t.login('demo_admin'));
    const design = { name: 'workorder', label: '派工单', icon: 'ToolOutlined', titleField: 'title', fields };
    ok(await api.post('/setting/resource/save', { schema: design }));
    ok(await api.post('/setting/resource/publish', { name: 'workorder' }));
  });
  afterAll(async () => t?.close());

  const bases = ['/business/ticket', '/business/custom/workorder'];

  it.each(bases)('%s: 20 concurrent adds get 20 consecutive numbers, no gap, no repeat', async (base) => {
    const added = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post(`${base}/add`, { title: `并发 ${i + 1}` })));
    const codes = added.map((r) => ok(r).code as string).sort();
    expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => number(i + 1)));
    // As stored and as listed, sorted by the number.
    const listed = ok(await api.get(`${base}/list`, { pageSize: 50, sortField: 'code', sortOrder: 'desc' }));
    expect(listed.rows.map((r: { code: string }) => r.code)).toEqual([...codes].reverse());
  });

  it('a failed add gives its number back: a late refusal in the same transaction consumes nothing', async () => {
    const before = ok(await api.post('/business/ticket/add', { title: '失败之前' })).code;
    const refused = await api.post('/business/ticket/add', { title: FAILS });
    expect([refused.statusCode, refused.json().message]).toEqual([400, '测试：写入后拒绝']);
    // Refused by validation before anything is written: no number either.
    const invalid = await api.post('/business/ticket/add', { title: 'x'.repeat(51) });
    expect(invalid.statusCode).toBe(400);
    const after = ok(await api.post('/business/ticket/add', { title: '失败之后' })).code;
    expect(after).toBe(number(Number(before.slice(-4)) + 1));
    // Concurrent adds, some of them failing: the ones that succeed still leave no gap.
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.post('/business/ticket/add', { title: i % 3 === 0 ? FAILS : `混合 ${i}` })),
    );
    const codes = mixed
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().data.code as string)
      .sort();
    const first = Number(after.slice(-4)) + 1;
    expect(codes).toEqual(codes.map((_, i) => number(first + i)));
    expect(codes).toHaveLength(6);
  });

  it.each(bases)('%s: never accepted from the client, on add or on update', async (base) => {
    const added = await api.post(`${base}/add`, { title: '自带编号', code: 'GD-1999-0001' });
    expect([added.statusCode, added.json().message]).toEqual([400, '不允许的字段：code']);
    const rec = ok(await api.post(`${base}/add`, { title: '改编号' }));
    const updated = await api.put(`${base}/update`, { _id: rec._id, code: 'GD-1999-0001' });
    expect([updated.statusCode, updated.json().message]).toEqual([400, '不允许的字段：code']);
    expect(ok(await api.put(`${base}/update`, { _id: rec._id, title: '改了标题' })).code).toBe(rec.code);
  });

  it.each(bases)('%s: filtered as text, found by the search box', async (base) => {
    const first = number(1);
    expect(ok(await api.get(`${base}/list`, { code: first })).rows.map((r: { code: string }) => r.code)).toEqual([first]);
    const found = ok(await api.get(`${base}/list`, { code__contains: `${year}-000`, pageSize: 50 })).rows;
    expect(found).toHaveLength(9);
    expect(ok(await api.get(`${base}/list`, { q: number(12) })).rows).toHaveLength(1);
  });

  it('counts per tenant and project, and starts again in a new period', async () => {
    // Another project of the tenant has a counter of its own.
    const other = t.as(await t.login('demo_admin'), t.ids.secondProjectId);
    expect(ok(await other.post('/business/ticket/add', { title: '另一项目' })).code).toBe(number(1));
    // Last year's counter (a row per period) does not carry over into this year's numbers.
    await t.db.kysely
      .insertInto('number_sequences')
      .values({
        tenant_id: t.ids.tenantId,
        project_id: t.ids.secondProjectId,
        seq_key: 'ticket.code',
        period: String(Number(year) - 1),
        last_value: 500,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(ok(await other.post('/business/ticket/add', { title: '另一项目 2' })).code).toBe(number(2));
  });
});
