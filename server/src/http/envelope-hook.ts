import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { HTTP_MESSAGES } from '../../../src/domain/errorCatalogue';
import { saidText, type Message } from '../core/errors';
import { envelope } from './envelope';
import { sayTo } from './reply-language';

/** A handler result carrying a success message other than 操作成功. */
class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: Message,
  ) {}
}

/**
 * Returns `data` with a custom success message in the envelope: a function of a table's text
 * (`() => ts('roleAdded')`), said in the request's language when the reply is made.
 */
export const withMessage = <T>(data: T, message: Message) => new WithMessage(data, message);

/**
 * Wraps whatever an /ace-apis handler returns (including null) in the spec's envelope, so
 * handlers return data only; its message (操作成功 or the handler's) is said in the language the
 * request asked for (reply-language.ts), as an error's is. Registered inside the API scope: static
 * files are untouched. Handlers that send their own reply (files, streams) are left alone.
 */
export function registerEnvelopeHook(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function wrapped(req, reply) {
      const result = await handler.call(this, req, reply);
      if (reply.sent) return result;
      if (result instanceof WithMessage) return envelope(req.url, result.data, { message: sayTo(req, () => saidText(result.message)) });
      return envelope(req.url, result ?? null, { message: sayTo(req, () => HTTP_MESSAGES.success) });
    };
  });
}
