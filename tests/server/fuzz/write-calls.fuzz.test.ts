import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../helpers/test-app';
import { short, type BadCase, type JsonSchema } from './bad-bodies';
import path from 'node:path';
import { sql } from 'kysely';
import { fileChanges, storedFiles, takeRowChanges, watchRowChanges } from './db-state';
import { MAX_IMAGE_BYTES } from '../../../server/src/areas/platform/uploads/uploads.routes';
import { DEFAULT_FILE_MAX_SIZE } from '../../../src/domain/fileTypes';
import {
  badCases,
  concreteCustomCalls,
  FUZZ_DESIGN,
  publishFuzzDesign,
  fieldNames,
  hostileUploads,
  hugeIntegerCases,
  baseBodies,
  readOperationOf,
  multipartPayload,
  schemaOracle,
  writeOperations,
  type OpenApiDocument,
  type Oracle,
  type WriteOperation,
} from './write-calls';

/**
 * Every write call of the OpenAPI document gets RUNS generated bad bodies (bad queries for a
 * delete, bad multipart for an upload) on each database. None may answer 5xx; a refusal is the failure
 * envelope with a Chinese message (a 400 naming the field), and changes no row of any table (triggers
 * note every inserted, updated or deleted row: db-state.ts) and no stored file. A call must get past the
 * auth check at least once (refused 401/403 on every case, it proves nothing about its input); the
 * detectors are proven to fire by two controls (a partial write, a change to a row the call did not name). A 2xx is counted, and is a failure when the document's own schema
 * refuses the body (the server accepted what its contract says it refuses).
 * Reproduce a run with FUZZ_SEED (printed on failure); FUZZ_RUNS changes the number of bodies per call.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_901);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const CJK = /[\u4e00-\u9fa5]/;

/**
 * The query an upload names its field with: the design's file field, so bad files meet that field's
 * rules, and the product's image field.
 */
const UPLOAD_QUERY: Record<string, string> = {
  '/ace-apis/upload/file': `resource=${FUZZ_DESIGN.name}&field=manual`,
  '/ace-apis/upload/image': 'resource=product&field=image',
};
/** What those refusals name: the field the upload is for (an image's refusals say 图片). */
const UPLOAD_FIELD_LABELS: Record<string, string[]> = { '/ace-apis/upload/file': ['说明书'], '/ace-apis/upload/image': ['图片'] };

/**
 * A multipart case the document's schema accepts: one file, non-empty, in the part it names. (An
 * image upload's bytes are never an image, so no case of it is valid; a file field takes any bytes.)
 */
function validMultipart(schema: JsonSchema, body: unknown): boolean {
  const m = (body as { multipart?: { files: number; field: string; filename: string; bytes: Uint8Array } } | null)?.multipart;
  return !!m && m.files === 1 && m.bytes.length > 0 && !!m.filename && (schema.required ?? []).includes(m.field);
}

/**
 * Rows changed on purpose while a call is refused: rate counters (refused logins and captcha requests
 * are counted, throttling) and a session's token rotating as it is used (sliding sessions).
 */
const EXPECTED_CHANGES = ['login_attempts', 'sessions update'];
/**
 * …and, for the login call only, the failed sign-in it puts on 登录日志 (docs/audit-trail.md): an
 * entry and its chain's head. Anywhere else an entry of a refused call would be a defect (the refused
 * write's transaction takes its entry with it), so the exemption names the one call.
 */
const EXPECTED_BY_CALL: Record<string, string[]> = { 'POST /ace-apis/login': ['audit_entries insert', 'audit_chains'] };
const expectedChanges = (op: WriteOperation) => [...EXPECTED_CHANGES, ...(EXPECTED_BY_CALL[op.name] ?? [])];

/**
 * The detectors' positive controls, outside the API (so neither the document nor the fuzzing meets
 * them): each answers 400 like a refusal, after a write the detectors must see.
 */
const CONTROLS: WriteOperation[] = ['/__fuzz/partial-write', '/__fuzz/other-row'].map((p) => ({
  name: `POST ${p}`,
  method: 'POST',
  path: p,
  tags: [],
  access: 'business',
  body: { type: 'object', properties: { name: { type: 'string', title: '名称' } } },
  query: [],
}));

