/**
 * Pieces several field-type specs share: where a type shows by default, how common values read as
 * text, the preview's made-up values, and the one spec of the two checked codes. Kept apart from the
 * specs so each spec file stays the one place of its type's facts.
 */
import { normaliseIdentityCode } from '../../domain/identityCodes';
import { formatMoney } from '../../domain/money';
import type { EnumOption, FieldSchema } from '../types';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

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

/** A sample that reads as what it is: 型号示例1. */
export const labelSample = (field: FieldSchema, row: number): string => t('labelSample', { label: field.label, n: row + 1 });

/** No sample value: the preview shows the field empty (nothing uploaded, no rows, no JSON). */
export const noSample = (): null => null;

/** One of two values by row, as real records of a Chinese back office would hold. */
export const rowSample =
  <T>(values: readonly [T, T]) =>
  (_field: FieldSchema, row: number): T =>
    values[row % 2];

/** One of two numbers by row, kept within the field's `min` and `max`. */
export const numberSample =
  (values: readonly [number, number]) =>
  (field: FieldSchema, row: number): number =>
    Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, values[row % 2]));

/** The id a sample reference holds (`sample-<field>-<row>`): never a real record. */
export const sampleReferenceId = (field: FieldSchema, row: number): string => `sample-${field.name}-${row + 1}`;

/** The two options a new 单选 or 多选 starts with, so it is valid at once and shows what an option looks like. */
export const STARTER_OPTIONS: EnumOption[] = [
  {
    value: '1',
    get label() {
      return t('starterOption', { n: 1 });
    },
    color: 'blue',
  },
  {
    value: '2',
    get label() {
      return t('starterOption', { n: 2 });
    },
    color: 'green',
  },
];

/**
 * A code checked to its check character (身份证号, 统一社会信用代码): 18 characters, no pattern (the
 * whole shape is checked with the check character, fieldChecks.ts, on both sides), stored upper-case
 * so a typed `x` finds its `X`. `samples`: two whole codes for the preview.
 */
export const checkedCode = ({
  label,
  width,
  samples,
}: {
  /** The type's name, read when shown. */
  label: () => string;
  width: number;
  samples: readonly [string, string];
}): FieldTypeSpec => ({
  get label() {
    return label();
  },
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  maxLength: 18,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  filterValue: normaliseIdentityCode,
  list: { width },
  designer: { default: 'none', typedText: false },
  text: plainText,
  cell: textCell(plainText),
  sample: rowSample(samples),
});
