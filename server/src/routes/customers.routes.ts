import type { FastifyInstance } from 'fastify';
import { requireScope } from '../http/auth-hook.js';
import { withMessage } from '../http/envelope-hook.js';
import { decodeList } from '../schema-engine/routes.js';
import { idQuerySchema } from '../schema-engine/request-schemas.js';

/**
 * POST /business/customer_potential/convert { _id }: turns a potential customer into a customer in
 * one transaction. Replies `{ customer, potential }`; the lead stays (已转化, linked both ways).
 * The generic calls of customers and potential customers come from the schema engine.
 *
 * GET /business/staff/list and /business/staff/findById?_id=: the active people of the current project,
 * read-only, for any signed-in user — the options of the 负责人 (owner) reference (the org screen is
 * admin-only). The same staff.service decides which owners a customer may reference.
 */
export async function customersRoutes(app: FastifyInstance) {
  app.get('/business/staff/list', async (req) => app.services.staff.list(requireScope(req), decodeList(req.query)));
  app.get<{ Querystring: { _id: string } }>('/business/staff/findById', { schema: { querystring: idQuerySchema } }, async (req) =>
    app.services.staff.findById(requireScope(req), req.query._id),
  );

  app.post<{ Body: { _id: string } }>(
    '/business/customer_potential/convert',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['_id'],
          properties: { _id: { title: '潜在客户', type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (req) => withMessage(await app.services.customers.convert(requireScope(req), req.body._id, req.auth), '已转为客户'),
  );
}
