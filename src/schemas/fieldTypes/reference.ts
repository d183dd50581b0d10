/** 关联记录: the `_id` of a record of another resource, shown as that record's label. */
import { everywhere, plainText, sampleReferenceId } from './common';
import { titleCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const reference: FieldTypeSpec = {
  get label() {
    return t('reference');
  },
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: true },
  maxLength: 64,
  required: 'choose',
  refersTo: 'one',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 130 },
  designer: { default: 'none', typedText: false },
  // The id: its label is the target's, which only a look-up gives.
  text: plainText,
  cell: titleCell(false),
  sample: sampleReferenceId,
};
