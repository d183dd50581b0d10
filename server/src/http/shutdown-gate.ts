import type { FastifyInstance } from 'fastify';
import { envelope } from './envelope';
import { RETRY_AFTER_SECONDS } from '../db/faults';
import { sayTo } from './reply-language';
import { t } from '../messages/zh-CN/serverHttp';

/**
 * While the server shuts down (SIGTERM: app.close() drains the requests in flight), a request that
 * still arrives — on a kept-alive connection, or a readiness probe — is answered 503 in the envelope
 * with Retry-After and `Connection: close`, so a load balancer or proxy sends it to another process.
 * Replaces Fastify's own `return503OnClosing` reply, which is English only and outside the envelope.
 * `preClose` runs before the server stops accepting, so the gate is shut for the whole drain.
 */
export function registerShutdownGate(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .send(envelope(req.url, { status: 'closing' }, { success: false, message: sayTo(req, () => t('closing')), code: 503 }));
  });
}
