/** 整数: a whole number. */
import { everywhere, plainText, numberSample } from './common';
import { numberCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const integer: FieldTypeSpec = {
  get label() {
    return t('integer');
  },
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  required: 'input',
  decimals: 0,
  storage: 'integer',
  jsonSchema: (_field, parts) => parts.number('integer'),
  list: { width: 90 },
  designer: { default: 'typed', typedText: false },
  text: plainText,
  cell: numberCell(() => '0'),
  sample: numberSample([10, 3]),
};
