import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';
import { ok } from '../../../helpers/replies';
import type { SmsSender } from '../../../../../server/src/areas/platform/sign-in/sms/sms-message';

/**
 * 忘记密码 answers alike whether or not the account exists (docs/requirements.md §10.4). A code is sent only for an
 * existing account, so the reply must not wait for the SMS gateway: its failures (here) or its
 * slowness would otherwise tell an existing account or mobile number from a missing one.
 */
describe.each(dialects)('忘记密码 and the SMS gateway on %s', (dialect) => {
  let t: TestApp;
  const tried: string[] = [];
  const failingGateway: SmsSender = {
    async send({ mobile }) {
      tried.push(mobile);
      throw new Error('短信通道不可用');
    },
  };
  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/ace-apis${url}`, payload, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { deps: { smsSender: failingGateway } });
  });
  afterAll(async () => t?.close());

  it('replies alike for an existing and a missing account when the gateway fails', async () => {
    const admin = t.as(await t.login('demo_admin'));
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'fd_known',
        password: 'Start1234',
        displayName: 'fd_known',
        mobile: '13822220001',
      }),
    );
    const known = await post('/login/forgot/smsCaptcha', { account: '13822220001' }, '10.9.2.1');
    const missing = await post('/login/forgot/smsCaptcha', { account: '13822229999' }, '10.9.2.2');
    expect(tried).toContain('13822220001');
    expect(tried).not.toContain('13822229999');
    expect(known.statusCode).toBe(200);
    expect({ ...known.json(), timestamp: 0, path: '' }).toEqual({ ...missing.json(), timestamp: 0, path: '' });
  });
});
