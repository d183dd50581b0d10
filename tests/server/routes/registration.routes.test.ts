import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app.js';
import { capturingSmsSender, manualClock } from '../helpers/fakes.js';

describe.each(dialects)('registration with SMS captcha on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSmsSender();
  const clock = manualClock();
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/ace-apis${url}`, payload: payload as object });
  const requestCode = (mobile: string) => post('/register/smsCaptcha', { mobile });
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
});
