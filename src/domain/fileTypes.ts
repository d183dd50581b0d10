/**
 * What a file field takes, shared by the upload input (its `accept` and the check before sending) and
 * the server (the upload call and the save). A file's kind is read from its name's extension, never
 * from the type a browser sends: the server stores the MIME type this table gives, and downloads are
 * always served as attachments.
 */
import { t } from '../i18n/messages/zh-CN/domainFields';

/** One attachment as a record holds it: the upload's id, its name, size in bytes and MIME type. */
export interface FileItem {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** A file field's limits as its schema may set them. */
export interface FileLimitSettings {
  accept?: readonly string[];
  maxSize?: number;
  max?: number;
}

/** The MIME type of each extension the server knows; others are `application/octet-stream`. */
const MIME_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.wps': 'application/vnd.ms-works',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
  '.7z': 'application/x-7z-compressed',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
};

/** Kinds a file field takes when its schema names none: office documents, PDF, text, images, archives. */
export const DEFAULT_FILE_ACCEPT: readonly string[] = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.wps',
  '.txt',
  '.csv',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.zip',
  '.rar',
];
/** Largest file by default, and the most a schema may allow (the upload is held on disk, never in memory). */
export const DEFAULT_FILE_MAX_SIZE = 20 * 1024 * 1024;
export const FILE_MAX_SIZE_LIMIT = 100 * 1024 * 1024;
/** Most files per field by default, and the most a schema may allow. */
export const DEFAULT_FILE_COUNT = 10;
export const FILE_COUNT_LIMIT = 50;

/** The limits that apply to a file field: its own, else the defaults. */
export function fileLimits(field: FileLimitSettings): { accept: readonly string[]; maxSize: number; max: number } {
  return {
    accept: field.accept?.length ? field.accept : DEFAULT_FILE_ACCEPT,
    maxSize: field.maxSize ?? DEFAULT_FILE_MAX_SIZE,
    max: field.max ?? DEFAULT_FILE_COUNT,
  };
}

/** The extension of a file name, lower-case with its dot (`.pdf`), or '' when it has none. */
export function extensionOf(name: string): string {
  const m = /\.[A-Za-z0-9]{1,10}$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}

/** The MIME type of a file name, by its extension. */
export const mimeOf = (name: string): string => MIME_BY_EXTENSION[extensionOf(name)] ?? 'application/octet-stream';

/**
 * Markup a browser runs (HTML, SVG, XML pages can carry script): never stored, whatever a field accepts.
 * The upload's content check refuses any bytes that start as markup, so a field cannot accept these.
 */
const MARKUP_KINDS = new Set([
  '.html',
  '.htm',
  '.xhtml',
  '.svg',
  '.svgz',
  '.xml',
  'text/html',
  'text/xml',
  'application/xml',
  'application/xhtml+xml',
  'image/svg+xml',
]);

/** Whether an `accept` entry names markup a browser runs (`.html`, `.svg`, `image/svg+xml` …), which no upload takes. */
export const isMarkupEntry = (entry: string): boolean => MARKUP_KINDS.has(entry.toLowerCase());

/** Whether an `accept` entry is well formed: `.ext` or `type/subtype` (`image/*`). */
export const isAcceptEntry = (entry: unknown): entry is string =>
  typeof entry === 'string' && /^(\.[A-Za-z0-9]{1,10}|[a-z]+\/([a-z0-9.+-]+|\*))$/.test(entry);

/** Whether a file of this name is of a kind `accept` lists (by extension, or by the MIME type of its extension). */
export function fileAccepted(accept: readonly string[], name: string): boolean {
  const ext = extensionOf(name);
  const mime = mimeOf(name);
  return accept.some((a) => {
    const entry = a.toLowerCase();
    if (entry.startsWith('.')) return ext === entry;
    if (entry.endsWith('/*')) return mime.startsWith(entry.slice(0, -1));
    return mime === entry;
  });
}

/** The kinds as a message lists them: .pdf、.docx、image/*. */
export const acceptText = (accept: readonly string[]): string => accept.join(t('listSeparator'));

/** A size as people read it: 512 B, 1.5 KB, 20 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${Number(value.toFixed(1))} ${unit}`;
}
