import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { ListOf, RecordOf, replies, ValueOf } from '../../../http/reply-schemas';
import { MOBILE_PATTERN } from '../sign-in/captcha.service';
import { USERNAME_PATTERN } from '../sign-in/password-policy';
import { PASSWORD_MAX_LENGTH } from '../../../../../src/domain/passwordRule';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const Id = Type.String({ title: ts('fieldUserId'), minLength: 1, maxLength: 64 });
const Role = Type.Union([Type.Literal('staff'), Type.Literal('admin')], { title: ts('fieldRole') });
const DisplayName = Type.String({ title: ts('fieldDisplayName'), minLength: 1, maxLength: 32 });
const Mobile = Type.Union([Type.String({ pattern: MOBILE_PATTERN }), Type.Null()], { title: ts('fieldMobile') });
const ProjectIds = Type.Array(Type.String({ maxLength: 64 }), { title: ts('fieldUserProjects'), minItems: 1, maxItems: 100 });
const DeptId = Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: ts('fieldUserDepartment') });
const RoleIds = Type.Array(Type.String({ maxLength: 64 }), { title: ts('fieldRole'), minItems: 1, maxItems: 50 });

const ListQuery = Type.Object({
  pageNo: Type.Integer({ title: ts('fieldPageNo'), minimum: 1, default: 1 }),
  pageSize: Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 100, default: 10 }),
  keyword: Type.Optional(Type.String({ title: ts('fieldKeyword'), maxLength: 64 })),
  role: Type.Optional(Type.Union([Role, Type.Literal('super_admin')], { title: ts('fieldRole') })),
  roleId: Type.Optional(Type.String({ title: ts('fieldRole'), maxLength: 64, description: '持有该角色的人员' })),
  status: Type.Optional(Type.Integer({ title: ts('fieldStatus'), minimum: 0, maximum: 1 })),
  deptId: Type.Optional(Type.String({ title: ts('fieldDepartment'), maxLength: 64, description: '该部门及其下级部门的人员' })),
});
const AddBody = Type.Object(
  {
    username: Type.String({ title: ts('fieldUsername'), pattern: USERNAME_PATTERN }),
    password: Type.String({ title: ts('fieldPassword'), minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    displayName: DisplayName,
    mobile: Type.Optional(Mobile),
    role: Type.Optional(Role),
    projectIds: Type.Optional(ProjectIds),
    roleIds: Type.Optional(RoleIds),
    deptId: Type.Optional(DeptId),
  },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  {
    _id: Id,
    displayName: Type.Optional(DisplayName),
    mobile: Type.Optional(Mobile),
    projectIds: Type.Optional(ProjectIds),
    roleIds: Type.Optional(RoleIds),
    deptId: Type.Optional(DeptId),
  },
  { additionalProperties: true },
);
const RoleBody = Type.Object({ _id: Id, role: Role });
const IdBody = Type.Object({ _id: Id });

const tags = ['组织与人员'];
const OrgUser = RecordOf(
  {
    username: Type.String(),
    displayName: Type.String(),
    mobile: Type.Union([Type.String(), Type.Null()]),
    role: Type.String({ description: 'staff、admin 或 super_admin' }),
    status: Type.Integer({ description: '1 启用，0 停用' }),
    projectIds: Type.Array(Type.String()),
    roleIds: Type.Array(Type.String(), { description: '持有的角色（权限为各角色之并集）' }),
    deptId: Type.Union([Type.String(), Type.Null()], { description: '所属部门' }),
    deptName: Type.String({ description: '所属部门名称，无则为空' }),
    createdAt: Type.String(),
  },
  '人员',
);
const OneUser = replies(ValueOf(OrgUser));

/** 组织与人员: the tenant's people, admins only; payloads in `value` (lists as value.rows / value.total). */
export async function orgRoutes(app: FastifyInstance) {
  const svc = app.services.org;
  const need = (action: 'list' | 'create' | 'edit') => ({ access: 'user' as const, permission: { resource: 'org', action } });

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/setting/org/list',
    { config: need('list'), schema: { summary: '人员列表', tags, querystring: ListQuery, response: replies(ValueOf(ListOf(OrgUser))) } },
    async (req) => ({
      value: await svc.list(requireAuth(req), req.query),
    }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/org/addUser',
    { config: need('create'), schema: { summary: '新增人员', tags, body: AddBody, response: OneUser } },
    async (req) => ({
      value: await svc.add(requireAuth(req), { ...req.body, username: req.body.username.trim() }),
    }),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/org/update',
    { config: need('edit'), schema: { summary: '修改人员', tags, body: UpdateBody, response: OneUser } },
    async (req) => {
      const { _id, displayName, mobile, projectIds, roleIds, deptId } = req.body;
      return { value: await svc.update(requireAuth(req), _id, { displayName, mobile, projectIds, roleIds, deptId }) };
    },
  );

  app.put<{ Body: Static<typeof RoleBody> }>(
    '/setting/org/updateRole',
    { config: need('edit'), schema: { summary: '修改人员角色', tags, body: RoleBody, response: OneUser } },
    async (req) => ({
      value: await svc.updateRole(requireAuth(req), req.body._id, req.body.role),
    }),
  );

  app.post<{ Body: Static<typeof IdBody> }>(
    '/setting/org/disable',
    { config: need('edit'), schema: { summary: '停用人员', tags, body: IdBody, response: OneUser } },
    async (req) => ({
      value: await svc.setStatus(requireAuth(req), req.body._id, 0),
    }),
  );

  app.post<{ Body: Static<typeof IdBody> }>(
    '/setting/org/enable',
    { config: need('edit'), schema: { summary: '启用人员', tags, body: IdBody, response: OneUser } },
    async (req) => ({
      value: await svc.setStatus(requireAuth(req), req.body._id, 1),
    }),
  );
}
