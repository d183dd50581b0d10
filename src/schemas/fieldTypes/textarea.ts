/** 多行文本: free text over several lines; not a list column by default. */
import { notInList, plainText } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const textarea: FieldTypeSpec = {
  get label() {
    return t('textarea');
  },
  defaults: { visibility: notInList, filterKind: 'text', searchable: true, sortable: false, numeric: false, textual: true },
  maxLength: 2000,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 200 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: (field, row) => t('textareaSample', { label: field.label, n: row + 1 }),
};
