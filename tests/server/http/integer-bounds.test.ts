import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../helpers/test-app';
import { validObject, type JsonSchema } from '../fuzz/bad-bodies';

/**
 * Every integer a call of the OpenAPI document accepts, in a JSON body or as a query or path
 * parameter, met with numbers no column holds (server http/integer-bounds.ts): a 400 naming the
 * field on both databases, never a 5xx ("out of range for type integer" on PostgreSQL) nor a 2xx.
 */
const TOO_BIG = ['100000000000000000000', '-100000000000000000000', '9007199254740993', '123456789012345678901234567890'];

type Operation = {
  'x-access'?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema; required?: boolean }>;
};
const isNumeric = (s: JsonSchema | undefined) => [s?.type].flat().some((t) => t === 'integer' || t === 'number');

describe.each(dialects)('out-of-range integers on every call on %s', (dialect) => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect, { apiDocs: true });
    paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
    const business = { authorization: `Bearer ${await t.login('demo_admin')}`, projectid: t.ids.mainProjectId };
    const root = { authorization: `Bearer ${await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password)}` };
    Object.assign(headers, { public: {}, user: business, business, admin: business, superAdmin: root });
  });
  afterAll(async () => t?.close());

  it('answers 400 naming the field for each, and the document lists enough of them to mean something', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [path, methods] of Object.entries(paths))
      for (const [method, op] of Object.entries(methods)) {
        const url = path.replace(/\{(\w+)\}/g, 'x');
        const send = (query: string, payload?: string) =>
          t.app.inject({
            method: method.toUpperCase() as 'POST',
            url: `${url}${query}`,
            headers: { ...headers[op['x-access'] ?? 'business'], ...(payload ? { 'content-type': 'application/json' } : {}) },
            payload,
          });
        const check = async (name: string, title: string | undefined, res: Awaited<ReturnType<typeof send>>, value: string) => {
          tried++;
          const message = String(res.json().message ?? '');
          // Named by its title, or by its name where the reply speaks of query parameters (查询参数 pageNo …).
          if (res.statusCode !== 400 || !(message.includes(name) || (title && message.includes(title))))
            failures.push(`${method.toUpperCase()} ${path} ${name}=${value}: ${res.statusCode} ${message}`);
        };
        const body = op.requestBody?.content['application/json']?.schema;
        for (const [name, prop] of Object.entries(body?.properties ?? {}).filter(([, p]) => isNumeric(p)))
          for (const value of TOO_BIG) {
            // The number written as sent: JSON.stringify would turn the 30 digits into 1.2345678901234568e+29.
            const payload = JSON.stringify({ ...validObject(body!, 1), [name]: 0 }).replace(`"${name}":0`, `"${name}":${value}`);
            await check(name, prop.title, await send('', payload), value);
          }
        for (const p of (op.parameters ?? []).filter((x) => x.in === 'query' && isNumeric(x.schema)))
          for (const value of TOO_BIG) await check(p.name, p.schema?.title, await send(`?${p.name}=${value}`), value);
      }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(20);
  });
});
