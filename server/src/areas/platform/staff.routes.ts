import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../http/auth-hook';
import { decodeList } from '../../schema-engine/routes';
import { idQuerySchema } from '../../schema-engine/request-schemas';

/**
 * GET /business/staff/list and /business/staff/findById?_id=: the active people of the current
 * project, read-only, for any signed-in user — the options of the 负责人 (owner) reference (the org
 * screen is admin-only). The same staff.service decides which owners a record may reference.
 */
export async function staffRoutes(app: FastifyInstance) {
  app.get('/business/staff/list', async (req) => app.services.staff.list(requireScope(req), decodeList(req.query)));
  app.get<{ Querystring: { _id: string } }>('/business/staff/findById', { schema: { querystring: idQuerySchema } }, async (req) =>
    app.services.staff.findById(requireScope(req), req.query._id),
  );
}
