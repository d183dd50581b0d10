import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, DEMO_PASSWORD, type TestApp } from '../../helpers/test-app';
import { manualClock } from '../../helpers/fakes';
import { buildApp } from '../../../../server/src/app';
import { newId } from '../../../../server/src/core/ids';

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

  it('answers 401 with 10204 once the session expired, even while it is in the verification cache', async () => {
    const clock = manualClock();
    const t = await open({ sessionTtlMinutes: 1 }, { deps: { now: clock.now } });
    const token = await t.login('demo_staff');
    clock.advance(57_000);
    expect((await projects(t, token)).statusCode).toBe(200); // verified at 57 s and cached for 5 s; expires at 60 s
    clock.advance(2_000);
    expect((await projects(t, token)).statusCode).toBe(200); // from the cache
    clock.advance(2_000); // 61 s: the cache entry is 4 s old, the session 1 s past its TTL
    const cached = await projects(t, token);
    expect(cached.statusCode).toBe(401);
    expect(cached.json()).toMatchObject({ success: false, code: 10204, message: '登录信息已过期，请重新登录' });
    // A session never cached expires the same way (read from the database).
    const other = await t.login('demo_admin');
    clock.advance(60_001);
    expect((await projects(t, other)).json()).toMatchObject({ success: false, code: 10204 });
  });

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
    const locked = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_staff', password: DEMO_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 429, message: '登录失败次数过多，请 10 分钟后再试' });
    // A second server process over the same database sees the lock too.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_staff', password: DEMO_PASSWORD },
    });
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
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password } });
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

  it('leaves exactly one active session when one user logs in several times at once', async () => {
    const t = await open();
    const logins = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: DEMO_PASSWORD } }),
      ),
    );
    expect(logins.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const active = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t.ids.staffUserId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    const codes = await Promise.all(logins.map(async (r) => (await projects(t, r.json().data.token)).json().code));
    expect(codes.sort((a, b) => a - b)).toEqual([200, 10205, 10205, 10205]);
  });

  it('counts parallel wrong logins atomically: at most the limit are checked, the rest get 429', async () => {
    const t = await open({ loginMaxFailures: 5, loginLockMinutes: 15 });
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: `wrong-${i}` } }),
      ),
    );
    const bodies = guesses.map((r) => r.json());
    expect(bodies.filter((b) => b.code === 10203)).toHaveLength(5);
    const refused = guesses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toMatchObject({ success: false, code: 429, message: '登录失败次数过多，请 15 分钟后再试' });
    // Locked: even the right password is refused now.
    expect(
      (await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: DEMO_PASSWORD } }))
        .statusCode,
    ).toBe(429);
  });

  it('lets successful logins from one address through, however many: only failures count', async () => {
    const t = await open({ loginMaxFailures: 100, loginMaxFailuresPerIp: 3 });
    for (let i = 0; i < 6; i++) expect(await t.login('demo_staff')).toBeTruthy();
    const row = await t.db.kysely.selectFrom('login_attempts').selectAll().where('key', '=', 'ip:127.0.0.1').executeTakeFirst();
    expect(row?.failures ?? 0).toBe(0);
  });

  it('deletes sessions and login counters more than a day old when someone logs in', async () => {
    const clock = manualClock();
    const t = await open({}, { deps: { now: clock.now } });
    const k = t.db.kysely;
    const iso = (msAgo: number) => new Date(clock.now() - msAgo).toISOString();
    const day = 24 * 3600_000;
    const session = (userId: string, expiresAgo: number, revoked: boolean) => ({
      id: newId(),
      tenant_id: t.ids.tenantId,
      user_id: userId,
      token_hash: newId(),
      prev_token_hash: null,
      prev_valid_until: null,
      rotated_at: iso(expiresAgo + 3600_000),
      expires_at: iso(expiresAgo),
      revoked_at: revoked ? iso(expiresAgo + 60_000) : null,
      revoked_reason: revoked ? 'logout' : null,
      created_at: iso(expiresAgo + 3600_000),
    });
    const oldRevoked = session(t.ids.staffUserId, 2 * day, true);
    const oldExpired = session(t.ids.adminUserId, 2 * day, false);
    const recent = session(t.ids.staffUserId, 3600_000, true);
    await k.insertInto('sessions').values([oldRevoked, oldExpired, recent]).execute();
    const counter = (key: string, updatedAgo: number, lockedFor: number | null) => ({
      key,
      failures: 2,
      window_started_at: iso(updatedAgo),
      updated_at: iso(updatedAgo),
      locked_until: lockedFor === null ? null : iso(-lockedFor),
    });
    await k
      .insertInto('login_attempts')
      .values([counter('ip:10.0.0.1', 2 * day, null), counter('u:recent', 60_000, null), counter('u:locked', 2 * day, 3600_000)])
      .execute();

    clock.advance(61_000);
    await t.login('demo_admin');
    const sessionIds = (await k.selectFrom('sessions').select('id').execute()).map((r) => r.id);
    expect(sessionIds).not.toContain(oldRevoked.id);
    expect(sessionIds).not.toContain(oldExpired.id);
    expect(sessionIds).toContain(recent.id);
    const keys = (await k.selectFrom('login_attempts').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain('ip:10.0.0.1');
    expect(keys).toEqual(expect.arrayContaining(['u:recent', 'u:locked']));
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
