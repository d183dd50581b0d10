import type { FastifyRequest } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { addBodySchema, updateBodySchema, type JsonSchema } from './request-schemas';
import type { ResourceService } from './resource-service';
import { validateFor } from './validate-body';
import { stableBody } from './stable-bodies';
import type { Family } from './families';

type Body = Record<string, unknown>;

/**
 * A tenant's custom fields on a built-in resource (docs/requirements.md §10.3) on the built-in's own routes. The
 * route's body schema is the built-in one, compiled once and strict (unknown fields refused); so
 * before it checks the body, the values of the caller's tenant's custom fields are taken out
 * (`preValidation`), and the handler checks them against the custom fields' own body schema and
 * gives the whole record to the tenant's variant of the service, which stores, reads, filters and
 * sorts them like any field.
 */

/** Per request: what serves it (the tenant's variant, or family) and the custom values taken out of its body. */
interface Taken<T> {
  served: T;
  values: Body;
}
const taken = new WeakMap<FastifyRequest, Taken<ResourceService>>();
/** The custom fields' body schemas per variant (Fastify caches the compiled check per schema object). */
const schemas = new WeakMap<ResourceService, { add: JsonSchema; update: JsonSchema }>();

const customOnly = (s: ResourceSchema): ResourceSchema => ({ ...s, fields: s.fields.filter((f) => f.custom), fixed: undefined });

/** Takes the values of `fields`' custom ones out of the request's body, and keeps them with what serves it. */
function takeOut<T>(into: WeakMap<FastifyRequest, Taken<T>>, req: FastifyRequest, fields: readonly FieldSchema[], served: T) {
  const values: Body = {};
  const body = req.body as Body | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const f of fields)
      if (f.custom && f.name in body) {
        values[f.name] = body[f.name];
        delete body[f.name];
      }
  into.set(req, { served, values });
}

/** `preValidation` of a built-in resource's routes: the tenant's variant, and its custom values out of the body. */
export async function takeCustomFields(req: FastifyRequest, resource: string): Promise<void> {
  if (!req.auth) return;
  const service = (await req.server.services.tenantResources.of(req.auth.tenantId)).extended.get(resource);
  if (service) takeOut(taken, req, service.schema.fields, service);
}

/** The service serving this request: the tenant's variant when it has custom fields, else the built-in one. */
export const serviceFor = (req: FastifyRequest, builtIn: ResourceService): ResourceService => taken.get(req)?.served ?? builtIn;

/** The body with the custom values put back, once they passed their own checks (a 400 naming the field otherwise). */
export function withCustomFields(req: FastifyRequest, verb: 'add' | 'update'): Body {
  const body = (req.body ?? {}) as Body;
  const t = taken.get(req);
  if (!t) return body;
  let s = schemas.get(t.served);
  if (!s) {
    const only = customOnly(t.served.schema);
    schemas.set(
      t.served,
      (s = {
        add: stableBody('custom-add', only, () => addBodySchema(only)),
        update: stableBody('custom-update', only, () => updateBodySchema(only)),
      }),
    );
  }
  // Checked as sent, then taken as the check left them (identity codes are upper-cased by it).
  const checked: Body = verb === 'update' ? { _id: body._id, ...t.values } : { ...t.values };
  validateFor(req, s[verb], checked);
  const { _id: _skip, ...values } = checked;
  return { ...body, ...values };
}

/** Per request: the tenant's family (members with custom fields) and the custom values taken out of the body. */
const takenForFamily = new WeakMap<FastifyRequest, Taken<{ family: Family; service: ResourceService }>>();

/**
 * `preValidation` of a family's routes (the order documents): the tenant's family when it added
 * fields to a member, and the values of any member's custom fields out of the body (the handler
 * checks them with the one member's whole schema, as it checks every family body).
 */
export async function takeFamilyCustomFields(req: FastifyRequest, listPath: string): Promise<void> {
  if (!req.auth || takenForFamily.has(req)) return;
  const family = (await req.server.services.tenantResources.of(req.auth.tenantId)).families.get(listPath);
  if (family) takeOut(takenForFamily, req, family.family.schema.fields, family);
}

/** The family serving this request: the tenant's when it has custom fields, else the built-in one. */
export const familyFor = (
  req: FastifyRequest,
  builtIn: { family: Family; service: ResourceService },
): { family: Family; service: ResourceService } => takenForFamily.get(req)?.served ?? builtIn;

/** A family body with the custom values put back (checked by the member's own schema in the handler). */
export function withFamilyCustomFields(req: FastifyRequest): Body {
  const body = (req.body ?? {}) as Body;
  const t = takenForFamily.get(req);
  return t ? { ...body, ...t.values } : body;
}

/** Whole-record body schemas of the tenant's variants, per variant. */
const wholeBodies = new WeakMap<ResourceService, { add: JsonSchema; update: JsonSchema }>();

/**
 * `config.bodySchemaOf` of a built-in resource's add and update: with the caller's tenant's custom
 * fields, so a refusal made before the route's checks (a NUL character) names them too.
 */
export const customBodySchemaOf = (resource: string, verb: 'add' | 'update') => async (req: FastifyRequest) => {
  const service = req.auth && (await req.server.services.tenantResources.of(req.auth.tenantId)).extended.get(resource);
  if (!service) return undefined;
  let b = wholeBodies.get(service);
  if (!b)
    wholeBodies.set(
      service,
      (b = {
        add: stableBody('whole-add', service.schema, () => addBodySchema(service.schema)),
        update: stableBody('whole-update', service.schema, () => updateBodySchema(service.schema)),
      }),
    );
  return b[verb];
};
