/**
 * Pieces several field-type specs share: where a type shows by default, and how common values read
 * as text. Kept apart from the specs so each spec file stays the one place of its type's facts.
 */
import { formatMoney } from '../../domain/money';
import type { FieldSchema } from '../types';

/** Shown in the list, the forms and the show page. */
export const everywhere = { list: true, form: true, show: true } as const;
/** In forms and on the show page, not a list column (long text, rows, files). */
export const notInList = { list: false, form: true, show: true } as const;

/** A value as it is, empty when missing. */
export const plainText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A list of values joined with 、 (Chinese enumeration comma). */
export const listText = (value: unknown, item: (v: unknown) => string = plainText): string =>
  Array.isArray(value) ? value.map(item).join('、') : plainText(value);

/** An option's label (its value when no option has it). */
export const optionText = (value: unknown, field: FieldSchema): string =>
  value === null || value === undefined ? '' : (field.options?.find((o) => o.value === value)?.label ?? String(value));

/** Integer cents as ¥1,234.56. */
export const moneyText = (value: unknown): string => (typeof value === 'number' ? formatMoney(value) : plainText(value));
