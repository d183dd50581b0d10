/**
 * The composition root: the one place the server is put together. It builds the schema engine over
 * the resource schemas, the services of each area (platform, catalog, sales) in dependency order,
 * and registers the HTTP layer (security headers, errors, CORS, envelope, guard) and every area's
 * routes under /ace-apis, then the built client. main.ts and every API test call buildApp.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { resourceSchemas } from '../../src/schemas';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createResourceEngine } from './schema-engine/engine';
import { createTenantResources } from './schema-engine/tenant-resources';
import { createDesignerService, designerRoutes } from './areas/designer';
import { schemaEngineRoutes } from './schema-engine/routes';
import { relatedRoutes } from './schema-engine/related-routes';
import { liveRoutes } from './schema-engine/live-routes';
import { createPlatformServices, platformRoutes, type PlatformDeps } from './areas/platform';
import { createCatalogServices, catalogRoutes } from './areas/catalog';
import { createSalesServices, salesRoutes } from './areas/sales';
import { registerErrorHandler } from './http/error-handler';
import { registerCors, registerSecurityHeaders } from './http/security-headers';
import { registerAuthHook } from './http/auth-hook';
import { registerSchemaVersionHeader } from './http/schema-version';
import { registerEnvelopeHook } from './http/envelope-hook';
import { acceptJsonBodiesOnly } from './http/json-only';
import { STRICT_VALIDATION } from './http/validator';
import { healthRoutes } from './http/health.routes';
import { clientErrorHandler, refuseOversizedBodies, serverFactory } from './http/request-limits';
import { refuseNulCharacters } from './http/nul-guard';
import { registerShutdownGate } from './http/shutdown-gate';
import { registerClient } from './http/static-client';
import { DOCS_SUBPATH, registerOpenApi } from './http/openapi';
import { registerIntegerBounds } from './http/integer-bounds';

const API_PREFIX = '/ace-apis';

/** What the app plugs into the services besides db and config (tests pass their own). */
export type ServiceDeps = Partial<Omit<PlatformDeps, 'catalogue'>>;

/**
 * Every service of the server, built once per app; routes reach them through `app.services`.
 * The engine comes first (every area's resources), then each area with what it depends on.
 */
export function createServices(db: Db, config: AppConfig, deps: ServiceDeps = {}) {
  const platform = createPlatformServices(db, config, {
    ...deps,
    // Every resource the engine serves and, for a tenant, those its admins published (docs/requirements.md §10.3); read on use.
    catalogue: async (tenantId) => (tenantId ? (await tenantResources.of(tenantId)).catalogue : tenantResources.builtInCatalogue()),
  });
  // Owners (负责人) reference the project's active staff, a target that is no schema resource.
  const resources = createResourceEngine(db, resourceSchemas, { targets: { user: platform.staff.referenceTarget } });
  const tenantResources = createTenantResources(db, resources);
  // A tenant's built-in resources with the fields its admins added: the server's own writes (转为客户,
  // 生成订单) go through them, so defaults, numbers and copied custom values apply.
  const variantsOf = async (tenantId: string) => (await tenantResources.of(tenantId)).extended;
  const catalog = createCatalogServices(resources, variantsOf);
  const sales = createSalesServices(db, catalog.catalogLookup, resources, variantsOf);
  const designer = createDesignerService(db, resources, tenantResources);
  return { ...platform, resources, tenantResources, designer, ...catalog, sales };
}

type Services = ReturnType<typeof createServices>;

// Routes reach the services as `app.services`. Declared here, where they are built, so that
// http/fastify-types.ts (the rest of what the app adds to Fastify) imports nothing above http/.
declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Pluggable parts of the services (SMS sender, clock); defaults suit production. */
  deps?: ServiceDeps;
}

/** Every call under /ace-apis, registered explicitly (no folder autoload): one line per area. */
async function apiRoutes(api: FastifyInstance) {
  await api.register(healthRoutes);
  await api.register(platformRoutes);
  // Every schema resource: built-in ones, families, and those tenants added in the designer.
  await api.register(schemaEngineRoutes);
  // Show pages' related lists, over any of those resources.
  await api.register(relatedRoutes);
  // Their changes as they happen, for the open lists and show pages (实时列表).
  await api.register(liveRoutes);
  await api.register(catalogRoutes);
  await api.register(salesRoutes);
  await api.register(designerRoutes);
}

/**
 * The whole server: security headers, the API under /ace-apis (envelope, auth, errors) and
 * the built client with SPA fallback.
 */
export async function buildApp({ config, db, logger, deps }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    // The request timeout checked every second, and Node's refusals in Chinese (http/request-limits.ts).
    serverFactory: serverFactory(config.requestTimeoutMs),
    clientErrorHandler,
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    trustProxy: config.trustProxy,
    // Requests arriving during shutdown get our own 503 (http/shutdown-gate.ts).
    return503OnClosing: false,
    // Strict bodies, coerced query strings: one setup for every route (http/validator.ts).
    schemaController: STRICT_VALIDATION,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('services', createServices(db, config, deps));
  // Hear the other server processes on this database before serving (caches, db/change-bus.ts).
  await db.changes.start();
  db.counts.setEnabled(config.countCache !== 'off');

  registerSecurityHeaders(app, { apiPrefix: API_PREFIX, docsPath: API_PREFIX + DOCS_SUBPATH });
  registerShutdownGate(app);
  registerErrorHandler(app);
  await registerCors(app, config.corsOrigins);
  registerIntegerBounds(app);
  await registerOpenApi(app, { apiPrefix: API_PREFIX, enabled: config.apiDocs });

  await app.register(
    async (api) => {
      registerEnvelopeHook(api);
      registerAuthHook(api);
      registerSchemaVersionHeader(api);
      // JSON bodies (and multipart uploads) only: a text/plain body is refused with 415.
      acceptJsonBodiesOnly(api);
      refuseOversizedBodies(api);
      refuseNulCharacters(api);
      await api.register(apiRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerClient(app, config.clientDir, API_PREFIX);
  return app;
}
