import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireScope } from '../../http/auth-hook';
import { unauthorized } from '../../core/errors';
import { accessIfHeld } from '../../http/permission-guard';
import { fieldRules } from '../../schema-engine/field-rules';
import type { Dto } from '../../schema-engine/codec';
import { ListOf, Open, replies } from '../../http/reply-schemas';
import { withholdCollect, withholdTrend, type HidesOrderField } from './dashboard.service';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

const TrendQuery = Type.Object({
  range: Type.Optional(Type.Union([Type.Literal('week'), Type.Literal('month'), Type.Literal('year')], { title: ts('fieldTrendRange') })),
  _t: Type.Optional(Type.String()),
});
const UnpaidQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ title: ts('fieldPageNo'), minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 100 })),
  _t: Type.Optional(Type.String()),
});

const tags = ['首页统计'];
/** 仪表盘's `list` right; under `own` scope the figures count the user's own sales. */
const DASHBOARD = { permission: { resource: 'dashboard', action: 'list' as const } };

/** GET /business/order/dashboard/collect, /trend?range=week|month|year, /unpaid (docs/requirements.md §7). */
export async function dashboardRoutes(app: FastifyInstance) {
  const d = () => app.services.sales.dashboard;
  /**
   * What the caller's order field rules hide, derived fields included (field-rules.ts widens them):
   * the money figures summed from a hidden field are left out (docs/permissions.md, 仪表盘). A caller
   * with no order right at all has no order rules: the 仪表盘 right alone shows every figure.
   */
  const orderHides = async (req: FastifyRequest): Promise<HidesOrderField> => {
    if (!req.auth) throw unauthorized();
    const eff = await app.services.roles.effective(req.auth);
    const order = eff.superAdmin ? undefined : eff.permissions.order;
    if (!order?.actions.length) return () => false;
    const access = { resource: 'order', userId: req.auth.userId, owners: null, fields: order.fields ?? {}, transfer: false };
    return fieldRules(app.services.resources.get('order').schema, access).hides;
  };
  app.get(
    '/business/order/dashboard/collect',
    {
      config: DASHBOARD,
      schema: {
        summary: '首页汇总数字',
        tags,
        description:
          '客户与潜在客户数，销售总额与订单数、今日的销售额与订单数、未收款笔数与金额（docs/requirements.md §3.12）。调用者的订单字段规则隐藏了金额的来源（总金额、已付金额）时不返回该金额，笔数照常。',
        response: replies(Open()),
      },
    },
    async (req) => withholdCollect(await d().collect(requireScope(req), new Date(), req.access?.owners ?? null), await orderHides(req)),
  );
  app.get<{ Querystring: Static<typeof TrendQuery> }>(
    '/business/order/dashboard/trend',
    {
      config: DASHBOARD,
      schema: {
        summary: '销售趋势',
        tags,
        description: '本期与上期，按天（year 为按月）。调用者的订单字段规则隐藏总金额时只有订单数，没有金额。',
        querystring: TrendQuery,
        response: replies(Open()),
      },
    },
    async (req) =>
      withholdTrend(
        await d().trend(requireScope(req), req.query.range ?? 'week', new Date(), req.access?.owners ?? null),
        await orderHides(req),
      ),
  );
  app.get<{ Querystring: Static<typeof UnpaidQuery> }>(
    '/business/order/dashboard/unpaid',
    {
      config: DASHBOARD,
      schema: {
        summary: '未收款的销售',
        tags,
        description: '订单本身按调用者对订单的权限给出：没有订单列表权限时只有笔数；“仅本人”时只有自己的；隐藏的字段不返回。',
        querystring: UnpaidQuery,
        response: replies(ListOf(Open())),
      },
    },
    async (req) => {
      const scope = requireScope(req);
      const dashboardOwner = req.access?.owners ?? null;
      // The rows are orders: shown under the caller's order rights, as the order list would show them.
      const orders = await accessIfHeld(req, 'order', 'list');
      if (!orders) return { rows: [], total: (await d().unpaid(scope, 1, 1, dashboardOwner)).total };
      const page = await d().unpaid(scope, req.query.pageNo ?? 1, req.query.pageSize ?? 3, orders.owners ?? dashboardOwner);
      const rules = fieldRules(app.services.resources.get('order').schema, orders);
      return { rows: page.rows.map((r) => rules.strip(r as unknown as Dto)), total: page.total };
    },
  );
}
