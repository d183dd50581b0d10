import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../http/auth-hook';
import { requireRecordPermission } from '../../schema-engine/record-access';
import { accessIfHeld } from '../../http/permission-guard';
import { fieldRules } from '../../schema-engine/field-rules';
import { tenantServiceOf } from '../../schema-engine/tenant-service';
import { conversionRights } from './conversion-rights';
import { withMessage } from '../../http/envelope-hook';
import { Open, replies } from '../../http/reply-schemas';
import { choiceOf, conversionChoiceProperties, type ConversionChoice } from './customer-match';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/**
 * POST /business/customer_potential/convert { _id, customerId?, createNew? }: turns a potential
 * customer into a customer in one transaction, or links it to the existing customer of its name
 * (customer-match.ts; a name-only match answers 409 CUSTOMER_NAME_TAKEN with the candidates until the
 * caller chooses). Replies `{ customer, potential, linked }`; the lead stays (已转化, linked both ways).
 * The customers it meets are those the caller may see and edit (conversion-rights.ts).
 * The generic calls of customers and potential customers come from the schema engine.
 */
export async function customersRoutes(app: FastifyInstance) {
  app.post<{ Body: { _id: string } & ConversionChoice }>(
    '/business/customer_potential/convert',
    {
      schema: {
        summary: '潜在客户转为客户',
        tags: ['潜在客户'],
        description:
          '一个事务内新建客户，或关联同名且联系人或联系号码相同的已有客户；只有名称相同时返回 409（code 10101，data.candidates 为同名客户），由调用方以 customerId（关联已有客户）或 createNew（新建客户）再次提交。只在调用者可列表并编辑的客户范围内查找同名客户（隐藏字段不返回、不参与匹配），否则直接新建；关联已有客户需要客户的编辑权限，范围外的客户按不存在处理；潜在客户的负责人不是调用者时，新客户沿用该负责人需要客户的转移权限。潜在客户保留（已转化），两边互相关联。',
        response: replies(Open({ customer: Open(), potential: Open() })),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['_id'],
          properties: { _id: { title: ts('fieldLead'), type: 'string', minLength: 1, maxLength: 64 }, ...conversionChoiceProperties },
        },
      },
    },
    async (req) => {
      const { access } = await requireRecordPermission(req, 'customer_potential', req.body._id, 'convert');
      const scope = requireScope(req);
      const rights = await conversionRights(req);
      const { customer, potential, linked } = await app.services.customers.convert(
        scope,
        req.body._id,
        req.auth,
        choiceOf(req.body),
        rights,
      );
      // Each record as the caller may see it: the customer in their scope under their customer rules, or only which one it is.
      const engine = app.services.resources;
      const view = await accessIfHeld(req, 'customer', 'show');
      const clients = (await tenantServiceOf(app.services, scope.tenantId, 'customer'))!;
      const seen = view && (await clients.find(scope, customer._id, undefined, view));
      return withMessage(
        {
          customer: seen || { _id: customer._id, name: customer.name },
          potential: fieldRules(engine.get('customer_potential').schema, access).strip(potential),
          linked,
        },
        () => ts(linked ? 'leadLinked' : 'leadConverted'),
      );
    },
  );
}
