/**
 * Widths of list columns. Every column has one, so the table knows its own width (`scroll.x` is
 * their sum) and the fixed 操作 column sits beside the others instead of over them: with
 * `max-content` a long 供应商 or a second tag widened its column under 操作. Each type's width is in
 * its spec (src/schemas/fieldTypes/), so a new type without a width does not compile.
 */
import { isFieldType } from '../../schemas/fieldDefaults';
import { FIELD_TYPE_SPECS, specOf } from '../../schemas/fieldTypes';
import type { FieldSchema, FieldType } from '../../schemas/types';

/** Default widths in pixels by type (each type's spec, `list.width`), sized for its usual content at antd's default font. */
export const COLUMN_WIDTHS = Object.fromEntries(Object.entries(FIELD_TYPE_SPECS).map(([type, spec]) => [type, spec.list.width])) as Record<
  FieldType,
  number
>;

/** The title column (the record's name, a link) gets at least this much. */
const TITLE_WIDTH = 200;

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

/** Whether a field's cells cut off with an ellipsis (rather than wrap inside their width, as several tags do). */
export const cutsOff = (field: FieldSchema): boolean => !(isFieldType(field.type) && specOf(field).list.wraps);

/** Width of the row-selection (checkbox) column, so it can be counted in the table's width. */
export const SELECTION_WIDTH = 48;

/** The table's scroll width: the sum of its columns' widths (plus the selection column when there is one). */
export function tableScrollWidth(columns: readonly { width?: number | string }[], selectable = false): number {
  const sum = columns.reduce((w, c) => w + (typeof c.width === 'number' ? c.width : 0), 0);
  return sum + (selectable ? SELECTION_WIDTH : 0);
}
