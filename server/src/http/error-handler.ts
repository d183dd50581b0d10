import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';
import { envelope } from './envelope';
import { HTTP_MESSAGES, STATUS_MESSAGES as CATALOGUE_STATUS_MESSAGES } from '../../../src/domain/errorCatalogue';
import { describeValidationError, issueField, type ValidationIssue } from './validation-messages';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/faults';

/** Chinese texts for HTTP statuses the server itself produces: the catalogue's, and those only the server meets. */
const STATUS_MESSAGES: Record<number, string> = {
  ...CATALOGUE_STATUS_MESSAGES,
  400: '请求参数错误',
  405: '请求方法不被允许',
  408: '请求超时',
  413: '请求内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
};

/**
 * The one place errors become replies: domain errors keep their status, code and message;
 * validation errors become 400 naming the field; an unreachable database a 503 with Retry-After;
 * anything else is a 500 with no internals
 * in the reply (the stack is logged with the request id).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply.status(err.status).send(envelope(req.url, err.data, { success: false, message: err.message, code: err.code }));
    }
    // The database is away (restart, failover, cut connections): the request is not at fault and
    // may be tried again shortly; the pool reconnects by itself when the database is back.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: (err as { code?: unknown }).code } }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(envelope(req.url, null, { success: false, message: `${STATUS_MESSAGES[503]}，请稍后再试`, code: 503 }));
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const message = describeValidationError(fe.validation, fe.validationContext);
      const field = fe.validation[0] ? issueField(fe.validation[0] as ValidationIssue) : undefined;
      return reply.status(400).send(envelope(req.url, field ? { field } : null, { success: false, message, code: 400 }));
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    else req.log.info({ err: { message: fe.message, code: fe.code } }, 'client error');
    const message =
      status === 400 && fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? '请求内容不是合法的 JSON'
        : (STATUS_MESSAGES[status] ?? HTTP_MESSAGES.fallback);
    return reply.status(status).send(envelope(req.url, null, { success: false, message, code: status }));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(envelope(req.url, null, { success: false, message: STATUS_MESSAGES[404], code: 404 }));
  });
}
