import type { ResourceSchema } from '../../../src/schemas/types';
import type { JsonSchema } from './request-schemas';

/**
 * Request body schemas of run-time schemas, one object per distinct schema. A tenant's resources are
 * served by new service objects after every publish (and every reconnect of the change bus), and the
 * app's Ajv keeps each compiled check for as long as the schema object it compiled lives: keyed by the
 * schema's JSON, an unchanged resource keeps its objects and is compiled once, so memory grows with
 * the versions published, not with the reloads. Callers keep their own per-service cache in front.
 */
const made = new Map<string, JsonSchema>();

export function stableBody(kind: string, schema: ResourceSchema, build: () => JsonSchema): JsonSchema {
  const key = `${kind}\u0000${JSON.stringify(schema)}`;
  let body = made.get(key);
  if (!body) made.set(key, (body = build()));
  return body;
}
