/** 多行文本: free text over several lines; not a list column by default. */
import { notInList, plainText } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';

export const textarea: FieldTypeSpec = {
  label: '多行文本',
  defaults: { visibility: notInList, filterKind: 'text', searchable: true, sortable: false, numeric: false, textual: true },
  maxLength: 2000,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 200 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: (field, row) => `${field.label}的示例说明，第 ${row + 1} 条`,
};
