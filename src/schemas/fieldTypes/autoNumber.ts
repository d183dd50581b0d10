/**
 * 自动编号: text the server gives on add from the field's `numberPattern` (src/domain/autoNumber.ts;
 * server/src/schema-engine/field-types/autoNumber.ts); never in forms, never taken from a client.
 */
import { formatNumber, numberPatternProblem, parseNumberPattern } from '../../domain/autoNumber';
import { everywhere, labelSample, plainText } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/**
 * The number a 编号规则 gives on `today` (YYYY-MM-DD) with counter `counter` (NO-2026-0001 for 1), or
 * undefined for a pattern the design rules refuse: the designer's example and the preview's rows.
 */
export function exampleNumber(pattern: string | undefined, today: string, counter: number): string | undefined {
  if (numberPatternProblem(pattern)) return undefined;
  return formatNumber(parseNumberPattern(pattern!), today, counter);
}

export const autoNumber: FieldTypeSpec = {
  get label() {
    return t('autoNumber');
  },
  // Text the server makes: found by substring, ordered as text (its counter is zero-padded).
  defaults: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: false },
  required: 'input',
  serverSet: true,
  ownSettings: {
    keys: ['numberPattern'],
    get refusal() {
      return t('autoNumberOnly');
    },
  },
  designProblems: (f, at) => {
    const problem = numberPatternProblem(f.numberPattern);
    if (problem) at(problem);
  },
  schemaProblems: (f, at) => {
    const problem = numberPatternProblem(f.numberPattern);
    if (problem) at(`numberPattern: ${problem.replace(/^的/, '')} (${String(f.numberPattern)})`);
  },
  completedInSave: true,
  storage: 'text',
  // Never in a body (the server gives the number): a text where it is described.
  jsonSchema: (_field, parts) => parts.text(),
  list: { width: 150 },
  // A new field starts with a 编号规则, so it is valid at once: NO-2026-0001.
  designer: { default: 'refused', typedText: false, starter: { numberPattern: 'NO-{YYYY}-{0000}' } },
  text: plainText,
  cell: textCell(plainText),
  sample: (field, row, clock) => exampleNumber(field.numberPattern, clock.date(0), row + 1) ?? labelSample(field, row),
};
