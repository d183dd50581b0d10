/** 是/否: stored 0/1. */
import { everywhere } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { readBoolean } from './cellReads';

export const boolean: FieldTypeSpec = {
  label: '是/否',
  defaults: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: true, numeric: false, textual: false },
  required: 'choose',
  storage: 'bool',
  jsonSchema: (_field, parts) => ({ ...parts.base, type: 'boolean' }),
  filterValue: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
  list: { width: 80 },
  designer: { default: 'typed', typedText: false },
  text: (value) => (value === true ? '是' : value === false ? '否' : ''),
  cell: { ...textCell((value) => (value === true ? '是' : value === false ? '否' : ''), readBoolean), rule: () => '是 或 否' },
  sample: (_field, row) => row % 2 === 0,
};
