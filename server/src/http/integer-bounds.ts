import type { FastifyInstance } from 'fastify';
import { NUMBER_LIMIT } from '../../../src/schemas/fieldDefaults';

/**
 * PostgreSQL's `integer` (SQLite's INTEGER holds more): the range of every integer a request may
 * carry whose schema sets no bound, so that `1e20`, 2^53 + 1 or a 30-digit number is a 400 naming
 * the field on both databases instead of "out of range for type integer" (a 500 on PostgreSQL).
 * The schema engine's numbers are bounded by their fields (`fieldNumberLimits`, ±NUMBER_LIMIT
 * for bigint and double columns); a number with no bound gets that range.
 */
export const INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
const NUMBER_RANGE = { minimum: -NUMBER_LIMIT, maximum: NUMBER_LIMIT } as const;

type Node = Record<string | symbol, unknown>;
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const typesOf = (n: Node): unknown[] => (Array.isArray(n.type) ? n.type : [n.type]);

/**
 * `schema` with INTEGER_RANGE (NUMBER_RANGE for numbers) where an integer or number sets no
 * `minimum` / `maximum` of its own, at any depth. A copy: route schemas share their parts.
 */
export function withColumnBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withColumnBounds) as T;
  if (!isNode(schema)) return schema;
  const out: Node = { ...schema };
  for (const key of ['properties', 'patternProperties'] as const)
    if (isNode(out[key])) out[key] = Object.fromEntries(Object.entries(out[key] as Node).map(([k, v]) => [k, withColumnBounds(v)]));
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not'] as const)
    if (out[key] !== undefined) out[key] = withColumnBounds(out[key]);
  const types = typesOf(out);
  const range = types.includes('integer') ? INTEGER_RANGE : types.includes('number') ? NUMBER_RANGE : undefined;
  if (range) {
    out.minimum ??= range.minimum;
    out.maximum ??= range.maximum;
  }
  return out as T;
}

/** The request parts of a route's schema that carry input. */
const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Bounds every route's input integers as it is registered (before the validators are compiled and
 * the OpenAPI document is written, so both say the same). Registered before any route (app.ts).
 */
export function registerIntegerBounds(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Node | undefined;
    if (!schema) return;
    const bounded: Node = { ...schema };
    for (const part of INPUT_PARTS) if (bounded[part] !== undefined) bounded[part] = withColumnBounds(bounded[part]);
    route.schema = bounded as typeof route.schema;
  });
}
