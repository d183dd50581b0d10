import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { createTestApp, dialects, SUPER_ADMIN, type Caller, type TestApp } from '../helpers/test-app';
import { anotherTenantAdmin, ok } from '../helpers/replies';
import { addCustomer, line } from '../helpers/sales-fixtures';
import { validObject } from '../fuzz/bad-bodies';
import {
  concreteCustomCalls,
  documentOperations,
  FUZZ_DESIGN,
  multipartPayload,
  publishFuzzDesign,
  type OpenApiDocument,
  type WriteOperation,
} from '../fuzz/write-calls';

/**
 * Refusals on every route, generated from the route table (the OpenAPI document, so a new route is
 * walked without touching this file): every business call, as (a) a user of the tenant whose role
 * grants nothing and (b) another tenant's admin, answers 401/403 — never 2xx (the call was made) and
 * never 404 (the route looked the record up before checking the right: a real record of the tenant
 * is named, so "not found" can only mean the check came late, or not at all). A call refused 400
 * would also be a finding: every body sent is one its schema accepts, so only the right is missing.
 */

/**
 * The calls that are not business calls, each with why. Anything else in the document is walked: a new
 * route is a business call until it is added here with its reason.
 */
const NOT_BUSINESS: Record<string, string> = {
  'GET /ace-apis/health/live': 'public: the load balancer’s probe',
  'GET /ace-apis/health/ready': 'public: the load balancer’s probe',
  'POST /ace-apis/login': 'public: signing in',
  'GET /ace-apis/login/challenge': 'public: the sign-in captcha',
  'GET /ace-apis/login/options': 'public: what the sign-in screens offer (whether SMS sign-up and reset are on)',
  'POST /ace-apis/register/smsCaptcha': 'public: signing up',
  'POST /ace-apis/register': 'public: signing up',
  'POST /ace-apis/login/forgot/smsCaptcha': 'public: a forgotten password',
  'POST /ace-apis/login/forgot/reset': 'public: a forgotten password',
  'GET /ace-apis/uploads/{dir}/{file}': 'public: an image under an unguessable name, read by <img> without a token (docs/api.md)',
  'GET /ace-apis/login/logout': 'own session: ends the caller’s session',
  'POST /ace-apis/login/changePassword': 'own profile: the caller’s password',
  'GET /ace-apis/setting/project/listByUser': 'own profile: the caller’s projects',
  'GET /ace-apis/setting/menu/userMenu': 'own profile: the caller’s menu, built from its rights',
  'GET /ace-apis/setting/menu/removeAllMenuSession': 'own session: drops cached menus, rebuilt from each user’s rights',
  'GET /ace-apis/setting/role/mine': 'own profile: the caller’s rights',
  'GET /ace-apis/setting/profile': 'own profile: 个人中心 (docs/api.md「个人中心」)',
  'PUT /ace-apis/setting/profile': 'own profile: 个人中心, the caller’s name, avatar, mobile and e-mail',
  'GET /ace-apis/setting/session/mine': 'own session: the caller’s sign-ins (我的登录设备)',
  'POST /ace-apis/setting/session/logoutOthers': 'own session: ends the caller’s other sign-ins (退出其他设备)',
  'GET /ace-apis/setting/session/limit': 'reading 每人同时登录数 is open to every user (docs/api.md「在线用户」)',
  'GET /ace-apis/setting/watermark': 'reading 水印 is open to every user: every screen draws it (docs/api.md「设置」)',
  'GET /ace-apis/setting/boot': 'own session: its parts are the calls above, each with the caller’s rights',
  'GET /ace-apis/setting/resource/published':
    'own session: the tenant’s schemas every screen is drawn from (docs/api.md: any signed-in user)',
  'GET /ace-apis/setting/list': 'reading the settings is open to every user of the project (permission matrix: general.list)',
  'GET /ace-apis/setting/getItemByKey': 'reading the settings is open to every user of the project (permission matrix: general.list)',
  'GET /ace-apis/business/order/today': 'the business day: no record',
  'GET /ace-apis/business/staff/list': 'the project’s members are every user’s 负责人 options (docs/api.md)',
  'GET /ace-apis/business/staff/findById': 'the project’s members are every user’s 负责人 options (docs/api.md)',
  'GET /ace-apis/setting/job/findById': 'own: the caller’s export job; anyone else’s is 404 (docs/schema-engine.md, 导出)',
  'GET /ace-apis/setting/job/download': 'own: the caller’s export job; anyone else’s is 404 (docs/schema-engine.md, 导出)',
  'GET /ace-apis/live/changes':
    'a stream for every member of the project that tells each change only to those who may list its resource (tests/server/schema-engine/live-changes.test.ts); it never ends, so this walk cannot read it',
};

