/**
 * 身份证号: 17 digits and a check character (0-9 or X). No pattern: the whole shape is checked with
 * the check character (fieldChecks.ts), on both sides.
 */
import { normaliseIdentityCode } from '../../domain/identityCodes';
import { everywhere, plainText } from './common';
import type { FieldTypeSpec } from './spec';

export const idCard: FieldTypeSpec = {
  label: '身份证号',
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  maxLength: 18,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  // Stored upper-case: a typed `x` finds its `X`.
  filterValue: normaliseIdentityCode,
  list: { width: 180 },
  designer: { default: 'none', typedText: false },
  text: plainText,
};
