import fc from 'fast-check';

/** The parts of a JSON schema (as the OpenAPI document carries it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | object;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  'x-patternMessage'?: string;
}

/** One generated bad input and what makes it bad (for the report). */
export interface BadCase {
  body: unknown;
  why: string[];
}

const HUGE = 'x'.repeat(200_000);

/** Integers no column of either database holds: ±1e20, 2^53 + 1 (read as 2^53), a 30-digit number. */
const OUT_OF_RANGE: readonly number[] = [1e20, -1e20, 2 ** 53 + 1, Number('123456789012345678901234567890')];

/**
 * Values that are wrong for some type: the strings loose coercion turns into numbers or booleans,
 * non-finite and out-of-range numbers, null, nested objects and arrays, a huge string.
 */
const POOL: unknown[] = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  '12',
  '1e3',
  'true',
  'null',
  '中文',
  HUGE,
  0,
  1,
  -1,
  1.5,
  1e308,
  -1e308,
  true,
  false,
  null,
  {},
  { a: 1 },
  [],
  [1],
  ['a'],
];

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);
const nullable = (s: JsonSchema) => s.nullable === true || typesOf(s).includes('null') || (s.enum?.includes(null) ?? false);

/** Whether `v` has one of the JSON types `types` (integer: a number with no fraction). */
function hasType(v: unknown, types: string[]): boolean {
  if (v === null) return types.includes('null');
  if (Array.isArray(v)) return types.includes('array');
  if (typeof v === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(v));
  return types.includes(typeof v);
}

/** Values of the pool the schema's type or enum refuses (none for a schema that declares neither). */
function wrongTypes(s: JsonSchema): unknown[] {
  const types = typesOf(s);
  if (s.enum) return POOL.filter((v) => !s.enum!.some((e) => e === v) && !(v === null && nullable(s)));
  if (!types.length) return [];
  return POOL.filter((v) => !hasType(v, types) && !(v === null && nullable(s)));
}

/** A value the schema accepts, as plain as possible: the base a defect is put into. */
function validValue(s: JsonSchema, seed: number): unknown {
  if (s.enum) return s.enum.find((e) => e !== null) ?? null;
  const type = typesOf(s).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 0
        ? Math.ceil(s.minimum)
        : s.maximum !== undefined && s.maximum < 0
          ? Math.floor(s.maximum)
          : 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, (_, i) => (s.items?.type === 'string' ? `id${i}` : validValue(s.items ?? {}, seed)));
    case 'object':
      return validObject(s, seed);
    case 'string':
      return validString(s, seed);
    default:
      return 'x';
  }
}

function validString(s: JsonSchema, seed: number): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 50;
  if (s.pattern) {
    const found = fc
      .sample(fc.stringMatching(new RegExp(s.pattern, 'u')), { numRuns: 50, seed })
      .find((v) => v.length >= min && v.length <= max);
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.min(Math.max(min, 1), max));
}

/** An object with every required property, valid. */
export function validObject(s: JsonSchema, seed: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of s.required ?? []) out[name] = validValue(s.properties?.[name] ?? {}, seed);
  return { ...out, ...extra };
}

/**
 * Ways a value can break its schema: wrong types, out of range, too long or short, off pattern, bad
 * items. `current` is the value in the base body: a bad line item is that body's first line with a defect.
 */
