import { DatePicker } from '../../../i18n/datePickers';
import dayjs, { type Dayjs } from '../../../i18n/dayjs';
import { formatDate, formatDateTime } from '../format';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

const toDayjs = (v: unknown): Dayjs | null => {
  if (typeof v !== 'string' || !v) return null;
  const d = dayjs(v);
  return d.isValid() ? d : null;
};

/** `date`: the value is `YYYY-MM-DD` text. */
function DateInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={toDayjs(value)}
      format="YYYY-MM-DD"
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
      disabled={disabled}
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
    />
  );
}

/** `datetime`: the value is ISO-8601 UTC text, picked in local time to the minute. */
function DateTimeInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={toDayjs(value)}
      onChange={(d) => onChange?.(d ? d.second(0).millisecond(0).toISOString() : null)}
      disabled={disabled}
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
    />
  );
}

function DateDisplay({ field, value }: DisplayProps) {
  const text = field.type === 'datetime' ? formatDateTime(value) : formatDate(value);
  return <span>{text || '-'}</span>;
}

/**
 * A from–to day range. `date` fields filter on `YYYY-MM-DD`; `datetime` fields on the start of the
 * first day and the end of the last, in local time, as ISO text.
 */
function DateRangeFilter({ field, id, value, onChange }: FilterProps) {
  const range = Array.isArray(value) ? value : [null, null];
  const shown: [Dayjs | null, Dayjs | null] = [toDayjs(range[0]), toDayjs(range[1])];
  return (
    <DatePicker.RangePicker
      id={id}
      value={shown}
      allowEmpty={[true, true]}
      placeholder={[t('rangeFrom', { label: field.label }), t('rangeTo', { label: field.label })]}
      onChange={(dates) => {
        const [from, to] = dates ?? [null, null];
        if (!from && !to) return onChange?.(undefined);
        if (field.type === 'date') onChange?.([from?.format('YYYY-MM-DD') ?? null, to?.format('YYYY-MM-DD') ?? null]);
        else onChange?.([from?.startOf('day').toISOString() ?? null, to?.endOf('day').toISOString() ?? null]);
      }}
    />
  );
}

/** A calendar day, `YYYY-MM-DD`. */
export const dateRenderer: Renderer = { Input: DateInput, Display: DateDisplay, Filter: DateRangeFilter, picks: true };
/** A moment, stored as ISO-8601 UTC, shown `YYYY-MM-DD HH:mm` in local time. */
export const datetimeRenderer: Renderer = { Input: DateTimeInput, Display: DateDisplay, Filter: DateRangeFilter, picks: true };
