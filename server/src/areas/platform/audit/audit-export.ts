import { PassThrough } from 'node:stream';
import { loadExcelJs } from '../../../core/exceljs-on-demand';
import type { AuditRow } from '../../../../../src/domain/audit/auditEntry';
import type { AuditKind } from '../../../db/tables/audit';
import { businessWallClock } from '../../../core/business-days';

/** Rows read per query while the file is written: the export holds one page, whatever its length. */
export const AUDIT_EXPORT_PAGE = 500;

/** The trail's columns in the file, by kind: what 操作日志 and 登录日志 show. */
const COLUMNS: Record<AuditKind, Array<{ header: string; width: number; value: (r: AuditRow) => string | Date }>> = {
  change: [
    { header: '时间', width: 20, value: (r) => businessWallClock(r.at) },
    { header: '人员', width: 14, value: (r) => r.userName || '系统' },
    { header: '操作', width: 10, value: (r) => r.actionLabel },
    { header: '资源', width: 12, value: (r) => r.resourceLabel },
    { header: '记录', width: 24, value: (r) => r.recordLabel },
    { header: '变更内容', width: 60, value: (r) => changesText(r) },
    { header: '地址', width: 16, value: (r) => r.ip },
  ],
  login: [
    { header: '时间', width: 20, value: (r) => businessWallClock(r.at) },
    { header: '用户', width: 16, value: (r) => r.userName },
    { header: '结果', width: 10, value: (r) => r.actionLabel },
    { header: '说明', width: 24, value: (r) => r.recordLabel },
    { header: '地址', width: 16, value: (r) => r.ip },
    { header: '浏览器', width: 16, value: (r) => r.browser },
    { header: '系统', width: 16, value: (r) => r.os },
  ],
};

/** A change's fields in one cell: 字段：原值 → 新值；…, a masked one as 无权查看. */
function changesText(r: AuditRow): string {
  return r.changes
    .map((c) => (c.masked ? `${c.label}：无权查看` : `${c.label}：${c.fromText || '（空）'} → ${c.toText || '（空）'}`))
    .join('；');
}

/**
 * Writes the trail's entries page by page (`next` answers the rows after those already written, an
 * empty page at the end) as an .xlsx sheet into a stream, with exceljs's streaming writer: each row
 * is committed as it is written, so memory holds one page whatever the number of rows. Answers the
 * stream to send at once and the count once the file is complete.
 */
export async function auditWorkbook(
  kind: AuditKind,
  next: (pageNo: number) => Promise<AuditRow[]>,
): Promise<{ stream: PassThrough; done: Promise<number> }> {
  const ExcelJS = await loadExcelJs();
  const stream = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = book.addWorksheet(kind === 'change' ? '操作日志' : '登录日志');
  const columns = COLUMNS[kind];
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.header === '时间' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const done = (async () => {
    let count = 0;
    for (let pageNo = 1; ; pageNo++) {
      const rows = await next(pageNo);
      for (const r of rows) sheet.addRow(columns.map((c) => c.value(r))).commit();
      count += rows.length;
      if (rows.length < AUDIT_EXPORT_PAGE) break;
    }
    sheet.commit();
    await book.commit();
    return count;
  })();
  // A failure midway ends the download broken rather than leaving it hanging.
  done.catch((err: unknown) => stream.destroy(err as Error));
  return { stream, done };
}
