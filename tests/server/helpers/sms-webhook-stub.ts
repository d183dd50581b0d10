import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A message as the webhook receiver gets it (docs/operations.md, 短信通道). */
export interface StubSms {
  mobile: string;
  code: string;
  purpose: string;
  expiresInMinutes: number;
  tenant?: string;
}

/** How the stub answers: a status, or `hang` (never answers). */
export type StubBehaviour = number | 'hang';

/**
 * A real SMS webhook receiver on 127.0.0.1, written from the documented contract rather than from the
 * server's code: it checks `x-ace-signature` (HMAC-SHA256 of the raw body under the shared secret)
 * as a deployment's receiver would, keeps the messages whose signature holds (`received`) and counts
 * the others (`rejected`, answered 401). Tests read the codes a phone would get from here.
 */
export async function startSmsWebhookStub(secret: string) {
  const received: StubSms[] = [];
  const waiters: { mobile: string; resolve: (m: StubSms) => void }[] = [];
  let rejected = 0;
  let behaviour: StubBehaviour = 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-ace-signature'] ?? ''));
      const signed = req.method === 'POST' && given.length === expected.length && timingSafeEqual(given, expected);
      if (!signed || req.headers['content-type'] !== 'application/json') {
        rejected++;
        res.writeHead(401).end();
        return;
      }
      if (behaviour === 'hang') return;
      const message = JSON.parse(raw.toString('utf8')) as StubSms;
      received.push(message);
      for (const w of waiters.filter((x) => x.mobile === message.mobile)) w.resolve(message);
      res.writeHead(behaviour).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return {
    url,
    received,
    rejected: () => rejected,
    answer: (next: StubBehaviour) => void (behaviour = next),
    /** The newest code sent to `mobile`, if any. */
    lastCode: (mobile: string) => [...received].reverse().find((m) => m.mobile === mobile)?.code,
    /** The next message to `mobile` that arrives from now on (for sends the reply does not wait for). */
    next: (mobile: string) => new Promise<StubSms>((resolve) => waiters.push({ mobile, resolve })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SmsWebhookStub = Awaited<ReturnType<typeof startSmsWebhookStub>>;
