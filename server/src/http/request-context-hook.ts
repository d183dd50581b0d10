import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingAs, type Actor } from '../core/request-context';
import { MAX_TAB_ID, TAB_HEADER } from '../../../src/domain/liveChanges';

/** The browser tab a request names (live lists), or '' (none, or not one of ours). */
export function tabOf(req: FastifyRequest): string {
  const tab = req.headers[TAB_HEADER];
  return typeof tab === 'string' && tab.length <= MAX_TAB_ID ? tab : '';
}

/** Who a request acts as: its verified user once the auth hook has run, its address and browser always. */
function actorOf(req: FastifyRequest): Actor {
  const agent = req.headers['user-agent'];
  return {
    userId: req.auth?.userId ?? null,
    tenantId: req.auth?.tenantId ?? null,
    userName: req.auth ? req.auth.displayName || req.auth.username : '',
    ip: req.ip,
    userAgent: typeof agent === 'string' ? agent : '',
    tab: tabOf(req),
  };
}

/**
 * Runs the rest of each API request (hooks and handler) with it as the acting request
 * (core/request-context.ts), so the audit trail knows who wrote and from where. First of the API's
 * onRequest hooks, entered again before validation.
 */
export function registerRequestContext(api: FastifyInstance) {
  api.addHook('onRequest', (req, _reply, done) => actingAs(() => actorOf(req), done));
  // Again once the body is read: a body arriving after the headers resumes the request from the
  // socket's events, outside the context entered above (Node does not carry it through streams).
  api.addHook('preValidation', (req, _reply, done) => actingAs(() => actorOf(req), done));
}
