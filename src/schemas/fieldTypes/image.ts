/** 图片: the address of an image uploaded to this server, or an absolute web address. */
import { everywhere, plainText, noSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const image: FieldTypeSpec = {
  get label() {
    return t('image');
  },
  defaults: { visibility: everywhere, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: true },
  // Files uploaded to this server (POST /ace-apis/upload/image) or absolute web addresses.
  pattern: '^(/ace-apis/uploads/[\\w-]+/[\\w-]+\\.(png|jpg|gif|webp)|https?://\\S+)$',
  maxLength: 500,
  required: 'upload',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 80, wraps: true },
  designer: { default: 'none', typedText: false },
  text: plainText,
  // The image's file name: the cell names it, as a file field's names its files.
  cell: textCell((value) => plainText(value).split(/[/?#]/).filter(Boolean).pop() ?? '', null),
  sample: noSample,
};
