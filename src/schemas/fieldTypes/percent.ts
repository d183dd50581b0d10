/** 百分比: a number of percent (13 for 13 %), with the field's `precision` places. */
import { everywhere, plainText, numberSample } from './common';
import { numberCell, decimalFormat } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const percent: FieldTypeSpec = {
  get label() {
    return t('percent');
  },
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  required: 'input',
  decimals: 'field',
  suffix: '%',
  storage: 'real',
  jsonSchema: (_field, parts) => parts.number('number'),
  list: { width: 90 },
  designer: { default: 'typed', typedText: false },
  text: (value) => (typeof value === 'number' ? `${value}%` : plainText(value)),
  // 13 for 13 %, as typed: shown 13.00% by the format, not Excel's 1300% of a fraction.
  cell: numberCell((field) => decimalFormat(field.precision ?? 2, '%')),
  sample: numberSample([13, 6]),
};
