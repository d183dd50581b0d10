/** 是/否: stored 0/1. */
import { everywhere } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { readBoolean } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const boolean: FieldTypeSpec = {
  get label() {
    return t('boolean');
  },
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: true, numeric: false, textual: false },
  required: 'choose',
  storage: 'bool',
  jsonSchema: (_field, parts) => ({ ...parts.base, type: 'boolean' }),
  filterValue: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
  list: { width: 80 },
  designer: { default: 'typed', typedText: false },
  text: (value) => (value === true ? t('yes') : value === false ? t('no') : ''),
  cell: { ...textCell((value) => (value === true ? t('yes') : value === false ? t('no') : ''), readBoolean), rule: () => t('yesOrNo') },
  sample: (_field, row) => row % 2 === 0,
};
