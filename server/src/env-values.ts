import { Kind } from '@sinclair/typebox';

/**
 * Reads environment variables against a schema of the three kinds config.ts declares: integers with
 * bounds, one of a list, free text; each with its default or optional. A plain reading, not a JSON
 * Schema validator: Ajv compiling this one schema at every start was a tenth of the time to the first
 * answer (docs/performance.md), and its messages were English.
 */

/** The parts of a TypeBox property this reader understands (config.ts's `int`, `choice`, `text`). */
interface EnvProperty {
  /** TypeBox's name of the schema's kind: `Integer` for config.ts's `int`. */
  [Kind]?: string;
  enum?: readonly string[];
  default?: string | number;
  minimum?: number;
  maximum?: number;
}

export interface EnvSchema {
  properties: Record<string, EnvProperty>;
  required?: readonly string[];
}

/** One variable's value, or the reason it does not fit (Chinese, with the variable named). */
function readOne(name: string, p: EnvProperty, raw: string): string | number {
  if (p.enum) {
    if (p.enum.includes(raw)) return raw;
    throw new Error(`${name} 只能是 ${p.enum.join('、')} 之一（现为「${raw}」）`);
  }
  if (p[Kind] === 'Integer') {
    const min = p.minimum ?? Number.MIN_SAFE_INTEGER;
    const max = p.maximum ?? Number.MAX_SAFE_INTEGER;
    const n = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    const should = max === Number.MAX_SAFE_INTEGER ? `应为不小于 ${min} 的整数` : `应为 ${min} 到 ${max} 之间的整数`;
    throw new Error(`${name} ${should}（现为「${raw}」）`);
  }
  return raw;
}

/**
 * The values of `schema`'s variables in `env`: each read as its kind, its default where unset or
 * empty, left out where optional and unset. Throws on the first that does not fit, naming it.
 */
export function readEnv<T>(schema: EnvSchema, env: NodeJS.ProcessEnv): T {
  const out: Record<string, string | number> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    const raw = env[name];
    if (raw !== undefined && raw !== '') out[name] = readOne(name, p, raw);
    else if (p.default !== undefined) out[name] = p.default;
    else if (schema.required?.includes(name)) throw new Error(`${name} 必须设置`);
  }
  return out as T;
}
