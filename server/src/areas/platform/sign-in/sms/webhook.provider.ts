import { createHmac } from 'node:crypto';
import { SmsSendError, type SmsMessage, type SmsSender } from './sms-message';

/** The header carrying the body's signature: `sha256=<hex of HMAC-SHA256(secret, body)>`. */
const SMS_WEBHOOK_SIGNATURE_HEADER = 'x-ace-signature';

/**
 * The signature of a webhook body as sent in {@link SMS_WEBHOOK_SIGNATURE_HEADER}; the receiver
 * computes it over the raw bytes it received and compares in constant time.
 */
function signSmsWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The `webhook` provider (ACE_SMS_PROVIDER=webhook): POSTs `{ mobile, code, purpose, expiresInMinutes,
 * tenant? }` as JSON to the deployment's own service, which sends the SMS. A 2xx within `timeoutMs` is
 * sent; anything else (another status, a redirect, no answer, no connection) is an SmsSendError whose
 * message names the reason, never the code or the body.
 */
export function webhookSmsSender(options: { url: string; secret: string; timeoutMs: number }): SmsSender {
  return {
    async send({ mobile, code, purpose, expiresInMinutes, tenant }: SmsMessage) {
      const body = JSON.stringify({ mobile, code, purpose, expiresInMinutes, ...(tenant ? { tenant } : {}) });
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SMS_WEBHOOK_SIGNATURE_HEADER]: signSmsWebhookBody(options.secret, body) },
          body,
          // A redirect could carry the code to an address nobody configured.
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        // The cause is the network's (a refused connection, a bad certificate); it holds no body.
        throw new SmsSendError(timedOut ? `短信网关 ${options.timeoutMs} ms 内未回复` : '无法连接短信网关', {
          cause: timedOut ? undefined : (err as Error).cause,
        });
      }
      // The answer's body is not read: only the status counts, and the connection is freed at once.
      await res.body?.cancel().catch(() => undefined);
      if (!res.ok) throw new SmsSendError(`短信网关回复 HTTP ${res.status}`);
    },
  };
}