/** Registers the controls' routes: a real add then a refusal (a partial write); a refusal after changing another record. */
function controlRoutes(app: FastifyInstance, t: () => TestApp) {
  const refuse = { success: false, code: 400, message: '名称：对照组的拒绝', data: null };
  app.post('/__fuzz/partial-write', async (req, reply) => {
    const headers = { authorization: req.headers.authorization!, projectid: String(req.headers.projectid) };
    await app.inject({ method: 'POST', url: '/ace-apis/business/customer_tags/add', headers, payload: { name: '对照组的部分写入' } });
    return reply.code(400).send(refuse);
  });
  app.post('/__fuzz/other-row', async (req, reply) => {
    const { other } = req.body as { _id: string; other: string };
    await sql`update ${sql.table('customer_tags')} set name = ${'对照组改了别的记录'} where id = ${other}`.execute(t().db.kysely);
    return reply.code(400).send(refuse);
  });
}

interface Failure {
  op: string;
  status: number;
  message: string;
  problem: string;
  body: string;
  why: string;
  changes: string[];
}

/** The failures of one case: each problem `judge` found, with what was sent and what changed. */
function failuresOf(
  op: WriteOperation,
  c: BadCase,
  res: LightMyRequestResponse,
  judged: { message: string; problems: string[] },
  changes: string[],
): Failure[] {
  return judged.problems.map((problem) => ({
    op: op.name,
    status: res.statusCode,
    message: judged.message,
    problem,
    body: short(c.body),
    why: c.why.join('; '),
    changes,
  }));
}

