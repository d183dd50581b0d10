import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { ENGINE_AJV_OPTIONS } from '../schema-engine/request-schemas';
import { compilePattern } from '../../../src/schemas/textPattern';
import { withColumnBounds } from './integer-bounds';
import { badRequest } from '../core/errors';

/**
 * A pattern RE2 cannot run is refused at save; one published before that rule (RE2 refuses a
 * lookahead V8 ran) makes the resource's writes a 400 saying what to change, not a 500.
 */
function runnable(source: string) {
  try {
    return compilePattern(source);
  } catch (e) {
    throw badRequest(`${(e as Error).message}。请管理员在“数据模型”中修改这个格式`);
  }
}

/**
 * Ajv's `pattern` in RE2 (src/schemas/textPattern.ts) instead of V8's backtracking engine: patterns
 * an admin writes run on the event loop, so each must run in time linear in the text. Every
 * pattern of every route goes through it, the fixed routes' too (one engine, no exception to forget).
 * `toString` is Ajv's cache key for the compiled pattern, so it names the source.
 */
const linearRegExp = Object.assign(
  (source: string, flags: string) => {
    const pattern = runnable(source);
    return { test: (text: string) => pattern.test(text), toString: () => `/${source}/${flags}` };
  },
  { code: 'compilePattern' },
);

/**
 * The one validator setup of every route, generated or hand-written (docs/requirements.md §5.1).
 *
 * Options both parts share: `verbose` so the error handler reads the failing schema's title and
 * annotations (validation-messages.ts); `strictNumbers` so NaN and ±Infinity are never numbers; the
 * schema engine's annotation keywords; patterns in RE2 (linearRegExp).
 */
const COMMON = {
  verbose: true,
  allErrors: false,
  removeAdditional: false,
  strictNumbers: true,
  code: { regExp: linearRegExp },
  ...ENGINE_AJV_OPTIONS,
} as const;

/**
 * JSON bodies are taken as sent: a number is a number, a boolean a boolean. No coercion, so
 * `null`, `true`, `" "` or `"0x10"` for an amount is a 400 naming the field instead of 0, 1 分 or
 * 16 (docs/requirements.md §10.1: loose coercion stored a required `price: null` as 0).
 */
const BODY_AJV_OPTIONS = { ...COMMON, coerceTypes: false } as const;

/**
 * Query strings, path parameters and headers are text on the wire: their numbers and booleans are
 * coerced (`pageNo=2`), and a repeated key becomes an array (`_id=a&_id=b`). `strictNumbers` still
 * refuses `Infinity`, which coerces to a number.
 */
const QUERY_AJV_OPTIONS = { ...COMMON, coerceTypes: 'array' } as const;

type BuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
/** What the pool's compiler really is: called with the route part (its typings say `(schema)`). */
type PartCompiler = (route: { schema: unknown; httpPart?: string }) => unknown;

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * Ajv coerces the text `Infinity` (and `1e400`) to a number and then skips `minimum`/`maximum`
 * for it, `strictNumbers` notwithstanding (Ajv 8.17). A coerced query whose top-level value came
 * out non-finite is refused here with the same `type` error Ajv gives a non-number body.
 */
function refuseNonFinite(validate: Validate, schema: unknown): Validate {
  const properties = ((schema as { properties?: Record<string, unknown> }).properties ?? {}) as Record<string, object>;
  const checked: Validate = (data) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    checked.errors = null;
    if (!data || typeof data !== 'object') return true;
    for (const [key, value] of Object.entries(data)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) {
        checked.errors = [{ keyword: 'type', instancePath: `/${key}`, params: { type: 'number' }, parentSchema: properties[key] ?? {} }];
        return false;
      }
    }
    return true;
  };
  return checked;
}

type Node = { title?: string; properties?: Record<string, Node>; items?: Node; anyOf?: Node[] };

/**
 * The Chinese title nearest to `instancePath` in `schema`: the value's own, else that of the
 * object or list holding it. An item of a list of ids (`/userIds/0`) has no title of its own and
 * is named by its list (项目成员), never by its index.
 */
export function titleAt(schema: unknown, instancePath: string): string | undefined {
  let node = schema as Node | undefined;
  let title = node?.title;
  for (const segment of instancePath.split('/').filter(Boolean)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node = node?.properties?.[key] ?? (/^\d+$/.test(key) ? node?.items : undefined);
    if (!node) break;
    title = node.title ?? title;
  }
  return title;
}

/** Adds `fieldTitle` (titleAt) to each error, for the message to name the field (validation-messages.ts). */
function withFieldTitles(validate: Validate, schema: unknown): Validate {
  const named: Validate = (data) => {
    const ok = validate(data);
    named.errors = ok
      ? null
      : (validate.errors ?? []).map((e) => ({
          ...(e as object),
          fieldTitle: titleAt(schema, (e as { instancePath: string }).instancePath),
        }));
    return ok;
  };
  return named;
}

/**
 * A validator compiled on its first call, then kept: Fastify asks for every route part's validator
 * when the app gets ready, and compiling them all there was about a third of the time to the first
 * answer (docs/performance.md). A route nobody calls costs nothing; the first call of one pays its
 * compile once. Errors are the compiled one's, so messages are the same.
 */
function compiledOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const lazy: Validate = (data) => {
    validate ??= compile();
    const ok = validate(data);
    lazy.errors = validate.errors;
    return ok;
  };
  return lazy;
}

/**
 * Fastify's own Ajv compiler, twice: one for bodies, one for the text parts; each route part is
 * compiled by the one its `httpPart` calls for (also `req.compileValidationSchema(schema, 'body')`),
 * on its first use.
 */
export const buildStrictValidator = ((externalSchemas: Record<string, unknown>, serverOptions: object = {}) => {
  const pool = AjvCompiler();
  // Each Ajv instance compiles its meta-schemas when made: made with the first validator it compiles.
  let body: PartCompiler | undefined;
  let text: PartCompiler | undefined;
  const bodyCompiler = () =>
    (body ??= pool(externalSchemas as never, { ...serverOptions, customOptions: { ...BODY_AJV_OPTIONS } }) as unknown as PartCompiler);
  const textCompiler = () =>
    (text ??= pool(externalSchemas as never, { ...serverOptions, customOptions: { ...QUERY_AJV_OPTIONS } }) as unknown as PartCompiler);
  return (part: { schema: unknown; httpPart?: string }) =>
    compiledOnFirstUse(() => {
      // Also schemas compiled on demand (the engine's bodies), which no onRoute hook saw (integer-bounds.ts).
      const route = { ...part, schema: withColumnBounds(part.schema) };
      return withFieldTitles(
        route.httpPart === 'body' ? (bodyCompiler()(route) as Validate) : refuseNonFinite(textCompiler()(route) as Validate, route.schema),
        route.schema,
      );
    });
}) as unknown as BuildValidator;

/** The Fastify option that installs it: `Fastify({ schemaController: STRICT_VALIDATION })`. */
export const STRICT_VALIDATION = { compilersFactory: { buildValidator: buildStrictValidator } };
