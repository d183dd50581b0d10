/** 金额: integer cents on the wire and in the database (never floats), shown as ¥1,234.56. */
import { everywhere, moneyText, numberSample } from './common';
import { MONEY_KEYWORD } from './jsonKeywords';
import { centsToYuan, yuanToCents } from '../../domain/money';
import type { FieldTypeSpec } from './spec';
import { readNumber } from './cells';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const money: FieldTypeSpec = {
  get label() {
    return t('money');
  },
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
  // Yuan as a number (Excel sums it), shown ¥1,234.56; the wire's integer cents would read 100 times too big.
  // Read back as yuan → whole cents by the form's own rounding (12.345 is 1235 cents; 1.005 is 101).
  cell: {
    toCell: (value) => (typeof value === 'number' ? centsToYuan(value) : null),
    numFmt: () => '¥#,##0.00',
    fromCell: readNumber(yuanToCents),
    rule: () => t('moneyRule'),
  },
  sample: numberSample([128800, 56000]),
};
