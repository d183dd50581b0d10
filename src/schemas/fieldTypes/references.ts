/** 关联多条记录: a list of `_id`s of another resource (tags), stored as a JSON array. */
import { everywhere, listText, sampleReferenceId } from './common';
import { reference } from './reference';
import { titleCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const references: FieldTypeSpec = {
  get label() {
    return t('references');
  },
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  required: 'choose',
  valueList: true,
  refersTo: 'many',
  countsEntries: true,
  storage: 'json',
  jsonSchema: (field, parts) => ({
    ...parts.base,
    type: 'array',
    maxItems: field.max ?? 50,
    uniqueItems: true,
    items: { title: parts.base.title, type: 'string', minLength: 1, maxLength: reference.maxLength },
  }),
  list: { width: 180, wraps: true },
  designer: { default: 'none', typedText: false },
  text: (value) => listText(value),
  cell: titleCell(true),
  sample: (field, row) => [sampleReferenceId(field, row)],
};
