/** 金额: integer cents on the wire and in the database (never floats), shown as ¥1,234.56. */
import { everywhere, moneyText, numberSample } from './common';
import { MONEY_KEYWORD } from './jsonKeywords';
import type { FieldTypeSpec } from './spec';

export const money: FieldTypeSpec = {
  label: '金额',
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  required: 'input',
  // Yuan as typed: two places; the wire value is whole cents.
  decimals: 2,
  cents: true,
  storage: 'integer',
  // Limits are cents: the refusal shows them as ¥ yuan (MONEY_KEYWORD).
  jsonSchema: (_field, parts) => ({ ...parts.number('integer'), [MONEY_KEYWORD]: true }),
  list: { width: 130 },
  designer: { default: 'typed', typedText: false },
  text: moneyText,
  sample: numberSample([128800, 56000]),
};
