import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { envelope } from './envelope';

/** A handler result carrying a success message other than 操作成功. */
class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/** Returns `data` with a custom success message in the envelope. */
export const withMessage = <T>(data: T, message: string) => new WithMessage(data, message);

/**
 * Wraps whatever an /ace-apis handler returns (including null) in the spec's envelope, so
 * handlers return data only. Registered inside the API scope: static files are untouched.
 * Handlers that send their own reply (files, streams) are left alone.
 */
export function registerEnvelopeHook(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function wrapped(req, reply) {
      const result = await handler.call(this, req, reply);
      if (reply.sent) return result;
      if (result instanceof WithMessage) return envelope(req.url, result.data, { message: result.message });
      return envelope(req.url, result ?? null);
    };
  });
}
