/** 单选: one of the field's options (text values, or numbers when every option's value is one). */
import { everywhere, optionText, STARTER_OPTIONS } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec, StorageKind } from './spec';
import type { FieldSchema } from '../types';
import { optionLabels, readOption } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

const storage = (field: Pick<FieldSchema, 'options'>): StorageKind =>
  field.options?.length && field.options.every((o) => typeof o.value === 'number') ? 'integer' : 'text';

export const enumType: FieldTypeSpec = {
  get label() {
    return t('enum');
  },
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: true, numeric: false, textual: false },
  maxLength: 64,
  required: 'choose',
  options: true,
  storage,
  jsonSchema: (field, parts) => {
    const values: Array<string | number | null> = (field.options ?? []).map((o) => o.value);
    if (parts.nullable) values.push(null);
    return { ...parts.base, type: storage(field) === 'integer' ? 'integer' : 'string', enum: values };
  },
  list: { width: 100 },
  designer: { default: 'typed', typedText: false, starter: { options: STARTER_OPTIONS } },
  text: optionText,
  cell: { ...textCell(optionText, readOption), rule: (field) => t('optionsRule', { options: optionLabels(field) }) },
  sample: (field, row) => (field.options?.length ? field.options[row % field.options.length].value : null),
};
