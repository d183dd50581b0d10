/**
 * 明细: a sub-table of rows with their own fields (order and quotation lines), JSON in the record's
 * row or rows of a child table (`childTable`). Developers' resources only.
 */
import { notInList, noSample } from './common';
import type { FieldTypeSpec } from './spec';

export const lineItems: FieldTypeSpec = {
  label: '明细',
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
  text: (value) => (Array.isArray(value) ? `${value.length} 行` : ''),
  sample: noSample,
};
