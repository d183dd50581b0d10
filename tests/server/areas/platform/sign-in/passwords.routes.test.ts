import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';
import { capturingSmsSender, manualClock } from '../../../helpers/fakes';
import { anotherTenantAdmin, ok } from '../../../helpers/replies';

const WEAK = '新密码强度不足：长度 8–64 位，且需同时包含字母和数字';

/**
 * Accounts look after themselves (docs/requirements.md §10.4): 修改密码, an admin's 重置密码 with the change forced at
 * the next sign-in, 忘记密码 by SMS code, and 解锁 of an account whose logins need the image check.
 * Each password change ends sessions: the changer's other ones, or (reset, 忘记密码) all of them.
 */
describe.each(dialects)('passwords on %s', (dialect) => {
  let t: TestApp;
  const sms = capturingSmsSender();
  const clock = manualClock();
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  const post = (url: string, payload: unknown, remoteAddress = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: `/ace-apis${url}`, payload: payload as object, remoteAddress });
  const projects = (token: string) => t.as(token, '').get('/setting/project/listByUser');
  let otherAdmin: Awaited<ReturnType<typeof anotherTenantAdmin>> | undefined;
  const otherTenantAdmin = async () => (otherAdmin ??= await anotherTenantAdmin(t));
  /** A new member of the demo tenant, with a mobile number when given. */
  async function member(username: string, mobile: string | null = null) {
    const admin = t.as(await t.login('demo_admin'));
    return ok(await admin.post('/setting/org/addUser', { username, password: 'Start1234', displayName: username, mobile })).value
      ._id as string;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { deps: { smsSender: sms.sender, now: clock.now }, logger: { level: 'info', stream } });
  });
  afterAll(async () => t?.close());

  describe('修改密码', () => {
    it('refuses a wrong old password (10203, naming 原密码) and a weak new one naming 新密码', async () => {
      await member('pw_wrong');
      const me = t.as(await t.login('pw_wrong', 'Start1234'), '');
      const wrong = await me.post('/login/changePassword', { oldPassword: 'Nope12345', newPassword: 'Better1234' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ success: false, code: 10203, message: '原密码错误', data: { field: 'oldPassword' } });
      const weak = await me.post('/login/changePassword', { oldPassword: 'Start1234', newPassword: 'abcdefgh' });
      expect(weak.json()).toMatchObject({ success: false, code: 400, message: WEAK, data: { field: 'newPassword' } });
      const same = await me.post('/login/changePassword', { oldPassword: 'Start1234', newPassword: 'Start1234' });
      expect(same.json()).toMatchObject({ success: false, message: '新密码不能与原密码相同' });
      expect(await t.login('pw_wrong', 'Start1234')).toBeTruthy();
    });

    it('changes the password, keeps this session, ends the others; the new one signs in, the old one not', async () => {
      const id = await member('pw_change');
      const earlier = await t.login('pw_change', 'Start1234');
      const current = await t.login('pw_change', 'Start1234');
      const res = await t.as(current, '').post('/login/changePassword', { oldPassword: 'Start1234', newPassword: 'Changed123' });
      expect(res.json()).toMatchObject({ success: true, message: '密码已修改', data: { _id: id, mustChangePassword: false } });
      // This session goes on under a new token; the old one serves requests already in flight for 2 minutes, then no more.
      const renewed = String(res.headers['refresh-token']).replace(/^Bearer /, '');
      expect(renewed).not.toBe(current);
      expect((await projects(renewed)).statusCode).toBe(200);
      expect((await projects(current)).statusCode).toBe(200);
      clock.advance(2 * 60_000 + 1_000);
      expect((await projects(current)).statusCode).toBe(401);
      expect((await projects(renewed)).statusCode).toBe(200);
      // One active session per user: the earlier one already ended at the second login (10205).
      const other = await projects(earlier);
      expect(other.statusCode).toBe(401);
      expect([10204, 10205]).toContain(other.json().code);
      expect((await post('/login', { username: 'pw_change', password: 'Start1234' })).json().code).toBe(10203);
      expect(await t.login('pw_change', 'Changed123')).toBeTruthy();
      expect(logLines.some((l) => l.includes('"security":"passwordChanged"') && l.includes(id))).toBe(true);
      expect(logLines.some((l) => l.includes('Changed123') || l.includes('Start1234'))).toBe(false);
    });
  });

  describe('重置密码 by an admin', () => {
    it("generates a temporary password once, ends the member's sessions, and forces a change at sign-in", async () => {
      const id = await member('pw_reset');
      const before = await t.login('pw_reset', 'Start1234');
      const admin = t.as(await t.login('demo_admin'), '');
      const res = ok(await admin.post('/setting/org/resetPassword', { _id: id }));
      const temporary: string = res.value.password;
      expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10}$/);
      const ended = await projects(before);
      expect(ended.json()).toMatchObject({ success: false, code: 10204, message: '密码已修改，请重新登录' });

      const listed = ok(await admin.get('/setting/org/list', { pageNo: 1, pageSize: 100 })).value.rows;
      expect(listed.find((u: { _id: string }) => u._id === id)).toMatchObject({ mustChangePassword: true });

      const login = ok(await post('/login', { username: 'pw_reset', password: temporary }));
      expect(login.user.mustChangePassword).toBe(true);
      const session = t.as(login.token, '');
      const refused = await session.get('/setting/project/listByUser');
      expect(refused.statusCode).toBe(428);
      expect(refused.json()).toMatchObject({ success: false, code: 10207, message: '管理员已重置您的密码，请先修改密码' });
      expect((await t.as(login.token).get('/business/customer/list')).json().code).toBe(10207);
      const changed = ok(await session.post('/login/changePassword', { oldPassword: temporary, newPassword: 'MyOwn12345' }));
      expect(changed.mustChangePassword).toBe(false);
      expect((await session.get('/setting/project/listByUser')).statusCode).toBe(200);
      expect(logLines.some((l) => l.includes('"security":"passwordReset"') && l.includes(id) && !l.includes(temporary))).toBe(true);
    });

    it('sets a given temporary password, refusing a weak one naming 临时密码', async () => {
      const id = await member('pw_given');
      const admin = t.as(await t.login('demo_admin'), '');
      const weak = await admin.post('/setting/org/resetPassword', { _id: id, password: 'short1' });
      expect(weak.json()).toMatchObject({ success: false, message: '临时密码强度不足：长度 8–64 位，且需同时包含字母和数字' });
      expect(ok(await admin.post('/setting/org/resetPassword', { _id: id, password: 'Temp12345' })).value.password).toBe('Temp12345');
      expect(ok(await post('/login', { username: 'pw_given', password: 'Temp12345' })).user.mustChangePassword).toBe(true);
    });

    it('is refused to staff, for oneself, and for a user of another tenant', async () => {
      const id = await member('pw_guard');
      const staff = t.as(await t.login('demo_staff'), '');
      expect((await staff.post('/setting/org/resetPassword', { _id: id })).statusCode).toBe(403);
      const admin = t.as(await t.login('demo_admin'), '');
      expect((await admin.post('/setting/org/resetPassword', { _id: t.ids.adminUserId })).json()).toMatchObject({
        success: false,
        message: '不能重置当前登录账号的密码，请在用户菜单中修改密码',
      });
      const other = await otherTenantAdmin();
      expect((await other.post('/setting/org/resetPassword', { _id: id })).json()).toMatchObject({
        success: false,
        code: 404,
        message: '用户不存在',
      });
      expect(await t.login('pw_guard', 'Start1234')).toBeTruthy();
    });
  });

  describe('忘记密码 by SMS code', () => {
    it("sends the code to the account's mobile by username or mobile, and answers alike for an unknown account", async () => {
      await member('pw_forgot', '13811110001');
      const sent = sms.sent.length;
      const known = await post('/login/forgot/smsCaptcha', { account: 'pw_forgot' });
      const unknown = await post('/login/forgot/smsCaptcha', { account: 'nobody_here' });
      const unknownMobile = await post('/login/forgot/smsCaptcha', { account: '13811119999' });
      for (const res of [known, unknown, unknownMobile]) {
        expect(res.statusCode).toBe(200);
        expect({ ...res.json(), timestamp: 0, path: '' }).toEqual({ ...known.json(), timestamp: 0, path: '' });
      }
      expect(sms.sent.slice(sent)).toEqual([{ mobile: '13811110001', code: expect.stringMatching(/^\d{6}$/), purpose: 'reset-password' }]);
      // The registration's limits, whether or not the account exists.
      for (const account of ['pw_forgot', '13811110001', 'nobody_here']) {
        const again = await post('/login/forgot/smsCaptcha', { account });
        expect(again.statusCode).toBe(429);
        expect(again.json().message).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
      }
    });

    it('refuses a wrong code alike for a known and an unknown account, an expired one, and a weak password', async () => {
      clock.advance(61_000);
      await member('pw_codes', '13811110002');
      await post('/login/forgot/smsCaptcha', { account: '13811110002' });
      await post('/login/forgot/smsCaptcha', { account: 'ghost_user' });
      const code = sms.lastCode('13811110002')!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (const account of ['13811110002', 'ghost_user']) {
        const res = await post('/login/forgot/reset', { account, captcha: wrong, password: 'Forgot1234' });
        expect(res.json()).toMatchObject({ success: false, code: 400, message: '短信验证码错误，还可尝试 4 次' });
      }
      const weak = await post('/login/forgot/reset', { account: '13811110002', captcha: code, password: 'abcdefgh' });
      expect(weak.json()).toMatchObject({ success: false, message: WEAK, data: { field: 'password' } });
      clock.advance(5 * 60_000 + 1000);
      const late = await post('/login/forgot/reset', { account: '13811110002', captcha: code, password: 'Forgot1234' });
      expect(late.json()).toMatchObject({ success: false, message: '短信验证码已过期，请重新获取' });
      expect(await t.login('pw_codes', 'Start1234')).toBeTruthy();
    });

    it('sets the new password with the code, ends every session of the account and its login limit', async () => {
      clock.advance(61_000);
      const id = await member('pw_reset_sms', '13811110003');
      const before = await t.login('pw_reset_sms', 'Start1234');
      ok(await post('/login/forgot/smsCaptcha', { account: 'pw_reset_sms' }));
      const res = await post('/login/forgot/reset', {
        account: 'pw_reset_sms',
        captcha: sms.lastCode('13811110003'),
        password: 'Forgot1234',
      });
      expect(res.json()).toMatchObject({ success: true, message: '密码已重置，请使用新密码登录', data: null });
      expect((await projects(before)).json()).toMatchObject({ code: 10204, message: '密码已修改，请重新登录' });
      expect((await post('/login', { username: 'pw_reset_sms', password: 'Start1234' })).json().code).toBe(10203);
      expect(await t.login('pw_reset_sms', 'Forgot1234')).toBeTruthy();
      const reuse = await post('/login/forgot/reset', {
        account: 'pw_reset_sms',
        captcha: sms.lastCode('13811110003'),
        password: 'Again1234',
      });
      expect(reuse.json().message).toBe('请先获取短信验证码');
      expect(logLines.some((l) => l.includes('"security":"forgotPasswordReset"') && l.includes(id))).toBe(true);
    });

    it('asks for the username when several accounts share the mobile, keeping the code', async () => {
      clock.advance(61_000);
      await member('pw_shared_a', '13811110004');
      await member('pw_shared_b', '13811110004');
      await post('/login/forgot/smsCaptcha', { account: '13811110004' });
      const code = sms.lastCode('13811110004');
      const byMobile = await post('/login/forgot/reset', { account: '13811110004', captcha: code, password: 'Shared1234' });
      expect(byMobile.json()).toMatchObject({
        success: false,
        message: '该手机号绑定了多个账号，请输入用户名找回',
        data: { field: 'account' },
      });
      ok(await post('/login/forgot/reset', { account: 'pw_shared_b', captcha: code, password: 'Shared1234' }));
      expect(await t.login('pw_shared_b', 'Shared1234')).toBeTruthy();
      expect(await t.login('pw_shared_a', 'Start1234')).toBeTruthy();
    });
  });

  describe('解锁', () => {
    it("shows a locked account in 组织与人员 and lets its admin unlock it; another tenant's admin cannot", async () => {
      const id = await member('pw_locked');
      for (let i = 0; i < t.config.loginChallengeAfter; i++)
        await post('/login', { username: 'pw_locked', password: 'Wrong1234' }, '10.9.1.1');
      const admin = t.as(await t.login('demo_admin'), '');
      const row = async () =>
        (
          ok(await admin.get('/setting/org/list', { pageNo: 1, pageSize: 100, keyword: 'pw_locked' })).value.rows as {
            loginLimited: boolean;
          }[]
        )[0];
      expect((await row()).loginLimited).toBe(true);
      const other = await otherTenantAdmin();
      expect((await other.post('/business/staff/unlockLogin', { _id: id })).json()).toMatchObject({ success: false, code: 404 });
      expect((await row()).loginLimited).toBe(true);
      expect((await admin.post('/business/staff/unlockLogin', { _id: id })).json()).toMatchObject({ success: true, message: '已解锁' });
      expect((await row()).loginLimited).toBe(false);
      expect(logLines.some((l) => l.includes('"security":"loginUnlocked"') && l.includes(id))).toBe(true);
    });

    it("forgets an account's failed logins when an admin resets its password or its owner proves the mobile, not on 修改密码", async () => {
      clock.advance(61_000);
      // Members first: each addition signs demo_admin in anew (one session per user).
      const resetId = await member('pw_limit_reset');
      await member('pw_limit_sms', '13811110009');
      await member('pw_limit_change');
      const admin = t.as(await t.login('demo_admin'), '');
      const limited = async (username: string) =>
        (
          ok(await admin.get('/setting/org/list', { pageNo: 1, pageSize: 100, keyword: username })).value.rows as {
            loginLimited: boolean;
          }[]
        )[0].loginLimited;
      const lock = async (username: string) => {
        for (let i = 0; i < t.config.loginChallengeAfter; i++) await post('/login', { username, password: 'Wrong1234' }, '10.9.2.1');
        expect(await limited(username)).toBe(true);
      };

      await lock('pw_limit_reset');
      ok(await admin.post('/setting/org/resetPassword', { _id: resetId }));
      expect(await limited('pw_limit_reset')).toBe(false);

      await lock('pw_limit_sms');
      ok(await post('/login/forgot/smsCaptcha', { account: 'pw_limit_sms' }));
      const code = sms.lastCode('13811110009');
      ok(await post('/login/forgot/reset', { account: 'pw_limit_sms', captcha: code, password: 'Forgot1234' }));
      expect(await limited('pw_limit_sms')).toBe(false);

      // Signed in before the failures: changing one's own password leaves them to the limiter.
      const session = await t.login('pw_limit_change', 'Start1234');
      await lock('pw_limit_change');
      const changed = await t.as(session, '').post('/login/changePassword', { oldPassword: 'Start1234', newPassword: 'Changed123' });
      expect(changed.json()).toMatchObject({ success: true });
      expect(await limited('pw_limit_change')).toBe(true);
    });
  });
});
