import type { AuthContext } from '../services/sessions.service.js';
import type { Services } from '../services/index.js';
import type { Db } from '../db/client.js';
import type { AppConfig } from '../config.js';

/**
 * How a route is guarded: `public` needs nothing, `user` a valid session, `business` (the default
 * under /ace-apis) a valid session and a `projectid` header naming one of the user's projects.
 * `admin` adds: the user is an admin or super-admin. `superAdmin`: super-admin only.
 */
export type RouteAccess = 'public' | 'user' | 'business' | 'admin' | 'superAdmin';

/** Tenant and project every business query is filtered on, taken from the session, never the body. */
export interface Scope {
  tenantId: string;
  projectId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    scope: Scope | null;
  }
  interface FastifyInstance {
    services: Services;
    db: Db;
    config: AppConfig;
  }
}