/** The rows of an exported sheet, its header included. */
async function sheetRows(res: LightMyRequestResponse): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]?.actualRowCount ?? 0;
}

/** The rows an export job found (a job only reads: writing none of this tenant's records is an empty read). */
async function exportedRows(caller: Caller, res: LightMyRequestResponse): Promise<number> {
  const { jobId } = ok(res) as { jobId: string };
  return (ok(await caller.get('/setting/job/findById', { _id: jobId })) as { value: { total: number } }).value.total;
}

/** What the walk sends a call: its path and query, and a body its schema accepts. */
interface Request {
  url: string;
  body?: unknown;
  multipart?: { payload: Buffer; contentType: string };
}

/** Eight bytes of a PNG's signature and a header: enough for a content check to read it as an image. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe.each(dialects)('refusals on every route of the document on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let adminToken = '';
  let rootToken = '';
  let ops: WriteOperation[];
  /** A real record of the tenant for the calls under a path prefix (longest prefix first). */
  const ids: [prefix: string, id: string][] = [];
  let fileId = '';
  /** The token of a user of the tenant, in its Main project, whose role grants nothing. */
  let nobody = '';
  let customerId = '';

  beforeAll(async () => {
    t = await createTestApp(dialect, { apiDocs: true });
    adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    concreteCustomCalls(doc, await publishFuzzDesign(admin));
    ops = documentOperations(doc).filter((op) => !NOT_BUSINESS[op.name]);

    customerId = await addCustomer(admin, '拒绝测试客户');
    const potential = await addCustomer(admin, '拒绝测试潜在客户', true);
    const order = ok(await admin.post('/business/order/add', { type: 0, customerId, lines: [line(1, 100)] }))._id;
    const quotation = ok(await admin.post('/business/order/add', { type: 1, customerId, lines: [line(1, 100)] }))._id;
    const first = async (url: string, query: Record<string, unknown> = {}) => {
      const data = ok(await admin.get(url, { pageSize: 1, ...query }));
      return (data.rows ?? data.value?.rows ?? data.value)[0]._id as string;
    };
    const upload = multipartPayload({ bytes: PNG, field: 'file', filename: '说明书.png', files: 1 });
    const upload1 = ok(
      await t.app.inject({
        method: 'POST',
        url: `/ace-apis/upload/file?resource=${FUZZ_DESIGN.name}&field=manual`,
        payload: upload.payload,
        headers: { authorization: `Bearer ${adminToken}`, projectid: t.ids.mainProjectId, 'content-type': upload.contentType },
      }),
    );
    fileId = upload1.id;
    const thing = ok(await admin.post(`/business/custom/${FUZZ_DESIGN.name}/add`, { name: '拒绝测试设备', manual: [upload1] }))._id;
    const role = ok(await admin.post('/setting/role/add', { name: '一无所有', permissions: {} })).value._id;
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'no_rights',
        password: 'NoRights123',
        displayName: '无权限',
        roleIds: [role],
        projectIds: [t.ids.mainProjectId],
      }),
    );
    nobody = await t.login('no_rights', 'NoRights123');
    rootToken = await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password);
    const root = t.as(rootToken, '');
    ids.push(
      ['/ace-apis/business/custom/', thing],
      ['/ace-apis/business/customer_potential/', potential],
      ['/ace-apis/business/customer/', customerId],
      ['/ace-apis/business/order/quotation/', quotation],
      ['/ace-apis/business/order/', order],
      ['/ace-apis/business/payment/', await first('/business/payment/list')],
      ['/ace-apis/business/customer_tags/', await first('/business/customer_tags/list')],
      ['/ace-apis/business/product/', await first('/business/product/list')],
      ['/ace-apis/business/supplier/', await first('/business/supplier/list')],
      ['/ace-apis/business/staff/', t.ids.staffUserId],
      ['/ace-apis/setting/tax/', await first('/setting/tax/list')],
      ['/ace-apis/setting/paymode/', await first('/setting/paymode/list')],
      ['/ace-apis/setting/listCategory', await first('/setting/listCategory')],
      ['/ace-apis/setting/getCategoryById', await first('/setting/listCategory')],
      ['/ace-apis/setting/updateCategory', await first('/setting/listCategory')],
      ['/ace-apis/setting/deleteCategory', await first('/setting/listCategory')],
      ['/ace-apis/setting/org/', t.ids.staffUserId],
      ['/ace-apis/setting/dept/', await first('/setting/dept/tree')],
      ['/ace-apis/setting/session/', await first('/setting/session/list')],
      ['/ace-apis/setting/role/', await first('/setting/role/list')],
      ['/ace-apis/setting/project/', t.ids.secondProjectId],
      ['/ace-apis/setting/menu/', await first('/setting/menu/systemMenu')],
      ['/ace-apis/setting/tenant/', ok(await root.get('/setting/tenant/list')).rows[0]._id],
      ['/ace-apis/setting/', await first('/setting/list')],
    );
  });
  afterAll(async () => t?.close());

  const idFor = (op: WriteOperation) => ids.find(([prefix]) => op.path.startsWith(prefix))?.[1];

  /** A request the call's own schema accepts, naming a real record of the tenant wherever it names one. */
  function requestFor(op: WriteOperation): Request {
    const id = idFor(op);
    const named: Record<string, unknown> = {
      _id: id,
      _ids: id,
      name: FUZZ_DESIGN.name,
      key: 'company_info',
      resource: FUZZ_DESIGN.name,
      field: 'manual',
      id: fileId,
    };
    const query = new URLSearchParams();
    // A designed resource's findById and delete read `_id` though the document declares only the path's name.
    const params = /\/(findById|delete)$/.test(op.path) && !op.query.includes('_id') ? [...op.query, '_id'] : op.query;
    for (const q of params) if (named[q] !== undefined && !(q === '_ids' && params.includes('_id'))) query.set(q, String(named[q]));
    if (op.path.endsWith('/related')) {
      for (const [k, v] of Object.entries({ resource: 'order', owner: 'customer', via: 'customerId', id: customerId })) query.set(k, v);
    }
    const url = `${op.path}${query.size ? `?${query}` : ''}`;
    if (op.multipart) {
      const field = op.multipart.required?.[0] ?? 'file';
      return { url, multipart: multipartPayload({ bytes: PNG, field, filename: 'a.png', files: 1 }) };
    }
    if (!op.body) return { url };
    const extra = Object.fromEntries(Object.keys(op.body.properties ?? {}).flatMap((k) => (named[k] === undefined ? [] : [[k, named[k]]])));
    return { url, body: validObject(op.body, 20_261_128, extra) };
  }

  function send(token: string, projectId: string, op: WriteOperation): Promise<LightMyRequestResponse> {
    const r = requestFor(op);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, projectid: projectId };
    if (r.multipart) headers['content-type'] = r.multipart.contentType;
    const payload = r.multipart ? r.multipart.payload : r.body === undefined ? undefined : JSON.stringify(r.body);
    if (r.body !== undefined) headers['content-type'] = 'application/json';
    return t.app.inject({ method: op.method as 'GET', url: r.url, headers, payload });
  }

  /** Whether the call names a record by id (the walk names one of this tenant). */
  const namesRecord = (op: WriteOperation) =>
    op.query.some((q) => ['_id', '_ids', 'id'].includes(q)) || !!op.body?.properties?._id || op.path.endsWith('/related');

  const describeAnswer = (op: WriteOperation, res: LightMyRequestResponse) =>
    String(res.headers['content-type']).includes('spreadsheetml')
      ? `${op.name} → ${res.statusCode} (an .xlsx)`
      : `${op.name} → ${res.statusCode} ${String((res.json() as { message?: string }).message ?? res.body.slice(0, 80))}`;

  it('walks the calls that matter most, and every route outside the list of non-business calls', () => {
    const names = ops.map((op) => op.name);
    for (const must of [
      'POST /ace-apis/business/order/changeStatus',
      'POST /ace-apis/business/order/quotation/generateOrder',
      'POST /ace-apis/business/customer_potential/convert',
      ...['list', 'findById'].map((v) => `GET /ace-apis/business/custom/${FUZZ_DESIGN.name}/${v}`),
      `POST /ace-apis/business/custom/${FUZZ_DESIGN.name}/add`,
      `PUT /ace-apis/business/custom/${FUZZ_DESIGN.name}/update`,
      `DELETE /ace-apis/business/custom/${FUZZ_DESIGN.name}/delete`,
    ])
      expect(names).toContain(must);
    expect(ops.length).toBeGreaterThan(90);
  });

  it('names real records: the admin’s (super-admin’s) reads of the walk answer 200 (so a 404 below is never a missing record)', async () => {
    const missed: string[] = [];
    for (const op of ops.filter((o) => o.method === 'GET')) {
      const res = await send(op.access === 'superAdmin' ? rootToken : adminToken, t.ids.mainProjectId, op);
      if (res.statusCode !== 200) missed.push(describeAnswer(op, res));
    }
    expect(missed).toEqual([]);
  });

  it('refuses a user whose role grants nothing on every business call: 401/403, never 2xx nor 404', async () => {
    const token = nobody;
    // A member of the project (what every user may read, it reads): the refusals below are for the rights.
    expect((await t.as(token).get('/setting/list')).statusCode).toBe(200);
    const let_through: string[] = [];
    for (const op of ops) {
      const res = await send(token, t.ids.mainProjectId, op);
      if (![401, 403].includes(res.statusCode)) let_through.push(describeAnswer(op, res));
    }
    expect(let_through).toEqual([]);
  });

  it('refuses another tenant’s admin on every business call of this tenant: 401/403 in its project, never done in its own', async () => {
    await anotherTenantAdmin(t);
    const token = await t.login('ly_admin', 'Luoyang123');
    const ownProject = ok(await t.as(token, '').get('/setting/project/listByUser')).value[0]._id as string;
    const let_through: string[] = [];
    for (const op of ops) {
      if (op.access === 'business') {
        // With this tenant's project: refused for the project before anything else.
        const res = await send(token, t.ids.mainProjectId, op);
        if (![401, 403].includes(res.statusCode)) let_through.push(`this tenant's project: ${describeAnswer(op, res)}`);
      }
      if (!namesRecord(op) && op.access !== 'superAdmin') continue; // acts in the caller's own tenant: nothing of this one named
      // With its own project, naming this tenant's record: refused or not found in its tenant, never done;
      // a read may answer an empty list (the related records of a record it cannot see: none).
      const res = await send(token, ownProject, op);
      // An export answers the file itself: an empty read is its header row alone.
      const file = String(res.headers['content-type']).includes('spreadsheetml');
      const data = res.statusCode < 300 && !file ? (res.json() as { data?: { rows?: unknown[] } }).data : undefined;
      const emptyRead =
        op.method === 'GET'
          ? file
            ? (await sheetRows(res)) === 1
            : Array.isArray(data?.rows) && data.rows.length === 0
          : op.path.endsWith('/exportJob') && res.statusCode === 200 && (await exportedRows(t.as(token, ownProject), res)) === 0;
      if (res.statusCode < 300 && !emptyRead) let_through.push(`own project, this tenant's record: ${describeAnswer(op, res)}`);
    }
    expect(let_through).toEqual([]);
  });
});
