import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Busboy from '@fastify/busboy';
import { validationMessages as say } from '../../../src/domain/validationMessages';
import { AppError, badRequest, type Message } from '../core/errors';
import { shownLabel } from '../messages/shown-labels';
import { TIMEOUT_CHECK_MS } from './request-limits';

/**
 * The one multipart reader of the uploads (`/upload/image`, `/upload/file`). Its rules:
 * - `multipart/form-data` with a boundary of 1–70 characters (RFC 2046); anything else is 400.
 * - Exactly one file, in the part named `file`; a second file or a file in another part is 400,
 *   never silently dropped. At most {@link MAX_FIELDS} other fields, of at most {@link MAX_FIELD_BYTES}.
 * - A file over the limit is 413 and nothing is kept: the limit is watched on every chunk, not read
 *   from a flag after the fact. An empty file is 400.
 * - Anything the parser throws (no closing boundary, a part cut short, a header it cannot read) is 400,
 *   and so is a part that is no form-data field (busboy would skip it).
 * - Bytes go to `<folder>/<random>.part` and reach their name only when the caller keeps them; a
 *   refusal, a client that disconnects, the upload deadline: the part is removed before the answer
 *   (what a crash leaves, the attachment sweep takes: both routes write under `<tenant>/files`).
 * - The upload deadline is the request timeout less one check interval, so the reader answers 408
 *   (and cleans up) before Node's own timeout closes the connection.
 * - A refusal is answered once the client has sent the rest of its body (up to 8 MiB more, within the
 *   deadline; past either the answer closes the connection), so clients read it instead of a reset.
 * Every message names the upload (图片, the file field's label) and is in Chinese.
 */

/** Non-file parts allowed beside the file (none is used; a form may still send a few). */
const MAX_FIELDS = 5;
/** Largest non-file part; a longer one is cut, it is never read anyway. */
const MAX_FIELD_BYTES = 64 * 1024;
/** The first bytes kept in memory for the content check (file-type reads its signatures from them). */
const HEAD_BYTES = 64 * 1024;
/** The most of a refused body read and dropped before answering (more: the answer closes the connection). */
const DRAIN_BYTES = 8 * 1024 * 1024;
/** A part's Content-Disposition as a form field's (RFC 7578). */
const FORM_DATA = /^\s*form-data\s*(;|$)/i;
/** RFC 2046: a boundary is 1–70 characters of this set, not ending in a space. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The refusals of malformed uploads, one place for their wording. */
export const uploadMessages = {
  notMultipart: (label: string) => `请以 multipart/form-data 上传${label}`,
  noBoundary: (label: string) => `${label}的上传格式错误：缺少 boundary`,
  badBoundary: (label: string) => `${label}的上传格式错误：boundary 须为 1–70 个字符（RFC 2046）`,
  malformed: (label: string) => `${label}的上传内容不完整或格式错误，请重新上传`,
  tooManyFields: (label: string) => `${label}的上传表单字段过多（除文件外最多 ${MAX_FIELDS} 个）`,
  deadline: (label: string) => `${label}上传超时，请重新上传`,
  aborted: (label: string) => `${label}上传已中断`,
};

/** What a route reads an upload with: the name its messages use, the size limit and where bytes go. */
export interface UploadRules {
  /** The upload as messages name it: 图片, the file field's label. */
  label: string;
  maxBytes: number;
  /** The 413 message (a function: said in the request's language, http/reply-language.ts). */
  tooLarge: Message;
  /** The folder the bytes are written to before they are kept (`keep` renames them, so the same file system). */
  folder: string;
}

/** One uploaded file, written to a temporary name, not yet kept. */
export interface ReadUpload {
  /** The name the client gave (not cleaned). */
  filename: string;
  /** The content type the client declared for the part. */
  declaredType: string;
  size: number;
  /** The first {@link HEAD_BYTES} bytes, for the content check. */
  head: Buffer;
  /** The form's other fields by name (an import's `mode`), each cut at {@link MAX_FIELD_BYTES}. */
  fields: Record<string, string>;
  /** Moves the bytes to `target` (in the same folder tree); only then are they kept. */
  keep: (target: string) => Promise<void>;
}