describe.each(dialects)('bad bodies to every write call on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const headers: Record<string, Record<string, string>> = {};
  const fixtures: [prefix: string, id: string][] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { apiDocs: true }, { beforeReady: (app) => controlRoutes(app, () => t) });
    doc = t.app.swagger() as unknown as OpenApiDocument;
    const admin = await t.login('demo_admin');
    const root = await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password);
    const business = { authorization: `Bearer ${admin}`, projectid: t.ids.mainProjectId };
    Object.assign(headers, { public: {}, user: business, business, admin: business, superAdmin: { authorization: `Bearer ${root}` } });
    // Records a wrongly accepted write could not hurt the callers with: its own tenant, project, a staff member.
    const tenant = await t
      .as(root, '')
      .post('/setting/tenant/add', { name: '模糊测试租户', adminUsername: 'fuzz_admin', adminPassword: 'Fuzz12345' });
    const project = await t.as(admin).post('/setting/project/add', { name: '模糊测试项目' });
    const menus = await t.as(admin).get('/setting/menu/systemMenu');
    const quotations = await t.as(admin).get('/business/order/list', { type: 1, pageSize: 1 });
    // Resources designed in 数据模型 are served at `/business/custom/{name}`, whose bodies only the
    // resource's published schema describes: a published one stands in, with its own body schemas.
    const served = await publishFuzzDesign(t.as(admin));
    concreteCustomCalls(doc, served);
    const thing = await t.as(admin).post(`/business/custom/${FUZZ_DESIGN.name}/add`, { name: '模糊测试设备', count: 1 });
    const view = await t
      .as(admin)
      .post('/setting/view/add', { resource: 'customer', name: '模糊测试视图', visibility: 'project', state: { filters: [] } });
    // A signed-in colleague's session for 强退 to name (a defective body never ends it).
    await t.login('demo_staff');
    const staffSession = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t.ids.staffUserId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    fixtures.push(
      ['/ace-apis/setting/session/', staffSession.id],
      [`/ace-apis/business/custom/${FUZZ_DESIGN.name}/`, thing.json().data._id],
      ['/ace-apis/setting/tenant/', tenant.json().data._id],
      ['/ace-apis/setting/project/', project.json().data.value._id],
      ['/ace-apis/setting/org/', t.ids.staffUserId],
      ['/ace-apis/business/staff/', t.ids.staffUserId],
      ['/ace-apis/setting/menu/', menus.json().data.value[0]._id],
      ['/ace-apis/business/order/quotation/', quotations.json().data.rows[0]._id],
      ['/ace-apis/setting/view/', view.json().data.value._id],
    );
  });
  afterAll(async () => t?.close());

  const uploads = () => path.join(t.config.dataDir, 'uploads');

  it('has detectors that fire: a partial write and a change to a row the call did not name are both caught', async () => {
    await watchRowChanges(t.db);
    const tags = ((await read('/ace-apis/business/customer_tags/list?pageSize=2', 'business'))?.rows ?? []) as { _id: string }[];
    for (const control of CONTROLS) {
      await takeRowChanges(t.db);
      const files = storedFiles(uploads());
      const res = await t.app.inject({
        method: 'POST',
        url: control.path,
        headers: { ...headers.business, 'content-type': 'application/json' },
        payload: JSON.stringify({ _id: tags[0]._id, other: tags[1]._id }),
      });
      expect(res.statusCode, control.path).toBe(400);
      const changed = [...(await takeRowChanges(t.db, EXPECTED_CHANGES)), ...fileChanges(files, storedFiles(uploads()))];
      const { problems } = judge(control, { body: { name: 'x' }, why: [] }, res, false, changed);
      expect(problems, `${control.path}: ${changed.join(', ')}`).toContain('refused but changed the database');
    }
  });

  const read = async (path: string, access: string) =>
    (await t.app.inject({ method: 'GET', url: path, headers: headers[access] })).json().data as Record<string, any> | null;

  /** The first record the call's list returns (with its line items, through findById when there is one). */
  async function storedRecord(op: WriteOperation): Promise<Record<string, unknown> | undefined> {
    const list = readOperationOf(doc, op, '列表');
    if (!list) return undefined;
    const data = await read(`${list.path}?pageSize=5`, list.access);
    const row = (data?.rows ?? data?.value?.rows ?? data?.value)?.[0];
    const one = readOperationOf(doc, op, '详情');
    return (row && one ? await read(`${one.path}?_id=${encodeURIComponent(row._id)}`, one.access) : undefined) ?? row;
  }

  /** The record a call names (`_id`): a fixture, else the first record of its list. */
  async function existingIdOf(op: WriteOperation, record: Record<string, unknown> | undefined): Promise<string | undefined> {
    if (!op.body?.properties?._id && !op.query.some((q) => q === '_id' || q === '_ids')) return undefined;
    const fixed = fixtures.find(([prefix]) => op.path.startsWith(prefix));
    if (fixed) return fixed[1];
    if (typeof record?._id !== 'string') throw new Error(`${op.name}: no list call with its tag returned a record to name; add a fixture`);
    return record._id;
  }

  /**
   * The valid body defects are put into. An add tries its candidates for real and keeps the first the
   * server accepts (the record it creates exists before the counting starts), so defects and extremes
   * meet the service's rules rather than a refusal of the base itself; a call naming a record is not
   * tried (it would convert, remove, change the status of the record the suite watches).
   */
  async function baseOf(
    op: WriteOperation,
    schema: JsonSchema,
    stored: Record<string, unknown> | undefined,
    existing: string | undefined,
    accepts: Oracle,
  ) {
    const named = existing && schema.properties?._id ? { _id: existing } : {};
    const candidates = baseBodies(schema, stored, SEED, accepts, named);
    if (existing || op.method !== 'POST') return candidates[0] ?? named;
    for (const body of candidates) if ((await send(op, { body, why: [] })).statusCode < 300) return body;
    return candidates[0] ?? {};
  }

  function send(op: WriteOperation, c: BadCase): Promise<LightMyRequestResponse> {
    const base = { method: op.method as 'POST', headers: { ...headers[op.access] } };
    if (op.body === undefined && op.multipart === undefined) {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(c.body as Record<string, unknown>)) for (const x of [v].flat()) qs.append(k, String(x));
      return t.app.inject({ ...base, url: `${op.path}?${qs}` });
    }
    const url = UPLOAD_QUERY[op.path] ? `${op.path}?${UPLOAD_QUERY[op.path]}` : op.path;
    const multipart = (c.body as { multipart?: Parameters<typeof multipartPayload>[0] } | null)?.multipart;
    if (multipart) {
      const { payload, contentType } = multipartPayload(multipart);
      return t.app.inject({ ...base, url, payload, headers: { ...base.headers, 'content-type': contentType } });
    }
    const json = { ...base.headers, 'content-type': 'application/json' };
    return t.app.inject({ ...base, url, payload: JSON.stringify(c.body), headers: json });
  }

  it(
    `answers ${RUNS} generated bad bodies per write call: no 5xx, a Chinese message naming the field, nothing changed`,
    async () => {
      const ops = writeOperations(doc);
      expect(ops.length).toBeGreaterThan(30);
      const accepts = schemaOracle();
      const failures: Failure[] = [];
      const stats: string[] = [];
      let sent = 0;
      let acceptedValid = 0;
      const started = Date.now();
      for (const op of ops) {
        const opStarted = Date.now();
        const stored = await storedRecord(op);
        const existing = await existingIdOf(op, stored);
        const base = op.body ? await baseOf(op, op.body, stored, existing, accepts) : {};
        // Every row changed from here on is the cases' doing (a table published meanwhile is watched too).
        await watchRowChanges(t.db);
        await takeRowChanges(t.db);
        let files = storedFiles(uploads());
        const statuses: Record<string, number> = {};
        for (const c of badCases(op, base, existing, SEED, RUNS)) {
          const res = await send(op, c);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          sent++;
          const nowFiles = storedFiles(uploads());
          const changed = [...(await takeRowChanges(t.db, expectedChanges(op))), ...fileChanges(files, nowFiles)];
          files = nowFiles;
          const valid = op.body
            ? accepts(op.body, c.body)
            : op.multipart && UPLOAD_QUERY[op.path]
              ? validMultipart(op.multipart, c.body)
              : false;
          if (res.statusCode < 300 && valid) acceptedValid++;
          failures.push(...failuresOf(op, c, res, judge(op, c, res, valid, changed, UPLOAD_FIELD_LABELS[op.path]), changed));
        }
        // A call refused 401/403 on every case proves nothing about its input.
        if (Object.keys(statuses).every((s) => s === '401' || s === '403'))
          failures.push({
            op: op.name,
            status: 0,
            message: '',
            problem: 'no case got past the auth check',
            body: '',
            why: '',
            changes: [],
          });
        stats.push(`${op.name.padEnd(58)} ${JSON.stringify(statuses)} ${Date.now() - opStarted} ms`);
      }
      console.info(
        `[fuzz ${dialect}] seed ${SEED}, ${RUNS} bodies × ${ops.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `${acceptedValid} of ${sent} (${((acceptedValid / sent) * 100).toFixed(1)} %) were edge values the schema allows and the server accepted\n${stats.join('\n')}`,
      );
      if (failures.length) throw new Error(report(failures, dialect));
    },
    30 * 60_000,
  );

  // Every integer the API takes is bounded to its column (server/src/http/integer-bounds.ts): before,
  // `setting/resource/rollback` answered 500 on PostgreSQL to a version of 2^31 and beyond.
  it(
    'answers integers past what a column holds in every write call: no 5xx, a refusal changes nothing',
    async () => {
      const accepts = schemaOracle();
      const failures: Failure[] = [];
      for (const op of writeOperations(doc).filter((o) => o.body)) {
        const stored = await storedRecord(op);
        const existing = await existingIdOf(op, stored);
        // The designer's calls name the published design, so the integers meet its versions, not a 404.
        const design = op.path.startsWith('/ace-apis/setting/resource/') && op.body!.properties?.name ? { name: FUZZ_DESIGN.name } : {};
        const base = { ...(await baseOf(op, op.body!, stored, existing, accepts)), ...design };
        await watchRowChanges(t.db);
        await takeRowChanges(t.db);
        for (const c of hugeIntegerCases(op.body!, base)) {
          const res = await send(op, c);
          const changed = await takeRowChanges(t.db, EXPECTED_CHANGES);
          failures.push(...failuresOf(op, c, res, judge(op, c, res, accepts(op.body!, c.body), changed), changed));
        }
      }
      if (failures.length) throw new Error(report(failures, dialect));
    },
    10 * 60_000,
  );

  // The uploads' rules (docs/api.md): one file, by its bytes, within its size, a malformed body refused
  // 400 — before they were, this found 500s, a body never answered leaving `.part` behind, and HTML,
  // SVG, EXE and ELF stored as PDF or PNG.
  it(
    'answers hostile uploads: malformed multipart, several parts, content unlike its name, oversize: no 5xx, a refusal keeps nothing',
    async () => {
      const problems: string[] = [];
      for (const op of writeOperations(doc).filter((o) => o.multipart)) {
        const image = op.path.endsWith('/upload/image');
        const field = op.multipart!.required?.[0] ?? 'file';
        const url = UPLOAD_QUERY[op.path] ? `${op.path}?${UPLOAD_QUERY[op.path]}` : op.path;
        await watchRowChanges(t.db);
        for (const c of hostileUploads(field, image ? MAX_IMAGE_BYTES : DEFAULT_FILE_MAX_SIZE, image ? ['png'] : ['png', 'pdf'])) {
          await takeRowChanges(t.db);
          const files = storedFiles(uploads());
          const started = Date.now();
          const answer = t.app.inject({
            method: 'POST',
            url,
            payload: c.payload,
            headers: { ...headers[op.access], 'content-type': c.contentType },
          });
          // A body the server waits on forever is a failure too (and must not hold this test).
          const res = await Promise.race([
            answer,
            new Promise<undefined>((r) => setTimeout(() => r(undefined), t.config.requestTimeoutMs + 5_000)),
          ]);
          const changed = [...(await takeRowChanges(t.db, EXPECTED_CHANGES)), ...fileChanges(files, storedFiles(uploads()))];
          const name = `${op.name} with ${c.why}`;
          if (!res) {
            problems.push(`${name}: no answer within ${Date.now() - started} ms; ${changed.join(', ')}`);
            continue;
          }
          const message = String((res.json() as { message?: unknown }).message ?? '');
          if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode} ${message}`);
          else if (res.statusCode < 300 && !c.storable) problems.push(`${name}: accepted (${res.statusCode})`);
          else if (c.oversize && res.statusCode !== 413) problems.push(`${name}: ${res.statusCode} ${message} (expected 413)`);
          if (res.statusCode >= 400 && !CJK.test(message)) problems.push(`${name}: ${res.statusCode} message not in Chinese: ${message}`);
          if (res.statusCode >= 300 && changed.length) problems.push(`${name}: refused (${res.statusCode}) but kept ${changed.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
    5 * 60_000,
  );
});

/**
 * What is wrong with one answer. No 5xx (nor 3xx). A 2xx only for a body the schema accepts (edge
 * values), unless nothing changed (a delete that found nothing). A 4xx: the failure envelope, a
 * Chinese message that names a field when the body broke the schema (a body the schema accepts
 * may be refused by a rule of the service, a duplicate name, an unknown user: any Chinese message
 * will do), and nothing changed.
 */
function judge(op: WriteOperation, c: BadCase, res: LightMyRequestResponse, valid: boolean, changed: string[], alsoNamed: string[] = []) {
  let reply: { success?: unknown; message?: unknown } | undefined;
  try {
    reply = res.json();
  } catch {
    reply = undefined;
  }
  const message = typeof reply?.message === 'string' ? reply.message : res.body.slice(0, 120);
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push('5xx');
  else if (status < 300 && !valid && (op.body || op.multipart || changed.length)) problems.push('accepted (2xx) a body its schema refuses');
  else if (status >= 300 && status < 400) problems.push('3xx');
  if (status >= 400) {
    if (reply?.success !== false) problems.push('no failure envelope');
    if (!CJK.test(message)) problems.push('message not in Chinese');
    if (status === 400 && (op.body || op.multipart) && !valid) {
      const names = [...fieldNames(op.body ?? op.multipart, c.body), ...alsoNamed];
      const wholeBody = !c.body || typeof c.body !== 'object' || Array.isArray(c.body);
      if (!names.some((n) => message.includes(n)) && !(wholeBody && message.includes('请求内容'))) problems.push('message names no field');
    }
    if (changed.length) problems.push('refused but changed the database');
  }
  return { message, problems };
}

/** The distinct failures (call, problem, status, message), each with its count and up to three examples. */
function report(failures: Failure[], dialect: string): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.op} | ${f.problem} | ${f.status} | ${f.message}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [...groups.values()].map((all) => {
    const f = all[0];
    const examples = all
      .slice(0, 3)
      .map((e) => `    body: ${e.body}\n      defects: ${e.why}${e.changes.length ? `\n      changed: ${e.changes.join(', ')}` : ''}`);
    return `- ${f.op} → ${f.status} ${f.problem} (×${all.length})\n    message: ${f.message}\n${examples.join('\n')}`;
  });
  return `${groups.size} distinct failures (${failures.length} in all) on ${dialect}; reproduce with FUZZ_SEED=${SEED} npx vitest run --project api tests/server/fuzz\n${lines.join('\n')}`;
}
