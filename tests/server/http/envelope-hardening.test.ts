import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';

/** Every reply is the spec's envelope; failures carry a Chinese message and no internals. */
function expectEnvelope(res: LightMyRequestResponse, status: number, code: number, message?: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'path', 'success', 'timestamp']);
  expect(body.success).toBe(status < 400);
  expect(body.code).toBe(code);
  expect(typeof body.timestamp).toBe('number');
  expect(body.path).not.toContain('?');
  if (message) expect(body.message).toBe(message);
  else expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  return body;
}

describe.each(dialects)('envelope on every error class, and hardening, on %s', (dialect) => {
  let t: TestApp;
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { bodyLimitBytes: 2048, loginChallengeAfter: 2, corsOrigins: ['https://admin.example.com'], requestTimeoutMs: 12345 },
      {
        logger: { level: 'info', stream },
        // Test-only route: a real failing SQL statement, the kind of error that must never leak.
        beforeReady: (app) => {
          app.get('/ace-apis/__test/boom', async () =>
            app.db.kysely
              .selectFrom('no_such_table' as any)
              .selectAll()
              .execute(),
          );
        },
      },
    );
  });
  afterAll(async () => t?.close());

  const inject = (opts: InjectOptions) => t.app.inject(opts);

  it('wraps success (query string not in path)', async () => {
    const token = await t.login('demo_admin');
    const body = expectEnvelope(await t.as(token).get('/setting/list', { _t: 1 }), 200, 200, '操作成功');
    expect(body.path).toBe('/ace-apis/setting/list');
    expect(body.data.value).toMatchObject({ rows: expect.any(Array), total: expect.any(Number) });
  });

  it('400 for validation and for malformed JSON', async () => {
    expectEnvelope(await inject({ method: 'POST', url: '/ace-apis/login', payload: { password: 'x' } }), 400, 400, '请输入用户名');
    expectEnvelope(
      await inject({ method: 'POST', url: '/ace-apis/login', payload: '{"username":', headers: { 'content-type': 'application/json' } }),
      400,
      400,
      '请求内容不是合法的 JSON',
    );
  });

  it('401 without a token, 403 without permission, 404 for an unknown route', async () => {
    expectEnvelope(await inject({ method: 'GET', url: '/ace-apis/setting/menu/userMenu' }), 401, 10204, '登录信息已过期，请重新登录');
    const staff = await t.login('demo_staff');
    expectEnvelope(await t.as(staff, '').get('/setting/tenant/list'), 403, 403, '权限不足');
    expectEnvelope(await inject({ method: 'DELETE', url: '/ace-apis/no/such/route?x=1' }), 404, 404, '请求的资源不存在');
  });

  it('413 for a body over the limit', async () => {
    const res = await inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_admin', password: 'x'.repeat(4000) } });
    expectEnvelope(res, 413, 413, '请求内容过大');
  });

  it('428 when a login needs the image check, 429 when an address asks too often', async () => {
    const bad = () =>
      inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'ghost_user', password: 'x' }, remoteAddress: '10.20.0.1' });
    await bad();
    await bad();
    const body = expectEnvelope(await bad(), 428, 10206, '请输入验证码');
    expect(body.data).toEqual({ challengeRequired: true });
    const challenge = () => inject({ method: 'GET', url: '/ace-apis/login/challenge', remoteAddress: '10.20.0.2' });
    for (let i = 0; i < 30; i++) expect((await challenge()).statusCode).toBe(200);
    expectEnvelope(await challenge(), 429, 429);
  });

  it('415 for a body type the API does not read, on public and business calls alike', async () => {
    const res = await inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: 'username=demo_admin',
      headers: { 'content-type': 'text/plain' },
    });
    expectEnvelope(res, 415, 415, '不支持的内容类型');
    const token = await t.login('demo_staff');
    const business = await inject({
      method: 'POST',
      url: '/ace-apis/business/product/add',
      payload: '{"name":"x"}',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId },
    });
    expectEnvelope(business, 415, 415, '不支持的内容类型');
  });

  it('server codes 10100, 10201, 10202, 10203 and 10205 in the same envelope', async () => {
    const login = (username: string, password: string) =>
      inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password } });
    expectEnvelope(await login('nobody_here', 'whatever1'), 400, 10202, '用户不存在');
    expectEnvelope(await login('demo_staff', 'not-the-password'), 400, 10203, '密码错误');

    const first = await t.login('demo_admin');
    const admin = await t.login('demo_admin');
    expectEnvelope(await t.as(first, '').get('/setting/project/listByUser'), 401, 10205, '您的账号已在其他地方登录，请重新登录');
    expectEnvelope(
      await t.as(admin, '').post('/setting/org/disable', { _id: t.ids.adminUserId }),
      400,
      10100,
      '不能修改当前登录账号的角色或状态',
    );
    expectEnvelope(
      await t.as(admin, '').post('/setting/org/addUser', { username: 'demo_staff', password: 'Staff12345', displayName: '重名' }),
      400,
      10201,
      '用户已存在',
    );
    const register = { username: 'demo_staff', password: 'Passw0rd1', mobile: '13800000009', captcha: '123456', companyName: '重名公司' };
    expectEnvelope(await inject({ method: 'POST', url: '/ace-apis/register', payload: register }), 400, 10201, '用户已存在');
  });

  it('500 with no stack or SQL in the reply, logged server-side with the request id', async () => {
    const res = await inject({ method: 'GET', url: '/ace-apis/__test/boom', headers: { 'x-request-id': 'req-boom-1' } });
    expectEnvelope(res, 500, 500, '服务器内部错误');
    expect(res.body).not.toMatch(/no_such_table|select|SQLITE|relation|\bat\s/i);
    expect(res.body).not.toContain('stack');
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-boom-1' && l.level >= 50);
    expect(logged?.err?.message).toMatch(/no_such_table/);
    expect(logged?.err?.stack).toBeTruthy();
  });

  it('echoes a caller x-request-id, or makes one, and logs requests with it', async () => {
    const given = await inject({ method: 'GET', url: '/ace-apis/nothing', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await inject({ method: 'GET', url: '/ace-apis/nothing' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((l) => l.includes('"reqId":"abc-123"'))).toBe(true);
  });

  it("sends an API's security headers and no-store on API replies, found or not", async () => {
    const login = await inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_admin', password: 'Demo@123456' } });
    const missing = await inject({ method: 'GET', url: '/ace-apis/no/such/call?x=1' });
    for (const res of [login, missing]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeTruthy();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
      // What acts only on a page is left to pages (security-headers.ts).
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection'])
        expect(res.headers[pageOnly]).toBeUndefined();
    }
  });

  it('answers CORS only for configured origins', async () => {
    const allowed = await inject({ method: 'GET', url: '/ace-apis/nothing', headers: { origin: 'https://admin.example.com' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('refresh-token');
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/ace-apis/setting/list',
      headers: {
        origin: 'https://admin.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, projectid, x-ace-tab, x-ace-locale',
      },
    });
    expect(preflight.statusCode).toBe(204);
    // Every header the client's HTTP client sends on each call (src/http/httpClient.ts).
    for (const header of ['authorization', 'projectid', 'x-ace-tab', 'x-ace-locale'])
      expect(String(preflight.headers['access-control-allow-headers'])).toContain(header);
    const stranger = await inject({ method: 'GET', url: '/ace-apis/nothing', headers: { origin: 'https://evil.example.com' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('applies the configured request timeout to the HTTP server', () => {
    expect(t.app.server.requestTimeout).toBe(12345);
  });
});

describe('no CORS by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('sends no CORS headers to any origin, and preflights get no allowance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ace-apis/nothing', headers: { origin: 'https://admin.example.com' } });
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/ace-apis/setting/list',
      headers: { origin: 'https://admin.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });
});
