import type { FastifyRequest } from 'fastify';
import type { Actor } from '../core/actor';
import type { VerifiedSession } from '../core/auth-context';
import { MAX_TAB_ID, TAB_HEADER } from '../../../src/domain/liveChanges';

/** The browser tab a request names (live lists), or '' (none, or not one of ours). */
function tabOf(req: FastifyRequest): string {
  const tab = req.headers[TAB_HEADER];
  return typeof tab === 'string' && tab.length <= MAX_TAB_ID ? tab : '';
}

/**
 * Who a request acts as, for the audit trail: the verified user of `session` (the auth hook's, put on
 * `req.auth.actor`), or nobody yet (a sign-in, a registration, a forgotten password's reset: the public
 * routes pass this to what they record); its address and browser always.
 */
export function actorOf(req: FastifyRequest, session?: VerifiedSession): Actor {
  const agent = req.headers['user-agent'];
  return {
    userId: session?.userId ?? null,
    tenantId: session?.tenantId ?? null,
    userName: session ? session.displayName || session.username : '',
    ip: req.ip,
    userAgent: typeof agent === 'string' ? agent : '',
    tab: tabOf(req),
  };
}
