/**
 * What the app adds to Fastify's types: the route's access level (and what only the OpenAPI document
 * reads), the verified caller and scope on each request, and the database and configuration on the
 * instance (app.ts adds the services it builds). A declaration only (TypeScript reads it through
 * tsconfig's include); no module imports it.
 */
import type { AuthContext } from '../core/auth-context';
import type { Db } from '../db/client';
import type { AppConfig } from '../config';
import type { Scope } from '../core/scope';
import type { RouteAccess } from './auth-hook';
import type { Access, RoutePermission } from './permission-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Served to a session that must change its password first (修改密码, logout); every other route answers 428, 10207. */
    duringPasswordChange?: boolean;
    /**
     * The call checks the session without using it: no new token, no 最后活动 (the live changes stream,
     * which reconnects by itself and must not keep an unattended browser signed in).
     */
    passive?: boolean;
    /** The right the route needs (http/permission-guard.ts), checked before the body is read. */
    permission?: RoutePermission;
    /** What only the OpenAPI document reads (http/openapi.ts): a query string or body the route decodes itself. */
    openapi?: { querystring?: object; body?: object };
    /**
     * The body's schema when it depends on the caller (a run-time resource's, a tenant's custom fields):
     * what names a field in refusals made before the route's own checks (http/nul-guard.ts).
     */
    bodySchemaOf?: (req: FastifyRequest) => Promise<object | undefined>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    scope: Scope | null;
    /** What the caller may do with the route's resource, when the route declares `config.permission`. */
    access: Access | null;
  }
  interface FastifyInstance {
    // `services` is declared by app.ts, the composition root that builds them: http/ stays below the areas.
    db: Db;
    config: AppConfig;
  }
}
