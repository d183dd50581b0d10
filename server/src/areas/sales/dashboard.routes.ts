import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireScope } from '../../http/auth-hook';

const TrendQuery = Type.Object({
  range: Type.Optional(Type.Union([Type.Literal('week'), Type.Literal('month'), Type.Literal('year')], { title: '统计范围' })),
  _t: Type.Optional(Type.String()),
});
const UnpaidQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100 })),
  _t: Type.Optional(Type.String()),
});

/** GET /business/order/dashboard/collect, /trend?range=week|month|year, /unpaid (docs/requirements.md §7). */
export async function dashboardRoutes(app: FastifyInstance) {
  const d = () => app.services.sales.dashboard;
  app.get('/business/order/dashboard/collect', async (req) => d().collect(requireScope(req)));
  app.get<{ Querystring: Static<typeof TrendQuery> }>(
    '/business/order/dashboard/trend',
    { schema: { querystring: TrendQuery } },
    async (req) => d().trend(requireScope(req), req.query.range ?? 'week'),
  );
  app.get<{ Querystring: Static<typeof UnpaidQuery> }>(
    '/business/order/dashboard/unpaid',
    { schema: { querystring: UnpaidQuery } },
    async (req) => d().unpaid(requireScope(req), req.query.pageNo ?? 1, req.query.pageSize ?? 3),
  );
}
