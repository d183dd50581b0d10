import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, dialects, DEMO_PASSWORD, SUPER_ADMIN, type TestApp } from '../../../helpers/test-app';
import { personWithRights } from '../../../helpers/people';
import { manualClock } from '../../../helpers/fakes';
import { anotherTenantAdmin, ok, refusal } from '../../../helpers/replies';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** 在线用户 (list, 强退), 我的登录设备 (退出其他设备), 每人同时登录数 and the sliding expiry (docs/api.md「在线用户」). */
describe.each(dialects)('online sessions on %s', (dialect) => {
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
  /** Signs in from an address with a browser, as a person at their desk. */
  const signIn = async (t: TestApp, username: string, ip = '203.0.113.7', ua = CHROME) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      remoteAddress: ip,
      headers: { 'user-agent': ua },
      payload: { username, password: DEMO_PASSWORD },
    });
    return ok(res).token as string;
  };
  const projects = (t: TestApp, token: string) => t.as(token, '').get('/setting/project/listByUser');
  const limit = (t: TestApp, admin: string, maxPerUser: unknown) => t.as(admin).put('/setting/session/limit', { maxPerUser });

  it('lists the tenant’s active sessions with address and browser, newest activity first, and no other tenant’s', async () => {
    const t = await open();
    const admin = await signIn(t, 'demo_admin', '198.51.100.1');
    await signIn(t, 'demo_staff', '203.0.113.7');
    const other = await anotherTenantAdmin(t);
    const { rows, total } = ok(await t.as(admin).get('/setting/session/list', { pageSize: 50 })).value;
    const names = rows.map((r: { userName: string }) => r.userName);
    expect(names).toContain('demo_staff');
    expect(names).not.toContain('ly_admin');
    expect(total).toBe(rows.length);
    const staff = rows.find((r: { userName: string }) => r.userName === 'demo_staff');
    expect(staff).toMatchObject({ ip: '203.0.113.7', userAgent: CHROME, browser: 'Chrome 131', os: 'Windows 10/11', current: false });
    expect(rows.find((r: { userName: string }) => r.userName === 'demo_admin')).toMatchObject({ ip: '198.51.100.1', current: true });
    expect(rows[0].lastActiveAt >= rows[rows.length - 1].lastActiveAt).toBe(true);
    // Filtered by person; the other tenant sees only its own.
    expect(
      ok(await t.as(admin).get('/setting/session/list', { userName: 'staff' })).value.rows.map((r: { userName: string }) => r.userName),
    ).toEqual(['demo_staff']);
    const theirs = ok(await other.get('/setting/session/list')).value.rows.map((r: { userName: string }) => r.userName);
    expect(theirs).toEqual(['ly_admin']);
  });

  it('强退 ends the session (next call 401, 10204), is on 登录日志 naming the admin, and is refused for other tenants’ ids', async () => {
    const t = await open();
    const admin = await signIn(t, 'demo_admin');
    const staff = await signIn(t, 'demo_staff');
    expect((await projects(t, staff)).statusCode).toBe(200); // cached now
    const row = ok(await t.as(admin).get('/setting/session/list', { userName: 'demo_staff' })).value.rows[0];
    const other = await anotherTenantAdmin(t);
    expect(refusal(await other.post('/setting/session/kick', { _id: row._id }))).toEqual({ status: 404, message: '会话不存在或已结束' });
    expect(ok(await t.as(admin).post('/setting/session/kick', { _id: row._id })).value).toBeNull();
    const after = await projects(t, staff);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 10204, message: '您已被管理员强制下线，请重新登录' });
    expect(refusal(await t.as(admin).post('/setting/session/kick', { _id: row._id })).status).toBe(404);
    expect(refusal(await t.as(admin).post('/setting/session/kick', {})).status).toBe(400);
    const logins = ok(await t.as(admin).get('/setting/audit/logins', { pageSize: 100 })).rows;
    expect(
      logins.find((e: { action: string; userName: string }) => e.action === 'forcedLogout' && e.userName === 'demo_staff'),
    ).toMatchObject({
      recordLabel: expect.stringMatching(/^被管理员强制下线（.+）$/),
    });
  });

  it('refuses the list and 强退 to 员工 (403), who holds no 在线用户 right', async () => {
    const t = await open();
    const staff = t.as(await signIn(t, 'demo_staff'));
    expect(refusal(await staff.get('/setting/session/list')).status).toBe(403);
    const res = refusal(await staff.post('/setting/session/kick', { _id: 'x' }));
    expect(res.status).toBe(403);
    expect(res.message).toMatch(/在线用户/);
  });

  it('强退 only of people whose rights are within the caller’s, never of the super-admin, who is not listed to others', async () => {
    const t = await open();
    const admin = await signIn(t, 'demo_admin');
    const root = ok(
      await t.app.inject({
        method: 'POST',
        url: '/ace-apis/login',
        payload: { username: SUPER_ADMIN.username, password: SUPER_ADMIN.password },
      }),
    ).token as string;
    expect(root).toBeTruthy();
    const watcher = await personWithRights(t, t.as(admin), 'session_watch', { onlineUser: { actions: ['list', 'delete'] } });
    const rows = ok(await watcher.caller.get('/setting/session/list', { pageSize: 50 })).value.rows as { _id: string; userName: string }[];
    expect(rows.map((r) => r.userName)).not.toContain(SUPER_ADMIN.username);
    const adminSession = rows.find((r) => r.userName === 'demo_admin')!;
    expect(refusal(await watcher.caller.post('/setting/session/kick', { _id: adminSession._id }))).toEqual({
      status: 400,
      message: expect.stringMatching(/^不能管理权限超出自己的人员“.+”/),
    });
    expect((await projects(t, admin)).statusCode).toBe(200);
    // The super-admin's session, listed to the admin neither, is refused by id too.
    const rootSession = await t.db.kysely
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.username', '=', SUPER_ADMIN.username)
      .where('s.revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(refusal(await t.as(admin).post('/setting/session/kick', { _id: rootSession.id }))).toEqual({
      status: 403,
      message: '不能强退超级管理员',
    });
    expect((await projects(t, root)).statusCode).toBe(200);
  });

  it('slides the expiry with use: a 1-minute session used at 40 s is still valid at 65 s, and ends a minute after its last use', async () => {
    const clock = manualClock();
    const t = await open({ sessionTtlMinutes: 1 }, { deps: { now: clock.now } });
    const token = await signIn(t, 'demo_staff');
    clock.advance(40_000);
    const used = await projects(t, token);
    expect(used.statusCode).toBe(200);
    const fresh = String(used.headers['refresh-token'] ?? '').slice(7);
    expect(fresh).not.toBe('');
    clock.advance(25_000); // 65 s
    expect((await projects(t, fresh)).statusCode).toBe(200);
    clock.advance(61_000); // a minute after the last use (65 s): over
    expect((await projects(t, fresh)).json()).toMatchObject({ success: false, code: 10204 });
  });

  it('keeps one session per person by default and up to the setting’s number, the oldest beyond it ended (10205)', async () => {
    const t = await open();
    const admin = await signIn(t, 'demo_admin');
    expect(ok(await t.as(admin).get('/setting/session/limit')).value).toEqual({ maxPerUser: 1 });
    const a = await signIn(t, 'demo_staff');
    const b = await signIn(t, 'demo_staff');
    expect((await projects(t, a)).json()).toMatchObject({ code: 10205 });
    expect((await projects(t, b)).statusCode).toBe(200);

    const bad = refusal(await limit(t, admin, 0));
    expect(bad).toEqual({ status: 400, message: '每人同时登录数（maxPerUser）须为 1 到 10 之间的整数' });
    expect(refusal(await limit(t, admin, 2.5)).status).toBe(400);
    expect(refusal(await t.as(await signIn(t, 'demo_staff')).put('/setting/session/limit', { maxPerUser: 2 })).status).toBe(403);
    expect(ok(await limit(t, admin, 2)).value).toEqual({ maxPerUser: 2 });

    const c = await signIn(t, 'demo_staff');
    const d = await signIn(t, 'demo_staff');
    expect([(await projects(t, c)).statusCode, (await projects(t, d)).statusCode]).toEqual([200, 200]);
    const e = await signIn(t, 'demo_staff');
    expect((await projects(t, c)).json()).toMatchObject({ code: 10205 });
    expect([(await projects(t, d)).statusCode, (await projects(t, e)).statusCode]).toEqual([200, 200]);
  });

  it('leaves no more sessions than the limit when one person signs in several times at once', async () => {
    const t = await open({ loginChallengeAfter: 6 });
    ok(await limit(t, await signIn(t, 'demo_admin'), 2));
    const logins = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(t, 'demo_staff')));
    const active = await t.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', t.ids.staffUserId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(active).toHaveLength(2);
    const codes = await Promise.all(logins.map(async (token) => (await projects(t, token)).json().code));
    expect(codes.sort((x, y) => x - y)).toEqual([200, 200, 10205, 10205, 10205]);
  });

  it('我的登录设备 marks the current one; 退出其他设备 ends the others only', async () => {
    const t = await open();
    ok(await limit(t, await signIn(t, 'demo_admin'), 3));
    const first = await signIn(t, 'demo_staff', '203.0.113.1');
    const second = await signIn(t, 'demo_staff', '203.0.113.2');
    const mine = ok(await t.as(second).get('/setting/session/mine')).value;
    expect(mine.map((s: { ip: string; current: boolean }) => [s.ip, s.current]).sort()).toEqual([
      ['203.0.113.1', false],
      ['203.0.113.2', true],
    ]);
    expect(ok(await t.as(second).post('/setting/session/logoutOthers', {})).value).toEqual({ ended: 1 });
    expect((await projects(t, first)).json()).toMatchObject({ code: 10204, message: '您已在其他设备上退出登录，请重新登录' });
    expect((await projects(t, second)).statusCode).toBe(200);
    expect(ok(await t.as(second).get('/setting/session/mine')).value).toHaveLength(1);
  });
});
