import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js';
import { manualClock } from '../helpers/fakes.js';
import { buildApp } from '../../../server/src/app.js';

/** Session lifetime, rotation, login elsewhere and failed-login throttling (auth.routes.test.ts covers the basics). */
describe.each(dialects)('sessions and login throttling on %s', (dialect) => {
  const apps: TestApp[] = [];
  const open = async (...args: Parameters<typeof createTestApp> extends [unknown, ...infer R] ? R : never) => {
    const t = await createTestApp(dialect, ...args);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
  });
  afterAll(async () => {
    while (apps.length) await apps.pop()!.close();
  });
  const projects = (t: TestApp, token: string) => t.as(token, '').get('/setting/project/listByUser');

  it('answers 401 with 10204 once the session expired', async () => {
    const t = await open({ sessionTtlMinutes: 0.002 }); // 120 ms
    const token = await t.login('demo_staff');
    expect((await projects(t, token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 6_000)); // past the TTL and the 5 s verification cache
    const res = await projects(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 10204, message: '登录信息已过期，请重新登录' });
  }, 20_000);

  it('ends the older session with 10205 when the user logs in elsewhere', async () => {
    const t = await open();
    const first = await t.login('demo_staff');
    const second = await t.login('demo_staff');
    const old = await projects(t, first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ success: false, code: 10205 });
    expect((await projects(t, second)).statusCode).toBe(200);
  });

  it('sends a refreshed Bearer token that slides the session; the old token works briefly', async () => {
    const t = await open({ tokenRotateMinutes: 0 });
    const token = await t.login('demo_staff');
    const res = await projects(t, token);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['refresh-token'] ?? '');
    expect(header).toMatch(/^Bearer \S+$/);
    const fresh = header.slice(7);
    expect(fresh).not.toBe(token);
    // Requests already in flight with the previous token still succeed during the grace period.
    expect((await projects(t, token)).statusCode).toBe(200);
    const next = await projects(t, fresh);
    expect(next.statusCode).toBe(200);
    expect(String(next.headers['refresh-token'])).toMatch(/^Bearer \S+$/);
    // Two rotations later the first token is no longer accepted.
    expect((await projects(t, token)).statusCode).toBe(401);
  });

  it('locks an account after repeated failures (429), across app instances sharing the database', async () => {
    const t = await open({ loginMaxFailures: 3, loginLockMinutes: 10 });
    const bad = () => t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: 'wrong' } });
    for (let i = 0; i < 3; i++) expect((await bad()).json().code).toBe(10203);
    const locked = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: DEMO_PASSWORD } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 429, message: '登录失败次数过多，请 10 分钟后再试' });
    // A second server process over the same database sees the lock too.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    const elsewhere = await other.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: DEMO_PASSWORD } });
    await other.close();
    expect(elsewhere.statusCode).toBe(429);
    // Other accounts from the same address are not affected.
    expect(await t.login('demo_admin')).toBeTruthy();
    const row = await t.db.kysely.selectFrom('login_attempts').selectAll().where('key', '=', 'u:demo_staff').executeTakeFirstOrThrow();
    expect(row.locked_until! > new Date().toISOString()).toBe(true);
  });

  it('unlocks after the lock time, and a successful login resets the account counter', async () => {
    const clock = manualClock();
    const t = await open({ loginMaxFailures: 3, loginLockMinutes: 10 }, { deps: { now: clock.now } });
    const attempt = (password: string) => t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password } });
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200); // resets the count
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200); // 2 + 2 failures never reached 3
    for (let i = 0; i < 3; i++) await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(429);
    clock.advance(10 * 60_000 + 1000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks a client address that fails on many accounts', async () => {
    const t = await open({ loginMaxFailures: 100, loginMaxFailuresPerIp: 4, loginLockMinutes: 5 });
    const from = (ip: string, username: string, password = 'wrong') =>
      t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password }, remoteAddress: ip });
    for (const name of ['a1', 'a2', 'a3', 'a4']) await from('10.0.0.7', name);
    const blocked = await from('10.0.0.7', 'demo_admin', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('登录失败次数过多，请 5 分钟后再试');
    expect((await from('10.0.0.8', 'demo_admin', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
