import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { decodeList } from '../schema-engine/routes.js';
import { MAX_AMOUNT_CENTS } from '../../../src/domain/sales/money.js';

const AddBody = Type.Object(
  {
    orderId: Type.String({ title: '订单', minLength: 1, maxLength: 64 }),
    kind: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '类型' })),
    // Up to the largest order total (one payment may settle any order); never above what is owed.
    amount: Type.Integer({ title: '金额', minimum: 1, maximum: MAX_AMOUNT_CENTS }),
    payModeId: Type.String({ title: '付款方式', minLength: 1, maxLength: 64 }),
    paidAt: Type.Optional(Type.String({ title: '付款日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const IdQuery = Type.Object({ _id: Type.String({ title: '编号', minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });
const DeleteQuery = Type.Object({ _id: Type.Optional(Type.String({ title: '编号', minLength: 1 })), _ids: Type.Optional(Type.String({ title: '编号', minLength: 1, maxLength: 5000 })), _t: Type.Optional(Type.String()) });

/**
 * Payments (付款) under /business/payment: list, findById, add (a payment, kind 0, or a refund,
 * kind 1) and delete (an entry recorded by mistake). Entries are never edited: delete and re-add.
 */
export async function paymentsRoutes(app: FastifyInstance) {
  const p = () => app.services.sales.payments;
  app.get('/business/payment/list', async (req) => p().list(requireScope(req), decodeList(req.query)));
  app.get<{ Querystring: Static<typeof IdQuery> }>('/business/payment/findById', { schema: { querystring: IdQuery } }, async (req) =>
    p().findById(requireScope(req), req.query._id),
  );
  app.post<{ Body: Static<typeof AddBody> }>('/business/payment/add', { schema: { body: AddBody } }, async (req) =>
    p().add(requireScope(req), requireAuth(req).userId, req.body),
  );
  app.delete<{ Querystring: Static<typeof DeleteQuery> }>('/business/payment/delete', { schema: { querystring: DeleteQuery } }, async (req) => {
    const ids = [req.query._id, ...(req.query._ids ?? '').split(',')].map((v) => v?.trim()).filter((v): v is string => !!v);
    if (!ids.length) throw badRequest('请选择要删除的记录');
    return p().remove(requireScope(req), [...new Set(ids)]);
  });
}
