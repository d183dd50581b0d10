/**
 * Cell conversions several field-type specs share (spec.ts CellConversions): text as it reads,
 * numbers as numbers, lists joined with 、. Kept apart from the specs, as common.ts is, so each spec
 * says in one line which one its type takes.
 */
import type { FieldSchema } from '../types';
import type { CellContext, CellConversions, CellValue } from './spec';

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** A cell of the type's own text (`text`), empty as null: codes, phones, addresses stay text, never numbers. */
export const textCell = (text: (value: unknown, field: FieldSchema) => string): CellConversions => ({
  toCell: (value, field) => (empty(value) ? null : text(value, field) || null),
});

/** A number as a number (Excel sums it), with `numFmt` for the column when given. */
export const numberCell = (numFmt?: (field: FieldSchema) => string): CellConversions => ({
  toCell: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null),
  ...(numFmt ? { numFmt } : {}),
});

/** The titles of the record(s) a reference or references value names, joined with 、. */
export const titleCell: CellConversions = {
  toCell: (value, field, ctx: CellContext): CellValue => {
    const ids = (Array.isArray(value) ? value : [value]).filter((v) => !empty(v)).map(String);
    return ids.length ? ids.map((id) => ctx.title(field, id)).join('、') : null;
  },
};

/** Excel's format of a number with `places` decimals (0 → `0`, 2 → `0.00`), and `suffix` shown after it. */
export const decimalFormat = (places: number, suffix = ''): string =>
  (places > 0 ? `0.${'0'.repeat(places)}` : '0') + (suffix ? `"${suffix}"` : '');
