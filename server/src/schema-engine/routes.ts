import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ResourceSchema } from '../../../src/schemas/types';
import { decodeIds, ListQueryError } from '../../../src/schemas/listQueryDecode';
import { deniedMessage } from '../../../src/domain/permissions/actions';
import { requireAuth, requireScope } from '../http/auth-hook';
import { holds, requirePermission, type Access } from '../http/permission-guard';
import { oncePerRequest } from '../http/once-per-request';
import { ListOf, Open, RecordOf, replies } from '../http/reply-schemas';
import { badRequest, forbidden, notFound } from '../core/errors';
import { idQuerySchema } from './request-schemas';
import type { ResourceService } from './resource-service';
import { endpointOf, verbAction, type EngineVerb } from './endpoints';
import { validateFor } from './validate-body';
import { bodySchemaOf, familyBodySchemaOf, type BodyVerb } from './stable-bodies';
import { memberOf } from './families';
import { decodeList, listMember } from './list-request';

export { decodeList };
import { accessToAll, isAlone, memberOfRecords, membersIn, unitOf, type ServedUnit } from './served-unit';
import { CUSTOM_API_BASE } from './tenant-resources';
import { deleteQueryDocs, engineRouteDocs, listQueryDocs } from './route-docs';
import { registerExportCalls } from './export/export.routes';
import { registerRecycleCalls } from './recycle-routes';
import { registerBulkUpdateCalls } from './bulk-update-routes';
import { registerExportJobRoutes } from './export/export-job.routes';
import { createExportJobs } from './export/export-jobs.service';
import { registerImportCalls } from './import/import.routes';
import { unimportableRequired } from '../../../src/schemas/importable';
import { acceptMultipart } from '../http/upload-reader';
import { t as te } from '../messages/zh-CN/serverEngine';
import { shownLabel } from '../messages/shown-labels';

/** `_ids=a,b,c` (bulk) or `_id=a` (one), as the shared wire format defines. */
function idsFromQuery(query: Record<string, unknown>): string[] {
  try {
    if (query._ids !== undefined) return decodeIds(query._ids);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(() => err.say(shownLabel));
    throw err;
  }
  const id = query._id;
  if (typeof id !== 'string' || !id.trim()) throw badRequest(() => te('chooseToDelete'));
  return [id.trim()];
}

type Body = Record<string, unknown>;

/** What a route's documentation says: its schema, and what only the OpenAPI document reads. */
interface CallDocs {
  schema: FastifySchema;
  openapi?: { querystring?: object; body?: object };
}

/** One resource's (or family's) calls as `registerResourceCalls` serves them. */
export interface ServedCalls {
  /** The calls it answers, each at its path. */
  verbs: ReadonlyArray<{ verb: EngineVerb; path: string; docs: CallDocs }>;
  /**
   * The resource whose right every call needs, when it is known from the path alone (a built-in
   * resource on its own): declared on the route, so the auth hook checks it before the body is read.
   */
  declared?: ResourceSchema;
  /** What serves the request for the caller's tenant (its custom fields, its designs); a 404 for a name it does not serve. */
  unitFor(req: FastifyRequest): Promise<ServedUnit>;
}

/** The member a call goes to and the caller's rights on it, found once per request. */
interface Target {
  member: ResourceService;
  access: Access;
}

/**
 * Registers the five calls of a resource — GET list, GET findById?_id=, POST add, PUT update,
 * DELETE delete?_id= | ?_ids= — for a built-in resource, a family (families.ts: the order views)
 * and a resource a tenant designed alike. What serves a request is looked up per request in the
 * caller's tenant (a published design, custom fields: served from the next request, in every
 * process). The right is checked once per call: before the body is read where the member is known
 * from the path or the body, else once the stored record says which member it is. Bodies are
 * checked against the served member's one body schema, custom fields included (Chinese errors
 * naming the field); scope always comes from the verified session.
 */
