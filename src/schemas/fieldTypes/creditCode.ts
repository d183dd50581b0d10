/**
 * 统一社会信用代码: 18 characters with a check character. No pattern: the whole shape is checked with
 * the check character (fieldChecks.ts), on both sides.
 */
import { normaliseIdentityCode } from '../../domain/identityCodes';
import { everywhere, plainText } from './common';
import type { FieldTypeSpec } from './spec';

export const creditCode: FieldTypeSpec = {
  label: '统一社会信用代码',
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  maxLength: 18,
  required: 'input',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  // Stored upper-case, as typed codes are.
  filterValue: normaliseIdentityCode,
  list: { width: 190 },
  designer: { default: 'none', typedText: false },
  text: plainText,
};
