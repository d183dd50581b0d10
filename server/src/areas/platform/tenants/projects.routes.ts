import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { ListOf, RecordOf, replies, ValueOf } from '../../../http/reply-schemas';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const Name = Type.String({ title: ts('fieldProjectName'), minLength: 1, maxLength: 50 });
const UserIds = Type.Array(Type.String({ maxLength: 64 }), { title: ts('fieldProjectMembers'), minItems: 1, maxItems: 500 });
const AddBody = Type.Object({ name: Name, userIds: Type.Optional(UserIds) }, { additionalProperties: false });
const UpdateBody = Type.Object(
  {
    _id: Type.String({ title: ts('fieldProjectId'), minLength: 1, maxLength: 64 }),
    name: Type.Optional(Name),
    userIds: Type.Optional(UserIds),
  },
  // The screen may send back the row it read (isDefault, createdAt); only name and members are used.
  { additionalProperties: true },
);

const tags = ['项目'];
const TenantProject = RecordOf(
  {
    name: Type.String(),
    isDefault: Type.Boolean({ description: '是否为主项目（Main）' }),
    userIds: Type.Array(Type.String()),
    createdAt: Type.String(),
  },
  '项目',
);
const OneProject = replies(ValueOf(TenantProject));

/**
 * Projects (docs/requirements.md §3), payloads in `value`: listByUser for anyone signed in;
 * 多项目管理 (list, add, rename, members) for admins of the caller's tenant.
 */
export async function projectsRoutes(app: FastifyInstance) {
  const svc = app.services.projects;
  const need = (action: 'list' | 'create' | 'edit') => ({ access: 'user' as const, permission: { resource: 'projects', action } });

  const mine = replies(ValueOf(Type.Array(RecordOf({ name: Type.String(), isDefault: Type.Boolean() }))));
  app.get(
    '/setting/project/listByUser',
    { config: { access: 'user' }, schema: { summary: '我的项目', tags, response: mine } },
    async (req) => {
      const { tenantId, userId } = requireAuth(req);
      return { value: await svc.listByUser(tenantId, userId) };
    },
  );

  app.get(
    '/setting/project/list',
    {
      config: need('list'),
      schema: {
        summary: '项目列表',
        tags,
        description: '本租户的全部项目，主项目在前。',
        response: replies(ValueOf(ListOf(TenantProject))),
      },
    },
    async (req) => ({ value: await svc.list(requireAuth(req)) }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/project/add',
    { config: need('create'), schema: { summary: '新增项目', tags, body: AddBody, response: OneProject } },
    async (req) => ({
      value: await svc.add(requireAuth(req), req.body),
    }),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/project/update',
    { config: need('edit'), schema: { summary: '修改项目', tags, body: UpdateBody, response: OneProject } },
    async (req) => {
      const { _id, name, userIds } = req.body;
      return { value: await svc.update(requireAuth(req), _id, { name, userIds }) };
    },
  );
}
