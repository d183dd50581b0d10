/** 日期时间: ISO-8601 text (UTC); shown `YYYY-MM-DD HH:mm` in the user's time. */
import { everywhere, plainText } from './common';
import type { FieldTypeSpec } from './spec';
import { readMoment } from './cellReads';
import { t } from '../../i18n/messages/zh-CN/schemaFieldTypes';

export const datetime: FieldTypeSpec = {
  get label() {
    return t('datetime');
  },
  defaults: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  pattern: '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?$',
  maxLength: 40,
  required: 'choose',
  storage: 'text',
  jsonSchema: (_field, parts) => parts.text(),
  filterValue: (text) => (Number.isNaN(Date.parse(text)) ? undefined : text),
  list: { width: 150 },
  designer: { default: 'none', typedText: false },
  // The ISO text as stored: the local time needs the reader's time zone (the renderer has it).
  text: plainText,
  // The business time zone's wall clock (the stored text is UTC): what the list shows, as a date Excel reads.
  cell: {
    toCell: (value, _field, ctx) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? ctx.wallClock(new Date(value)) : null),
    numFmt: () => 'yyyy-mm-dd hh:mm',
    fromCell: readMoment,
    rule: () => t('momentRule'),
  },
  sample: (_field, row, clock) => clock.moment(row),
};
