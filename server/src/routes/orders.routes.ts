import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../http/auth-hook.js';
import { withMessage } from '../http/envelope-hook.js';
import { badRequest } from '../http/errors.js';
import { decodeList } from '../schema-engine/routes.js';
import { BUSINESS_TZ, businessToday } from '../services/orders/business-dates.js';

const Day = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Cents = (title: string) => Type.Integer({ title, minimum: 0, maximum: 99_999_999_999 });
const Id = (title: string) => Type.String({ title, minLength: 1, maxLength: 64 });

const Line = Type.Object(
  {
    productId: Type.Optional(Type.Union([Id('产品'), Type.Null()])),
    productName: Type.Optional(Type.String({ title: '产品名称', maxLength: 200 })),
    quantity: Type.Integer({ title: '数量', minimum: 1, maximum: 1_000_000 }),
    unitPrice: Type.Optional(Cents('单价')),
    discount: Type.Optional(Cents('优惠金额')),
    taxId: Type.Optional(Type.Union([Id('税费'), Type.Null()])),
    // Figures the form shows live are accepted and ignored: the server computes its own.
    amount: Type.Optional(Type.Number({ title: '金额' })),
    taxAmount: Type.Optional(Type.Number({ title: '税额' })),
    taxRate: Type.Optional(Type.Number({ title: '税率' })),
    taxName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    _id: Type.Optional(Type.String()),
    lineNo: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false, title: '明细' },
);
const Lines = Type.Array(Line, { title: '明细', minItems: 1, maxItems: 200 });

const common = {
  customerId: Id('客户'),
  orderDate: Type.Optional(Day('日期')),
  validUntil: Type.Optional(Type.Union([Day('有效期至'), Type.Null()])),
  remark: Type.Optional(Type.Union([Type.String({ title: '备注', maxLength: 2000 }), Type.Null()])),
  lines: Lines,
};

const AddBody = Type.Object(
  { type: Type.Integer({ title: '类型', minimum: 0, maximum: 2 }), status: Type.Optional(Type.Integer({ title: '状态' })), ...common },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  {
    _id: Id('订单'),
    customerId: Type.Optional(common.customerId),
    orderDate: common.orderDate,
    validUntil: common.validUntil,
    remark: common.remark,
    lines: Type.Optional(Lines),
  },
  { additionalProperties: false },
);
const IdBody = Type.Object({ _id: Id('报价单') }, { additionalProperties: false });
const StatusBody = Type.Object({ _id: Id('订单'), status: Type.Integer({ title: '状态', minimum: 0, maximum: 104 }) }, { additionalProperties: false });
const IdQuery = Type.Object({ _id: Id('编号'), _t: Type.Optional(Type.String()) });
const DeleteQuery = Type.Object({ _id: Type.Optional(Id('编号')), _ids: Type.Optional(Type.String({ title: '编号', minLength: 1, maxLength: 5000 })), _t: Type.Optional(Type.String()) });

/**
 * Orders and quotations (one entity, `type` 0/1/2) under /business/order (SPEC section 7), plus the
 * status-change and generate-order calls. The dashboard lives in dashboard.routes.ts.
 */
export async function ordersRoutes(app: FastifyInstance) {
  const s = () => app.services.sales;

  app.get('/business/order/list', async (req) => s().orders.list(requireScope(req), decodeList(req.query)));

  // The business day (Asia/Shanghai unless ACE_BUSINESS_TZ): what forms show as "today" and what
  // decides whether a quotation has expired, so a browser in another time zone agrees with the server.
  app.get('/business/order/today', async (req) => {
    requireScope(req);
    return { today: businessToday(), timeZone: BUSINESS_TZ };
  });

  app.get<{ Querystring: Static<typeof IdQuery> }>('/business/order/findById', { schema: { querystring: IdQuery } }, async (req) =>
    s().orders.findById(requireScope(req), req.query._id),
  );

  app.post<{ Body: Static<typeof AddBody> }>('/business/order/add', { schema: { body: AddBody } }, async (req) =>
    s().orders.add(requireScope(req), requireAuth(req).userId, req.body),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>('/business/order/update', { schema: { body: UpdateBody } }, async (req) =>
    s().orders.update(requireScope(req), req.body),
  );

  app.delete<{ Querystring: Static<typeof DeleteQuery> }>('/business/order/delete', { schema: { querystring: DeleteQuery } }, async (req) => {
    const ids = [req.query._id, ...(req.query._ids ?? '').split(',')].map((v) => v?.trim()).filter((v): v is string => !!v);
    if (!ids.length) throw badRequest('请选择要删除的记录');
    return s().orders.remove(requireScope(req), [...new Set(ids)]);
  });

  app.post<{ Body: Static<typeof StatusBody> }>('/business/order/changeStatus', { schema: { body: StatusBody } }, async (req) =>
    s().workflow.changeStatus(requireScope(req), req.body._id, req.body.status),
  );

  app.post<{ Body: Static<typeof IdBody> }>('/business/order/quotation/generateOrder', { schema: { body: IdBody } }, async (req) => {
    const { order, created } = await s().workflow.generateOrder(requireScope(req), requireAuth(req).userId, req.body._id);
    return withMessage({ ...order, created }, created ? '已生成订单' : '该报价单已生成订单');
  });
}
