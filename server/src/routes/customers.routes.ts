import type { FastifyInstance } from 'fastify';
import { requireScope } from '../http/auth-hook.js';
import { withMessage } from '../http/envelope-hook.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../db/list-query.js';
import { decodeList } from '../schema-engine/routes.js';
import { idQuerySchema } from '../schema-engine/request-schemas.js';

const toStaff = (u: { id: string; username: string; display_name: string; role: string }) => ({
  _id: u.id,
  username: u.username,
  displayName: u.display_name,
  role: u.role,
});

/**
 * POST /business/customer_potential/convert { _id }: turns a potential customer into a customer in
 * one transaction. Replies `{ customer, potential }`; the lead stays (已转化, linked both ways).
 * The generic calls of customers and potential customers come from the schema engine.
 *
 * GET /business/staff/list and /business/staff/findById?_id=: the people of the current project, read-only,
 * for any signed-in user — the options of the 负责人 (owner) reference (the org screen is admin-only).
 */
export async function customersRoutes(app: FastifyInstance) {
  const staffColumns = {
    displayName: { column: 'display_name', label: '姓名', searchable: true, sortable: true },
    username: { column: 'username', label: '用户名', searchable: true, sortable: true },
    _id: { column: 'id', label: '编号', filterable: true },
  };
  app.get('/business/staff/list', async (req) => {
    const scope = requireScope(req);
    const res = await listQuery<{ id: string; username: string; display_name: string; role: string }>({
      db: app.db,
      table: 'users',
      scope: { tenant_id: scope.tenantId, status: 1 },
      where: (eb) => eb('id', 'in', eb.selectFrom('user_projects').select('user_id').where('project_id', '=', scope.projectId)),
      whereKey: `project:${scope.projectId}`,
      columns: staffColumns,
      defaultSort: { field: 'displayName', order: 'asc' },
      request: decodeList(req.query),
      select: ['id', 'username', 'display_name', 'role'],
    });
    return { rows: res.rows.map(toStaff), total: res.total };
  });
  app.get<{ Querystring: { _id: string } }>('/business/staff/findById', { schema: { querystring: idQuerySchema } }, async (req) => {
    const scope = requireScope(req);
    const u = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'role'])
      .where('tenant_id', '=', scope.tenantId)
      .where('id', '=', req.query._id)
      .executeTakeFirst();
    if (!u) throw notFound('人员不存在');
    return toStaff(u);
  });

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