function registerResourceCalls(app: FastifyInstance, served: ServedCalls) {
  const unit = oncePerRequest((req): Promise<ServedUnit> => served.unitFor(req));
  const targets = new WeakMap<FastifyRequest, Target>();
  const target = (req: FastifyRequest, member: ResourceService, access: Access) => void targets.set(req, { member, access });

  /**
   * Before the body is checked (a 403 rather than a 400 about the body): a resource on its own
   * takes the right the auth hook checked, or checks it here; a family's add or update needs the
   * right on the member the body names (add) or its stored record is (update), and a body that
   * names none needs it on some member (the handler refuses it then).
   */
  const resolve = (verb: EngineVerb) => async (req: FastifyRequest) => {
    const u = await unit(req);
    if (isAlone(u)) {
      const { schema } = u.service;
      return target(req, u.service, req.access ?? (await requirePermission(req, schema.name, verbAction(schema, verb))));
    }
    if (verb !== 'add' && verb !== 'update') return;
    const { family } = u;
    const body = (req.body ?? {}) as Body;
    let member: ResourceService | undefined;
    if (verb === 'add') member = family.keys.some((k) => body[k] !== undefined) ? memberOf(family, body) : family.fallback;
    else if (typeof body._id === 'string' && body._id) {
      const found = await membersIn(req, u, [body._id]).catch(() => new Set<undefined>());
      member = found.size === 1 ? [...found][0] : undefined;
    }
    if (member) return target(req, member, await requirePermission(req, member.schema.name, verbAction(member.schema, verb)));
    for (const m of family.members) if (await holds(req, m.schema.name, verbAction(m.schema, verb))) return;
    throw forbidden(deniedMessage(verbAction(family.members[0].schema, verb), family.schema.label));
  };

  /** The body schema a refusal made before the route's checks (a NUL character) names the fields by. */
  const bodyOf = (verb: BodyVerb) => async (req: FastifyRequest) => {
    try {
      const u = await unit(req);
      return isAlone(u) ? bodySchemaOf(u.service, verb) : familyBodySchemaOf(u.family, verb);
    } catch {
      return undefined;
    }
  };

  /** A write's body as the members of a family accept it together: checked before its member is known. */
  const checkFamily = (req: FastifyRequest, u: ServedUnit, verb: BodyVerb) => {
    if (!isAlone(u)) validateFor(req, familyBodySchemaOf(u.family, verb), req.body);
  };

  const handlers: Record<EngineVerb, (req: FastifyRequest) => Promise<unknown>> = {
    async list(req) {
      const [u, scope, query] = [await unit(req), requireScope(req), decodeList(req.query)];
      const t = targets.get(req);
      if (t) return t.member.list(scope, query, t.access);
      const member = listMember(u.family, query);
      return (member ?? u.service).list(scope, query, await accessToAll(req, member ? [member] : u.family.members, 'list'));
    },
    async findById(req) {
      const [u, scope] = [await unit(req), requireScope(req)];
      const raw = (req.query as Body)._id;
      const id = typeof raw === 'string' ? raw.trim() : '';
      if (!id) throw notFound(`${u.family.schema.label}不存在或已删除`);
      const t = targets.get(req);
      if (t) return t.member.findById(scope, id, undefined, t.access);
      // The record says which member it is, and so which right it needs; then that member serves the row read (one read).
      const stored = await u.service.peek(scope, id);
      if (!stored) throw notFound(`${u.family.schema.label}不存在或已删除`);
      const member = memberOf(u.family, stored.values);
      const found = member
        ? await member.fromRow(scope, stored.row, undefined, await requirePermission(req, member.schema.name, 'show'))
        : await u.service.fromRow(scope, stored.row, undefined, await accessToAll(req, u.family.members, 'findById'));
      if (!found) throw notFound(`${(member ?? u.service).schema.label}不存在或已删除`);
      return found;
    },
    async add(req) {
      const u = await unit(req);
      checkFamily(req, u, 'add');
      const t = targets.get(req);
      if (!t) throw badRequest(() => te('wrongType', { label: shownLabel(u.family.schema.label) }));
      validateFor(req, bodySchemaOf(t.member, 'add'), req.body);
      return t.member.add(requireScope(req), req.body as Body, { auth: requireAuth(req), access: t.access });
    },
    async update(req) {
      const u = await unit(req);
      checkFamily(req, u, 'update');
      const body = req.body as Body & { _id: string };
      let t = targets.get(req);
      if (!t) {
        const member = await memberOfRecords(req, u, [body._id]);
        t = { member, access: await requirePermission(req, member.schema.name, 'edit') };
      }
      validateFor(req, bodySchemaOf(t.member, 'update'), body);
      return t.member.update(requireScope(req), body, { auth: requireAuth(req), access: t.access });
    },
    async delete(req) {
      const u = await unit(req);
      const ids = idsFromQuery(req.query as Body);
      const opts = (access: Access) => ({ auth: requireAuth(req), access });
      const t = targets.get(req);
      if (t) return t.member.delete(requireScope(req), ids, opts(t.access));
      // Members under one set of rules (the order views) are deleted together; otherwise one member per call.
      const shared = u.family.sharedRules();
      const involved = shared
        ? [...(await membersIn(req, u, ids))].filter((m): m is ResourceService => !!m)
        : [await memberOfRecords(req, u, ids)];
      const access = await accessToAll(req, involved.length ? involved : u.family.members, 'delete');
      return (shared ? u.service : involved[0]).delete(requireScope(req), ids, opts(access));
    },
  };

  const methods = { list: 'GET', findById: 'GET', add: 'POST', update: 'PUT', delete: 'DELETE' } as const;
  for (const { verb, path, docs } of served.verbs) {
    const write = verb === 'add' || verb === 'update';
    app.route({
      method: methods[verb],
      url: path,
      schema: docs.schema,
      preValidation: resolve(verb),
      config: {
        ...(served.declared ? { permission: { resource: served.declared.name, action: verbAction(served.declared, verb) } } : {}),
        ...(write ? { bodySchemaOf: bodyOf(verb) } : {}),
        ...(docs.openapi ? { openapi: docs.openapi } : {}),
      },
      handler: handlers[verb],
    });
  }
}

