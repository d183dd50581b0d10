/** 手机号: a mainland mobile number, or a landline with its area code. */
import { everywhere, plainText, rowSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/** Mainland mobile, or a landline with area code: the default pattern of `phone` fields (client and server). */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$';

export const phone: FieldTypeSpec = {
  get label() {
    return t('phone');
  },
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  pattern: PHONE_PATTERN,
  maxLength: 20,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 130 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: rowSample(['13800138000', '0371-66668888']),
};
