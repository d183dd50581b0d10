import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';

/**
 * Hostile uploads to both upload routes, through a listening server and Node's fetch: malformed
 * multipart (cut bodies, no closing boundary, bad or missing boundaries), oversize files, bytes that
 * are not what their names say, several parts, odd headers. None may answer 5xx; a refusal is the
 * failure envelope with a Chinese message naming the upload, and leaves the uploads folder and the
 * `uploaded_files` table as they were. A 2xx only for a well-formed upload the route takes — and
 * those are taken (the positive control: the reader is not refusing everything).
 * Reproduce with FUZZ_SEED (printed on failure); FUZZ_RUNS changes the number of cases per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const CJK = /[\u4e00-\u9fa5]/;
/** The file field the uploads are for, and its limits. */
const FIELD_LIMIT = 16 * 1024;
const DESIGN = {
  name: 'fuzz_uploads',
  label: '上传模糊测试',
  icon: 'FileOutlined',
  titleField: 'title',
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true },
    { name: 'doc', label: '资料文件', type: 'file', accept: ['.pdf', '.png', '.txt', '.docx'], maxSize: FIELD_LIMIT },
  ],
};
const IMAGE_LIMIT = 5 * 1024 * 1024;

/** Bytes of each kind: what a name may claim and what the bytes may be. */
const KINDS = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  pdf: Buffer.from('%PDF-1.7\n'),
  zip: Buffer.from('504b030414000000', 'hex'),
  text: Buffer.from('名称,数量\r\n螺丝,3\r\n'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]),
  elf: Buffer.from('7f454c460201010000000000000000000200', 'hex'),
  nul: Buffer.from([0x41, 0x00, 0x42, 0x00]),
  empty: Buffer.alloc(0),
} as const;
type Kind = keyof typeof KINDS;
/** The names a file part may carry, and the kind each name's extension promises (for the file field). */
const NAMES: Record<string, Kind | null> = {
  'a.png': 'png',
  'a.pdf': 'pdf',
  '合同 2026.PDF': 'pdf',
  'b.docx': 'zip',
  '说明.txt': 'text',
  '../../etc/x.pdf': 'pdf',
  [`${'长'.repeat(300)}.txt`]: 'text',
  'run.exe': null,
  noext: null,
  '': null,
};

type Header = 'plain' | 'quoted' | 'none' | 'empty' | 'long' | 'odd-chars' | 'other' | 'mixed' | 'no-type' | 'upper';
type Ending = 'closed' | 'epilogue' | 'open' | 'cut';
interface PartSpec {
  field: string;
  file: boolean;
  name: string;
  kind: Kind;
  /** Bytes past the kind's signature; `over` makes the file one byte past the route's limit or more. */
  pad: number;
  over: boolean;
  oddHeader: 'none' | 'no-disposition' | 'base64' | 'crlf';
}
interface Spec {
  header: Header;
  ending: Ending;
  cut: number;
  parts: PartSpec[];
}

const BOUNDARY = 'fz-7d1fQ_b0undary';

const partArb: fc.Arbitrary<PartSpec> = fc.record({
  field: fc.constantFrom('file', 'file', 'file', 'image', '', 'f1'),
  file: fc.boolean(),
  name: fc.constantFrom(...Object.keys(NAMES)),
  kind: fc.constantFrom(...(Object.keys(KINDS) as Kind[])),
  pad: fc.integer({ min: 0, max: 4096 }),
  over: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  oddHeader: fc.constantFrom('none', 'none', 'none', 'none', 'no-disposition', 'base64', 'crlf'),
});
const specArb: fc.Arbitrary<Spec> = fc.record({
  header: fc.constantFrom<Header>(
    'plain',
    'plain',
    'plain',
    'quoted',
    'none',
    'empty',
    'long',
    'odd-chars',
    'other',
    'mixed',
    'no-type',
    'upper',
  ),
  ending: fc.constantFrom<Ending>('closed', 'closed', 'closed', 'epilogue', 'open', 'cut'),
  cut: fc.integer({ min: 0, max: 10_000 }),
  parts: fc.oneof(
    {
      // One file in the part named file, half the time of the kind its name promises: the uploads a route takes are among these.
      weight: 3,
      arbitrary: fc
        .tuple(partArb, fc.boolean())
        .map(([p, honest]) => [{ ...p, field: 'file', file: true, kind: (honest && NAMES[p.name]) || p.kind, oddHeader: 'none' as const }]),
    },
    { weight: 2, arbitrary: fc.array(partArb, { minLength: 0, maxLength: 9 }) },
  ),
});

