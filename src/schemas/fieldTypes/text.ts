/** 单行文本: one line of free text. */
import { everywhere, plainText, labelSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const text: FieldTypeSpec = {
  get label() {
    return t('text');
  },
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  maxLength: 200,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 140 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: labelSample,
};
