/** 日期: `YYYY-MM-DD` text; `'$today'` as a default is the business day of the save. */
import { everywhere, plainText } from './common';
import type { FieldTypeSpec } from './spec';
import { readDay } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const DATE = new RegExp(DATE_PATTERN);

export const date: FieldTypeSpec = {
  get label() {
    return t('date');
  },
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  pattern: DATE_PATTERN,
  maxLength: 10,
  required: 'choose',
  defaultToday: true,
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  filterValue: (text) => (DATE.test(text) ? text : undefined),
  list: { width: 110 },
  designer: { default: 'typed', typedText: false },
  text: plainText,
  // A Date at UTC midnight: Excel stores no zone, so the day reads as written.
  cell: {
    toCell: (value) => {
      if (typeof value !== 'string' || !DATE.test(value)) return null;
      const [y, m, d] = value.split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    },
    numFmt: () => 'yyyy-mm-dd',
    fromCell: readDay,
    rule: () => t('dayRule'),
  },
  sample: (_field, row, clock) => clock.date(row * 7),
};
