import type { FastifyRequest } from 'fastify';

/**
 * `fn` asked at most once per request: what a `preValidation` hook found (the resource a call serves,
 * the caller's right on it) is the handler's answer too, not a second round of reads.
 */
export function oncePerRequest<T>(fn: (req: FastifyRequest) => Promise<T>): (req: FastifyRequest) => Promise<T> {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  return (req) => {
    let answer = answers.get(req);
    if (!answer) answers.set(req, (answer = fn(req)));
    return answer;
  };
}
