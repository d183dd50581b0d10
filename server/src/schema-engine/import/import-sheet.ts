import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../core/exceljs-on-demand';
import type { ReadCell } from '../../../../src/schemas/fieldTypes/spec';
import { badRequest } from '../../core/errors';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { groupThousands } from '../../../../src/domain/money';

/** The most data rows one file may hold: more is refused before any row is read into a record. */
const MAX_IMPORT_ROWS = 20_000;

/** A file's rows: its header texts, and each data row's cells by column with its spreadsheet row number. */
export interface ReadSheet {
  headers: string[];
  rows: Array<{ row: number; cells: ReadCell[] }>;
}

const tooMany = () => badRequest(() => ts('tooManyRows', { max: groupThousands(MAX_IMPORT_ROWS) }));

/** An exceljs cell value as the field types read it: rich text, links and formulas by what they show. */
function plain(value: ExcelJS.CellValue): ReadCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return String(value as unknown);
}

/** The first sheet of an .xlsx: row 1 the headers; rows with nothing in them are skipped. */
async function readXlsx(bytes: Buffer): Promise<ReadSheet> {
  const { Workbook } = await loadExcelJs();
  const book = new Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(() => ts('fileUnreadable'));
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(() => ts('noWorksheet'));
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw tooMany();
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (headers[col - 1] = String(plain(cell.value) ?? '').trim()));
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow((r, row) => {
    if (row === 1) return;
    const cells: ReadCell[] = headers.map((_h, i) => plain(r.getCell(i + 1).value));
    if (cells.some((c) => c !== null && c !== '')) rows.push({ row, cells });
  });
  return { headers, rows };
}

/** RFC 4180 CSV (quotes, doubled quotes, line breaks in quotes), UTF-8 with or without a BOM. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    out.push(row);
    row = [];
    cell = '';
    if (out.length > MAX_IMPORT_ROWS + 1) throw tooMany();
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return out;
}

function readCsv(bytes: Buffer): ReadSheet {
  const [head = [], ...body] = parseCsv(bytes.toString('utf8'));
  const headers = head.map((h) => h.trim());
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells: headers.map((_h, c) => cells[c]?.trim() || null) }))
    .filter((r) => r.cells.some((c) => c !== null));
  return { headers, rows };
}

/** A file's rows, by its name's ending (.xlsx or .csv); anything else is refused. */
export async function readSheet(fileName: string, bytes: Buffer): Promise<ReadSheet> {
  const name = fileName.toLowerCase();
  const sheet = name.endsWith('.csv') ? readCsv(bytes) : name.endsWith('.xlsx') ? await readXlsx(bytes) : null;
  if (!sheet) throw badRequest(() => ts('fileKind'));
  if (sheet.rows.length > MAX_IMPORT_ROWS) throw tooMany();
  if (!sheet.rows.length) throw badRequest(() => ts('noDataRows'));
  return sheet;
}
