import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../../src/schemas/types';
import { decodeIds, decodeListQuery, ListQueryError } from '../../../src/schemas/listQuery';
import { requireScope } from '../http/auth-hook.js';
import { badRequest } from '../http/errors.js';
import { addBodySchema, fixedProperties, updateBodySchema, idQuerySchema, type JsonSchema } from './request-schemas.js';
import type { ResourceService } from './resource-service.js';

/** The path of one call: the schema's `endpoints` override, else `<apiBase>/<verb>`. */
export const endpointOf = (schema: ResourceSchema, verb: 'list' | 'findById' | 'add' | 'update' | 'delete') =>
  schema.endpoints?.[verb] ?? `${schema.apiBase}/${verb}`;

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

const allows = (schema: ResourceSchema, ...actions: string[]) => !schema.actions || actions.some((a) => (schema.actions as string[]).includes(a));

/**
 * Registers the five calls of one resource: GET list, GET findById?_id=, POST add, PUT update,
 * DELETE delete?_id= | ?_ids=. Bodies are validated by JSON schemas derived from the resource
 * schema (Chinese errors naming the field); scope always comes from the verified session.
 * `skip` leaves out calls an area serves itself.
 */
export function registerResourceRoutes(app: FastifyInstance, service: ResourceService, opts: { skip?: string[] } = {}) {
  const { schema } = service;
  const want = (verb: string) => !opts.skip?.includes(verb);
  type IdQuery = { Querystring: { _id: string } };

  if (want('list')) app.get(endpointOf(schema, 'list'), async (req) => service.list(requireScope(req), decodeList(req.query)));
  if (want('findById')) {
    app.get<IdQuery>(endpointOf(schema, 'findById'), { schema: { querystring: idQuerySchema } }, async (req) =>
      service.findById(requireScope(req), req.query._id),
    );
  }
  if (want('add') && allows(schema, 'create')) {
    app.post(endpointOf(schema, 'add'), { schema: { body: addRouteBodySchema(schema) } }, async (req: FastifyRequest) =>
      service.add(requireScope(req), req.body as Record<string, unknown>, { auth: req.auth }),
    );
  }
  if (want('update') && allows(schema, 'edit')) {
    app.put(endpointOf(schema, 'update'), { schema: { body: updateBodySchema(schema) } }, async (req: FastifyRequest) =>
      service.update(requireScope(req), req.body as Record<string, unknown> & { _id: string }, { auth: req.auth }),
    );
  }
  if (want('delete') && allows(schema, 'delete', 'bulkDelete')) {
    app.delete(endpointOf(schema, 'delete'), async (req) =>
      service.delete(requireScope(req), idsFromQuery(req.query as Record<string, unknown>), { auth: req.auth }),
    );
  }
}

/**
 * Fastify plugin serving every schema resource of `app.services.resources` (built-in ones and
 * those an admin stored in the database) at its API paths. Registered once in routes/index.ts.
 */
export async function schemaEngineRoutes(app: FastifyInstance) {
  await app.services.resources.loadStored();
  for (const service of app.services.resources.routed()) registerResourceRoutes(app, service);
}
