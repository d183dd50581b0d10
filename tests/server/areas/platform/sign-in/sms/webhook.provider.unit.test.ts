import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSmsSender } from '../../../../../../server/src/areas/platform/sign-in/sms/webhook.provider';
import { SmsSendError } from '../../../../../../server/src/areas/platform/sign-in/sms/sms-message';
import { startSmsWebhookStub, type SmsWebhookStub } from '../../../../helpers/sms-webhook-stub';

const SECRET = 'stub-secret-0123456789';
const MESSAGE = { mobile: '13800000001', code: '482913', purpose: 'register', expiresInMinutes: 5 };

/** The rejection of `p`, checked to name its reason without the code. */
async function failure(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  expect(JSON.stringify({ message: (err as Error).message, cause: String((err as Error).cause ?? '') })).not.toContain(MESSAGE.code);
  return err as SmsSendError;
}

/** The `webhook` SMS provider against a real HTTP receiver on 127.0.0.1 that checks the signature. */
describe('webhook SMS provider', () => {
  let stub: SmsWebhookStub;
  beforeAll(async () => {
    stub = await startSmsWebhookStub(SECRET);
  });
  afterAll(async () => stub?.close());

  it('POSTs the message as JSON signed with HMAC-SHA256 of the body; a 2xx is sent', async () => {
    stub.answer(204);
    await webhookSmsSender({ url: stub.url, secret: SECRET, timeoutMs: 2000 }).send({ ...MESSAGE, tenant: 't1' });
    expect(stub.received.at(-1)).toEqual({ ...MESSAGE, tenant: 't1' });
    expect(stub.rejected()).toBe(0);
  });

  it('is refused by a receiver holding another secret', async () => {
    stub.answer(200);
    const err = await failure(webhookSmsSender({ url: stub.url, secret: 'another-secret-abcdef', timeoutMs: 2000 }).send(MESSAGE));
    expect(err.message).toBe('短信网关回复 HTTP 401');
    expect(stub.rejected()).toBe(1);
  });

  it('fails on any status but 2xx, naming it', async () => {
    stub.answer(500);
    const err = await failure(webhookSmsSender({ url: stub.url, secret: SECRET, timeoutMs: 2000 }).send(MESSAGE));
    expect(err.message).toBe('短信网关回复 HTTP 500');
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    stub.answer('hang');
    const started = Date.now();
    const err = await failure(webhookSmsSender({ url: stub.url, secret: SECRET, timeoutMs: 500 }).send(MESSAGE));
    expect(err.message).toBe('短信网关 500 ms 内未回复');
    expect(Date.now() - started).toBeLessThan(5000);
    stub.answer(200);
  });

  it('fails when nothing listens at the address', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const err = await failure(webhookSmsSender({ url: `http://127.0.0.1:${port}/sms`, secret: SECRET, timeoutMs: 2000 }).send(MESSAGE));
    expect(err.message).toBe('无法连接短信网关');
  });

  it('never follows a redirect (the code would go where nobody configured)', async () => {
    let redirected = 0;
    const elsewhere = http.createServer((_req, res) => {
      redirected++;
      res.writeHead(200).end();
    });
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
    const redirecting = http.createServer((_req, res) => res.writeHead(307, { location: target }).end());
    await new Promise<void>((r) => redirecting.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/sms`;
    await failure(webhookSmsSender({ url, secret: SECRET, timeoutMs: 2000 }).send(MESSAGE));
    expect(redirected).toBe(0);
    await new Promise<void>((r) => redirecting.close(() => r()));
    await new Promise<void>((r) => elsewhere.close(() => r()));
  });
});
