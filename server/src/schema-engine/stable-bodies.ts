import type { ResourceSchema } from '../../../src/schemas/types';
import { addBodySchema, fixedProperties, updateBodySchema, type JsonSchema } from './request-schemas';
import type { ResourceService } from './resource-service';
import type { Family } from './families';

/**
 * The one cache of request body schemas. A tenant's resources (its designs, its custom fields on a
 * built-in) are served by new service objects after every publish (and every reconnect of the change
 * bus, which is how a publish in one process reaches the others), and the app's Ajv keeps each
 * compiled check for as long as the schema object it compiled lives: keyed by the schemas' JSON, an
 * unchanged resource keeps its objects and is compiled once, so memory grows with the versions
 * published, not with the reloads; a new version is a new key, so it is never served an old body.
 */
const made = new Map<string, JsonSchema>();

export function stableBody(kind: string, schema: ResourceSchema | readonly ResourceSchema[], build: () => JsonSchema): JsonSchema {
  const key = `${kind}\u0000${JSON.stringify(schema)}`;
  let body = made.get(key);
  if (!body) made.set(key, (body = build()));
  return body;
}

export type BodyVerb = 'add' | 'update';

/** The add body of a route: the writable fields plus the fixed values, which the client sends on create. */
export function addRouteBodySchema(schema: ResourceSchema): JsonSchema {
  const body = addBodySchema(schema) as JsonSchema & { properties: Record<string, JsonSchema> };
  return { ...body, properties: { ...body.properties, ...fixedProperties(schema) } };
}

const build = (schema: ResourceSchema, verb: BodyVerb) => (verb === 'add' ? addRouteBodySchema(schema) : updateBodySchema(schema));

/**
 * The body a resource's add or update accepts, as it is served to the caller: a tenant's variant
 * carries its custom fields, so they are checked with the built-in ones, in one schema.
 */
export const bodySchemaOf = (service: ResourceService, verb: BodyVerb): JsonSchema =>
  stableBody(verb, service.schema, () => build(service.schema, verb));

/**
 * The members' bodies side by side: every property any member accepts (a choice takes every
 * member's values: quotation and order statuses); required what all require; each discriminator
 * takes the members' values, required unless one member takes adds that name none. What a body is
 * checked with before its member is known; the member's own body checks it again then.
 */
export function familyBodySchemaOf(family: Family, verb: BodyVerb): JsonSchema {
  const schemas = family.members.map((m) => m.schema);
  return stableBody(`family-${verb}`, schemas, () => {
    const union = unionBody(
      family.members.map((m) => bodySchemaOf(m, verb)),
      family.schema.label,
    );
    if (verb === 'update') return union;
    for (const k of family.keys) {
      const field = family.schema.fields.find((f) => f.name === k);
      (union.properties as Record<string, JsonSchema>)[k] = { title: field?.label ?? k, enum: schemas.map((s) => s.fixed![k]) };
    }
    if (!family.fallback) union.required = [...new Set([...((union.required ?? []) as string[]), ...family.keys])];
    return union;
  });
}

function unionBody(bodies: JsonSchema[], title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const s of bodies) {
    for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
      const seen = properties[k];
      properties[k] =
        seen && Array.isArray(seen.enum) && Array.isArray(v.enum)
          ? { ...seen, enum: [...new Set([...seen.enum, ...v.enum])] }
          : (seen ?? v);
    }
  }
  const required = ((bodies[0].required ?? []) as string[]).filter((r) =>
    bodies.every((s) => ((s.required ?? []) as string[]).includes(r)),
  );
  return { title, type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) };
}
