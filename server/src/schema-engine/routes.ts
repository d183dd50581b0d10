import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../../src/schemas/types';
import { decodeIds, decodeListQuery, ListQueryError } from '../../../src/schemas/listQuery';
import { requireScope } from '../http/auth-hook';
import { holds, requirePermission, type Access } from '../http/permission-guard';
import { deniedMessage } from '../../../src/domain/permissions/actions';
import type { FieldRule } from '../../../src/domain/permissions/grants';
import { badRequest, forbidden, notFound } from '../core/errors';
import { inScope } from '../db/scope';
import { columnName } from './columns';
import { addBodySchema, fixedProperties, updateBodySchema, idQuerySchema, type JsonSchema } from './request-schemas';
import type { ResourceService } from './resource-service';
import { endpointOf, verbAction, type EngineVerb } from './endpoints';
import { validateFor } from './validate-body';
import { stableBody } from './stable-bodies';
import {
  customBodySchemaOf,
  familyFor,
  serviceFor,
  takeCustomFields,
  takeFamilyCustomFields,
  withCustomFields,
  withFamilyCustomFields,
} from './custom-fields';
import { memberOf, memberOfList, type Family } from './families';
import { deleteQueryDocs, engineRouteDocs, listQueryDocs } from './route-docs';

/** Wire errors of the shared decoder become the usual Chinese 400. */
export function decodeList(query: unknown, ignore?: string[]) {
  try {
    return decodeListQuery((query ?? {}) as Record<string, unknown>, { ignore });
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
}

/** `_ids=a,b,c` (bulk) or `_id=a` (one), as the shared wire format defines. */
export function idsFromQuery(query: Record<string, unknown>): string[] {
  try {
    if (query._ids !== undefined) return decodeIds(query._ids);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
  const id = query._id;
  if (typeof id !== 'string' || !id.trim()) throw badRequest('请选择要删除的记录');
  return [id.trim()];
}

/** The add body of a route: the writable fields plus the fixed values, which the client sends on create. */
export function addRouteBodySchema(schema: ResourceSchema): JsonSchema {
  const body = addBodySchema(schema) as JsonSchema & { properties: Record<string, JsonSchema> };
  return { ...body, properties: { ...body.properties, ...fixedProperties(schema) } };
}

const allows = (schema: ResourceSchema, ...actions: string[]) =>
  !schema.actions || actions.some((a) => (schema.actions as string[]).includes(a));
type Body = Record<string, unknown>;

/**
 * Registers the five calls of one resource: GET list, GET findById?_id=, POST add, PUT update,
 * DELETE delete?_id= | ?_ids=. Bodies are validated by JSON schemas derived from the resource
 * schema (Chinese errors naming the field); scope always comes from the verified session.
 */
export function registerResourceRoutes(app: FastifyInstance, service: ResourceService) {
  const { schema } = service;
  const docs = (verb: EngineVerb) => engineRouteDocs(schema, verb);
  /** The right each call needs on this resource, checked by the auth hook before the body is read. */
  const need = (verb: EngineVerb) => ({ resource: schema.name, action: verbAction(schema, verb) });
  // The caller's tenant may have added fields to this resource (custom-fields.ts).
  const custom = { preValidation: async (req: FastifyRequest) => takeCustomFields(req, schema.name) };
  type IdQuery = { Querystring: { _id: string } };
  app.get(
    endpointOf(schema, 'list'),
    { ...custom, schema: docs('list'), config: { permission: need('list'), openapi: { querystring: listQueryDocs(schema) } } },
    async (req) => serviceFor(req, service).list(requireScope(req), decodeList(req.query), req.access),
  );
  app.get<IdQuery>(
    endpointOf(schema, 'findById'),
    { ...custom, schema: { ...docs('findById'), querystring: idQuerySchema }, config: { permission: need('findById') } },
    async (req) => serviceFor(req, service).findById(requireScope(req), req.query._id, undefined, req.access),
  );
  if (allows(schema, 'create')) {
    app.post(
      endpointOf(schema, 'add'),
      {
        ...custom,
        schema: { ...docs('add'), body: addRouteBodySchema(schema) },
        config: { permission: need('add'), bodySchemaOf: customBodySchemaOf(schema.name, 'add') },
      },
      async (req: FastifyRequest) =>
        serviceFor(req, service).add(requireScope(req), withCustomFields(req, 'add'), { auth: req.auth, access: req.access }),
    );
  }
  if (allows(schema, 'edit')) {
    app.put(
      endpointOf(schema, 'update'),
      {
        ...custom,
        schema: { ...docs('update'), body: updateBodySchema(schema) },
        config: { permission: need('update'), bodySchemaOf: customBodySchemaOf(schema.name, 'update') },
      },
      async (req: FastifyRequest) =>
        serviceFor(req, service).update(requireScope(req), withCustomFields(req, 'update') as Body & { _id: string }, {
          auth: req.auth,
          access: req.access,
        }),
    );
  }
  if (allows(schema, 'delete', 'bulkDelete')) {
    app.delete(
      endpointOf(schema, 'delete'),
      { ...custom, schema: docs('delete'), config: { permission: need('delete'), openapi: { querystring: deleteQueryDocs } } },
      async (req) =>
        serviceFor(req, service).delete(requireScope(req), idsFromQuery(req.query as Body), { auth: req.auth, access: req.access }),
    );
  }
}

/**
 * The members' request schemas side by side: every property any member accepts (a choice takes every
 * member's values: quotation and order statuses); required what all require. Each member's own
 * schema checks the body again once the member is known (validateFor).
 */
function unionBody(schemas: JsonSchema[], base: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const s of schemas) {
    for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
      const seen = properties[k];
      properties[k] =
        seen && Array.isArray(seen.enum) && Array.isArray(v.enum)
          ? { ...seen, enum: [...new Set([...seen.enum, ...v.enum])] }
          : (seen ?? v);
    }
  }
  const required = ((schemas[0].required ?? []) as string[]).filter((r) =>
    schemas.every((s) => ((s.required ?? []) as string[]).includes(r)),
  );
  return { ...base, type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}

/**
 * The calls of a family (families.ts), at the paths its members share: a list or an add goes to the
 * member it names (else the whole family, or the `familyDefault` member for an add); findById reads
 * across the family; update and delete go to the member the stored records belong to.
 */
export function registerFamilyRoutes(app: FastifyInstance, builtIn: Family, builtInService: ResourceService) {
  const schema = builtIn.members[0].schema;
  const { keys } = builtIn;
  const label = builtIn.schema.label;
  const docs = (verb: EngineVerb) => engineRouteDocs(builtIn.schema, verb, builtIn);
  // Per member (the tenant's members too, with their custom fields: custom-fields.ts), made on first use.
  const addSchemas = new WeakMap<ResourceService, JsonSchema>();
  const updateSchemas = new WeakMap<ResourceService, JsonSchema>();
  const addSchemaOf = (m: ResourceService) =>
    addSchemas.get(m) ??
    addSchemas
      .set(
        m,
        stableBody('add', m.schema, () => addRouteBodySchema(m.schema)),
      )
      .get(m)!;
  const updateSchemaOf = (m: ResourceService) =>
    updateSchemas.get(m) ??
    updateSchemas
      .set(
        m,
        stableBody('update', m.schema, () => updateBodySchema(m.schema)),
      )
      .get(m)!;
  const addUnion = unionBody(builtIn.members.map(addSchemaOf), { title: label });
  /** The family serving a request: the caller's tenant's, when it added fields to a member. */
  const the = (req: FastifyRequest) => familyFor(req, { family: builtIn, service: builtInService });
  const take = async (req: FastifyRequest) => takeFamilyCustomFields(req, endpointOf(schema, 'list'));
  // Every member's value of each discriminator; required unless one member takes adds that name none.
  for (const k of keys) {
    const field = builtIn.schema.fields.find((f) => f.name === k);
    (addUnion.properties as Record<string, JsonSchema>)[k] = {
      title: field?.label ?? k,
      enum: builtIn.members.map((m) => m.schema.fixed![k]),
    };
  }
  if (!builtIn.fallback) addUnion.required = [...new Set([...((addUnion.required ?? []) as string[]), ...keys])];

  /** The members the stored records belong to (by their discriminator columns); 404 for a record not in the scope. */
  async function membersIn(req: FastifyRequest, ids: string[]): Promise<Set<ResourceService | undefined>> {
    const scope = requireScope(req);
    const { family, service: familyService } = the(req);
    const rows: Body[] = await familyService.db.kysely
      .selectFrom(familyService.table as never)
      .select(['id', ...keys.map(columnName)] as never)
      .where(inScope(scope))
      .where('id' as never, 'in', ids as never)
      .execute();
    if (rows.length !== new Set(ids).size) throw notFound(`${label}不存在或已删除`);
    return new Set(rows.map((r) => memberOf(family, Object.fromEntries(keys.map((k) => [k, r[columnName(k)]])))));
  }
  /** The one member the stored records belong to. */
  async function membersOf(req: FastifyRequest, ids: string[]): Promise<ResourceService> {
    const found = await membersIn(req, ids);
    if (found.size !== 1 || found.has(undefined)) throw badRequest(`一次只能处理同一类的${label}`);
    return [...found][0]!;
  }
  /**
   * The caller's rights for a call reaching several members (a list across the family, a delete of
   * several kinds): each member's right is needed; the strictest scope and field rules apply.
   */
  async function accessToAll(req: FastifyRequest, services: Iterable<ResourceService>, verb: EngineVerb): Promise<Access> {
    const all: Access[] = [];
    for (const m of services) all.push(await requirePermission(req, m.schema.name, verbAction(m.schema, verb)));
    const fields: Record<string, FieldRule> = {};
    for (const a of all) for (const [f, r] of Object.entries(a.fields)) if (fields[f] !== 'hidden') fields[f] = r;
    return { ...all[0], ownerId: all.find((a) => a.ownerId)?.ownerId ?? null, fields, transfer: all.every((a) => a.transfer) };
  }

  /**
   * Before the body is checked (403 rather than a 400 about the body, as on every other route): the
   * member the parsed body names (add) or its stored record is (update) needs the right; a body that
   * names none needs it on some member. The handler checks the member again once the body is valid.
   */
  const memberRight = (verb: 'add' | 'update') => async (req: FastifyRequest) => {
    await take(req);
    const { family } = the(req);
    const members = family.members;
    const body = (req.body ?? {}) as Body;
    let member: ResourceService | undefined;
    if (verb === 'add') member = keys.some((k) => body[k] !== undefined) ? memberOf(family, body) : family.fallback;
    else if (typeof body._id === 'string' && body._id) {
      const found = await membersIn(req, [body._id]).catch(() => new Set<undefined>());
      member = found.size === 1 ? [...found][0] : undefined;
    }
    if (member) return void (await requirePermission(req, member.schema.name, verbAction(member.schema, verb)));
    for (const m of members) if (await holds(req, m.schema.name, verbAction(m.schema, verb))) return;
    throw forbidden(deniedMessage(verbAction(schema, verb), label));
  };

  app.get(
    endpointOf(schema, 'list'),
    { preValidation: take, schema: docs('list'), config: { openapi: { querystring: listQueryDocs(builtIn.schema) } } },
    async (req) => {
      const scope = requireScope(req);
      const { family, service: familyService } = the(req);
      const query = decodeList(req.query);
      let member: ResourceService | undefined;
      try {
        member = memberOfList(family, query);
      } catch (err) {
        if (err instanceof ListQueryError) throw badRequest(err.message);
        throw err;
      }
      return (member ?? familyService).list(scope, query, await accessToAll(req, member ? [member] : family.members, 'list'));
    },
  );
  app.get<{ Querystring: { _id: string } }>(
    endpointOf(schema, 'findById'),
    { preValidation: take, schema: { ...docs('findById'), querystring: idQuerySchema } },
    async (req) => {
      const scope = requireScope(req);
      const { family, service: familyService } = the(req);
      // The record says which member it is, and so which right it needs; then it is read as that member.
      const found = await familyService.findById(scope, req.query._id);
      const member = memberOf(family, found);
      if (!member) return familyService.findById(scope, req.query._id, undefined, await accessToAll(req, family.members, 'findById'));
      return member.findById(scope, req.query._id, undefined, await requirePermission(req, member.schema.name, 'show'));
    },
  );
  app.post(endpointOf(schema, 'add'), { schema: { ...docs('add'), body: addUnion }, preValidation: memberRight('add') }, async (req) => {
    const { family } = the(req);
    const body = withFamilyCustomFields(req);
    const named = keys.some((k) => body[k] !== undefined);
    const member = named ? memberOf(family, body) : family.fallback;
    if (!member) throw badRequest(`${label}的类型不正确`);
    const access = await requirePermission(req, member.schema.name, verbAction(member.schema, 'add'));
    validateFor(req, addSchemaOf(member), body);
    return member.add(requireScope(req), body, { auth: req.auth, access });
  });
  const updateUnion = unionBody(builtIn.members.map(updateSchemaOf), { title: label });
  app.put(
    endpointOf(schema, 'update'),
    { schema: { ...docs('update'), body: updateUnion }, preValidation: memberRight('update') },
    async (req) => {
      const body = withFamilyCustomFields(req) as Body & { _id: string };
      const member = await membersOf(req, [body._id]);
      const access = await requirePermission(req, member.schema.name, 'edit');
      validateFor(req, updateSchemaOf(member), body);
      return member.update(requireScope(req), body, { auth: req.auth, access });
    },
  );
  app.delete(
    endpointOf(schema, 'delete'),
    { preValidation: take, schema: docs('delete'), config: { openapi: { querystring: deleteQueryDocs } } },
    async (req) => {
      const { family, service: familyService } = the(req);
      const ids = idsFromQuery(req.query as Body);
      // Members under one set of rules (the order views) are deleted together; otherwise one member per call.
      const shared = family.sharedRules();
      const involved = shared ? [...(await membersIn(req, ids))].filter((m): m is ResourceService => !!m) : [await membersOf(req, ids)];
      const access = await accessToAll(req, involved.length ? involved : family.members, 'delete');
      return (shared ? familyService : involved[0]).delete(requireScope(req), ids, { auth: req.auth, access });
    },
  );
}

/**
 * Fastify plugin serving every schema resource of `app.services.resources` (built-in ones and
 * those an admin stored in the database) at its API paths. Registered once by app.ts.
 */
export async function schemaEngineRoutes(app: FastifyInstance) {
  await app.services.resources.loadStored();
  for (const r of app.services.resources.routes()) {
    if ('family' in r) registerFamilyRoutes(app, r.family, r.service);
    else registerResourceRoutes(app, r.service);
  }
}