function badValue(s: JsonSchema, seed: number, depth = 0, current?: unknown): fc.Arbitrary<{ value: unknown; why: string }> | null {
  const options: fc.Arbitrary<{ value: unknown; why: string }>[] = [];
  const wrong = wrongTypes(s);
  if (wrong.length) options.push(fc.constantFrom(...wrong).map((value) => ({ value, why: `wrong type ${short(value)}` })));
  const near: { value: unknown; why: string }[] = [];
  const step = s.multipleOf ?? (typesOf(s).includes('integer') ? 1 : 0.01);
  if (s.minimum !== undefined) near.push({ value: s.minimum - step, why: 'below minimum' }, { value: -1e308, why: '-1e308' });
  if (s.maximum !== undefined) near.push({ value: s.maximum + step, why: 'above maximum' }, { value: 1e308, why: '1e308' });
  if (s.multipleOf !== undefined && s.multipleOf < 1) near.push({ value: s.multipleOf / 10, why: 'too many decimals' });
  // Integers past every column (PostgreSQL's integer and bigint) and past a double's exact range,
  // whatever bounds the schema declares: each must be a 400, never "out of range for type integer".
  if (typesOf(s).some((t) => t === 'integer' || t === 'number'))
    near.push(...OUT_OF_RANGE.map((value) => ({ value, why: `out of range ${short(value)}` })));
  if (s.maxLength !== undefined) near.push({ value: '中'.repeat(s.maxLength + 1), why: 'too long' }, { value: HUGE, why: 'huge string' });
  if ((s.minLength ?? 0) > 0) near.push({ value: '', why: 'empty' });
  if (s.pattern) near.push({ value: '✗ 格式 ✗', why: 'pattern' });
  // PostgreSQL text cannot hold U+0000: a 500 on every string, the public login included, before the guard.
  if (typesOf(s).includes('string')) near.push({ value: 'a\u0000b', why: 'NUL character' });
  if (typesOf(s).includes('array')) {
    const item = validValue(s.items ?? {}, seed);
    if (s.maxItems !== undefined)
      near.push({
        value: Array.from({ length: s.maxItems + 1 }, (_, i) => (typeof item === 'string' ? `${item}${i}` : item)),
        why: 'too many items',
      });
    if ((s.minItems ?? 0) > 0) near.push({ value: [], why: 'too few items' });
    if (s.uniqueItems && typeof item === 'string') near.push({ value: [item, item], why: 'duplicate items' });
    const lines = Array.isArray(current) ? current : [];
    const inner = s.items && depth < 2 ? badValue(s.items, seed, depth + 1, lines[0]) : null;
    if (inner) options.push(inner.map((b) => ({ value: [b.value, ...lines.slice(1)], why: `item: ${b.why}` })));
  }
  if (typesOf(s).includes('object') && s.properties && depth < 2) {
    const base =
      current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : validObject(s, seed);
    options.push(badObject(s, seed, depth + 1, base).map((b) => ({ value: b.body, why: `{${b.why.join('; ')}}` })));
  }
  if (near.length) options.push(fc.constantFrom(...near));
  return options.length ? fc.oneof(...options) : null;
}

/** Every number of `value` at its schema's maximum (or minimum): the largest amounts a valid body can carry. */
function maxed(s: JsonSchema, value: unknown, end: 'minimum' | 'maximum'): unknown {
  if (typesOf(s).some((t) => t === 'integer' || t === 'number') && s[end] !== undefined) return s[end];
  if (Array.isArray(value) && s.items) return value.map((v) => maxed(s.items!, v, end));
  if (value && typeof value === 'object' && s.properties)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, s.properties![k] ? maxed(s.properties![k], v, end) : v]));
  return value;
}

/**
 * Values at the edges a schema allows (not defects): null where it allows null (clearing a field), the
 * largest and smallest numbers, the longest text, the most line items, each with every amount at its
 * largest. A server must still answer them without a 5xx (a NOT NULL column, sums overflowing a column).
 */
function extremes(s: JsonSchema, current: unknown): { value: unknown; why: string }[] {
  const out: { value: unknown; why: string }[] = [];
  if (nullable(s)) out.push({ value: null, why: 'null (allowed)' });
  for (const end of ['minimum', 'maximum'] as const) if (s[end] !== undefined) out.push({ value: s[end], why: `at ${end}` });
  if (typesOf(s).includes('string') && s.maxLength !== undefined && !s.pattern && !s.enum)
    out.push({ value: '中'.repeat(s.maxLength), why: 'longest text' });
  if (typesOf(s).includes('array') && s.items && Array.isArray(current) && current.length) {
    const item = maxed(s.items, current[0], 'maximum');
    out.push({ value: [item], why: 'one line, every amount at maximum' });
    if (s.maxItems !== undefined)
      out.push({ value: Array.from({ length: s.maxItems }, () => item), why: `${s.maxItems} lines, every amount at maximum` });
  }
  return out;
}

