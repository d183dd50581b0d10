import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';

/**
 * The one upload reader (server/src/http/upload-reader.ts) and the content check
 * (upload-content.ts), through both upload routes on a listening server with real clients:
 * over the limit is always 413 and nothing is kept, malformed multipart is 400 in Chinese, a body
 * that never ends is answered within the request timeout and leaves nothing behind, and the bytes
 * must be what the name says.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n% 测试\n');
/** Bytes that are no PDF and no image, each in its own disguise. */
const HOSTILE: Record<string, Buffer> = {
  HTML: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
  SVG: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  EXE: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]),
  ELF: Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(240)]),
};
const REQUEST_TIMEOUT_MS = 3_000;
const CJK = /[\u4e00-\u9fa5]/;

/** A multipart body by hand: each part `[field, filename, bytes]` (no filename: a plain field), closed or not. */
function multipart(parts: [string, string | undefined, Buffer][], { boundary = 'ace-reader-boundary', close = true } = {}) {
  const chunks = parts.flatMap(([field, filename, bytes]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(dialects)('uploads read by the one reader on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let auth: Record<string, string>;
  let imagesDir: string;
  const FILE_URL = '/ace-apis/upload/file?resource=upl_docs&field=scan';
  const IMAGE_URL = '/ace-apis/upload/image?resource=product&field=image';

  beforeAll(async () => {
    t = await createTestApp(dialect, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
    const admin = t.as(await t.login('demo_admin'));
    const design = {
      name: 'upl_docs',
      label: '上传资料',
      icon: 'FileOutlined',
      titleField: 'title',
      fields: [
        { name: 'title', label: '标题', type: 'text', required: true },
        { name: 'scan', label: '扫描件', type: 'file', accept: ['.pdf', '.png', '.txt'], maxSize: 64 * 1024 },
      ],
    };
    expect((await admin.post('/setting/resource/save', { schema: design })).json().success).toBe(true);
    expect((await admin.post('/setting/resource/publish', { name: 'upl_docs' })).json().success).toBe(true);
    auth = { authorization: `Bearer ${await t.login('demo_admin')}`, projectid: t.ids.mainProjectId };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    imagesDir = path.join(t.config.dataDir, 'uploads', t.ids.tenantId);
  });
  afterAll(async () => t?.close());

  /** Everything under the tenant's uploads folder (images and files, kept or temporary). */
  const stored = () =>
    fs.existsSync(imagesDir) ? (fs.readdirSync(imagesDir, { recursive: true }) as string[]).filter((f) => f !== 'files') : [];
  const clear = () => fs.rmSync(imagesDir, { recursive: true, force: true });

  const send = async (url: string, body: Buffer, type: string) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { ...auth, 'content-type': type }, body: new Uint8Array(body) });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  };

  it('refuses an oversize upload sent by fetch with FormData every time, keeping nothing', async () => {
    clear();
    for (let i = 0; i < 8; i++) {
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024 + i * 256 * 1024, i)]);
      const form = new FormData();
      form.append('file', new Blob([big], { type: 'image/png' }), 'big.png');
      const res = await fetch(`${base}${IMAGE_URL}`, { method: 'POST', headers: auth, body: form });
      expect(res.status, `try ${i}`).toBe(413);
      expect(((await res.json()) as { message: string }).message).toBe('图片不能超过 5 MB');
      expect(stored(), `try ${i}`).toEqual([]);
    }
    const form = new FormData();
    form.append('file', new Blob([Buffer.concat([PDF, Buffer.alloc(64 * 1024)])]), 'big.pdf');
    const res = await fetch(`${base}${FILE_URL}`, { method: 'POST', headers: auth, body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('扫描件的单个文件不能超过 64 KB');
    expect(stored()).toEqual([]);
  });

  it.each([
    ['image', IMAGE_URL, '图片'],
    ['file', FILE_URL, '扫描件'],
  ])('answers malformed multipart to the %s upload with 400 in Chinese, keeping nothing', async (_kind, url, label) => {
    clear();
    const open = multipart([['file', 'a.png', PNG]], { close: false });
    const long = 'b'.repeat(300);
    const cases: [string, Buffer, string][] = [
      ['no closing boundary', open.body, open.type],
      ['no boundary', multipart([['file', 'a.png', PNG]]).body, 'multipart/form-data'],
      [
        'a 71-character boundary',
        multipart([['file', 'a.png', PNG]], { boundary: 'b'.repeat(71) }).body,
        `multipart/form-data; boundary=${'b'.repeat(71)}`,
      ],
      ['a 300-character boundary', multipart([['file', 'a.png', PNG]], { boundary: long }).body, `multipart/form-data; boundary=${long}`],
      [
        'six fields before the file',
        multipart([
          ...[1, 2, 3, 4, 5, 6].map((i): [string, undefined, Buffer] => [`f${i}`, undefined, Buffer.from('x')]),
          ['file', 'a.png', PNG],
        ]).body,
        open.type,
      ],
      // Busboy skips such a part, and a large one stalled its parser until the deadline.
      [
        'a large part with no disposition',
        Buffer.concat([
          Buffer.from('--ace-reader-boundary\r\nContent-Type: application/octet-stream\r\n\r\n'),
          Buffer.alloc(25_000, 0x20),
          Buffer.from('\r\n--ace-reader-boundary--\r\n'),
        ]),
        open.type,
      ],
      ['a part cut in its headers', Buffer.from('--ace-reader-boundary\r\nContent-Disposition: form-da'), open.type],
      [
        'two file parts',
        multipart([
          ['file', 'a.png', PNG],
          ['file', 'b.png', PNG],
        ]).body,
        open.type,
      ],
      ['the file in another part', multipart([['image', 'a.png', PNG]]).body, open.type],
    ];
    for (const [what, body, type] of cases) {
      const res = await send(url, body, type);
      expect(res.status, what).toBe(400);
      expect(res.message, what).toMatch(CJK);
      expect(res.message, what).toContain(label);
      expect(stored(), what).toEqual([]);
    }
  });

  it('answers a file upload whose body lacks its closing boundary at once, leaving no .part', async () => {
    clear();
    const { body, type } = multipart([['file', 'a.pdf', PDF]], { close: false });
    const res = await send(FILE_URL, body, type);
    expect(res).toEqual({ status: 400, message: '扫描件的上传内容不完整或格式错误，请重新上传' });
    expect(stored()).toEqual([]);
  });

  /** Sends headers and part of a body on a raw socket; resolves with what the server wrote once it closes. */
  function rawUpload(url: string, { hangUp, pad = 16 * 1024 }: { hangUp: boolean; pad?: number }) {
    const { body, type } = multipart([['file', 'a.pdf', Buffer.concat([PDF, Buffer.alloc(pad, 0x20)])]], { close: false });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const head =
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth.authorization}\r\nprojectid: ${auth.projectid}\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${body.length + 1_000_000}\r\n\r\n`;
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
    socket.write(head);
    socket.write(body, () => {
      if (hangUp) socket.destroy();
    });
    return closed;
  }

  it('answers a file upload whose body never ends within the request timeout, leaving nothing', async () => {
    clear();
    const started = Date.now();
    const answer = await rawUpload(FILE_URL, { hangUp: false });
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // One answer, the reader's, naming the upload; the connection closed after it.
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer).toContain('扫描件上传超时，请重新上传');
    expect(stored()).toEqual([]);
  });

  it('answers a refused upload whose client then stalls by the deadline, with the refusal, once', async () => {
    clear();
    const started = Date.now();
    const answer = await rawUpload(FILE_URL, { hangUp: false, pad: 128 * 1024 });
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('扫描件的单个文件不能超过 64 KB');
    expect(stored()).toEqual([]);
  });

  it('leaves nothing behind when the client disconnects mid-upload', async () => {
    clear();
    await rawUpload(FILE_URL, { hangUp: true });
    // The server learns of the hang-up after the client: wait for the temporary file to go.
    await vi.waitFor(() => expect(stored()).toEqual([]), { timeout: REQUEST_TIMEOUT_MS });
    // And it still serves uploads.
    expect((await send(FILE_URL, multipart([['file', 'a.pdf', PDF]]).body, multipart([]).type)).status).toBe(200);
  });

  it.each(Object.keys(HOSTILE))('refuses %s bytes named a.pdf or a.png on both routes', async (kind) => {
    clear();
    for (const name of ['a.pdf', 'a.png']) {
      const { body, type } = multipart([['file', name, HOSTILE[kind]]]);
      const file = await send(FILE_URL, body, type);
      expect(file.status, name).toBe(415);
      expect(file.message, name).toBe(`扫描件的文件“${name}”内容不是 ${name.slice(1)} 格式（按文件内容识别，不看文件名）`);
      const image = await send(IMAGE_URL, body, type);
      expect(image).toEqual({ status: 415, message: '只支持 PNG、JPEG、GIF、WebP 格式的图片' });
    }
    expect(stored()).toEqual([]);
  });

  it('takes bytes that are what their names say, text by the rule of docs/decisions.md', async () => {
    clear();
    const ok = async (name: string, bytes: Buffer) => {
      const { body, type } = multipart([['file', name, bytes]]);
      return send(FILE_URL, body, type);
    };
    expect((await ok('合同.pdf', PDF)).status).toBe(200);
    expect((await ok('a.png', PNG)).status).toBe(200);
    expect((await ok('说明.txt', Buffer.from('\ufeff第一行\r\n第二行\tA\n'))).status).toBe(200);
    // Markup and binary bytes are no text file.
    expect((await ok('page.txt', HOSTILE.HTML)).status).toBe(415);
    expect((await ok('bin.txt', Buffer.from([0x41, 0x00, 0x42]))).status).toBe(415);
    expect(stored()).toHaveLength(2 + 1);
  });
});
