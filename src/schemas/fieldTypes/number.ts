/** 小数: a decimal number with the field's `precision` places (default 2). */
import { everywhere, plainText, numberSample } from './common';
import { numberCell, decimalFormat } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const number: FieldTypeSpec = {
  get label() {
    return t('number');
  },
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  required: 'input',
  decimals: 'field',
  storage: 'real',
  jsonSchema: (_field, parts) => parts.number('number'),
  list: { width: 100 },
  designer: { default: 'typed', typedText: false },
  text: plainText,
  cell: numberCell((field) => decimalFormat(field.precision ?? 2)),
  sample: numberSample([12.5, 8]),
};
