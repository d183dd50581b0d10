import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';
import { createResourceTable } from '../../../server/src/schema-engine/ddl';
import { buildApp } from '../../../server/src/app';

/**
 * Schemas that share calls and a table (a family, as the three order views and the two category
 * kinds do), line items kept in a table of their own, a virtual field and the business day as a
 * default: what the engine gives any resource, shown on two resources that exist only in this test.
 */
const { bug, idea } = vi.hoisted(() => {
  const fields = (extra: FieldSchema[]): FieldSchema[] => [
    { name: 'title', label: '标题', type: 'text', required: true, searchable: true, sortable: true },
    {
      name: 'kind',
      label: '类型',
      type: 'enum',
      readOnly: true,
      options: [
        { value: 'bug', label: '缺陷' },
        { value: 'idea', label: '建议' },
      ],
      visible: { list: false, form: false, show: false },
    },
    { name: 'reportedOn', label: '提出日期', type: 'date', default: '$today', sortable: true, filterable: true },
    ...extra,
    {
      name: 'steps',
      label: '步骤',
      type: 'lineItems',
      childTable: { table: 'ticket_steps', parentColumn: 'ticket_id' },
      itemFields: [
        { name: 'note', label: '说明', type: 'text', required: true },
        { name: 'minutes', label: '用时', type: 'integer', min: 0, default: 5 },
      ],
    },
    { name: 'summary', label: '摘要', type: 'text', readOnly: true, virtual: true },
  ];
  const common = {
    apiBase: '/business/ticket',
    table: 'ticket',
    titleField: 'title',
    list: { defaultSort: { field: 'reportedOn', order: 'desc' } },
  } as const;
  const bug: ResourceSchema = {
    ...common,
    name: 'ticket_bug',
    label: '缺陷工单',
    fixed: { kind: 'bug' },
    familyDefault: true,
    fields: fields([
      {
        name: 'severity',
        label: '严重程度',
        type: 'enum',
        filterable: true,
        options: [
          { value: 1, label: '一般' },
          { value: 2, label: '严重' },
        ],
      },
    ]),
  };
  const idea: ResourceSchema = {
    ...common,
    name: 'ticket_idea',
    label: '建议工单',
    fixed: { kind: 'idea' },
    fields: fields([{ name: 'votes', label: '票数', type: 'integer', min: 0, filterable: true }]),
  };
  return { bug, idea };
});
vi.mock('../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, bug, idea] };
});

