import { extensionOf } from '../../../../../src/domain/fileTypes';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import { shownLabel } from '../../../messages/shown-labels';

/**
 * What an upload's bytes are, read from its first bytes (file-type's signatures), never from its
 * name or the type the client declared: the check both upload routes make before keeping a file.
 * The rules for kinds without a signature (text) are in docs/decisions.md ("Uploads are checked by
 * their content").
 */

/** A kind as file-type names it (`png`, `pdf`, `zip`…), or undefined when no signature matches. */
async function detect(head: Buffer): Promise<string | undefined> {
  // A plain Uint8Array view: file-type checks its input against the running realm's Uint8Array,
  // which a Buffer is not under jsdom. A signature it cannot finish reading is no signature.
  const bytes = new Uint8Array(head.buffer, head.byteOffset, head.byteLength);
  // file-type loads on the first upload, not at start (docs/performance.md: start-up and idle memory).
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(bytes).catch(() => undefined))?.ext;
}

/** The images `/upload/image` keeps, by file-type's name for them: the extension and type stored. */
const IMAGE_KINDS: Record<string, { ext: string; type: string }> = {
  png: { ext: 'png', type: 'image/png' },
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
};

/** The MIME type of each image extension kept, for serving the images back. */
export const IMAGE_TYPE_BY_EXT: Record<string, string> = Object.fromEntries(Object.values(IMAGE_KINDS).map((k) => [k.ext, k.type]));

/** The image the bytes are (PNG, JPEG, GIF or WebP), or undefined: SVG, HTML and all else are no image here. */
export async function imageKindOf(head: Buffer): Promise<{ ext: string; type: string } | undefined> {
  const kind = await detect(head);
  return kind ? IMAGE_KINDS[kind] : undefined;
}

/**
 * The signatures that prove a file of each extension: file-type's names for it. OLE documents
 * (.doc/.xls/.ppt/.wps) are all `cfb`; Office Open XML and OpenDocument are ZIP archives, which
 * file-type names by their entries when it reaches them in the first bytes, else `zip`. `text` is
 * a kind with no signature, checked by {@link isPlainText}.
 */
const SIGNATURES: Record<string, readonly string[] | 'text'> = {
  '.pdf': ['pdf'],
  '.doc': ['cfb'],
  '.xls': ['cfb'],
  '.ppt': ['cfb'],
  '.wps': ['cfb'],
  '.docx': ['docx', 'zip'],
  '.xlsx': ['xlsx', 'zip'],
  '.pptx': ['pptx', 'zip'],
  '.odt': ['odt', 'zip'],
  '.ods': ['ods', 'zip'],
  '.txt': 'text',
  '.csv': 'text',
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.png': ['png'],
  '.gif': ['gif'],
  '.webp': ['webp'],
  '.bmp': ['bmp'],
  '.zip': ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods'],
  '.rar': ['rar'],
  '.7z': ['7z'],
  '.mp4': ['mp4', 'm4v'],
  '.mp3': ['mp3'],
};

/** Control characters no text file holds (tab, line feed, form feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** Whether bytes start as markup (HTML, SVG, XML) once a byte-order mark and blanks are skipped. */
function startsAsMarkup(head: Buffer): boolean {
  return /^\s*</.test(
    head
      .subarray(0, 1024)
      .toString('latin1')
      .replace(/^\xef\xbb\xbf/, ''),
  );
}

/**
 * Text as a .txt or .csv holds it: no binary signature, no control characters (so no UTF-16 and no
 * executable), and not markup — an HTML or SVG page renamed `.txt` is refused like one renamed `.pdf`.
 * Any 8-bit encoding passes (UTF-8, and GB18030 as Excel writes Chinese CSV).
 */
function isPlainText(head: Buffer): boolean {
  return !BINARY.test(head.toString('latin1')) && !startsAsMarkup(head);
}

/**
 * The refusal of a file whose bytes are not what its name says, naming the field and the kind expected,
 * in the language being said: call it inside the refusal's function.
 */
export const contentMismatch = (label: string, name: string): string =>
  ts('contentMismatch', { label: shownLabel(label), name, ext: extensionOf(name) || ts('declaredFormat') });

/**
 * Whether the bytes are what the name's extension says. An extension this table does not know (an
 * admin's `.dwg`) passes when no other signature matches and the bytes are no markup, or when the
 * signature is that extension's own.
 */
export async function contentMatchesName(head: Buffer, name: string): Promise<boolean> {
  const ext = extensionOf(name);
  const kind = await detect(head);
  const expected = SIGNATURES[ext];
  if (expected === 'text') return kind === undefined && isPlainText(head);
  if (expected) return kind !== undefined && expected.includes(kind);
  return kind ? `.${kind}` === ext : !startsAsMarkup(head);
}
