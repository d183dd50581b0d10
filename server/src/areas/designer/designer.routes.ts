import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { requireAuth } from '../../http/auth-hook';
import { SCHEMA_VERSION_HEADER } from '../../../../src/domain/envelope';
import type { DesignFile } from './designer.service';
import { Open, replies, repliesNull, ValueOf } from '../../http/reply-schemas';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

const Name = Type.String({ title: ts('fieldResourceName'), minLength: 1, maxLength: 64 });
const NameQuery = Type.Object({ name: Name });
const SaveBody = Type.Object(
  // The shape of a design is checked by the service, in the designer's words (src/schemas/designCheck.ts).
  { schema: Type.Unsafe<ResourceSchema>({ type: 'object', title: ts('fieldDesign') }) },
  { additionalProperties: false },
);
const ImportBody = Type.Object(
  { design: Type.Unsafe<DesignFile>({ type: 'object', title: ts('fieldDesignFile') }) },
  { additionalProperties: false },
);
const PublishBody = Type.Object({ name: Name }, { additionalProperties: false });
const RollbackBody = Type.Object(
  { name: Name, version: Type.Integer({ title: ts('fieldVersion'), minimum: 1 }) },
  { additionalProperties: false },
);

const tags = ['数据模型'];
const read = { access: 'user' as const, permission: { resource: 'resource', action: 'list' as const } };
const write = { access: 'user' as const, permission: { resource: 'resource', action: 'edit' as const } };
const Version = replies(ValueOf(Open({ version: Type.Integer() }, '发布后的版本号')));

/**
 * 设置 → 数据模型 (docs/requirements.md §10.3): a tenant's admins design resources (draft), publish them (version N,
 * the table migrated, served at once in every process) and roll back. `published` is every signed-in
 * user's: the client builds its menu, routes and screens from it with the built-in schemas.
 */
export async function designerRoutes(app: FastifyInstance) {
  const svc = app.services.designer;

  app.get(
    '/setting/resource/list',
    { config: read, schema: { summary: '资源列表（内置与自定义）', tags, response: replies(ValueOf(Open())) } },
    async (req) => ({
      value: await svc.list(requireAuth(req).tenantId),
    }),
  );
  app.get<{ Querystring: Static<typeof NameQuery> }>(
    '/setting/resource/findByName',
    { config: read, schema: { summary: '资源定义（草稿与已发布）', tags, querystring: NameQuery, response: replies(ValueOf(Open())) } },
    async (req) => ({ value: await svc.findByName(requireAuth(req).tenantId, req.query.name) }),
  );
  app.post<{ Body: Static<typeof SaveBody> }>(
    '/setting/resource/save',
    { config: write, schema: { summary: '保存草稿', tags, body: SaveBody, response: replies(ValueOf(Open())) } },
    async (req) => ({ value: await svc.save(requireAuth(req), req.body.schema) }),
  );
  app.post<{ Body: Static<typeof PublishBody> }>(
    '/setting/resource/publish',
    { config: write, schema: { summary: '发布草稿', tags, body: PublishBody, response: Version } },
    async (req) => ({ value: await svc.publish(requireAuth(req), req.body.name) }),
  );
  app.post<{ Body: Static<typeof PublishBody> }>(
    '/setting/resource/discard',
    { config: write, schema: { summary: '放弃草稿', tags, body: PublishBody, response: repliesNull() } },
    async (req) => {
      await svc.discard(requireAuth(req), req.body.name);
      return null;
    },
  );
  app.get<{ Querystring: Static<typeof NameQuery> }>(
    '/setting/resource/versions',
    { config: read, schema: { summary: '版本历史', tags, querystring: NameQuery, response: replies(ValueOf(Open())) } },
    async (req) => ({ value: await svc.versions(requireAuth(req).tenantId, req.query.name) }),
  );
  app.post<{ Body: Static<typeof RollbackBody> }>(
    '/setting/resource/rollback',
    { config: write, schema: { summary: '回滚到某个版本', tags, body: RollbackBody, response: Version } },
    async (req) => ({ value: await svc.rollback(requireAuth(req), req.body.name, req.body.version) }),
  );
  app.get<{ Querystring: Static<typeof NameQuery> }>(
    '/setting/resource/export',
    { config: read, schema: { summary: '导出资源定义（JSON）', tags, querystring: NameQuery, response: replies(ValueOf(Open())) } },
    async (req) => ({ value: await svc.exportDesign(requireAuth(req).tenantId, req.query.name) }),
  );
  app.post<{ Body: Static<typeof ImportBody> }>(
    '/setting/resource/import',
    {
      config: write,
      schema: {
        summary: '导入资源定义（存为草稿）',
        description: '按发布的规则检查；通过后存为草稿，由管理员发布。',
        tags,
        body: ImportBody,
        response: replies(ValueOf(Open())),
      },
    },
    async (req) => ({ value: await svc.importDesign(requireAuth(req), req.body.design) }),
  );
  app.get(
    '/setting/resource/published',
    { config: { access: 'user' }, schema: { summary: '本租户已发布的自定义资源', tags, response: replies(ValueOf(Type.Array(Open()))) } },
    async (req, reply) => {
      const { schemas, fingerprint } = await svc.published(requireAuth(req).tenantId);
      // The version of exactly these (not of whatever is served when the reply leaves): the client marks them applied.
      reply.header(SCHEMA_VERSION_HEADER, fingerprint);
      return { value: schemas };
    },
  );
}
