import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { withMessage } from '../../../http/envelope-hook';
import { ListOf, RecordOf, replies } from '../../../http/reply-schemas';
import { MOBILE_PATTERN } from '../sign-in/captcha.service';
import { USERNAME_PATTERN } from '../sign-in/password-policy';
import { PASSWORD_MAX_LENGTH } from '../../../../../src/domain/passwordRule';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const Id = Type.String({ title: ts('fieldTenantId'), minLength: 1, maxLength: 64 });
const Name = Type.String({ title: ts('fieldTenantName'), minLength: 1, maxLength: 100 });

const ListQuery = Type.Object({
  pageNo: Type.Integer({ title: ts('fieldPageNo'), minimum: 1, default: 1 }),
  pageSize: Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 100, default: 10 }),
  name: Type.Optional(Type.String({ title: ts('fieldTenantName'), maxLength: 100 })),
});
const AddBody = Type.Object(
  {
    name: Name,
    adminUsername: Type.String({ title: ts('fieldAdminUsername'), pattern: USERNAME_PATTERN }),
    adminPassword: Type.String({ title: ts('fieldAdminPassword'), minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    adminMobile: Type.Optional(Type.String({ title: ts('fieldAdminMobile'), pattern: MOBILE_PATTERN })),
  },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { _id: Id, name: Type.Optional(Name), status: Type.Optional(Type.Integer({ title: ts('fieldStatus'), minimum: 0, maximum: 1 })) },
  { additionalProperties: true },
);
const IdBody = Type.Object({ _id: Id });

const tags = ['租户'];
const Tenant = RecordOf(
  { name: Type.String(), status: Type.Integer({ description: '1 启用，0 停用' }), userCount: Type.Integer(), createdAt: Type.String() },
  '租户',
);
const OneTenant = replies(Tenant);

/** Tenant management, super-admins only: list (rows/total), add with an admin user, update, disable, enable. */
export async function tenantsRoutes(app: FastifyInstance) {
  const svc = app.services.tenants;
  const opts = { config: { access: 'superAdmin' as const } };

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/setting/tenant/list',
    { ...opts, schema: { summary: '租户列表', tags, querystring: ListQuery, response: replies(ListOf(Tenant)) } },
    async (req) => svc.list(req.query),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/tenant/add',
    { ...opts, schema: { summary: '新增租户', tags, description: '连同其管理员、主项目与公司信息。', body: AddBody, response: OneTenant } },
    async (req) => {
      const b = req.body;
      const { tenantId } = await svc.createWithAdmin(
        {
          tenantName: b.name.trim(),
          username: b.adminUsername,
          password: b.adminPassword,
          mobile: b.adminMobile,
        },
        requireAuth(req).actor,
      );
      return svc.get(tenantId);
    },
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/tenant/update',
    { ...opts, schema: { summary: '修改租户', tags, body: UpdateBody, response: OneTenant } },
    async (req) => {
      const { _id, name, status } = req.body;
      return svc.update(_id, { name: name?.trim(), status }, requireAuth(req));
    },
  );

  app.post<{ Body: Static<typeof IdBody> }>(
    '/setting/tenant/disable',
    { ...opts, schema: { summary: '停用租户', tags, description: '结束其用户的会话并拒绝其登录。', body: IdBody, response: OneTenant } },
    async (req) => withMessage(await svc.update(req.body._id, { status: 0 }, requireAuth(req)), () => ts('tenantDisabled')),
  );

  app.post<{ Body: Static<typeof IdBody> }>(
    '/setting/tenant/enable',
    { ...opts, schema: { summary: '启用租户', tags, body: IdBody, response: OneTenant } },
    async (req) => withMessage(await svc.update(req.body._id, { status: 1 }, requireAuth(req)), () => ts('tenantEnabled')),
  );
}
