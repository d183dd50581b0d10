/**
 * The ways back from a cell (spec.ts `fromCell`) that only some types take: options by label or
 * value, 是/否, days and moments. Beside cells.ts (the shared conversions) so each spec names its
 * reader in one line and none of them reads a database or a clock.
 */
import type { EnumOption, FieldSchema } from '../types';
import { cellList, cellText } from './cells';
import type { CellRead, ImportContext, ReadCell } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

const EMPTY: CellRead = { value: undefined };
const pad = (n: number) => String(n).padStart(2, '0');

/** The options as a 说明 sheet lists them: 个人、企业. */
export const optionLabels = (field: FieldSchema): string => (field.options ?? []).map((o) => o.label).join('、');

/** The option a text names, by its label first, then by its value (what an API user would type). */
function optionOf(field: FieldSchema, text: string): EnumOption | undefined {
  const options = field.options ?? [];
  return options.find((o) => o.label === text) ?? options.find((o) => String(o.value) === text);
}

const notAnOption = (field: FieldSchema, text: string): CellRead => ({
  problem: t('notAnOption', { label: field.label, text, options: optionLabels(field) }),
});

/** 单选: one option, by label or value. */
export function readOption(cell: ReadCell, field: FieldSchema): CellRead {
  const text = cellText(cell);
  if (!text) return EMPTY;
  const option = optionOf(field, text);
  return option ? { value: option.value } : notAnOption(field, text);
}

/** 多选: options separated by 、 (as exported), commas or semicolons. */
export function readOptions(cell: ReadCell, field: FieldSchema): CellRead {
  const texts = cellList(cellText(cell));
  if (!texts.length) return EMPTY;
  const values: unknown[] = [];
  for (const text of texts) {
    const option = optionOf(field, text);
    if (!option) return notAnOption(field, text);
    if (!values.includes(option.value)) values.push(option.value);
  }
  return { value: values };
}

const TRUE = new Set(['是', 'true', '1', 'y', 'yes', '√']);
const FALSE = new Set(['否', 'false', '0', 'n', 'no', '×']);

/** 是/否: 是/否, true/false, 1/0 (and the sheet's own booleans). */
export function readBoolean(cell: ReadCell, field: FieldSchema): CellRead {
  if (typeof cell === 'boolean') return { value: cell };
  const text = cellText(cell).toLowerCase();
  if (!text) return EMPTY;
  // Also the words of the interface's language, which an export in it wrote.
  if (TRUE.has(text) || text === t('yes').toLowerCase()) return { value: true };
  if (FALSE.has(text) || text === t('no').toLowerCase()) return { value: false };
  return { problem: t('notBoolean', { label: field.label }) };
}

/** YYYY-MM-DD, YYYY/M/D, YYYY.M.D or 2026年1月5日, with an optional time HH:mm(:ss). */
const TYPED = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** A cell's day and time as a Date whose UTC fields hold them (as an Excel date does), or null. */
function wallDate(cell: ReadCell): Date | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  const m = TYPED.exec(cellText(cell));
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2026-02-30 would roll over to March: a day that does not exist is refused.
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60 ? date : null;
}

/** 日期: an Excel date or typed text → YYYY-MM-DD. */
export function readDay(cell: ReadCell, field: FieldSchema): CellRead {
  if (!cellText(cell)) return EMPTY;
  const date = wallDate(cell);
  if (!date) return { problem: t('notDay', { label: field.label }) };
  return { value: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` };
}

/** 日期时间: the business wall clock (an Excel date-time or typed text) → the ISO instant it names. */
export function readMoment(cell: ReadCell, field: FieldSchema, ctx: ImportContext): CellRead {
  if (!cellText(cell)) return EMPTY;
  const date = wallDate(cell);
  if (!date) return { problem: t('notMoment', { label: field.label }) };
  return { value: ctx.instant(date).toISOString() };
}

/** 时间: HH:mm typed (9:05 too), or the time of an Excel time cell. */
export function readTime(cell: ReadCell, field: FieldSchema): CellRead {
  if (cell instanceof Date) return { value: `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}` };
  const text = cellText(cell);
  if (!text) return EMPTY;
  const m = /^(\d{1,2})[:：](\d{2})$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return { problem: t('notTime', { label: field.label }) };
  return { value: `${pad(Number(m[1]))}:${m[2]}` };
}

/** JSON typed as text. */
export function readJson(cell: ReadCell, field: FieldSchema): CellRead {
  const text = cellText(cell);
  if (!text) return EMPTY;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: t('notJson', { label: field.label }) };
  }
}
