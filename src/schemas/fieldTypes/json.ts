/** JSON: an object or a list, for developers' resources (the designer does not offer it). */
import { noSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { readJson } from './cellReads';

export const json: FieldTypeSpec = {
  label: 'JSON',
  defaults: {
    visibility: { list: false, form: true, show: true },
    filterKind: 'none',
    searchable: false,
    sortable: false,
    numeric: false,
    textual: false,
  },
  required: 'input',
  storage: 'json',
  jsonSchema: (_field, parts) => ({ ...parts.base, type: ['object', 'array'] }),
  list: { width: 160 },
  text: (value) => (value === null || value === undefined ? '' : JSON.stringify(value)),
  cell: textCell((value) => JSON.stringify(value), readJson),
  sample: noSample,
};
