import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';
import { capturingSmsSender, manualClock } from '../../../helpers/fakes';
import { newId } from '../../../../../server/src/core/ids';

describe.each(dialects)('registration with SMS captcha on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSmsSender();
  const clock = manualClock();
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/ace-apis${url}`, payload: payload as object });
  const requestCode = (mobile: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/ace-apis/register/smsCaptcha', payload: { mobile }, ...(remoteAddress && { remoteAddress }) });
  const form = (over: Record<string, string> = {}) => ({
    username: 'newcomer',
    password: 'Passw0rd!',
    mobile: '13800000001',
    captcha: '',
    companyName: '洛阳新星科技有限公司',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { deps: { smsSender: sms.sender, now: clock.now } });
  });
  afterAll(async () => t?.close());

  it('sends a 6-digit code through the sender and never returns it', async () => {
    const res = await requestCode('13800000001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '验证码已发送', data: { expiresInSeconds: 300, resendInSeconds: 60 } });
    const code = sms.lastCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const stored = await t.db.kysely.selectFrom('sms_captchas').selectAll().where('mobile', '=', '13800000001').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
  });

  it('rejects a bad mobile number naming the field', async () => {
    const res = await requestCode('12800000001');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '手机号的格式不正确' });
  });

  it('throttles: one request per 60 s, ten per day', async () => {
    const mobile = '13900000002';
    expect((await requestCode(mobile)).statusCode).toBe(200);
    const again = await requestCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    for (let i = 1; i < 10; i++) {
      clock.advance(61_000);
      expect((await requestCode(mobile)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const eleventh = await requestCode(mobile);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    clock.advance(24 * 3600_000);
    expect((await requestCode(mobile)).statusCode).toBe(200);
  });

  it('rejects a wrong code, and locks the code after five wrong attempts', async () => {
    const mobile = '13700000003';
    await requestCode(mobile);
    const code = sms.lastCode(mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/register', form({ username: 'wrongcode', mobile, captcha: wrong }));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ success: false, message: '短信验证码错误，还可尝试 4 次' });
    for (let i = 0; i < 4; i++) await post('/register', form({ username: 'wrongcode', mobile, captcha: wrong }));
    const right = await post('/register', form({ username: 'wrongcode', mobile, captcha: code }));
    expect(right.json()).toMatchObject({ success: false, message: '短信验证码错误次数过多，请重新获取' });
  });

  it('rejects an expired code (older than 5 minutes)', async () => {
    const mobile = '13600000004';
    await requestCode(mobile);
    clock.advance(5 * 60_000 + 1000);
    const res = await post('/register', form({ username: 'latecomer', mobile, captcha: sms.lastCode(mobile)! }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('短信验证码已过期，请重新获取');
  });

  it('checks password strength in Chinese', async () => {
    const res = await post('/register', form({ password: 'abcdefgh', captcha: '123456' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('密码强度不足：长度 8–64 位，且需同时包含字母和数字');
  });

  it('registers a new tenant with the user as admin, a Main project and company_info, and signs in', async () => {
    clock.advance(61_000);
    const mobile = '13500000005';
    await requestCode(mobile);
    const res = await post('/register', form({ mobile, captcha: sms.lastCode(mobile)! }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '注册成功', data: { user: { username: 'newcomer', role: 'admin', mobile } } });
    expect(body.data.user.tenantId).not.toBe(t.ids.tenantId);

    const token: string = body.data.token;
    const projects = (await t.as(token, '').get('/setting/project/listByUser')).json().data.value;
    expect(projects).toEqual([expect.objectContaining({ name: 'Main', isDefault: true })]);
    const info = (await t.as(token, projects[0]._id).get('/setting/getItemByKey', { key: 'company_info' })).json().data.value;
    expect(JSON.parse(info.value)).toMatchObject({ name: '洛阳新星科技有限公司' });
    // The code is used up: registering again with it fails.
    const reuse = await post('/register', form({ username: 'another1', mobile, captcha: sms.lastCode(mobile)! }));
    expect(reuse.json().message).toBe('请先获取短信验证码');
    // The new admin can sign in with the chosen password.
    expect(await t.login('newcomer', 'Passw0rd!')).toBeTruthy();
  });

  it('answers 10201 for a taken username without using up the code', async () => {
    clock.advance(61_000);
    const mobile = '13400000006';
    await requestCode(mobile);
    const taken = await post('/register', form({ username: 'demo_admin', mobile, captcha: sms.lastCode(mobile)! }));
    expect(taken.json()).toMatchObject({ success: false, code: 10201, message: '用户已存在' });
    const ok = await post('/register', form({ username: 'second_try', mobile, captcha: sms.lastCode(mobile)! }));
    expect(ok.json().success).toBe(true);
  });

  it('counts parallel wrong guesses atomically: five attempts per code, however they arrive', async () => {
    clock.advance(61_000);
    const mobile = '13300000007';
    await requestCode(mobile, '10.2.0.1');
    const code = sms.lastCode(mobile)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/register', form({ username: `guess_${i}`, mobile, captcha: wrong }))),
    );
    const messages = replies.map((r) => r.json().message as string);
    expect(messages.filter((m) => /^短信验证码错误，还可尝试 \d 次$/.test(m))).toHaveLength(4);
    expect(messages.filter((m) => m === '短信验证码错误次数过多，请重新获取')).toHaveLength(6);
    const row = await t.db.kysely.selectFrom('sms_captchas').select('attempts').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    expect((await post('/register', form({ username: 'guess_ok', mobile, captcha: code }))).json().message).toBe(
      '短信验证码错误次数过多，请重新获取',
    );
  });

  it('sends one code when the same number asks several times at once', async () => {
    const mobile = '13300000008';
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => requestCode(mobile, '10.2.0.2')));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('sms_captchas').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);
  });

  it('limits code requests per client address: 20 an hour, whatever the numbers', async () => {
    const ask = (i: number, address: string) => requestCode(`1370001${String(i).padStart(4, '0')}`, address);
    for (let i = 0; i < 20; i++) expect((await ask(i, '10.3.0.1')).statusCode).toBe(200);
    const refused = await ask(20, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 429, message: '当前网络获取验证码过于频繁，请 60 分钟后再试' });
    expect(sms.sent.some((m) => m.mobile === '13700010020')).toBe(false);
    expect((await ask(21, '10.3.0.2')).statusCode).toBe(200);
    clock.advance(3600_000 + 1000);
    expect((await ask(22, '10.3.0.1')).statusCode).toBe(200);
  });

  it('keeps the code of a sign-up that lost a race for the same username', async () => {
    clock.advance(61_000);
    const [a, b] = ['13200000011', '13200000012'];
    await requestCode(a, '10.4.0.1');
    await requestCode(b, '10.4.0.1');
    const codes = { [a]: sms.lastCode(a)!, [b]: sms.lastCode(b)! };
    const replies = await Promise.all(
      [a, b].map((mobile) => post('/register', form({ username: 'racer', mobile, captcha: codes[mobile] }))),
    );
    const bodies = replies.map((r) => r.json());
    expect(bodies.filter((x) => x.success)).toHaveLength(1);
    const loser = bodies.findIndex((x) => !x.success);
    expect(bodies[loser]).toMatchObject({ code: 10201, message: '用户已存在' });
    const mobile = [a, b][loser];
    const retry = await post('/register', form({ username: 'racer_two', mobile, captcha: codes[mobile] }));
    expect(retry.json()).toMatchObject({ success: true, data: { user: { username: 'racer_two' } } });
  });

  it('deletes SMS codes and SMS counters more than a day old when a code is requested', async () => {
    const k = t.db.kysely;
    const iso = (msAgo: number) => new Date(clock.now() - msAgo).toISOString();
    const day = 24 * 3600_000;
    const captcha = (mobile: string, ago: number) => ({
      id: newId(),
      mobile,
      purpose: 'register',
      code_hash: '00',
      salt: '00',
      attempts: 0,
      expires_at: iso(ago - 300_000),
      consumed_at: null,
      created_at: iso(ago),
    });
    const oldCode = captcha('13100000001', 2 * day);
    const newCode = captcha('13100000002', 3600_000);
    await k.insertInto('sms_captchas').values([oldCode, newCode]).execute();
    await k
      .insertInto('login_attempts')
      .values(
        ['sms:13100000001', 'smsip:10.5.0.9'].map((key) => ({
          key,
          failures: 1,
          window_started_at: iso(2 * day),
          locked_until: null,
          updated_at: iso(2 * day),
        })),
      )
      .execute();
    clock.advance(61_000);
    expect((await requestCode('13100000003', '10.5.0.1')).statusCode).toBe(200);
    const ids = (await k.selectFrom('sms_captchas').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(oldCode.id);
    expect(ids).toContain(newCode.id);
    const keys = (
      await k
        .selectFrom('login_attempts')
        .select('key')
        .where('key', 'in', ['sms:13100000001', 'smsip:10.5.0.9', 'sms:13100000003'])
        .execute()
    ).map((r) => r.key);
    expect(keys).toEqual(['sms:13100000003']);
  });
});
