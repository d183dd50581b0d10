/**
 * 自动编号: text the server gives on add from the field's `numberPattern` (src/domain/autoNumber.ts;
 * server/src/schema-engine/field-types/autoNumber.ts); never in forms, never taken from a client.
 */
import { numberPatternProblem } from '../../domain/autoNumber';
import { everywhere, plainText } from './common';
import type { FieldTypeSpec } from './spec';

export const autoNumber: FieldTypeSpec = {
  label: '自动编号',
  // Text the server makes: found by substring, ordered as text (its counter is zero-padded).
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: false },
  required: 'input',
  serverSet: true,
  ownSettings: { keys: ['numberPattern'], refusal: '不是自动编号，不能设编号规则' },
  designProblems: (f, at) => {
    const problem = numberPatternProblem(f.numberPattern);
    if (problem) at(problem);
  },
  storage: 'text',
  // Never in a body (the server gives the number): a text where it is described.
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 150 },
  designer: { default: 'refused', typedText: false },
  text: plainText,
};
