/**
 * Widths of list columns. Every column has one, so the table knows its own width (`scroll.x` is
 * their sum) and the fixed 操作 column sits beside the others instead of over them: with
 * `max-content` a long 供应商 or a second tag widened its column under 操作. A `Record` by field
 * type, so a new type without a width does not compile.
 */
import type { FieldSchema, FieldType } from '../../schemas/types';

/** Default widths in pixels, sized for the usual content of each type at antd's default font. */
export const COLUMN_WIDTHS: Record<FieldType, number> = {
  text: 140,
  textarea: 200,
  number: 100,
  integer: 90,
  money: 130,
  percent: 90,
  boolean: 80,
  enum: 100,
  date: 110,
  datetime: 150,
  phone: 130,
  email: 180,
  image: 80,
  reference: 130,
  references: 180,
  json: 160,
  lineItems: 160,
  url: 180,
  time: 90,
  multiEnum: 180,
  idCard: 180,
  creditCode: 190,
  region: 180,
  file: 160,
  autoNumber: 150,
};

/** The title column (the record's name, a link) gets at least this much. */
const TITLE_WIDTH = 200;

/** Types whose cells wrap inside their width (several tags); the others cut off with an ellipsis. */
const WRAPPING: ReadonlySet<FieldType> = new Set(['references', 'multiEnum', 'file', 'image']);

/** Room a header takes: 14 px a character, the cell's padding, and the sort arrows when sortable. */
const headerWidth = (field: FieldSchema) => [...field.label].length * 14 + 32 + (field.sortable ? 22 : 0);

/**
 * The width of a field's column: the schema's own `width`, else its type's (the title column at
 * least TITLE_WIDTH), never narrower than its header (客户类型 with its sort arrows).
 */
export function columnWidth(field: FieldSchema, isTitle: boolean): number {
  if (field.width) return field.width;
  return Math.max(COLUMN_WIDTHS[field.type], headerWidth(field), isTitle ? TITLE_WIDTH : 0);
}

/** Whether a field's cells cut off with an ellipsis (rather than wrap). */
export const cutsOff = (field: FieldSchema): boolean => !WRAPPING.has(field.type);

/** Width of the row-selection (checkbox) column, so it can be counted in the table's width. */
export const SELECTION_WIDTH = 48;

/** The table's scroll width: the sum of its columns' widths (plus the selection column when there is one). */
export function tableScrollWidth(columns: readonly { width?: number | string }[], selectable = false): number {
  const sum = columns.reduce((w, c) => w + (typeof c.width === 'number' ? c.width : 0), 0);
  return sum + (selectable ? SELECTION_WIDTH : 0);
}
