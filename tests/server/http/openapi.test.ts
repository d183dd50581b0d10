import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../helpers/test-app';
import { registeredRoutes } from '../../../server/src/http/openapi';

const CJK = /[\u4e00-\u9fa5]/;
const DOCS = '/ace-apis/docs';
const WRITES = ['POST', 'PUT', 'PATCH'];

type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/uploads/:dir/:file` as the document writes it: `/uploads/{dir}/{file}`. */
const docPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every route of the API (the page itself aside), as Fastify announced them while the app was built. */
function apiRoutes(app: FastifyInstance) {
  return registeredRoutes(app)
    .filter((r) => r.url.startsWith('/ace-apis/') && !r.url.startsWith(DOCS))
    .flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.url })),
    );
}

describe('the OpenAPI document (ACE_API_DOCS=1)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp(
      dialects[0],
      { apiDocs: true },
      {
        // A route whose response schema lists fewer properties than it answers: the schema documents, never filters.
        beforeReady: (app) => {
          app.get(
            '/ace-apis/__test/wide',
            {
              config: { access: 'public' },
              schema: { summary: '测试', tags: ['测试'], response: { 200: { type: 'object', properties: { a: { type: 'integer' } } } } },
            },
            async () => ({ a: 1, b: 'kept' }),
          );
        },
      },
    );
    const token = await t.login('demo_admin');
    const res = await t.as(token).get('/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3 and covers every route Fastify registered under /ace-apis', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths[docPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing, 'routes absent from the document').toEqual([]);
  });

  it('gives every route a Chinese summary and Chinese tags, and every write a body schema', () => {
    const problems: string[] = [];
    for (const { method, url } of apiRoutes(t.app)) {
      const op = doc.paths[docPath(url)]?.[method.toLowerCase()];
      if (!op) continue; // reported by the test above
      const name = `${method} ${url}`;
      if (!op.summary || !CJK.test(op.summary)) problems.push(`${name}: no Chinese summary`);
      if (!op.tags?.length || !op.tags.every((tag) => CJK.test(tag))) problems.push(`${name}: no Chinese tag`);
      const schemas = Object.values(op.requestBody?.content ?? {}).filter((c) => c.schema);
      if (WRITES.includes(method) && !schemas.length) problems.push(`${name}: no body schema`);
      if (!op.responses['200'] && !op.responses['201']) problems.push(`${name}: no success response`);
    }
    expect(problems).toEqual([]);
  });

  it('documents replies that match what the server sends', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const admin = t.as(await t.login('demo_admin'));
    const schemaOf = (path: string, status: string) => doc.paths[path].get.responses[status].content!['application/json'].schema;
    for (const [path, query] of [
      ['/business/customer/list', { pageSize: 2 }],
      ['/business/order/list', { pageSize: 2 }],
      ['/setting/menu/userMenu', {}],
      ['/setting/project/listByUser', {}],
      ['/setting/list', {}],
      ['/setting/org/list', {}],
      ['/business/order/today', {}],
    ] as const) {
      const res = await admin.get(path, query);
      const validate = ajv.compile(schemaOf(`/ace-apis${path}`, '200'));
      expect(validate(res.json()), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const refused = await admin.get('/business/customer/findById', { _id: 'no-such-record' });
    expect(refused.statusCode).toBe(404);
    const validate = ajv.compile(schemaOf('/ace-apis/business/customer/findById', '4XX'));
    expect(validate(refused.json()), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('never drops a property a response schema does not list (replies are plain JSON.stringify)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ace-apis/__test/wide' });
    expect(res.json()).toEqual({ a: 1, b: 'kept' });
  });

  it('serves the page to anyone and the document to admins and super-admins only', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // A page under the API prefix: the app's page headers, not the API's (security-headers.ts).
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: `${DOCS}/static/swagger-initializer.js` });
    expect(script.body).toContain("localStorage.getItem('authToken')");

    const anonymous = await t.app.inject({ method: 'GET', url: `${DOCS}/json` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
    const staff = await t.as(await t.login('demo_staff')).get('/docs/json');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toMatch(CJK);
    const root = await t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '').get('/docs/json');
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-store');
  });
});

describe('without ACE_API_DOCS (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialects[0]);
  });
  afterAll(async () => t?.close());

  it('serves neither the page nor the document', async () => {
    expect(t.config.apiDocs).toBe(false);
    const token = await t.login('demo_admin');
    for (const url of [DOCS, `${DOCS}/json`, `${DOCS}/static/swagger-initializer.js`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(CJK);
    }
  });
});
