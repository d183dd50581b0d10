import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, DEMO_PASSWORD, SUPER_ADMIN, type TestApp } from '../../../helpers/test-app';
import { manualClock } from '../../../helpers/fakes';
import { buildApp } from '../../../../../server/src/app';
import type { AppConfig } from '../../../../../server/src/config';

/** The answer of every image check in these tests (the alphabet's characters; compared without case). */
const ANSWER = 'K7WNA';
const STAFF = 'demo_staff';

/**
 * Failed logins (docs/requirements.md §10.1): past a threshold a login needs a solved image check (验证码)
 * and waits a growing delay, but nobody is ever locked out — not the owner of an attacked account,
 * not the people behind an attacked address — and an admin can clear an account's failures.
 */
describe.each(dialects)('login protection on %s', (dialect) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
  });
  afterAll(async () => {
    while (apps.length) await apps.pop()!.close();
  });

  /** An app whose delays are only recorded and whose image checks all read ANSWER. */
  async function open(config: Partial<AppConfig> = {}) {
    const clock = manualClock();
    const slept: number[] = [];
    const deps = { now: clock.now, sleep: async (ms: number) => void slept.push(ms), challengeText: () => ANSWER };
    const t = await createTestApp(dialect, config, { deps });
    apps.push(t);
    const login = (body: Record<string, unknown>, ip = '10.1.0.1') =>
      t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: body, remoteAddress: ip });
    const challenge = async (ip = '10.1.0.1') => {
      const res = await t.app.inject({ method: 'GET', url: '/ace-apis/login/challenge', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: string; image: string; expiresInSeconds: number };
    };
    /** The fields of a login that solved a fresh image check. */
    const solved = async (ip = '10.1.0.1', answer = ANSWER) => ({ challengeId: (await challenge(ip)).id, challengeAnswer: answer });
    const counter = async (key: string) =>
      Number((await t.db.kysely.selectFrom('login_attempts').select('failures').where('key', '=', key).executeTakeFirst())?.failures ?? 0);
    return { t, clock, slept, deps, login, challenge, solved, counter };
  }

  const expectChallengeRequired = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(428);
    expect(res.json()).toMatchObject({ success: false, code: 10206, message: '请输入验证码', data: { challengeRequired: true } });
  };

  it("lets the owner sign in with the image check after an attacker's 30 wrong passwords, from the attacked address or another", async () => {
    const { login, solved, clock, slept } = await open();
    const attack = async () => {
      for (let i = 0; i < 30; i++) {
        clock.advance(3000); // an attacker who solves every image (say by OCR) still fetches them one by one
        const res = await login({ username: STAFF, password: `guess-${i}`, ...(await solved()) });
        expect(res.json().code).toBe(10203);
      }
    };
    await attack();
    // Delays grow with each failure past the threshold, then stay at 5 s (recorded here, not waited).
    expect(slept.slice(0, 6)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect(Math.max(...slept)).toBe(5000);

    // From the attacked address: the check is asked, and the right password with it signs in.
    expectChallengeRequired(await login({ username: STAFF, password: DEMO_PASSWORD }));
    const fromSame = await login({ username: STAFF, password: DEMO_PASSWORD, ...(await solved()) });
    expect(fromSame.statusCode).toBe(200);
    expect(fromSame.json().data.user.username).toBe(STAFF);

    await attack();
    // From another address: the account still asks for the check, and still lets its owner in.
    expectChallengeRequired(await login({ username: STAFF, password: DEMO_PASSWORD }, '10.2.0.2'));
    const fromOther = await login({ username: STAFF, password: DEMO_PASSWORD, ...(await solved('10.2.0.2')) }, '10.2.0.2');
    expect(fromOther.statusCode).toBe(200);
    // Success cleared the account: its next login needs no check.
    expect((await login({ username: STAFF, password: DEMO_PASSWORD }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('refuses a login without the check past the threshold, in Chinese, and says so with the last failure', async () => {
    const { login } = await open();
    const first = await login({ username: STAFF, password: 'wrong' });
    expect(first.json()).toMatchObject({ code: 10203, message: '密码错误', data: null });
    await login({ username: STAFF, password: 'wrong' });
    // The third failure reaches the threshold: the reply tells the form to show the check now.
    expect((await login({ username: STAFF, password: 'wrong' })).json()).toMatchObject({ code: 10203, data: { challengeRequired: true } });
    expectChallengeRequired(await login({ username: STAFF, password: 'wrong' }));
    expectChallengeRequired(await login({ username: STAFF, password: DEMO_PASSWORD }));
  });

  it('refuses a wrong, missing or unknown answer with 400 naming 验证码, and the image is an SVG', async () => {
    const { login, challenge, solved } = await open({ loginChallengeAfter: 1 });
    await login({ username: STAFF, password: 'wrong' });
    const image = await challenge();
    expect(image.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*>.*<path/);
    expect(svg).not.toContain('<text'); // drawn as strokes: text would hand the answer to any script

    const wrong = await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: image.id, challengeAnswer: 'AAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 400,
      message: '验证码错误，请重新输入',
      data: { field: 'challengeAnswer', challengeRequired: true },
    });
    const empty = await login({ username: STAFF, password: DEMO_PASSWORD, ...(await solved('10.1.0.1', ' ')) });
    expect(empty.json()).toMatchObject({ code: 400, message: '请输入验证码' });
    const unknown = await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: 'no-such', challengeAnswer: ANSWER });
    expect(unknown.json()).toMatchObject({ code: 400, message: '验证码已失效，请点击图片刷新后重新输入' });
    // Case and spaces do not matter.
    const ok = await login({ username: STAFF, password: DEMO_PASSWORD, ...(await solved('10.1.0.1', ' k7wna ')) });
    expect(ok.statusCode).toBe(200);
  });

  it('uses an image check once, right or wrong, and not after it expired', async () => {
    const { login, challenge, clock } = await open({ loginChallengeAfter: 1 });
    await login({ username: STAFF, password: 'wrong' });
    const used = await challenge();
    expect((await login({ username: STAFF, password: 'wrong-again', challengeId: used.id, challengeAnswer: ANSWER })).json().code).toBe(
      10203,
    );
    const again = await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: used.id, challengeAnswer: ANSWER });
    expect(again.json()).toMatchObject({ code: 400, message: '验证码已失效，请点击图片刷新后重新输入' });

    const missed = await challenge();
    await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: missed.id, challengeAnswer: 'AAAAA' });
    const retried = await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: missed.id, challengeAnswer: ANSWER });
    expect(retried.json().message).toBe('验证码已失效，请点击图片刷新后重新输入');

    const late = await challenge();
    clock.advance(late.expiresInSeconds * 1000 + 1);
    const expired = await login({ username: STAFF, password: DEMO_PASSWORD, challengeId: late.id, challengeAnswer: ANSWER });
    expect(expired.json().message).toBe('验证码已失效，请点击图片刷新后重新输入');
  });

  it('counts parallel wrong guesses atomically: only the threshold are checked without the image, and one image serves one', async () => {
    const { t, login, challenge, counter } = await open({ loginChallengeAfter: 3 });
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => login({ username: STAFF, password: `wrong-${i}` })));
    const codes = guesses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 10203)).toHaveLength(3);
    expect(codes.filter((c) => c === 10206)).toHaveLength(7);
    expect(await counter(`u:${STAFF}`)).toBe(3);
    // Refused attempts check nothing and leave the address's count as it was.
    expect(await counter('ip:10.1.0.1')).toBe(3);

    const one = await challenge();
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login({ username: STAFF, password: `race-${i}`, challengeId: one.id, challengeAnswer: ANSWER })),
    );
    const raced = racing.map((r) => r.json());
    expect(raced.filter((b) => b.code === 10203)).toHaveLength(1);
    expect(raced.filter((b) => b.message === '验证码已失效，请点击图片刷新后重新输入')).toHaveLength(4);
    expect(await t.db.kysely.selectFrom('login_challenges').select('id').where('consumed_at', 'is', null).execute()).toHaveLength(0);
  });

  it('lets an admin of the tenant, or the super-admin, clear the failures; not staff, not another tenant', async () => {
    const { t, login } = await open();
    const staffToken = await t.login(STAFF); // a session from before the attack
    for (let i = 0; i < 5; i++) await login({ username: STAFF, password: 'wrong' });
    expectChallengeRequired(await login({ username: STAFF, password: DEMO_PASSWORD }));

    const unlock = (token: string, id: string) => t.as(token, '').post('/business/staff/unlockLogin', { _id: id });
    expect((await unlock(staffToken, t.ids.staffUserId)).statusCode).toBe(403);
    const root = await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password);
    await t.as(root, '').post('/setting/tenant/add', { name: '安阳数码', adminUsername: 'ay_admin', adminPassword: 'Anyang1234' });
    const otherAdmin = await t.login('ay_admin', 'Anyang1234');
    expect((await unlock(otherAdmin, t.ids.staffUserId)).json()).toMatchObject({ success: false, code: 404, message: '用户不存在' });
    expectChallengeRequired(await login({ username: STAFF, password: DEMO_PASSWORD }));

    const admin = await t.login('demo_admin');
    const done = await unlock(admin, t.ids.staffUserId);
    expect(done.json()).toMatchObject({ success: true, message: '已解锁', data: null });
    expect((await login({ username: STAFF, password: DEMO_PASSWORD })).statusCode).toBe(200);

    // The super-admin clears an account of any tenant; a tenant admin cannot touch the super-admin's.
    for (let i = 0; i < 5; i++) await login({ username: 'ay_admin', password: 'wrong' }, '10.3.0.3');
    expectChallengeRequired(await login({ username: 'ay_admin', password: 'Anyang1234' }, '10.3.0.3'));
    const ayId = (await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'ay_admin').executeTakeFirstOrThrow()).id;
    expect((await unlock(root, ayId)).json().success).toBe(true);
    expect((await login({ username: 'ay_admin', password: 'Anyang1234' }, '10.3.0.4')).statusCode).toBe(200);
    const rootId = (
      await t.db.kysely.selectFrom('users').select('id').where('username', '=', SUPER_ADMIN.username).executeTakeFirstOrThrow()
    ).id;
    expect((await unlock(admin, rootId)).json()).toMatchObject({ success: false, code: 10100, message: '不能修改超级管理员' });
  });

  it('asks every login from an address that failed on many accounts for the check, never locks it, and leaves other addresses alone', async () => {
    const { login, solved } = await open({ loginChallengeAfterPerIp: 4 });
    for (const name of ['a1', 'a2', 'a3', 'a4'])
      expect((await login({ username: name, password: 'wrong' }, '10.0.0.7')).json().code).toBe(10202);
    expectChallengeRequired(await login({ username: 'demo_admin', password: DEMO_PASSWORD }, '10.0.0.7'));
    expect((await login({ username: 'demo_admin', password: DEMO_PASSWORD, ...(await solved('10.0.0.7')) }, '10.0.0.7')).statusCode).toBe(
      200,
    );
    expect((await login({ username: 'demo_admin', password: DEMO_PASSWORD }, '10.0.0.8')).statusCode).toBe(200);
  });

  it('lets successful logins from one address through, however many: only failures count', async () => {
    const { login, counter } = await open({ loginChallengeAfterPerIp: 3 });
    for (let i = 0; i < 6; i++) expect((await login({ username: STAFF, password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await counter('ip:10.1.0.1')).toBe(0);
  });

  it('forgets failures after a quiet window, and a successful login clears the account', async () => {
    const { login, clock } = await open({ loginChallengeAfter: 3, loginFailureWindowMinutes: 10 });
    const attempt = (password: string) => login({ username: STAFF, password });
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200); // 2 + 2 failures never reached 3
    for (let i = 0; i < 3; i++) await attempt('wrong');
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(428);
    clock.advance(9 * 60_000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(428); // 9 minutes after the last failure
    clock.advance(10 * 60_000 + 1000);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 in Chinese past the per-address rate, for a minute only and for that address only', async () => {
    const { login, clock } = await open({ loginMaxPerIpPerMinute: 5 });
    for (let i = 0; i < 5; i++) expect((await login({ username: STAFF, password: DEMO_PASSWORD }, '10.4.0.4')).statusCode).toBe(200);
    const refused = await login({ username: STAFF, password: DEMO_PASSWORD }, '10.4.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 429, message: '当前网络登录过于频繁，请 60 秒后再试' });
    expect((await login({ username: STAFF, password: DEMO_PASSWORD }, '10.4.0.5')).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await login({ username: STAFF, password: DEMO_PASSWORD }, '10.4.0.4')).statusCode).toBe(200);
  });

  it('shares counts and image checks between server processes over one database', async () => {
    const { t, login, challenge, deps } = await open();
    for (let i = 0; i < 3; i++) await login({ username: STAFF, password: 'wrong' });
    const other = await buildApp({ config: t.config, db: t.db, logger: false, deps });
    try {
      const elsewhere = (body: Record<string, unknown>) => other.inject({ method: 'POST', url: '/ace-apis/login', payload: body });
      expectChallengeRequired(await elsewhere({ username: STAFF, password: DEMO_PASSWORD }));
      const issuedHere = await challenge();
      const res = await elsewhere({ username: STAFF, password: DEMO_PASSWORD, challengeId: issuedHere.id, challengeAnswer: ANSWER });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
