import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../../http/auth-hook';
import { withMessage } from '../../../http/envelope-hook';
import { ListOf, RecordOf, replies, repliesNull } from '../../../http/reply-schemas';
import { decodeList } from '../../../schema-engine/routes';
import { idQuerySchema } from '../../../schema-engine/request-schemas';
import { logSecurityEvent } from '../sign-in/security-log';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const UnlockBody = Type.Object(
  { _id: Type.String({ title: ts('fieldUserId'), minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

const tags = ['员工'];
const Staff = RecordOf({ username: Type.String(), displayName: Type.String({ description: '姓名（停用的人后缀（已停用））' }) }, '员工');
const listQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, default: 1, title: ts('fieldPageNo') },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10, title: ts('fieldPageSize') },
    q: { type: 'string', title: ts('fieldSearch'), description: '按姓名或用户名搜索' },
    sortField: { type: 'string', enum: ['displayName', 'username'], title: ts('fieldSortField') },
    sortOrder: { type: 'string', enum: ['asc', 'desc'], title: ts('fieldSortOrder') },
  },
};

/**
 * GET /business/staff/list and /business/staff/findById?_id=: the active people of the current
 * project, read-only, for any signed-in user — the options of the 负责人 (owner) reference (the org
 * screen is admin-only). The same staff.service decides which owners a record may reference.
 * POST /business/staff/unlockLogin { _id }: 解锁 (formerly 解除登录限制), admins only (login-unlock.service.ts).
 */
export async function staffRoutes(app: FastifyInstance) {
  app.get(
    '/business/staff/list',
    {
      schema: { summary: '项目员工列表', tags, description: '当前项目在职的人（负责人的选项）。', response: replies(ListOf(Staff)) },
      config: { openapi: { querystring: listQuery } },
    },
    async (req) => app.services.staff.list(requireScope(req), decodeList(req.query)),
  );
  app.get<{ Querystring: { _id: string } }>(
    '/business/staff/findById',
    { schema: { summary: '员工详情', tags, querystring: idQuerySchema, response: replies(Staff) } },
    async (req) => app.services.staff.findById(requireScope(req), req.query._id),
  );
  app.post<{ Body: Static<typeof UnlockBody> }>(
    '/business/staff/unlockLogin',
    {
      config: { access: 'user', permission: { resource: 'org', action: 'edit' } },
      schema: { summary: '解锁（解除登录限制）', tags, body: UnlockBody, response: repliesNull() },
    },
    async (req) => {
      const auth = requireAuth(req);
      await app.services.loginUnlock.unlock(auth, req.body._id);
      logSecurityEvent(req.log, 'loginUnlocked', { userId: req.body._id, actorId: auth.userId, tenantId: auth.tenantId });
      return withMessage(null, () => ts('unlocked'));
    },
  );
}
