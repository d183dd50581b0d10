import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';
import { ok, refusal } from '../../../helpers/replies';
import { startSmsWebhookStub, type SmsWebhookStub } from '../../../helpers/sms-webhook-stub';
import type { SmsConfig } from '../../../../../server/src/config';
import { SMS_OFF_MESSAGES, smsSendFailed } from '../../../../../src/domain/smsChannel';

const SECRET = 'webhook-secret-for-tests';

/** Every line the app logs, at every level, and a wait for a line containing a text. */
function capturedLog() {
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      const line = String(chunk);
      lines.push(line);
      for (const w of waiters) if (line.includes(w.text)) w.resolve();
      cb();
    },
  });
  return {
    logger: { level: 'trace', stream },
    text: () => lines.join(''),
    lineWith: (text: string) => new Promise<void>((resolve) => waiters.push({ text, resolve })),
  };
}

/** The log holds `code` as a value of its own (not inside a longer number, an id or a time). */
const logHolds = (log: string, code: string) => new RegExp(`(?<![\\da-f.])${code}(?![\\da-f])`, 'i').test(log);

/** A member of the demo tenant with a mobile number, added by its admin. */
async function member(t: TestApp, username: string, mobile: string) {
  const admin = t.as(await t.login('demo_admin'));
  ok(await admin.post('/setting/org/addUser', { username, password: 'Start1234', displayName: username, mobile }));
}

const form = (over: Record<string, string>) => ({
  username: 'sms_boss',
  password: 'Passw0rd!',
  mobile: '13800000001',
  captcha: '',
  companyName: '短信通道测试公司',
  ...over,
});

describe('the log check of these tests', () => {
  it('finds a code logged as the server once did, and not inside a time or an id', () => {
    expect(logHolds('{"mobile":"13800000001","code":"477906","msg":"短信验证码 477906，5 分钟内有效"}', '477906')).toBe(true);
    expect(logHolds('短信验证码 477906，5 分钟内有效', '477906')).toBe(true);
    expect(logHolds('{"time":1764297477906,"reqId":"0192a477906b","responseTime":3.477906}', '477906')).toBe(false);
  });
});

/**
 * The SMS channel (docs/operations.md, 短信通道): codes leave through the configured provider — here
 * the webhook, against a real receiver on 127.0.0.1 that checks the signature — or, in development,
 * in the reply; without a channel SMS sign-up and reset are refused. A code is never in the log.
 */
