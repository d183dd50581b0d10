import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../http/auth-hook';
import { withMessage } from '../../http/envelope-hook';

/**
 * POST /business/customer_potential/convert { _id }: turns a potential customer into a customer in
 * one transaction. Replies `{ customer, potential }`; the lead stays (已转化, linked both ways).
 * The generic calls of customers and potential customers come from the schema engine.
 */
export async function customersRoutes(app: FastifyInstance) {
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
