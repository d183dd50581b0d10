import path from 'node:path';

/**
 * Where the bytes of file fields' uploads live: `<dataDir>/uploads/<tenant>/files/<id>`, beside the
 * tenant's images (so a backup of the data folder carries both) but never served by the public image
 * route (which takes image names only): every download goes through the checked route.
 */
export const filePath = (uploadsRoot: string, tenantId: string, id: string) => path.join(filesFolder(uploadsRoot, tenantId), id);

/** The folder of a tenant's file-field uploads (their `.part` files are written there too, upload-reader.ts). */
export const filesFolder = (uploadsRoot: string, tenantId: string) => path.join(uploadsRoot, tenantId, 'files');

/** The longest file name kept (the extension survives a cut). */
const MAX_NAME = 200;

/**
 * A file name as the client sent it, made safe to keep and to send back in a header: the last path
 * segment, no control characters or quotes, at most 200 characters; `未命名文件` when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean) return '未命名文件';
  if ([...clean].length <= MAX_NAME) return clean;
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(clean)?.[0] ?? '';
  return [...clean].slice(0, MAX_NAME - ext.length).join('') + ext;
}

// Shared with the schema engine's exports (http/content-disposition.ts).
export { attachmentDisposition } from '../../../http/content-disposition';
