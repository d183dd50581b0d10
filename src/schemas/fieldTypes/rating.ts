/** 评分: a whole number of stars from 1 to RATING_MAX, shown as stars; filtered by stars (exactly, or at least). */
import { everywhere, numberSample } from './common';
import { numberCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/** The most stars a rating gives (and the stars a rating shows). */
export const RATING_MAX = 5;

export const rating: FieldTypeSpec = {
  get label() {
    return t('rating');
  },
  // A range filter: from = to is “exactly n stars”, from alone “at least n”.
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  required: 'choose',
  bounds: { min: 1, max: RATING_MAX },
  decimals: 0,
  storage: 'integer',
  jsonSchema: (_field, parts) => parts.number('integer'),
  list: { width: 130 },
  designer: { default: 'typed', typedText: false },
  text: (value) => (typeof value === 'number' ? `${'★'.repeat(value)}${'☆'.repeat(Math.max(0, RATING_MAX - value))}` : ''),
  // The number of stars: a number sums and sorts in Excel, stars would not.
  cell: numberCell(() => '0'),
  sample: numberSample([4, 3]),
};
