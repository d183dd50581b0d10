import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { ListOf, RecordOf, replies, ValueOf } from '../../../http/reply-schemas';
import { forbidden } from '../../../core/errors';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

const ListQuery = Type.Object({
  pageNo: Type.Integer({ title: ts('fieldPageNo'), minimum: 1, default: 1 }),
  pageSize: Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 100, default: 10 }),
  userName: Type.Optional(Type.String({ title: ts('fieldUser'), maxLength: 64 })),
  _t: Type.Optional(Type.String()),
});
const IdBody = Type.Object({ _id: Type.String({ title: ts('fieldSessionId'), minLength: 1, maxLength: 64 }) });

const tags = ['在线用户'];
const Session = RecordOf(
  {
    userId: Type.String(),
    userName: Type.String({ description: '账号' }),
    displayName: Type.String({ description: '姓名' }),
    ip: Type.Union([Type.String(), Type.Null()], { description: '登录地址' }),
    userAgent: Type.Union([Type.String(), Type.Null()], { description: '登录时的浏览器标识' }),
    browser: Type.String({ description: '浏览器（如 Chrome 131）' }),
    os: Type.String({ description: '操作系统（如 Windows 10/11）' }),
    createdAt: Type.String({ description: '登录时间' }),
    lastActiveAt: Type.String({ description: '最后活动时间（至多每分钟更新一次）' }),
    current: Type.Boolean({ description: '是否为发出本请求的会话' }),
  },
  '会话',
);
/** 在线用户 is a page of the permission catalogue: `list` to see the sessions, `delete` to 强退. */
const right = (action: 'list' | 'delete') => ({ access: 'user' as const, permission: { resource: 'onlineUser', action } });

/**
 * 在线用户 (an admin's: the tenant's active sessions, 强退) and 我的登录设备 (a person's own sessions,
 * 退出其他设备); payloads in `value` (docs/api.md「在线用户」「个人中心」).
 */
export async function onlineSessionsRoutes(app: FastifyInstance) {
  const online = app.services.onlineSessions;
  const sessions = app.services.sessions;

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/setting/session/list',
    { schema: { summary: '在线用户', tags, querystring: ListQuery, response: replies(ValueOf(ListOf(Session))) }, config: right('list') },
    async (req) => ({ value: await online.list(requireAuth(req), req.query) }),
  );

  app.post<{ Body: Static<typeof IdBody> }>(
    '/setting/session/kick',
    {
      schema: { summary: '强制下线（强退）', tags, body: IdBody, response: replies(ValueOf(Type.Null())) },
      config: right('delete'),
    },
    async (req) => {
      const actor = requireAuth(req);
      // No 强退 of someone whose rights exceed the caller's, nor of the super-admin (as 组织与人员's 停用).
      await sessions.kick(actor, req.body._id, async (user) => {
        if (user.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden(() => ts('superAdminNotKicked'));
        if (user._id !== actor.userId) await app.services.roles.checkManageable(actor, user);
      });
      return { value: null };
    },
  );

  app.get(
    '/setting/session/mine',
    { schema: { summary: '我的登录设备', tags, response: replies(ValueOf(Type.Array(Session))) }, config: { access: 'user' } },
    async (req) => ({ value: await online.mine(requireAuth(req)) }),
  );

  app.post(
    '/setting/session/logoutOthers',
    {
      schema: {
        summary: '退出其他设备',
        tags,
        body: Type.Object({}, { additionalProperties: false, title: ts('fieldRequestBody'), description: '空对象 {}' }),
        response: replies(ValueOf(Type.Object({ ended: Type.Integer({ description: '结束的会话数' }) }))),
      },
      config: { access: 'user' },
    },
    async (req) => ({ value: { ended: await sessions.endOthers(requireAuth(req)) } }),
  );
}
