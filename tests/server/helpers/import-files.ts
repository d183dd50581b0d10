import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';
import { LOCALE_HEADER } from '../../../src/i18n/messages/translate';

/** What the browser's 导入 dialog sends: a spreadsheet and the mode, as multipart (docs/schema-engine.md, 导入). */
const BOUNDARY = 'ace-import-boundary';

/** A multipart body with the file and the mode, as the browser's dialog sends it. */
function multipart(fileName: string, bytes: Buffer, mode?: string) {
  const parts: Buffer[] = [];
  if (mode) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${mode}\r\n`));
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

/** A sheet of `rows` under `headers`, as a person fills the template. */
export async function xlsx(headers: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('客户');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads `bytes` as `fileName` to an import `url` (under /ace-apis) as the holder of `token`, in the main project. */
export function uploadImport(
  t: TestApp,
  token: string,
  url: string,
  fileName: string,
  bytes: Buffer,
  opts: { mode?: string; locale?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/ace-apis${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      projectid: t.ids.mainProjectId,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      [LOCALE_HEADER]: opts.locale ?? 'zh-CN',
    },
    payload: multipart(fileName, bytes, opts.mode),
  });
}
