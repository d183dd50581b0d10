import { Rate, Select, Typography } from 'antd';
import { RATING_MAX } from '../../../schemas/fieldTypes/rating';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

const stars = (value: unknown) => (typeof value === 'number' ? value : 0);

function RatingInput({ id, value, onChange, disabled }: InputProps) {
  // Clicking the chosen star again clears it (null): required fields then say 请选择{label}.
  return <Rate id={id} count={RATING_MAX} value={stars(value)} onChange={(v) => onChange?.(v || null)} disabled={disabled} />;
}

function RatingDisplay({ field, value, mode }: DisplayProps) {
  if (typeof value !== 'number') return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Rate
      aria-label={t('ratingOf', { label: field.label, n: value })}
      count={RATING_MAX}
      value={value}
      disabled
      style={mode === 'list' ? { fontSize: 14 } : undefined}
    />
  );
}

type Range = [number | null, number | null];

/** Choices of the filter: exactly n stars (`[n, n]`) or at least n (`[n, null]`), a range on the wire. */
const CHOICES = Array.from({ length: RATING_MAX }, (_, i) => i + 1).flatMap((n) => [
  { value: `${n}-${n}`, stars: n, atLeast: false, range: [n, n] as Range },
  ...(n > 1 && n < RATING_MAX ? [{ value: `${n}-`, stars: n, atLeast: true, range: [n, null] as Range }] : []),
]);

const choiceOf = (value: unknown) =>
  Array.isArray(value) ? CHOICES.find((c) => c.range[0] === value[0] && c.range[1] === (value[1] ?? null))?.value : undefined;

function RatingFilter({ field, id, value, onChange }: FilterProps) {
  return (
    <Select
      id={id}
      style={{ minWidth: 120 }}
      allowClear
      placeholder={field.label}
      value={choiceOf(value)}
      onChange={(v?: string) => onChange?.(CHOICES.find((c) => c.value === v)?.range)}
      options={CHOICES.map(({ value: v, stars: n, atLeast }) => ({ value: v, label: t(atLeast ? 'starsOrMore' : 'stars', { n }) }))}
    />
  );
}

/** 评分: stars to click in forms, stars in lists and on the show page; filtered by exactly or at least n stars. */
export const ratingRenderer: Renderer = { Input: RatingInput, Display: RatingDisplay, Filter: RatingFilter };