/** The body and content type of a spec, for a route whose limit is `limit`. */
function build(spec: Spec, limit: number): { body: Buffer; type: string } {
  const chunks: Buffer[] = [];
  for (const p of spec.parts) {
    const disposition = `Content-Disposition: form-data; name="${p.field}"${p.file ? `; filename="${p.oddHeader === 'crlf' ? 'a\r\nX: y.pdf' : p.name}"` : ''}`;
    const headers = [
      ...(p.oddHeader === 'no-disposition' ? [] : [disposition]),
      ...(p.file ? ['Content-Type: application/octet-stream'] : []),
      ...(p.oddHeader === 'base64' ? ['Content-Transfer-Encoding: base64'] : []),
    ];
    const size = p.over ? limit + 1 + p.pad : p.pad;
    const bytes = p.file ? Buffer.concat([KINDS[p.kind], Buffer.alloc(KINDS[p.kind].length ? size : 0, 0x20)]) : Buffer.from('值');
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n`), bytes, Buffer.from('\r\n'));
  }
  if (spec.ending === 'closed' || spec.ending === 'epilogue') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  if (spec.ending === 'epilogue') chunks.push(Buffer.from('这是结尾之后的内容\r\n'));
  let body = Buffer.concat(chunks);
  // Cut somewhere before the closing delimiter (which a cut body never has).
  if (spec.ending === 'cut') body = body.subarray(0, Math.min(spec.cut, body.length));
  const type = {
    plain: `multipart/form-data; boundary=${BOUNDARY}`,
    quoted: `multipart/form-data; boundary="${BOUNDARY}"`,
    none: 'multipart/form-data',
    empty: 'multipart/form-data; boundary=',
    long: `multipart/form-data; boundary=${'b'.repeat(71 + spec.cut)}`,
    'odd-chars': 'multipart/form-data; boundary=a\u00e9<>',
    other: 'multipart/form-data; boundary=not-the-one-in-the-body',
    mixed: `multipart/mixed; boundary=${BOUNDARY}`,
    'no-type': '',
    upper: `MULTIPART/FORM-DATA; BOUNDARY=${BOUNDARY}`,
  }[spec.header];
  return { body, type };
}

/**
 * The one file of a well-formed upload; false when the upload is malformed in any way (a part with
 * no disposition included); undefined when either answer is right (an upper-case content type, a
 * line break in a file name). A base64 transfer encoding is ignored, as RFC 7578 has it.
 */
function wellFormedFile(spec: Spec): PartSpec | false | undefined {
  if (!['plain', 'quoted', 'upper'].includes(spec.header) || !['closed', 'epilogue'].includes(spec.ending)) return false;
  if (spec.parts.length > 6) return false;
  const files = spec.parts.filter((p) => p.file);
  if (spec.parts.some((p) => p.oddHeader === 'no-disposition')) return false;
  if (spec.header === 'upper' || spec.parts.some((p) => p.file && p.oddHeader === 'crlf')) return undefined;
  if (files.length !== 1 || files[0].field !== 'file') return false;
  return files[0];
}

/** Whether the image route takes the upload: well formed, a PNG (the only image kind generated), within 5 MB. */
const imageTakes = (spec: Spec) => {
  const f = wellFormedFile(spec);
  return f ? f.kind === 'png' && !f.over : f;
};
/** Whether the file field takes it: well formed, its name of the field's kinds, its bytes what the name says, within the limit. */
const fileTakes = (spec: Spec) => {
  const f = wellFormedFile(spec);
  return f ? !f.over && f.kind !== 'empty' && NAMES[f.name] === f.kind : f;
};

const ROUTES = [
  { name: 'image', url: '/ace-apis/upload/image?resource=product&field=image', label: '图片', limit: IMAGE_LIMIT, takes: imageTakes },
  { name: 'file', url: `/ace-apis/upload/file?resource=${DESIGN.name}&field=doc`, label: '资料文件', limit: FIELD_LIMIT, takes: fileTakes },
];

describe.each(dialects)('hostile uploads on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;
  let root: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = t.as(await t.login('demo_admin'));
    expect((await admin.post('/setting/resource/save', { schema: DESIGN })).json().success).toBe(true);
    expect((await admin.post('/setting/resource/publish', { name: DESIGN.name })).json().success).toBe(true);
    auth = { authorization: `Bearer ${await t.login('demo_admin')}`, projectid: t.ids.mainProjectId };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    root = path.join(t.config.dataDir, 'uploads');
  });
  afterAll(async () => t?.close());

  /** The files under the uploads folder (folders the reader creates are no files kept). */
  const listing = () =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
          .sort()
      : [];
  const rows = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('uploaded_files')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(ROUTES)(
    `answers ${RUNS} hostile uploads to the $name route: no 5xx, Chinese refusals, nothing kept`,
    async (route) => {
      const specs = fc.sample(specArb, { numRuns: RUNS, seed: SEED + route.name.length });
      const problems: string[] = [];
      const statuses: Record<number, number> = {};
      let taken = 0;
      for (const [i, spec] of specs.entries()) {
        const { body, type } = build(spec, route.limit);
        const before = listing();
        const rowsBefore = await rows();
        const headers: Record<string, string> = { ...auth, ...(type ? { 'content-type': type } : {}) };
        // A request left unanswered fails the case (an upload that never answered was a defect).
        const res = await fetch(`${base}${route.url}`, {
          method: 'POST',
          headers,
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(10_000),
        }).catch((err: Error) => err);
        if (res instanceof Error) {
          problems.push(`#${i} no answer (${res.name}) — ${JSON.stringify(spec)}`);
          continue;
        }
        const text = await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        let reply: { success?: boolean; message?: string } = {};
        try {
          reply = JSON.parse(text);
        } catch {
          // judged below: a refusal must be the envelope
        }
        const expected = route.takes(spec);
        const say = (problem: string) =>
          problems.push(
            `#${i} ${problem}: ${res.status} ${reply.message ?? text.slice(0, 80)} — ${JSON.stringify({ ...spec, cut: spec.cut })}`,
          );
        if (res.status >= 500) say('5xx');
        else if (res.status < 300) {
          if (expected === false) say('took an upload it must refuse');
          taken++;
        } else {
          if (expected === true) say('refused a well-formed upload it takes');
          if (reply.success !== false || !CJK.test(reply.message ?? '')) say('no Chinese failure envelope');
          if (res.status === 400 && !reply.message?.includes(route.label)) say('400 names not the upload');
          if (JSON.stringify(listing()) !== JSON.stringify(before)) say('refused but left files behind');
          if ((await rows()) !== rowsBefore) say('refused but changed uploaded_files');
        }
      }
      console.info(
        `[uploads fuzz ${dialect} ${route.name}] seed ${SEED}, ${RUNS} cases, ${taken} taken, statuses ${JSON.stringify(statuses)}`,
      );
      expect(problems, `reproduce with FUZZ_SEED=${SEED}`).toEqual([]);
      // The positive control: well-formed uploads reach the route's checks and are taken.
      expect(taken).toBeGreaterThan(0);
      expect(Object.keys(statuses).length).toBeGreaterThan(2);
    },
    120_000,
  );
});
