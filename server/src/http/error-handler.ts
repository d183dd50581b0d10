import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';
import { envelope } from './envelope';
import { HTTP_MESSAGES, STATUS_MESSAGES as CATALOGUE_STATUS_MESSAGES } from '../../../src/domain/errorCatalogue';
import { describeValidationError, issueField, type ValidationIssue } from './validation-messages';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/faults';
import { t } from '../messages/zh-CN/serverHttp';
import { sayTo } from './reply-language';

/** Statuses only the server meets, as text keys (the catalogue has the others). */
const SERVER_STATUSES = {
  400: 'status400',
  405: 'status405',
  408: 'status408',
  413: 'status413',
  415: 'status415',
  429: 'status429',
} as const;

/** The text of an HTTP status the server itself produces: the catalogue's, or one only the server meets. */
const statusMessage = (status: number): string | undefined =>
  Object.hasOwn(SERVER_STATUSES, status) ? t(SERVER_STATUSES[status as keyof typeof SERVER_STATUSES]) : CATALOGUE_STATUS_MESSAGES[status];

/**
 * The one place errors become replies, each message said in the language the request asked for
 * (reply-language.ts): domain errors keep their status, code and message;
 * validation errors become 400 naming the field; an unreachable database a 503 with Retry-After;
 * anything else is a 500 with no internals
 * in the reply (the stack is logged with the request id).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply.status(err.status).send(envelope(req.url, err.data, { success: false, message: sayTo(req, err.say), code: err.code }));
    }
    // The database is away (restart, failover, cut connections): the request is not at fault and
    // may be tried again shortly; the pool reconnects by itself when the database is back.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: (err as { code?: unknown }).code } }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      const message = sayTo(req, () => t('databaseAway', { status: statusMessage(503) }));
      return reply.status(503).send(envelope(req.url, null, { success: false, message, code: 503 }));
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const message = sayTo(req, () => describeValidationError(fe.validation!, fe.validationContext));
      const field = fe.validation[0] ? issueField(fe.validation[0] as ValidationIssue) : undefined;
      return reply.status(400).send(envelope(req.url, field ? { field } : null, { success: false, message, code: 400 }));
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    else req.log.info({ err: { message: fe.message, code: fe.code } }, 'client error');
    const message = sayTo(req, () =>
      status === 400 && fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? t('invalidJson') : (statusMessage(status) ?? HTTP_MESSAGES.fallback),
    );
    return reply.status(status).send(envelope(req.url, null, { success: false, message, code: status }));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(envelope(req.url, null, { success: false, message: sayTo(req, () => statusMessage(404)), code: 404 }));
  });
}
