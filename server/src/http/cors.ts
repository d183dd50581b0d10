import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, content-type, projectid, x-request-id';
/** The client reads the rotated token and the request id from these. */
const EXPOSED_HEADERS = 'refresh-token, x-request-id';

/**
 * CORS for the origins listed in ACE_CORS_ORIGINS, and nothing at all otherwise: the SPA is served
 * from the same origin, so by default no browser on another origin may call the API with a token.
 * Preflights of allowed origins are answered here before routing (no OPTIONS routes exist).
 */
export function registerCors(app: FastifyInstance, origins: string[]) {
  if (!origins.length) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .status(204)
        .send();
      return reply;
    }
  });
}
