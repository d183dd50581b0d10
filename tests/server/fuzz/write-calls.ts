import fc from 'fast-check';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Caller } from '../helpers/test-app';
import type { ResourceSchema } from '../../../src/schemas/types';
import { addRouteBodySchema } from '../../../server/src/schema-engine/stable-bodies';
import { updateBodySchema } from '../../../server/src/schema-engine/request-schemas';
import { badObject, badQuery, notAnObject, short, validObject, type BadCase, type JsonSchema } from './bad-bodies';

/** One call of the OpenAPI document: what it takes and who may call it. */
export interface WriteOperation {
  name: string;
  method: string;
  path: string;
  tags: string[];
  access: string;
  /** The JSON body schema, if the call takes one. */
  body?: JsonSchema;
  /** The multipart body schema (an upload). */
  multipart?: JsonSchema;
  /** Query parameters (a delete's `_id` / `_ids`). */
  query: string[];
}

interface DocOperation {
  summary?: string;
  tags?: string[];
  'x-access'?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string }[];
}
export type OpenApiDocument = { paths: Record<string, Record<string, DocOperation>> };

/** A resource designed at run time, of several field kinds, for the `/business/custom/{name}` calls. */
export const FUZZ_DESIGN = {
  name: 'fuzz_things',
  label: '模糊测试设备',
  titleField: 'name',
  fields: [
    { name: 'name', label: '设备名称', type: 'text', required: true, maxLength: 50 },
    { name: 'count', label: '数量', type: 'integer', min: 1, max: 999 },
    { name: 'price', label: '价格', type: 'money', min: 0 },
    {
      name: 'status',
      label: '状态',
      type: 'enum',
      options: [
        { value: 'on', label: '在用' },
        { value: 'off', label: '停用' },
      ],
    },
    { name: 'boughtOn', label: '购入日期', type: 'date' },
    { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' } },
    { name: 'manual', label: '说明书', type: 'file' },
  ],
};

/** The document's `{name}` calls as the published design's: its path, and its add and update bodies. */
export function concreteCustomCalls(doc: OpenApiDocument, served: ResourceSchema) {
  for (const path of Object.keys(doc.paths).filter((p) => p.includes('{name}'))) {
    const methods = doc.paths[path];
    for (const op of Object.values(methods)) {
      // The add and the update take the record; other calls of the resource (exportJob) keep their own body.
      const body = path.endsWith('/add') ? addRouteBodySchema(served) : path.endsWith('/update') ? updateBodySchema(served) : undefined;
      if (body && op.requestBody) op.requestBody = { content: { 'application/json': { schema: body as JsonSchema } } };
    }
    delete doc.paths[path];
    doc.paths[path.replace('{name}', served.name)] = methods;
  }
}
/** Saves and publishes FUZZ_DESIGN as `admin`; returns the schema the tenant serves for it. */
export async function publishFuzzDesign(admin: Caller): Promise<ResourceSchema> {
  const design = await admin.post('/setting/resource/save', { schema: FUZZ_DESIGN });
  const published = await admin.post('/setting/resource/publish', { name: FUZZ_DESIGN.name });
  if (!design.json().success || !published.json().success) throw new Error(`fuzz design: ${published.json().message}`);
  return (await admin.get('/setting/resource/published')).json().data.value.find((x: ResourceSchema) => x.name === FUZZ_DESIGN.name);
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/** Every write call of the document (so a new route is fuzzed without touching the suite). */
export function writeOperations(doc: OpenApiDocument): WriteOperation[] {
  return documentOperations(doc, WRITE_METHODS);
}

/** Every call of the document whose method is one of `methods` (lower case), reads too by default. */
export function documentOperations(doc: OpenApiDocument, methods = ['get', ...WRITE_METHODS]): WriteOperation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => methods.includes(m))
      .map(([m, op]) => ({
        name: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        path,
        tags: op.tags ?? [],
        access: op['x-access'] ?? 'business',
        body: op.requestBody?.content['application/json']?.schema,
        multipart: op.requestBody?.content['multipart/form-data']?.schema,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );
}

/** The GET call of the same tag whose summary ends in `suffix` (列表: the list, 详情: one record). */
export function readOperationOf(
  doc: OpenApiDocument,
  op: WriteOperation,
  suffix: '列表' | '详情',
): { path: string; access: string } | undefined {
  for (const [path, methods] of Object.entries(doc.paths)) {
    const get = methods.get;
    if (get?.summary?.endsWith(suffix) && get.tags?.[0] === op.tags[0]) return { path, access: get['x-access'] ?? 'business' };
  }
  return undefined;
}

/**
 * Bodies the schema accepts, best first: made of a stored record (real references, real line items,
 * so a defect or an extreme reaches the service's own rules), the same without its optional choices
 * (a stored status a new record may not start in), then plain valid values.
 */
export function baseBodies(
  schema: JsonSchema,
  record: Record<string, unknown> | undefined,
  seed: number,
  accepts: (s: JsonSchema, v: unknown) => boolean,
  extra: Record<string, unknown>,
): Record<string, unknown>[] {
  const keep = (s: JsonSchema, source: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(source)) {
      const p = s.properties?.[k];
      // Empty values stay out: a family's union accepts another member's fields as null, the member does not.
      if (!p || v === undefined || v === null) continue;
      const value = Array.isArray(v) && p.items?.properties ? v.map((item) => keep(p.items!, item as Record<string, unknown>)) : v;
      if (accepts(p, value)) out[k] = value;
    }
    return out;
  };
  const plain = { ...validObject(schema, seed), ...extra };
  const fromRecord = { ...plain, ...keep(schema, record ?? {}), ...extra };
  const optionalChoice = (k: string) => !!schema.properties?.[k]?.enum && !schema.required?.includes(k);
  const withoutChoices = Object.fromEntries(Object.entries(fromRecord).filter(([k]) => !optionalChoice(k)));
  return [fromRecord, withoutChoices, plain].filter(
    (b, i, all) => accepts(schema, b) && all.findIndex((x) => JSON.stringify(x) === JSON.stringify(b)) === i,
  );
}

/** A stable number per call, so adding a route does not change the bodies the others get. */
function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}

