import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../../core/errors';
import { holds } from '../../../http/permission-guard';
import { deniedMessage } from '../../../../../src/domain/permissions/actions';
import { DATA_SCOPES } from '../../../../../src/domain/permissions/grants';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { withMessage } from '../../../http/envelope-hook';
import { ListOf, Open, RecordOf, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { t as ts } from '../../../messages/zh-CN/serverPeople';
import { shownLabel } from '../../../messages/shown-labels';

const Id = Type.String({ title: ts('fieldRole'), minLength: 1, maxLength: 64 });
const Name = Type.String({ title: ts('fieldRoleName'), minLength: 1, maxLength: 32 });
const Description = Type.String({ title: ts('fieldDescription'), maxLength: 200 });
/** Checked against the permission catalogue by the service (unknown resources, actions and fields named in the 400). */
const Permissions = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Object(
    {
      actions: Type.Array(Type.String({ maxLength: 32 }), { title: ts('fieldActions'), maxItems: 32 }),
      scope: Type.Optional(
        Type.Union(
          DATA_SCOPES.map((v) => Type.Literal(v)),
          { title: ts('fieldDataScope') },
        ),
      ),
      deptIds: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { title: ts('fieldCustomDepartments'), maxItems: 500 }),
      ),
      fields: Type.Optional(
        Type.Record(
          Type.String({ maxLength: 128 }),
          Type.Union([Type.Literal('hidden'), Type.Literal('readonly')], { title: ts('fieldFieldRule') }),
        ),
      ),
    },
    { additionalProperties: false },
  ),
  { title: ts('fieldPermissions'), maxProperties: 500 },
);
const AddBody = Type.Object(
  { name: Name, description: Type.Optional(Description), permissions: Type.Optional(Permissions) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { _id: Id, name: Type.Optional(Name), description: Type.Optional(Description), permissions: Type.Optional(Permissions) },
  { additionalProperties: false },
);
const IdQuery = Type.Object({ _id: Id });
const ListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ title: ts('fieldPageNo'), minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 500 })),
});

const tags = ['角色管理'];
const Role = RecordOf(
  {
    name: Type.String(),
    description: Type.String(),
    builtIn: Type.Boolean({ description: '内置角色（管理员、员工）：可编辑，不可删除' }),
    builtInKey: Type.Union([Type.Literal('admin'), Type.Literal('staff'), Type.Null()]),
    permissions: Open({}, '{ [资源]: { actions, scope?, deptIds?, fields? } }'),
    userCount: Type.Integer({ description: '持有该角色的人数' }),
  },
  '角色',
);
const OneRole = replies(ValueOf(Role));

/**
 * 角色管理 (docs/requirements.md §10.2): a tenant's roles and what each grants, managed by whoever holds the `role`
 * rights (管理员 by default); `GET /setting/role/mine` is every signed-in user's own effective rights,
 * what the client builds its screens from. Payloads in `value` as the spec's settings calls.
 */
export async function rolesRoutes(app: FastifyInstance) {
  const svc = app.services.roles;
  const need = (action: 'list' | 'create' | 'edit' | 'delete') => ({ access: 'user' as const, permission: { resource: 'role', action } });

  app.get(
    '/setting/role/mine',
    {
      config: { access: 'user' },
      schema: {
        summary: '我的权限',
        tags,
        description: '当前用户所有角色权限的并集；超级管理员 superAdmin 为 true。',
        response: replies(ValueOf(Open({ superAdmin: Type.Boolean(), permissions: Open() }))),
      },
    },
    async (req) => ({ value: await svc.effective(requireAuth(req)) }),
  );

  // Whoever manages people reads the roles too: 组织与人员 shows and assigns them.
  const readsRoles = async (req: FastifyRequest) => {
    for (const [resource, action] of [
      ['role', 'list'],
      ['org', 'create'],
      ['org', 'edit'],
    ] as const)
      if (await holds(req, resource, action)) return;
    const label = await svc.labelOf('role', req.auth?.tenantId);
    throw forbidden(() => deniedMessage('list', shownLabel(label)));
  };
  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/setting/role/list',
    {
      config: { access: 'user' },
      preValidation: readsRoles,
      schema: {
        summary: '角色列表',
        tags,
        description: '需要权限：role.list，或 org.create / org.edit（组织与人员分配角色时读取）。',
        querystring: ListQuery,
        response: replies(ValueOf(ListOf(Role))),
      },
    },
    async (req) => ({ value: await svc.list(requireAuth(req)) }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/role/add',
    { config: need('create'), schema: { summary: '新增角色', tags, body: AddBody, response: OneRole } },
    async (req) => withMessage({ value: await svc.add(requireAuth(req), req.body) }, () => ts('roleAdded')),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/role/update',
    { config: need('edit'), schema: { summary: '修改角色', tags, body: UpdateBody, response: OneRole } },
    async (req) => {
      const { _id, ...input } = req.body;
      return withMessage({ value: await svc.update(requireAuth(req), _id, input) }, () => ts('roleSaved'));
    },
  );

  app.delete<{ Querystring: Static<typeof IdQuery> }>(
    '/setting/role/delete',
    { config: need('delete'), schema: { summary: '删除角色', tags, querystring: IdQuery, response: repliesNull() } },
    async (req) => {
      await svc.delete(requireAuth(req), req.query._id);
      return withMessage(null, () => ts('roleDeleted'));
    },
  );
}
