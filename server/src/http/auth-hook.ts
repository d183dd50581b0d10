import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../core/errors';
import { ServerCode } from '../../../src/domain/errorCatalogue';
import type { Scope } from '../core/scope';
import type { AuthContext } from '../core/auth-context';
import { requirePermission } from './permission-guard';
import { actorOf } from './request-actor';

/**
 * How a route is guarded: `public` needs nothing, `user` a valid session, `business` (the default
 * under /ace-apis) a valid session and a `projectid` header naming one of the user's projects.
 * `admin` adds: the user is an admin or super-admin. `superAdmin`: super-admin only.
 */
export type RouteAccess = 'public' | 'user' | 'business' | 'admin' | 'superAdmin';

/** Header the refreshed token travels in, Bearer-prefixed (docs/requirements.md §4). */
export const REFRESH_TOKEN_HEADER = 'refresh-token';

/**
 * Verifies the bearer token and the `projectid` header according to the route's `access`
 * (default `business`), and attaches `request.auth` and `request.scope`. Runs on `onRequest`,
 * before the body is read and validated: an anonymous caller gets 401, never a 400 describing
 * the route's schema, and no unauthenticated body is parsed.
 */
export function registerAuthHook(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  app.decorateRequest('access', null);
  app.addHook('onRequest', async (req, reply) => {
    const access = req.routeOptions.config?.access ?? 'business';
    if (access === 'public') return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    const { auth, refreshedToken } = await app.services.sessions.verify(token, { passive: !!req.routeOptions.config?.passive });
    if (refreshedToken) reply.header(REFRESH_TOKEN_HEADER, `Bearer ${refreshedToken}`);
    // A copy per request: the verified session is shared by every request of its token, who acts from where is this one's.
    req.auth = { ...auth, actor: actorOf(req, auth) };
    // After an admin's reset the session serves only the routes that set the new password or end it.
    if (auth.mustChangePassword && !req.routeOptions.config?.duringPasswordChange) throw passwordChangeRequired();
    if (access === 'admin' && auth.role === 'staff') throw forbidden();
    if (access === 'superAdmin' && auth.role !== 'super_admin') throw forbidden();
    const projectId = headerValue(req, 'projectid');
    if (access === 'user' && !projectId) return checkPermission(req);
    if (!projectId) {
      if (access === 'business') throw forbidden('缺少项目信息（projectid），请选择项目后重试');
      return checkPermission(req);
    }
    if (!auth.projectIds.includes(projectId)) throw forbidden();
    req.scope = { tenantId: auth.tenantId, projectId };
    await checkPermission(req);
  });
}

/** 428, code 10207: the client shows its 修改密码 screen (docs/decisions.md, docs/requirements.md §10.4). */
const passwordChangeRequired = () => new AppError(428, '管理员已重置您的密码，请先修改密码', ServerCode.PASSWORD_CHANGE_REQUIRED);

/** The route's declared right (`config.permission`), checked once the caller is known. */
async function checkPermission(req: FastifyRequest) {
  const need = req.routeOptions.config?.permission;
  if (need) req.access = await requirePermission(req, need.resource, need.action);
}

function headerValue(req: FastifyRequest, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : (v ?? '')).trim();
}

/** The caller's session, for handlers of non-public routes. */
export function requireAuth(req: Pick<FastifyRequest, 'auth'>): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** The caller's tenant and project, for handlers of business routes. */
export function requireScope(req: FastifyRequest): Scope {
  if (!req.scope) throw forbidden('缺少项目信息（projectid），请选择项目后重试');
  return req.scope;
}
