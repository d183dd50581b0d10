import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { AppError } from '../core/errors';
import { envelope } from './envelope';
import { t } from '../messages/zh-CN/serverHttp';

/**
 * How often Node checks open connections against the request and header timeouts. Node's default
 * is 30 s, so a documented 30 s timeout fired after 36–66 s for a client trickling its headers or
 * body (docs/requirements.md §10.1); checked every second it fires within a second of its time.
 */
export const TIMEOUT_CHECK_MS = 1_000;

/**
 * The HTTP server the app runs on: Node's, with the whole-request timeout (headers included)
 * checked every second. `requestTimeoutMs` bounds the time to send headers and body alike.
 */
export function serverFactory(requestTimeoutMs: number): NonNullable<FastifyServerOptions['serverFactory']> {
  return (handler) => {
    const server = http.createServer(
      { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
      handler,
    );
    // With a server factory Fastify applies neither of these itself. Keep-alive outlives a proxy's
    // upstream keep-alive (nginx: 60 s), or the proxy reuses a connection we closed (a 502 on a POST);
    // an idle socket is closed after the request timeout and 5 s (Fastify's connectionTimeout).
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.setTimeout(requestTimeoutMs + 5_000);
    return server;
  };
}

/** How long an idle keep-alive connection stays open (Fastify's default). */
const KEEP_ALIVE_MS = 72_000;

/** The errors Node reports before a request reaches the app (timeouts, malformed requests), with their texts' keys. */
const CLIENT_ERRORS: Record<string, { status: number; text: 'status408' | 'headersTooLarge' | 'malformedRequest' }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'status408' },
  HPE_HEADER_OVERFLOW: { status: 431, text: 'headersTooLarge' },
};

/**
 * Answers what Node refuses before routing (a request not complete within the timeout, headers
 * too large, malformed HTTP) in the envelope, then closes the connection. In Chinese: no header of
 * the request was read, so none names another language.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  // Node leaves closing the socket to this handler.
  if (!socket.writable) return socket.destroy();
  const known = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, text: 'malformedRequest' };
  const body = JSON.stringify(envelope('', null, { success: false, message: t(known.text), code: known.status }));
  socket.end(
    `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * A body announced larger than the route's limit gets 413 请求内容过大 before a byte of it is
 * read, on a connection that stays open: Node then reads the rest and drops it. Fastify's own
 * check answers with `Connection: close`, and closing a socket the client is still writing to
 * resets it, so the client saw ECONNRESET instead of the answer. (A chunked body without a length
 * that grows too large still meets Fastify's check: there is no telling in advance.)
 */
export function refuseOversizedBodies(app: FastifyInstance) {
  app.addHook('preParsing', (req, _reply, payload, done) => {
    // Uploads are read by the upload reader (http/upload-reader.ts), whose limits are per file and say so (图片不能超过 5 MB).
    // Media types are case-insensitive (RFC 9110): `Multipart/Form-Data` is an upload too.
    if (req.headers['content-type']?.toLowerCase().startsWith('multipart/')) return done(null, payload);
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > req.routeOptions.bodyLimit) return done(new AppError(413, () => t('status413'), 413));
    done(null, payload);
  });
}
