/** 网址: an http:// or https:// address, shown as a link opening in a new tab. */
import { everywhere, plainText, rowSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/** A web address: http or https, a host, then optionally a path, query or fragment; no spaces. */
export const URL_PATTERN = '^https?://[^\\s/?#]+([/?#]\\S*)?$';

export const url: FieldTypeSpec = {
  get label() {
    return t('url');
  },
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  pattern: URL_PATTERN,
  maxLength: 2000,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 180 },
  designer: { default: 'typed', typedText: true },
  text: plainText,
  cell: textCell(plainText),
  sample: rowSample(['https://example.com/docs/1', 'https://example.com/docs/2']),
};