/** One defect in an object: a property set to a bad value, a required one left out, an unknown one added. */
function defect(
  s: JsonSchema,
  seed: number,
  depth: number,
  base: Record<string, unknown>,
): fc.Arbitrary<(o: Record<string, unknown>) => string> {
  const options: fc.Arbitrary<(o: Record<string, unknown>) => string>[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const bad = badValue(prop, seed, depth, base[name]);
    const edges = extremes(prop, base[name]);
    for (const arb of [bad, edges.length ? fc.constantFrom(...edges) : null])
      if (arb)
        options.push(
          arb.map((b) => (o) => {
            o[name] = b.value;
            return `${name}: ${b.why}`;
          }),
        );
  }
  for (const name of s.required ?? [])
    options.push(
      fc.constant((o) => {
        delete o[name];
        return `${name}: missing`;
      }),
    );
  if (s.additionalProperties === false)
    options.push(
      fc
        .tuple(
          fc.constantFrom('fuzzExtra', 'tenantId', 'projectId', 'id', 'createdAt', 'constructor'),
          fc.constantFrom<unknown>('x', 1, null, {}),
        )
        .map(([name, value]) => (o) => {
          o[name] = value;
          return `${name}: unknown field`;
        }),
    );
  // An object the document says nothing more of (its keys are per tenant): the one defect left is its type.
  if (!options.length)
    options.push(
      fc.constantFrom<unknown>('x', 1, null, []).map((value) => (o) => {
        for (const k of Object.keys(o)) delete o[k];
        Object.assign(o, { __replaced: value });
        return 'object: keys unknown to the document, replaced';
      }),
    );
  return fc.oneof(...options);
}

/** A valid object of `s` (by default; `base` when given) with one to three defects or extreme values. */
export function badObject(
  s: JsonSchema,
  seed: number,
  depth = 0,
  base: Record<string, unknown> = validObject(s, seed),
): fc.Arbitrary<BadCase> {
  return fc.array(defect(s, seed, depth, base), { minLength: 1, maxLength: 3 }).map((defects) => {
    const body = structuredClone(base);
    return { body, why: defects.map((apply) => apply(body)) };
  });
}

/** Bodies that are no object at all. */
export const notAnObject: fc.Arbitrary<BadCase> = fc
  .constantFrom<unknown>(null, [], [{}], 'text', 42, true, '')
  .map((body) => ({ body, why: [`body ${short(body)}`] }));

/**
 * A query string with bad values (text, repeated, huge) for its parameters, and unknown ones. With
 * `existingId`, some values name that record together with one that does not exist: the call must
 * refuse the whole set. The existing id alone (a valid call) is never generated.
 */
export function badQuery(params: string[], existingId?: string): fc.Arbitrary<BadCase> {
  const junk = [
    '',
    ' ',
    'Infinity',
    'NaN',
    '0x10',
    '-1',
    'null',
    'undefined',
    ',',
    ',,,',
    "' OR 1=1 --",
    '%00',
    '中文',
    HUGE.slice(0, 5000),
  ];
  const mixed = existingId ? [`${existingId},no-such-id-fuzz`, `${existingId}x`, `no-such-id-fuzz,${existingId}`] : [];
  const text = fc.constantFrom(...junk, ...mixed);
  const value = fc.oneof(
    text,
    fc.array(fc.constantFrom(...junk), { minLength: 2, maxLength: 3 }),
    fc.constant(Array.from({ length: 501 }, (_, i) => `id${i}`).join(',')),
  );
  const entry = fc.tuple(fc.constantFrom(...params, 'fuzzExtra'), value);
  return fc.array(entry, { minLength: 1, maxLength: 3 }).map((entries) => {
    const body: Record<string, unknown> = {};
    for (const [k, v] of entries) body[k] = v;
    return { body, why: entries.map(([k, v]) => `${k}=${short(v)}`) };
  });
}

/** A short printable form of a value for reports. */
export function short(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length})` : s;
}