/**
 * Lets a route take multipart bodies: the body is left unread for {@link withUpload}. Call it in
 * the route's own plugin (the parser is scoped to it).
 */
export function acceptMultipart(app: FastifyInstance) {
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
}

/** The boundary of a multipart content type; 400 naming the upload when there is none or it breaks RFC 2046. */
function boundaryOf(contentType: string | undefined, label: string): string {
  const [type, ...params] = (contentType ?? '').split(';');
  if (type.trim().toLowerCase() !== 'multipart/form-data') throw badRequest(uploadMessages.notMultipart(label));
  const param = params.map((p) => p.trim()).find((p) => /^boundary=/i.test(p));
  if (!param) throw badRequest(uploadMessages.noBoundary(label));
  const boundary = param.slice('boundary='.length).replace(/^"(.*)"$/, '$1');
  if (!BOUNDARY.test(boundary)) throw badRequest(uploadMessages.badBoundary(label));
  return boundary;
}

/**
 * Reads the one file of a multipart request by the rules above and hands it to `use`, which checks
 * it and `keep`s it; whatever `use` does not keep (it throws, or returns without keeping) is
 * removed. Refusals are {@link AppError}s naming the upload.
 */
export async function withUpload<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  rules: UploadRules,
  use: (upload: ReadUpload) => Promise<T>,
): Promise<T> {
  boundaryOf(req.headers['content-type'], rules.label);
  await fs.promises.mkdir(rules.folder, { recursive: true });
  const temp = path.join(rules.folder, `${randomUUID()}.part`);
  try {
    const read = await readOne(req, reply, rules, temp);
    let kept = false;
    const result = await use({
      ...read,
      keep: async (target) => {
        await fs.promises.rename(temp, target);
        kept = true;
      },
    });
    if (!kept) await fs.promises.rm(temp, { force: true });
    return result;
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
}

type Read = Omit<ReadUpload, 'keep'>;

/** A part not read: its bytes dropped, and an error it may still raise (cut short) heard, not thrown. */
function discard(stream: Readable) {
  stream.on('error', () => {}).resume();
}

/** Streams the request through busboy into `temp`; settles once, after the temporary file is closed. */
function readOne(req: FastifyRequest, reply: FastifyReply, rules: UploadRules, temp: string): Promise<Read> {
  const { label } = rules;
  const raw = req.raw;
  return new Promise<Read>((resolve, reject) => {
    let settled = false;
    let file: Readable | undefined;
    let out: fs.WriteStream | undefined;
    let found: Omit<Read, 'size' | 'head' | 'fields'> | undefined;
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let size = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    let parsed = false;
    let written = false;

    // Past the deadline the rest of the body is not waited for: answered, and the connection closed
    // after the answer (else Node's own timeout would answer the same request a second time).
    const deadlineMs = Math.max(req.server.config.requestTimeoutMs - TIMEOUT_CHECK_MS, req.server.config.requestTimeoutMs / 2);
    const deadlineAt = Date.now() + deadlineMs;
    const closeAfterAnswer = () => reply.header('connection', 'close');
    const deadline = setTimeout(() => {
      closeAfterAnswer();
      fail(new AppError(408, uploadMessages.deadline(label), 408), false);
    }, deadlineMs);
    // The rest of a refused body, read and dropped so the client reads the answer rather than a
    // reset; at most DRAIN_BYTES more and until the deadline, past which the answer closes the connection.
    const drain = () =>
      new Promise<void>((resolve) => {
        let extra = 0;
        const done = () => {
          clearTimeout(timer);
          raw.off('data', count);
          resolve();
        };
        const stop = () => {
          closeAfterAnswer();
          done();
        };
        const count = (chunk: Buffer) => {
          if ((extra += chunk.length) > DRAIN_BYTES) stop();
        };
        const timer = setTimeout(stop, Math.max(deadlineAt - Date.now(), 0));
        raw.on('data', count).once('end', done).once('close', done).resume();
      });
    // Stop reading, close and remove the temporary file, then answer (after the drain, when asked).
    const fail = (err: Error, drainFirst = true) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      raw.unpipe(bb);
      file?.removeAllListeners('data');
      file?.resume();
      const closed = out ? new Promise<void>((r) => out!.destroy().once('close', () => r())) : Promise.resolve();
      const drained = drainFirst && !raw.complete && !raw.readableEnded && !raw.destroyed ? drain() : null;
      void closed
        .then(() => fs.promises.rm(temp, { force: true }))
        .then(() => drained)
        .then(() => reject(err), reject);
    };
    const finish = () => {
      if (settled || !parsed || (found && !written)) return;
      if (!found) return fail(badRequest(() => say.required(shownLabel(label), 'upload')));
      if (size === 0) return fail(badRequest(() => say.fileEmpty(shownLabel(label))));
      settled = true;
      clearTimeout(deadline);
      resolve({ ...found, size, head: Buffer.concat(head), fields });
    };

    let bb: InstanceType<typeof Busboy>;
    try {
      bb = new Busboy({
        headers: req.headers as { 'content-type': string },
        limits: { files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: MAX_FIELD_BYTES, fileSize: rules.maxBytes },
      });
    } catch {
      clearTimeout(deadline);
      reject(badRequest(uploadMessages.malformed(label)));
      return;
    }

    // A part busboy would skip (no form-data disposition, a line break in it) is malformed here: a
    // large skipped part stalls busboy's parser for good (the upload then waited for the deadline).
    // Refused as its headers arrive, through busboy's part parser (Dicer), before busboy skips it.
    const parts = (bb as unknown as { _parser?: { parser?: NodeJS.EventEmitter } })._parser?.parser;
    parts?.on('part', (part: NodeJS.EventEmitter) =>
      part.once('header', (header: Record<string, string[] | undefined>) => {
        const disposition = header['content-disposition']?.[0] ?? '';
        if (!FORM_DATA.test(disposition) || /[\r\n]/.test(disposition)) fail(badRequest(uploadMessages.malformed(label)));
      }),
    );
    bb.on('file', (fieldname: string, stream: Readable, filename: string | undefined, _enc: string, mimetype: string) => {
      if (settled) return discard(stream);
      if (fieldname !== 'file') {
        discard(stream);
        return fail(badRequest(() => say.oneFile(shownLabel(label))));
      }
      file = stream;
      found = { filename: filename ?? '', declaredType: mimetype };
      out = fs.createWriteStream(temp, { flags: 'wx' });
      out.on('error', (err) => fail(err));
      out.on('drain', () => stream.resume());
      out.on('finish', () => {
        written = true;
        finish();
      });
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
        }
        if (!out!.write(chunk)) stream.pause();
      });
      // Over the limit: refused, whichever comes first (the event, or the flag at the end).
      stream.on('limit', () => fail(new AppError(413, rules.tooLarge, 413)));
      stream.on('end', () => {
        if (settled) return;
        if ((stream as Readable & { truncated?: boolean }).truncated) return fail(new AppError(413, rules.tooLarge, 413));
        out!.end();
      });
      stream.on('error', () => fail(badRequest(uploadMessages.malformed(label))));
    });
    bb.on('field', (name: string, value: string) => void (fields[name] = value));
    bb.on('filesLimit', () => fail(badRequest(() => say.oneFile(shownLabel(label)))));
    bb.on('fieldsLimit', () => fail(badRequest(uploadMessages.tooManyFields(label))));
    bb.on('partsLimit', () => fail(badRequest(uploadMessages.tooManyFields(label))));
    bb.on('error', () => fail(badRequest(uploadMessages.malformed(label))));
    bb.on('finish', () => {
      parsed = true;
      finish();
    });
    // The client went away before the whole body arrived: nobody reads the answer, nothing is kept.
    raw.once('close', () => {
      if (!raw.complete && !raw.readableEnded) fail(new AppError(400, uploadMessages.aborted(label), 400), false);
    });
    raw.pipe(bb);
  });
}
