import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, DEMO_PASSWORD, type TestApp } from '../../../helpers/test-app';
import { manualClock } from '../../../helpers/fakes';
import { newId } from '../../../../../server/src/core/ids';

/** Session lifetime, rotation, login elsewhere and old rows swept (auth.routes.test.ts covers the basics, login-protection the failed logins). */
describe.each(dialects)('sessions on %s', (dialect) => {
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
    // Use slides the expiry (online-sessions.routes.test.ts), so a cached session meets its end only
    // when the row says so: an expiry 3 s away, as a session cut short would have.
    await t.db.kysely
      .updateTable('sessions')
      .set({ expires_at: new Date(clock.now() + 3_000).toISOString() })
      .where('user_id', '=', t.ids.staffUserId)
      .execute();
    expect((await projects(t, token)).statusCode).toBe(200); // verified and cached for 5 s; expires at 3 s
    clock.advance(2_000);
    expect((await projects(t, token)).statusCode).toBe(200); // from the cache
    clock.advance(2_000); // 4 s: the cache entry is 4 s old, the session 1 s past its end
    const cached = await projects(t, token);
    expect(cached.statusCode).toBe(401);
    expect(cached.json()).toMatchObject({ success: false, code: 10204, message: '登录信息已过期，请重新登录' });
    // A session unused for its whole lifetime expires the same way (read from the database).
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

  it('leaves exactly one active session when one user logs in several times at once', async () => {
    // Logins are counted before their password is checked, so parallel ones past the threshold
    // would be asked for the image check (login-protection.routes.test.ts); room for four here.
    const t = await open({ loginChallengeAfter: 4 });
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
    // `u:locked`: a lock written before logins stopped locking; it means nothing now and goes too.
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
    expect(keys).not.toContain('u:locked');
    expect(keys).toContain('u:recent');
  });
});
