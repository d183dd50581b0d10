import type { FastifyInstance } from 'fastify';

/**
 * The API reads JSON bodies (and multipart uploads) only. Fastify also parses text/plain into a
 * string, which then fails validation with a message about the body not being an object; refusing
 * it up front is clearer: 415 不支持的内容类型, in the envelope (error-handler.ts).
 * Called once for the whole `/ace-apis` scope (app.ts); route plugins registered after it inherit it.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
}
