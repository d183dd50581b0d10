/** 时间: a time of day, `HH:mm` text (24 h). */
import { everywhere, plainText, rowSample } from './common';
import { textCell } from './cells';
import type { FieldTypeSpec } from './spec';
import { readTime } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

/** A time of day, 24 h: the default pattern of `time` fields, and the shape a time filter value must have. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
const TIME = new RegExp(TIME_PATTERN);

export const time: FieldTypeSpec = {
  get label() {
    return t('time');
  },
  // `HH:mm` text orders like the time it names, so a range filter and a sort work on the text.
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  pattern: TIME_PATTERN,
  maxLength: 5,
  required: 'choose',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  // Times compare as text, so only the stored shape orders with them.
  filterValue: (text) => (TIME.test(text) ? text : undefined),
  list: { width: 90 },
  designer: { default: 'typed', typedText: false },
  text: plainText,
  // `HH:mm` as text: a time of day with no date would read as 1900-01-00 in Excel.
  cell: { ...textCell(plainText, readTime), rule: () => t('timeRule') },
  sample: rowSample(['09:30', '14:00']),
};
