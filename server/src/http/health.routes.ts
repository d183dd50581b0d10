import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/migrate';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/faults';
import { AppError } from '../core/errors';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelope, Open, replies } from './reply-schemas';

/** How long a readiness probe waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 3_000;

/** Fails after `ms` (a probe must answer even when the database hangs). */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), ms).unref()),
  ]);

/**
 * Probes for a load balancer or supervisor (docs/operations.md), public and outside the envelope's
 * business meaning:
 * - `GET /health/live`: the process answers (restart it when this fails);
 * - `GET /health/ready`: the database answers and its migrations are current (send traffic only
 *   when this is 200; 503 with the reason while not; while the server shuts down the shutdown gate
 *   answers every request, this one included, with 503).
 */
export async function healthRoutes(app: FastifyInstance) {
  const tags = ['健康检查'];
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: { summary: '存活检查：进程能应答即为 200', tags, response: replies(Open({ status: Type.Literal('ok') })) },
    },
    async () => ({ status: 'ok' }),
  );

  const readySchema = {
    summary: '就绪检查：数据库可连接且迁移已执行时为 200，否则 503',
    tags,
    response: {
      ...replies(Open({ status: Type.Literal('ready'), database: Type.String({ description: 'sqlite 或 postgres' }) })),
      503: ErrorEnvelope,
    },
  };
  app.get('/health/ready', { config: { access: 'public' }, schema: readySchema }, async (_req, reply) => {
    const notReady = (reason: string) => {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return new AppError(503, `服务未就绪：${reason}`, 503, { status: 'unavailable', reason });
    };
    try {
      await within(READY_TIMEOUT_MS, sql`select 1`.execute(app.db.kysely));
      const pending = await within(READY_TIMEOUT_MS, pendingMigrations(app.db));
      if (pending.length) throw notReady(`数据库有 ${pending.length} 个迁移未执行`);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw notReady('数据库无法连接');
      throw err;
    }
    return { status: 'ready', database: app.db.dialect };
  });
}
