import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createServices, type ServiceDeps } from './services/index.js';
import { logSmsSender } from './services/captcha.service.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerAuthHook } from './http/auth-hook.js';
import { registerEnvelopeHook } from './http/envelope-hook.js';
import { registerCors } from './http/cors.js';
import { acceptJsonBodiesOnly } from './http/json-only.js';
import { apiRoutes } from './routes/index.js';
import { ENGINE_AJV_OPTIONS } from './schema-engine/request-schemas.js';
import './http/fastify-types.js';

export const API_PREFIX = '/ace-apis';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Pluggable parts of the services (SMS sender, clock); defaults suit production. */
  deps?: ServiceDeps;
}

/**
 * The whole server: security headers, the API under /ace-apis (envelope, auth, errors) and
 * the built client with SPA fallback. Used by main.ts and by every API test (app.inject).
 */
export async function buildApp({ config, db, logger, deps }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { verbose: true, allErrors: false, coerceTypes: 'array', removeAdditional: false, ...ENGINE_AJV_OPTIONS } },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('services', createServices(db, config, { smsSender: logSmsSender(app.log), ...deps }));

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerCors(app, config.corsOrigins);

  await app.register(
    async (api) => {
      registerEnvelopeHook(api);
      registerAuthHook(api);
      // API replies are per user and per moment: never stored by a browser or a proxy.
      api.addHook('onRequest', (_req, reply, done) => {
        reply.header('cache-control', 'no-store');
        done();
      });
      // JSON bodies (and multipart uploads) only: a text/plain body is refused with 415.
      acceptJsonBodiesOnly(api);
      await api.register(apiRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerClient(app, config.clientDir);
  return app;
}

/** Serves the built SPA; unknown non-API paths get index.html so client routes work on reload. */
async function registerClient(app: FastifyInstance, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send those when the browser accepts them.
    preCompressed: true,
    // Our own cache policy below; the plugin's default (max-age=0) would overwrite it.
    cacheControl: false,
    setHeaders(res, file) {
      // Vite fingerprints assets: cache them for a year; everything else is revalidated.
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_req: unknown, reply: any) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', sendIndex);
  // Files were registered one by one above (wildcard: false); every other path is a client route.
  app.get('/*', (req, reply) => (req.url.startsWith(API_PREFIX) ? reply.callNotFound() : sendIndex(req, reply)));
}
