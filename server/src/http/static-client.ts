import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built SPA from `clientDir`; unknown non-API paths get index.html so client routes
 * work on reload. Nothing is served when the folder holds no build (API tests).
 */
export async function registerClient(app: FastifyInstance, clientDir: string, apiPrefix: string) {
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
  const sendIndex = (_req: unknown, reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  app.get('/', sendIndex);
  // Files were registered one by one above (wildcard: false); every other path is a client route.
  app.get('/*', (req, reply) => (req.url.startsWith(apiPrefix) ? reply.callNotFound() : sendIndex(req, reply)));
}