const VERBS: EngineVerb[] = ['list', 'findById', 'add', 'update', 'delete'];
const allows = (schema: ResourceSchema, ...actions: string[]) =>
  !schema.actions || actions.some((a) => (schema.actions as string[]).includes(a));
/** The calls a built-in resource answers: list and findById always, the writes its `actions` allow. */
const builtInVerbs = (schema: ResourceSchema): EngineVerb[] =>
  VERBS.filter(
    (v) =>
      (v !== 'add' || allows(schema, 'create')) &&
      (v !== 'update' || allows(schema, 'edit')) &&
      (v !== 'delete' || allows(schema, 'delete', 'bulkDelete')),
  );

/** The documentation of a built-in resource's or family's call. */
function builtInDocs(unit: ServedUnit, verb: EngineVerb): CallDocs {
  const alone = isAlone(unit);
  const schema = engineRouteDocs(unit.family.schema, verb, alone ? undefined : unit.family);
  const body = (v: BodyVerb) => (alone ? bodySchemaOf(unit.service, v) : familyBodySchemaOf(unit.family, v));
  switch (verb) {
    case 'list':
      return { schema, openapi: { querystring: listQueryDocs(unit.family.schema) } };
    case 'findById':
      return { schema: { ...schema, querystring: idQuerySchema } };
    case 'add':
    case 'update':
      return { schema, openapi: { body: body(verb) } };
    case 'delete':
      return { schema, openapi: { querystring: deleteQueryDocs } };
  }
}

/** The documentation of a designed resource's call: its fields are known only per tenant. */
function designedDocs(verb: EngineVerb): CallDocs {
  const Row = RecordOf({}, '记录（字段由该资源的定义决定）');
  const summaries: Record<EngineVerb, string> = {
    list: '自定义资源列表',
    findById: '自定义资源详情',
    add: '新增自定义资源记录',
    update: '修改自定义资源记录',
    delete: '删除自定义资源记录',
  };
  const reply = verb === 'list' ? ListOf(Row) : verb === 'delete' ? Open({ count: Type.Integer() }) : Row;
  const write = verb === 'add' || verb === 'update';
  return {
    schema: {
      summary: summaries[verb],
      tags: ['自定义资源'],
      description: '数据模型中发布的资源（`name` 为资源名），列表格式、校验与内置资源相同；所需权限为该资源的对应操作。',
      response: replies(reply),
    },
    // The fields are the resource's own: checked against its published schema in the handler.
    ...(write ? { openapi: { body: { type: 'object', title: '记录', description: '字段由该资源的定义决定' } } } : {}),
  };
}

