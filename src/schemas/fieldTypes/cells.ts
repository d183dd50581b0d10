/**
 * Cell conversions several field-type specs share (spec.ts CellConversions): text as it reads,
 * numbers as numbers, lists joined with 、, and the way back for import. Kept apart from the specs,
 * as common.ts is, so each spec says in one line which one its type takes.
 */
import type { FieldSchema } from '../types';
import type { CellContext, CellConversions, CellRead, CellValue, ReadCell } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

const empty = (value: unknown) => value === null || value === undefined || value === '';
const pad = (n: number) => String(n).padStart(2, '0');

/** What a cell reads as text: numbers without Excel's float noise, Dates as YYYY-MM-DD, trimmed. */
export function cellText(cell: ReadCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  return String(cell).trim();
}

/** A list typed in one cell: 、 as exported, and the commas and semicolons people type instead. */
export const cellList = (text: string): string[] =>
  text
    .split(/[、,，;；\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

const EMPTY: CellRead = { value: undefined };

/** The text of the cell as the value (codes, phones stay text even when Excel made them numbers). */
const readText = (cell: ReadCell): CellRead => {
  const text = cellText(cell);
  return text ? { value: text } : EMPTY;
};

/**
 * A cell of the type's own text (`text`), empty as null: codes, phones, addresses stay text, never
 * numbers. `read`: the way back (default: the text itself); null when the type is not imported.
 */
export const textCell = (
  text: (value: unknown, field: FieldSchema) => string,
  read: CellConversions['fromCell'] | null = readText,
): CellConversions => ({
  toCell: (value, field) => (empty(value) ? null : text(value, field) || null),
  ...(read ? { fromCell: read } : {}),
});

/** A number typed or held by the cell (¥, thousands separators and a trailing % allowed), or null. */
function cellNumber(cell: ReadCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = cellText(cell)
    .replace(/[¥￥,，\s]/g, '')
    .replace(/%$/, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** A number read as a number; `scale` turns it into the wire value (yuan → cents). */
export const readNumber =
  (scale: (n: number) => number = (n) => n) =>
  (cell: ReadCell, field: FieldSchema): CellRead => {
    if (empty(cellText(cell))) return EMPTY;
    const n = cellNumber(cell);
    return n === null ? { problem: t('notNumber', { label: field.label }) } : { value: scale(n) };
  };

/** A number as a number (Excel sums it), with `numFmt` for the column when given; read back as a number. */
export const numberCell = (numFmt?: (field: FieldSchema) => string): CellConversions => ({
  toCell: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null),
  fromCell: readNumber(),
  ...(numFmt ? { numFmt } : {}),
});

/** A reference cell's titles (several: one a line or separated by 、). */
const readTitles =
  (many: boolean) =>
  (cell: ReadCell, field: FieldSchema): CellRead => {
    const text = cellText(cell);
    if (!text) return EMPTY;
    const titles = many ? [...new Set(cellList(text))] : [text];
    if (!many && cellList(text).length > 1 && text.includes('、')) return { problem: t('oneTitle', { label: field.label }) };
    return { titles };
  };

/** The titles of the record(s) a reference or references value names, joined with 、; read back as titles. */
export const titleCell = (many: boolean): CellConversions => ({
  toCell: (value, field, ctx: CellContext): CellValue => {
    const ids = (Array.isArray(value) ? value : [value]).filter((v) => !empty(v)).map(String);
    return ids.length ? ids.map((id) => ctx.title(field, id)).join('、') : null;
  },
  fromCell: readTitles(many),
  rule: () => (many ? t('titlesRule') : t('titleRule')),
});

/** Excel's format of a number with `places` decimals (0 → `0`, 2 → `0.00`), and `suffix` shown after it. */
export const decimalFormat = (places: number, suffix = ''): string =>
  (places > 0 ? `0.${'0'.repeat(places)}` : '0') + (suffix ? `"${suffix}"` : '');
