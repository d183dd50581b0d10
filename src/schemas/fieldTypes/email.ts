/** 邮箱: an e-mail address. */
import { everywhere, plainText, rowSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/** The default pattern of `email` fields (client and server). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const email: FieldTypeSpec = {
  get label() {
    return t('email');
  },
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  pattern: EMAIL_PATTERN,
  maxLength: 254,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 180 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: rowSample(['zhangsan@example.com', 'lisi@example.com']),
};