/**
 * Fastify plugin serving every schema resource at its API paths: each built-in resource and family
 * of `app.services.resources` (with the caller's tenant's custom fields where it added some), and
 * the resources tenants designed at `/business/custom/<name>/…`, looked up per request in the
 * caller's tenant (tenant-resources.ts), so a publish serves the next request without a restart;
 * a name the tenant has not published is a 404 before any right is checked. Each serves its list's
 * export too (export/, docs/schema-engine.md 导出). Registered once by app.ts.
 */
export async function schemaEngineRoutes(app: FastifyInstance) {
  const jobs = createExportJobs(app.db, app.config.dataDir);
  // The imports' files (multipart): read by the one upload reader, in this plugin only.
  acceptMultipart(app);
  const tenant = (req: FastifyRequest) => app.services.tenantResources.of(requireAuth(req).tenantId);
  for (const r of app.services.resources.routes()) {
    const builtIn: ServedUnit = 'family' in r ? { family: r.family, service: r.service } : unitOf(r.service);
    const first = builtIn.family.members[0].schema;
    const alone = isAlone(builtIn);
    const listPath = endpointOf(first, 'list');
    const unitFor = async (req: FastifyRequest) => {
      const mine = await tenant(req);
      if (!alone) return mine.families.get(listPath) ?? builtIn;
      const variant = mine.extended.get(first.name);
      return variant ? unitOf(variant) : builtIn;
    };
    registerResourceCalls(app, {
      verbs: (alone ? builtInVerbs(first) : VERBS).map((verb) => ({
        verb,
        path: endpointOf(first, verb),
        docs: builtInDocs(builtIn, verb),
      })),
      declared: alone ? first : undefined,
      unitFor,
    });
    // 导出 of what the list shows (export/), at the resource's apiBase.
    registerExportCalls(app, { base: first.apiBase, schema: builtIn.family.schema, unitFor }, jobs);
    // 回收站 and 批量修改 of a resource on its own (docs/recycle-bin.md).
    if (alone && first.softDelete) registerRecycleCalls(app, { base: first.apiBase, schema: first, unitFor });
    if (alone && allows(first, 'edit'))
      registerBulkUpdateCalls(app, { base: first.apiBase, schema: first, service: builtIn.service, unitFor });
    // 导入 into it (import/, docs/schema-engine.md 导入), beside; not where no member can be (an order's lines).
    if (builtIn.family.members.some((m) => !unimportableRequired(m.schema)))
      registerImportCalls(app, { base: first.apiBase, schema: builtIn.family.schema, unitFor }, jobs);
  }
  const designed = async (req: FastifyRequest) => {
    const { name } = req.params as { name: string };
    const service = (await tenant(req)).services.get(name);
    if (!service) throw notFound('资源不存在或尚未发布');
    return unitOf(service);
  };
  registerResourceCalls(app, {
    verbs: VERBS.map((verb) => ({ verb, path: `${CUSTOM_API_BASE}/:name/${verb}`, docs: designedDocs(verb) })),
    unitFor: designed,
  });
  registerExportCalls(app, { base: `${CUSTOM_API_BASE}/:name`, unitFor: designed }, jobs);
  registerRecycleCalls(app, { base: `${CUSTOM_API_BASE}/:name`, unitFor: designed });
  registerBulkUpdateCalls(app, { base: `${CUSTOM_API_BASE}/:name`, unitFor: designed });
  registerImportCalls(app, { base: `${CUSTOM_API_BASE}/:name`, unitFor: designed }, jobs);
  registerExportJobRoutes(app, jobs);
}
