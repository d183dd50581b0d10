import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { ListOf, Open, RecordOf, replies } from '../http/reply-schemas';
import { requireAuth, requireScope } from '../http/auth-hook';
import { requirePermission, type Access } from '../http/permission-guard';
import { notFound } from '../core/errors';
import { updateBodySchema, type JsonSchema } from './request-schemas';
import type { ResourceService } from './resource-service';
import { verbAction, type EngineVerb } from './endpoints';
import { addRouteBodySchema, decodeList, idsFromQuery } from './routes';
import { validateFor } from './validate-body';
import { CUSTOM_API_BASE } from './tenant-resources';
import { stableBody } from './stable-bodies';

type Params = { Params: { name: string } };
type Body = Record<string, unknown>;

/** The resolved resource and the caller's rights on it, per request (set before the body is read). */
const resolved = new WeakMap<FastifyRequest, { service: ResourceService; access: Access }>();
/** Body schemas per served version of a resource (Fastify caches the compiled check per schema object). */
const bodies = new WeakMap<ResourceService, { add: JsonSchema; update: JsonSchema }>();
const bodiesOf = (s: ResourceService) => {
  let b = bodies.get(s);
  if (!b)
    bodies.set(
      s,
      (b = {
        add: stableBody('add', s.schema, () => addRouteBodySchema(s.schema)),
        update: stableBody('update', s.schema, () => updateBodySchema(s.schema)),
      }),
    );
  return b;
};

/**
 * The five calls of every resource a tenant's admins added (docs/requirements.md §10.3) at
 * `/business/custom/<name>/list | findById | add | update | delete`: the same generic service,
 * list format, validation and envelope as a built-in resource's, looked up per request in the
 * caller's tenant (tenant-resources.ts) so a publish serves the next request without a restart.
 * A name the tenant has not published is a 404 before any right is checked (another tenant's
 * resources are not even acknowledged); then the right, as on every engine route.
 */
export async function customResourceRoutes(app: FastifyInstance) {
  const base = `${CUSTOM_API_BASE}/:name`;
  const resolve = (verb: EngineVerb) => async (req: FastifyRequest<Params>) => {
    const auth = requireAuth(req);
    const service = (await app.services.tenantResources.of(auth.tenantId)).services.get(req.params.name);
    if (!service) throw notFound('资源不存在或尚未发布');
    resolved.set(req, { service, access: await requirePermission(req, service.schema.name, verbAction(service.schema, verb)) });
  };
  const the = (req: FastifyRequest) => resolved.get(req)!;
  /** The resource's own body schema, for a refusal made before the handler's checks to name the field. */
  const bodyOf = (verb: 'add' | 'update') => ({
    bodySchemaOf: async (req: FastifyRequest) => {
      const { name } = req.params as { name: string };
      const service = req.auth && (await app.services.tenantResources.of(req.auth.tenantId)).services.get(name);
      return service ? bodiesOf(service)[verb] : undefined;
    },
  });
  const docs = (summary: string, reply: TSchema, body = false) => ({
    summary,
    tags: ['自定义资源'],
    description: '数据模型中发布的资源（`name` 为资源名），列表格式、校验与内置资源相同；所需权限为该资源的对应操作。',
    response: replies(reply),
    // The fields are the resource's own: checked against its published schema in the handler.
    ...(body ? { body: Type.Unsafe({ type: 'object', title: '记录', description: '字段由该资源的定义决定' }) } : {}),
  });
  const Row = RecordOf({}, '记录（字段由该资源的定义决定）');

  app.get<Params>(`${base}/list`, { preValidation: resolve('list'), schema: docs('自定义资源列表', ListOf(Row)) }, async (req) => {
    const { service, access } = the(req);
    return service.list(requireScope(req), decodeList(req.query), access);
  });
  app.get<Params & { Querystring: { _id?: string } }>(
    `${base}/findById`,
    { preValidation: resolve('findById'), schema: docs('自定义资源详情', Row) },
    async (req) => {
      const { service, access } = the(req);
      const id = typeof req.query._id === 'string' ? req.query._id.trim() : '';
      if (!id) throw notFound(`${service.schema.label}不存在或已删除`);
      return service.findById(requireScope(req), id, undefined, access);
    },
  );
  app.post<Params>(
    `${base}/add`,
    { config: bodyOf('add'), preValidation: resolve('add'), schema: docs('新增自定义资源记录', Row, true) },
    async (req) => {
      const { service, access } = the(req);
      validateFor(req, bodiesOf(service).add, req.body ?? {});
      return service.add(requireScope(req), req.body as Body, { auth: req.auth, access });
    },
  );
  app.put<Params>(
    `${base}/update`,
    { config: bodyOf('update'), preValidation: resolve('update'), schema: docs('修改自定义资源记录', Row, true) },
    async (req) => {
      const { service, access } = the(req);
      validateFor(req, bodiesOf(service).update, req.body ?? {});
      return service.update(requireScope(req), req.body as Body & { _id: string }, { auth: req.auth, access });
    },
  );
  app.delete<Params>(
    `${base}/delete`,
    { preValidation: resolve('delete'), schema: docs('删除自定义资源记录', Open({ count: Type.Integer() })) },
    async (req) => {
      const { service, access } = the(req);
      return service.delete(requireScope(req), idsFromQuery(req.query as Body), { auth: req.auth, access });
    },
  );
}