describe.each(dialects)('a family of resources, child-table lines, virtual fields on %s', (dialect) => {
  let t: TestApp;
  let app: FastifyInstance;
  let call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<{ statusCode: number; body: any }>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Two schemas in the list, their table made as a migration would.
    for (const s of [bug, idea]) await createResourceTable(t.db, s);
    app = await buildApp({ config: t.config, db: t.db, logger: false });
    await app.ready();
    // One set of rules for both members (as the order views share theirs): fills the virtual field.
    const rules = {
      afterRead: (records: Record<string, unknown>[]) =>
        records.forEach((r) => (r.summary = `${r.title}（${(r.steps as unknown[] | undefined)?.length ?? '-'}）`)),
    };
    app.services.resources.use('ticket_bug', rules).use('ticket_idea', rules);
    const login = await app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_admin', password: 'Demo@123456' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, projectid: t.ids.mainProjectId };
    call = async (method, url, body) => {
      const res = await app.inject({
        method,
        url: `/ace-apis${url.startsWith('/business/') ? url : `/business/ticket${url}`}`,
        headers,
        payload: body as never,
      });
      return { statusCode: res.statusCode, body: res.json() };
    };
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('adds to the member the body names, or to the family default, and checks the body against that member', async () => {
    const today = (await call('GET', '/business/order/today')).body.data.today;
    const b = await call('POST', '/add', {
      title: '登录页报错',
      severity: 2,
      steps: [{ note: '打开登录页' }, { note: '输入密码', minutes: 2 }],
    });
    expect(b.body.data).toMatchObject({ kind: 'bug', severity: 2, summary: '登录页报错（2）' });
    // `default: '$today'`: the server's business day.
    expect(b.body.data.reportedOn).toBe(today);
    expect(b.body.data.steps).toMatchObject([
      { note: '打开登录页', minutes: 5, lineNo: 1 },
      { note: '输入密码', minutes: 2, lineNo: 2 },
    ]);
    expect((await call('POST', '/add', { title: '夜间模式', kind: 'idea', votes: 3 })).body.data).toMatchObject({
      kind: 'idea',
      votes: 3,
      steps: [],
    });
    expect((await call('POST', '/add', { title: '夜间模式', kind: 'idea', severity: 1 })).body).toMatchObject({
      code: 400,
      message: '不允许的字段：severity',
    });
    expect((await call('POST', '/add', { title: '?', kind: 'task' })).body).toMatchObject({
      code: 400,
      message: '类型的取值不在允许范围内',
    });
    expect((await call('POST', '/add', { title: '无说明', steps: [{ minutes: 1 }] })).body).toMatchObject({
      code: 400,
      message: '请输入说明',
    });
  });

  it('lists one member when the list names it, the whole family when it names none; lines only on findById', async () => {
    const all = (await call('GET', '/list?pageSize=100')).body.data;
    expect(all.rows.map((r: { kind: string }) => r.kind).sort()).toEqual(['bug', 'idea']);
    expect(all.rows[0].steps).toBeUndefined();
    const ideas = (await call('GET', '/list?kind=idea&votes__gte=1')).body.data;
    expect(ideas).toMatchObject({ total: 1, rows: [{ title: '夜间模式', summary: '夜间模式（-）' }] });
    expect((await call('GET', '/list?kind=task')).body).toMatchObject({ code: 400, message: '类型的取值不在允许范围内' });
    const bugRow = all.rows.find((r: { kind: string }) => r.kind === 'bug');
    const found = (await call('GET', `/findById?_id=${bugRow._id}`)).body.data;
    expect(found.steps.map((s: { note: string }) => s.note)).toEqual(['打开登录页', '输入密码']);
  });

  it('updates as the member the stored record belongs to, rewriting its lines; deletes remove them', async () => {
    const [ideaRow] = (await call('GET', '/list?kind=idea')).body.data.rows;
    expect((await call('PUT', '/update', { _id: ideaRow._id, votes: 4, steps: [{ note: '调研' }] })).body.data).toMatchObject({
      votes: 4,
      steps: [{ note: '调研', lineNo: 1 }],
    });
    expect((await call('PUT', '/update', { _id: ideaRow._id, severity: 2 })).body).toMatchObject({
      code: 400,
      message: '不允许的字段：severity',
    });
    expect((await call('PUT', '/update', { _id: 'missing', votes: 1 })).statusCode).toBe(404);
    const k = t.db.kysely as Kysely<any>;
    const lines = async () =>
      Number(
        (
          await k
            .selectFrom('ticket_steps')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    expect(await lines()).toBe(3);
    const ids = (await call('GET', '/list?pageSize=100')).body.data.rows.map((r: { _id: string }) => r._id).join(',');
    // Both members run the same rules: one call may delete records of both.
    expect((await call('DELETE', `/delete?_ids=${ids}`)).body).toMatchObject({ success: true, data: { count: 2 } });
    expect(await lines()).toBe(0);
  });

  it('takes one member per delete once the members have rules of their own', async () => {
    const a = (await call('POST', '/add', { title: 'A' })).body.data;
    const b = (await call('POST', '/add', { title: 'B', kind: 'idea' })).body.data;
    app.services.resources.use('ticket_bug', { beforeDelete: () => undefined });
    expect((await call('DELETE', `/delete?_ids=${a._id},${b._id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/delete?_id=${a._id}`)).body).toMatchObject({ success: true, data: { count: 1 } });
  });
});