/** A multipart body by hand: one part per file, bytes that are no image, odd names. */
const multipartCase: fc.Arbitrary<BadCase> = fc
  .record({
    bytes: fc.uint8Array({ maxLength: 2048 }),
    field: fc.constantFrom('file', 'image', ''),
    filename: fc.constantFrom('a.png', 'a.svg', '../../etc/passwd', '中文.jpg', ''),
    files: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ bytes, field, filename, files }) => ({
    body: { multipart: { bytes, field, filename, files } },
    why: [`multipart: ${files} file(s) of ${bytes.length} bytes named ${short(filename)} in ${short(field)}`],
  }));

/** The bad inputs of one call, generated from its schemas, reproducible from `seed`. */
export function badCases(
  op: WriteOperation,
  base: Record<string, unknown>,
  existingId: string | undefined,
  seed: number,
  runs: number,
): BadCase[] {
  let arb: fc.Arbitrary<BadCase>;
  if (op.body) {
    arb = fc.oneof({ weight: 1, arbitrary: notAnObject }, { weight: 9, arbitrary: badObject(op.body, seed, 0, base) });
  } else if (op.multipart) {
    arb = fc.oneof(multipartCase, notAnObject);
  } else {
    arb = badQuery(op.query.length ? op.query : ['_id'], existingId);
  }
  return fc.sample(arb, { numRuns: runs, seed: seed + hash(op.name) });
}

export type Oracle = (schema: JsonSchema, body: unknown) => boolean;

/** Whether the document's own schema accepts a body, read as sent (no coercion): the oracle for a 2xx. */
export function schemaOracle(): Oracle {
  const ajv = new Ajv({ strict: false, allErrors: false, coerceTypes: false, strictNumbers: true });
  const cache = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, body: unknown): boolean => {
    if (!cache.has(schema)) cache.set(schema, ajv.compile(schema));
    return cache.get(schema)!(body) as boolean;
  };
}

/** Every way a reply may name a field of `schema`: titles, names, the fields' own pattern messages, and what was sent. */
export function fieldNames(schema: JsonSchema | undefined, sent: unknown): string[] {
  const out: string[] = [];
  const walk = (s: JsonSchema | undefined, depth: number) => {
    if (!s || depth > 3) return;
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push(name, ...[prop.title, prop['x-patternMessage']].filter((x): x is string => !!x));
      walk(prop, depth + 1);
    }
    walk(s.items, depth + 1);
  };
  walk(schema, 0);
  if (sent && typeof sent === 'object' && !Array.isArray(sent)) out.push(...Object.keys(sent));
  return out.filter((x) => x.length > 0);
}

