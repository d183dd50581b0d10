/** 多选: several of the field's options (text values), stored as a JSON array; shown as coloured tags. */
import { everywhere, listText, optionText, STARTER_OPTIONS } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { optionLabels, readOptions } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const multiEnum: FieldTypeSpec = {
  get label() {
    return t('multiEnum');
  },
  // A JSON array: found by the values it holds, not ordered by them.
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  required: 'choose',
  options: true,
  valueList: true,
  storage: 'json',
  // Each option at most once (so never more items than options); a required one needs at least one.
  jsonSchema: (field, parts) => {
    const values = (field.options ?? []).map((o) => o.value);
    return {
      ...parts.base,
      type: 'array',
      uniqueItems: true,
      maxItems: values.length,
      ...(field.required ? { minItems: 1 } : {}),
      items: { title: parts.base.title, type: 'string', enum: values },
    };
  },
  list: { width: 180, wraps: true },
  designer: { default: 'refused', typedText: false, starter: { options: STARTER_OPTIONS } },
  text: (value, field) => listText(value, (v) => optionText(v, field)),
  cell: {
    ...textCell((value, field) => listText(value, (v) => optionText(v, field)), readOptions),
    rule: (field) => t('multiOptionsRule', { options: optionLabels(field) }),
  },
  sample: (field, row) => (field.options ?? []).slice(0, row + 1).map((o) => o.value),
};
