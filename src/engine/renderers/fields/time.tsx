import { TimePicker } from '../../../i18n/datePickers';
import dayjs, { type Dayjs } from '../../../i18n/dayjs';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

const FORMAT = 'HH:mm';

/** `HH:mm` → a Dayjs of today at that time (parsed by hand: no dayjs parse plugin is needed). */
const toDayjs = (v: unknown): Dayjs | null => {
  const m = typeof v === 'string' ? /^(\d{2}):(\d{2})$/.exec(v) : null;
  return m ? dayjs().hour(Number(m[1])).minute(Number(m[2])).second(0).millisecond(0) : null;
};
const toText = (d: Dayjs | null | undefined) => (d ? d.format(FORMAT) : null);

/** A time of day picked to the minute; the value is `HH:mm` text. */
function TimeInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      format={FORMAT}
      value={toDayjs(value)}
      onChange={(d) => onChange?.(toText(d))}
      disabled={disabled}
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
    />
  );
}

/** Shown as stored: `HH:mm` is already how people read a time. */
function TimeDisplay({ value }: DisplayProps) {
  return <span>{typeof value === 'string' && value ? value : '-'}</span>;
}

/** A from–to range of times of day; either end may be left open. */
function TimeRangeFilter({ field, id, value, onChange }: FilterProps) {
  const range = Array.isArray(value) ? value : [null, null];
  return (
    <TimePicker.RangePicker
      id={id}
      format={FORMAT}
      value={[toDayjs(range[0]), toDayjs(range[1])]}
      allowEmpty={[true, true]}
      placeholder={[t('rangeFrom', { label: field.label }), t('rangeTo', { label: field.label })]}
      onChange={(times) => {
        const [from, to] = times ?? [null, null];
        onChange?.(from || to ? [toText(from), toText(to)] : undefined);
      }}
    />
  );
}

/** A time of day, `HH:mm` (24 h). */
export const timeRenderer: Renderer = { Input: TimeInput, Display: TimeDisplay, Filter: TimeRangeFilter };