/** The multipart payload and content type of a generated multipart case. */
export function multipartPayload(c: { bytes: Uint8Array; field: string; filename: string; files: number }) {
  const boundary = '----fuzz-boundary-7d1f';
  const parts: Buffer[] = [];
  for (let i = 0; i < c.files; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${c.field}"; filename="${c.filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(c.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Bytes by what they are, for uploads named as something else. */
const CONTENTS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
  pdf: [...Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')],
  html: [...Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
  svg: [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')],
  exe: [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, ...new Array<number>(47).fill(0), 0x50, 0x45, 0, 0],
  elf: [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(56).fill(0)],
} as const;

/** One hostile upload: how the multipart body is broken, or what it carries. */
export interface HostileUpload {
  why: string;
  /** Whether the call may store it: a well-formed body with one file whose bytes are what its name says. */
  storable: boolean;
  /** Whether the only thing wrong is its size: then 413. */
  oversize?: boolean;
  payload: Buffer;
  contentType: string;
}

/**
 * Hostile uploads for the part `field` of an upload call (docs/api.md: one file per call, checked by
 * its bytes, within its size): malformed framing (no closing boundary, no boundary, a boundary past
 * 256 characters, many fields before the file), several file parts, content that is not what its name
 * says (HTML, SVG, EXE, ELF as a PDF or PNG), and a body over `maxBytes`. `accepts`: the kinds the
 * call stores (a PNG named .png is storable by an image upload, a PDF named .pdf only by a file upload).
 */
export function hostileUploads(field: string, maxBytes: number, accepts: readonly (keyof typeof CONTENTS)[]): HostileUpload[] {
  const boundary = '----hostile-boundary-3c9e';
  const head = (name: string, filename: string, b = boundary) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const file = (bytes: Buffer, filename: string, b = boundary) =>
    Buffer.concat([Buffer.from(head(field, filename, b)), bytes, Buffer.from('\r\n')]);
  const close = (b = boundary) => Buffer.from(`--${b}--\r\n`);
  const type = (b = boundary) => `multipart/form-data; boundary=${b}`;
  const png = Buffer.from(CONTENTS.png);
  const pdf = Buffer.from(CONTENTS.pdf);
  const long = 'b'.repeat(300);
  const fields = Array.from({ length: 8 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`).join(
    '',
  );
  const out: HostileUpload[] = [
    { why: 'no closing boundary', storable: false, payload: file(png, 'a.png'), contentType: type() },
    {
      why: 'multipart without a boundary',
      storable: false,
      payload: Buffer.concat([file(png, 'a.png'), close()]),
      contentType: 'multipart/form-data',
    },
    {
      why: 'a boundary of 300 characters',
      storable: false,
      payload: Buffer.concat([file(png, 'a.png', long), close(long)]),
      contentType: type(long),
    },
    {
      why: '8 fields before the file',
      storable: false,
      payload: Buffer.concat([Buffer.from(fields), file(png, 'a.png'), close()]),
      contentType: type(),
    },
    {
      why: 'two file parts',
      storable: false,
      payload: Buffer.concat([file(png, 'a.png'), file(pdf, 'b.pdf'), close()]),
      contentType: type(),
    },
    {
      why: 'over the size limit',
      storable: false,
      oversize: true,
      payload: Buffer.concat([file(Buffer.concat([png, Buffer.alloc(maxBytes + 1024 * 1024 - png.length)]), 'big.png'), close()]),
      contentType: type(),
    },
  ];
  for (const [kind, bytes] of Object.entries(CONTENTS))
    for (const filename of ['a.pdf', 'a.png']) {
      // An image upload names the stored file itself (by its bytes): any name will do for a PNG there.
      const named = filename.endsWith(`.${kind}`) || accepts.length === 1;
      const storable = named && accepts.includes(kind as keyof typeof CONTENTS);
      out.push({
        why: `${kind} bytes named ${filename}`,
        storable,
        payload: Buffer.concat([file(Buffer.from(bytes), filename), close()]),
        contentType: type(),
      });
    }
  return out;
}

/** Integers past what a column holds: PostgreSQL's `integer` (2^31), JavaScript's exact range (2^53 + 1), 1e20, 1e30 and below zero. */
const HUGE_INTEGERS = [2 ** 31, 2 ** 53 + 1, 1e20, 1e30, -1e20];

const isIntegerLike = (s: JsonSchema | undefined) => !!s && [s.type].flat().some((x) => x === 'integer' || x === 'number');

/**
 * `base` with one integer (or number) property at a time set to each of HUGE_INTEGERS: the body's own
 * properties and those of its line items' first item. The bounds of what a database column holds,
 * whatever the schema says (a schema without a maximum lets them through to the database).
 */
export function hugeIntegerCases(schema: JsonSchema, base: Record<string, unknown>): BadCase[] {
  const out: BadCase[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (isIntegerLike(prop)) for (const v of HUGE_INTEGERS) out.push({ body: { ...base, [name]: v }, why: [`${name} = ${v}`] });
    const items = prop.items?.properties;
    const first = Array.isArray(base[name]) ? (base[name] as Record<string, unknown>[])[0] : undefined;
    if (!items || !first || typeof first !== 'object') continue;
    for (const [inner, innerProp] of Object.entries(items))
      if (isIntegerLike(innerProp))
        for (const v of HUGE_INTEGERS)
          out.push({
            body: { ...base, [name]: [{ ...first, [inner]: v }, ...(base[name] as unknown[]).slice(1)] },
            why: [`${name}[0].${inner} = ${v}`],
          });
  }
  return out;
}
