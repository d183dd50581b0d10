import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { loadExcelJs } from '../../core/exceljs-on-demand';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { CellContext } from '../../../../src/schemas/fieldTypes/spec';
import type { Dto } from '../codec';
import type { ExportColumn } from './export-columns';

/** Characters Excel refuses in a sheet's name, and its longest. */
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/** A chunk of rows and what their cells need (titles looked up for the chunk). */
export interface Chunk {
  rows: Dto[];
  ctx: CellContext;
}

/**
 * Writes one sheet to `out` with exceljs's streaming writer: the Chinese headers, then each chunk's
 * rows as they come, each committed at once (only the chunk being written is in memory), cells
 * converted by their field type's `toCell` and formatted by its `numFmt` (¥#,##0.00, dates).
 * `written` is told the rows written so far after each chunk (a job's progress).
 */
export async function writeWorkbook(
  out: Writable,
  sheet: string,
  columns: ExportColumn[],
  chunks: AsyncIterable<Chunk>,
  written?: (rows: number) => Promise<void> | void,
): Promise<number> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheet.replace(SHEET_NAME_REFUSED, ' ').slice(0, SHEET_NAME_MAX) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.columns = columns.map((c) => ({ header: c.field.label, key: c.field.name, width: c.width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  for await (const { rows, ctx } of chunks) {
    for (const record of rows) {
      const row = ws.addRow(columns.map((c) => specOf(c.field).cell.toCell(record[c.field.name], c.field, ctx)));
      columns.forEach((c, i) => {
        const cell = row.getCell(i + 1);
        if (c.numFmt && cell.value !== null) cell.numFmt = c.numFmt;
        // Line items hold one row a line: shown as lines.
        if (typeof cell.value === 'string' && cell.value.includes('\n')) cell.alignment = { wrapText: true, vertical: 'top' };
      });
      row.commit();
    }
    count += rows.length;
    await written?.(count);
    // The writer does not wait for the reader: past each chunk, what is not yet sent waits to be, so a
    // slow download holds a chunk or so of bytes, not the whole file.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  ws.commit();
  await book.commit();
  return count;
}
