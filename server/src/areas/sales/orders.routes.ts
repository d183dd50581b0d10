import type { FastifyInstance } from 'fastify';
import { tenantServiceOf } from '../../schema-engine/tenant-service';
import { Type } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../http/auth-hook';
import { badRequest } from '../../core/errors';
import { requireRecordPermission } from '../../schema-engine/record-access';
import { accessIfHeld, requirePermission } from '../../http/permission-guard';
import { fieldRules } from '../../schema-engine/field-rules';
import { withMessage } from '../../http/envelope-hook';
import { Open, RecordOf, replies } from '../../http/reply-schemas';
import { choiceOf, conversionChoiceProperties, type ConversionChoice } from '../catalog/customer-match';
import { conversionRights } from '../catalog/conversion-rights';
import { BUSINESS_TZ, businessToday } from '../../core/business-days';
import { fieldJsonSchema } from '../../schema-engine/request-schemas';
import { orderFields } from '../../../../src/schemas/orderFields';
import { ORDER_STATUS_OPTIONS, QUOTATION_STATUS_OPTIONS } from '../../../../src/domain/sales/statuses';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

const id = (title: string) => ({ title, type: 'string', minLength: 1, maxLength: 64 });
/** The status field of the order schemas, with every status of either kind (the move is checked against the document's own). */
const status = fieldJsonSchema({
  ...orderFields('order').find((f) => f.name === 'status')!,
  options: [...ORDER_STATUS_OPTIONS, ...QUOTATION_STATUS_OPTIONS],
  required: true,
});
const statusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'status'],
  properties: { _id: id(ts('fieldOrder')), status },
};
const quotationBody = { type: 'object', additionalProperties: false, required: ['_id'], properties: { _id: id(ts('fieldQuotation')) } };
/** 生成订单: a lead's quotation may name the customer of the lead's name to use, or ask for a new one. */
const generateBody = { ...quotationBody, properties: { ...quotationBody.properties, ...conversionChoiceProperties } };

const tags = ['订单'];
const Order = RecordOf({}, '订单（或报价单）记录');
const Today = Open({ today: Type.String({ description: 'YYYY-MM-DD' }), timeZone: Type.String({ description: '营业日所在时区' }) });

/**
 * The order calls beyond the engine's five (docs/requirements.md §7.7; list, findById, add, update
 * and delete of /business/order are the engine's, for the three views as one family): the status
 * moves, generate-order, and the business day forms use as "today".
 */
export async function ordersRoutes(app: FastifyInstance) {
  const s = () => app.services.sales;

  // The business day (Asia/Shanghai unless ACE_BUSINESS_TZ): what forms show as "today" and what
  // decides whether a quotation has expired, so a browser in another time zone agrees with the server.
  app.get(
    '/business/order/today',
    {
      schema: {
        summary: '当前营业日',
        tags,
        response: replies(Today),
      },
    },
    async (req) => {
      requireScope(req);
      return { today: businessToday(), timeZone: BUSINESS_TZ };
    },
  );

  app.post<{ Body: { _id: string; status: number } }>(
    '/business/order/changeStatus',
    {
      schema: {
        summary: '变更订单状态',
        tags,
        description: '只允许该类单据状态流转表中的变更（否则 10100）。',
        body: statusBody,
        response: replies(Order),
      },
    },
    async (req) => {
      const { resource, access } = await requireRecordPermission(req, 'order', req.body._id, 'edit');
      // A status move writes the status: not for a role that may not change (or see) it.
      if (access?.fields.status) throw badRequest(() => ts('noStatusRight'));
      return fieldRules(app.services.resources.get(resource).schema, access).strip(
        await s().workflow.changeStatus(requireScope(req), req.body._id, req.body.status, { auth: req.auth }),
      );
    },
  );

  app.post<{ Body: { _id: string } & ConversionChoice }>(
    '/business/order/quotation/generateOrder',
    {
      schema: {
        summary: '报价单生成订单',
        tags,
        description:
          '已接受的报价单生成订单；已生成过时返回原订单（created 为 false）。潜在客户报价单先转为客户，同名客户的处理同“潜在客户转为客户”（409 / 10101 时以 customerId 或 createNew 再次提交）。',
        body: generateBody,
        response: replies(Order),
      },
    },
    async (req) => {
      const { resource } = await requireRecordPermission(req, 'customer_quotation', req.body._id, 'generateOrder', {
        onlyWhereOffered: true,
      });
      // A potential customer's quotation first turns the lead into a customer: that is 转为客户's right too.
      if (resource === 'customer_potential_quotation') await requirePermission(req, 'customer_potential', 'convert');
      const scope = requireScope(req);
      // The lead meets 客户 as the caller may see and write them (docs/permissions.md, 转为客户).
      const rights = resource === 'customer_potential_quotation' ? await conversionRights(req) : undefined;
      const { order, created } = await s().workflow.generateOrder(scope, { auth: requireAuth(req) }, req.body._id, {
        choice: choiceOf(req.body),
        rights,
      });
      // The order as the caller may see orders (in full under their rules and scope), or only which one it is.
      const view = await accessIfHeld(req, 'order', 'show');
      const orders = (await tenantServiceOf(app.services, scope.tenantId, 'order'))!;
      const seen = view && (await orders.find(scope, order._id, undefined, view));
      const shown = seen ?? { _id: order._id, code: order.code };
      return withMessage({ ...shown, created }, () => ts(created ? 'orderGenerated' : 'orderAlreadyGenerated'));
    },
  );
}