describe.each(dialects)('SMS channel on %s', (dialect) => {
  const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/ace-apis${url}`, payload });
  const options = async (t: TestApp) => ok(await t.app.inject({ method: 'GET', url: '/ace-apis/login/options' }));

  describe('through the webhook', () => {
    let t: TestApp;
    let stub: SmsWebhookStub;
    const log = capturedLog();
    beforeAll(async () => {
      stub = await startSmsWebhookStub(SECRET);
      const sms: SmsConfig = { provider: 'webhook', webhook: { url: stub.url, secret: SECRET, timeoutMs: 2000 }, devCodes: false };
      t = await createTestApp(dialect, { sms }, { logger: log.logger });
    });
    afterAll(async () => {
      await t?.close();
      await stub?.close();
    });

    it('signs up with the code the webhook received; the log holds no code', async () => {
      expect(await options(t)).toEqual({ sms: 'on' });
      const sent = await post(t, '/register/smsCaptcha', { mobile: '13800000001' });
      expect(ok(sent)).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
      expect(stub.received).toEqual([
        { mobile: '13800000001', code: expect.stringMatching(/^\d{6}$/), purpose: 'register', expiresInMinutes: 5 },
      ]);
      const code = stub.lastCode('13800000001')!;
      ok(await post(t, '/register', form({ captcha: code })));
      expect(stub.rejected()).toBe(0);
      expect(log.text()).toContain('/ace-apis/register/smsCaptcha');
      expect(logHolds(log.text(), code)).toBe(false);
    });

    it("resets a forgotten password with the code sent to the account's mobile, naming its tenant; the log holds no code", async () => {
      await member(t, 'sms_forgot', '13800000002');
      const arriving = stub.next('13800000002');
      ok(await post(t, '/login/forgot/smsCaptcha', { account: 'sms_forgot' }));
      const message = await arriving;
      expect(message).toEqual({
        mobile: '13800000002',
        code: expect.stringMatching(/^\d{6}$/),
        purpose: 'reset-password',
        expiresInMinutes: 5,
        tenant: t.ids.tenantId,
      });
      ok(await post(t, '/login/forgot/reset', { account: 'sms_forgot', captcha: message.code, password: 'Forgot1234' }));
      expect(await t.login('sms_forgot', 'Forgot1234')).toBeTruthy();
      expect(log.text()).toContain('/ace-apis/login/forgot/reset');
      expect(logHolds(log.text(), message.code)).toBe(false);
    });

    it('answers 短信发送失败 when the webhook refuses, logs why without the code, and keeps no code', async () => {
      stub.answer(503);
      const logged = log.lineWith('注册：短信验证码发送失败');
      const res = await post(t, '/register/smsCaptcha', { mobile: '13800000003' });
      expect(refusal(res)).toEqual({ status: 400, message: smsSendFailed() });
      await logged;
      const code = stub.lastCode('13800000003')!;
      expect(code).toMatch(/^\d{6}$/);
      expect(log.text()).toContain('短信网关回复 HTTP 503');
      expect(logHolds(log.text(), code)).toBe(false);
      const stored = await t.db.kysely.selectFrom('sms_captchas').select('id').where('mobile', '=', '13800000003').execute();
      expect(stored).toEqual([]);

      // 忘记密码 does not wait for the webhook: the same reply, the failure in the log only.
      await member(t, 'sms_forgot_fail', '13800000004');
      const forgotLogged = log.lineWith('忘记密码：短信验证码发送失败');
      ok(await post(t, '/login/forgot/smsCaptcha', { account: 'sms_forgot_fail' }));
      await forgotLogged;
      expect(logHolds(log.text(), stub.lastCode('13800000004')!)).toBe(false);
      stub.answer(200);
    });
  });

  describe('without a channel', () => {
    let t: TestApp;
    const log = capturedLog();
    beforeAll(async () => {
      t = await createTestApp(dialect, {}, { logger: log.logger });
    });
    afterAll(async () => t?.close());

    it('refuses SMS sign-up and SMS reset in Chinese, says so to the login screens, and stores no code', async () => {
      expect(await options(t)).toEqual({ sms: 'off' });
      await member(t, 'sms_off', '13800000005');
      expect(refusal(await post(t, '/register/smsCaptcha', { mobile: '13800000006' }))).toEqual({
        status: 400,
        message: SMS_OFF_MESSAGES.register,
      });
      expect(refusal(await post(t, '/register', form({ username: 'sms_off_boss', mobile: '13800000006', captcha: '123456' })))).toEqual({
        status: 400,
        message: SMS_OFF_MESSAGES.register,
      });
      expect(refusal(await post(t, '/login/forgot/smsCaptcha', { account: 'sms_off' }))).toEqual({
        status: 400,
        message: SMS_OFF_MESSAGES.reset,
      });
      expect(refusal(await post(t, '/login/forgot/reset', { account: 'sms_off', captcha: '123456', password: 'Forgot1234' }))).toEqual({
        status: 400,
        message: SMS_OFF_MESSAGES.reset,
      });
      expect(await t.db.kysely.selectFrom('sms_captchas').select('id').execute()).toEqual([]);
      expect(log.text()).not.toMatch(/短信验证码 \d{6}|"code":"\d{6}"/);
    });
  });

  describe('development codes (ACE_SMS_DEV_CODES=1, no provider)', () => {
    let t: TestApp;
    const log = capturedLog();
    beforeAll(async () => {
      t = await createTestApp(dialect, { sms: { provider: 'none', devCodes: true } }, { logger: log.logger });
    });
    afterAll(async () => t?.close());

    it('returns the code in the reply, for a missing account too, and never logs it', async () => {
      expect(await options(t)).toEqual({ sms: 'dev' });
      const signUp = ok(await post(t, '/register/smsCaptcha', { mobile: '13800000007' }));
      expect(signUp).toEqual({ expiresInSeconds: 300, resendInSeconds: 60, devCode: expect.stringMatching(/^\d{6}$/) });
      ok(await post(t, '/register', form({ username: 'sms_dev_boss', mobile: '13800000007', captcha: signUp.devCode })));

      await member(t, 'sms_dev', '13800000008');
      const known = ok(await post(t, '/login/forgot/smsCaptcha', { account: 'sms_dev' }));
      const missing = ok(await post(t, '/login/forgot/smsCaptcha', { account: 'sms_nobody' }));
      expect(Object.keys(missing)).toEqual(Object.keys(known));
      ok(await post(t, '/login/forgot/reset', { account: 'sms_dev', captcha: known.devCode, password: 'Forgot1234' }));
      expect(log.text()).toContain('/ace-apis/login/forgot/reset');
      for (const code of [signUp.devCode, known.devCode, missing.devCode]) expect(logHolds(log.text(), code)).toBe(false);
    });
  });
});
