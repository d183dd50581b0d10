/**
 * 明细: a sub-table of rows with their own fields (order and quotation lines), JSON in the record's
 * row or rows of a child table (`childTable`). Developers' resources only.
 */
import { notInList, noSample } from './common';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const lineItems: FieldTypeSpec = {
  get label() {
    return t('lineItems');
  },
  defaults: { visibility: notInList, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
  required: 'rows',
  countsEntries: true,
  storage: 'json',
  jsonSchema: (field, parts) => ({
    ...parts.base,
    type: 'array',
    maxItems: field.max ?? 200,
    ...(field.required ? { minItems: 1 } : {}),
    // Item fields are named by their own label, as in the form's cell (数量不能小于 1).
    items: parts.lineItem(),
  }),
  list: { width: 160 },
  text: (value) => (Array.isArray(value) ? t('rows', { n: value.length }) : ''),
  // One line per row, each item as 标签：值 (titles and money as the form reads them); hidden items are already gone from the rows.
  cell: {
    toCell: (value, field, ctx) => {
      if (!Array.isArray(value) || !value.length) return null;
      const items = field.itemFields ?? [];
      return value
        .map((row: Record<string, unknown>) =>
          items
            .filter((i) => row && i.name in row)
            .map((i) => `${i.label}：${ctx.itemText(i, row[i.name])}`)
            .join('，'),
        )
        .join('\n');
    },
  },
  sample: noSample,
};
