import { InputNumber, Space } from 'antd';
import type { FilterProps } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

type Range = [number | null, number | null];

/** Options of a from–to number filter: `scale` converts shown units to wire units (money: 100). */
export interface NumberRangeFilterProps extends FilterProps {
  precision?: number;
  scale?: number;
  prefix?: string;
  suffix?: string;
}

/** A from–to pair of number boxes; the value is `[from, to]` in wire units, either end may be null. */
export function NumberRangeFilter({ field, id, value, onChange, precision, scale = 1, prefix, suffix }: NumberRangeFilterProps) {
  const range: Range = Array.isArray(value) ? (value as Range) : [null, null];
  const shown = (v: number | null) => (typeof v === 'number' ? v / scale : null);
  const wire = (v: number | null) => (typeof v === 'number' ? Math.round(v * scale * 1e6) / 1e6 : null);
  const set = (i: 0 | 1, v: number | null) => {
    const next: Range = [...range];
    next[i] = wire(v);
    onChange?.(next[0] === null && next[1] === null ? undefined : next);
  };
  return (
    <Space.Compact id={id}>
      <InputNumber
        aria-label={t('minOf', { label: field.label })}
        placeholder={t('min')}
        value={shown(range[0])}
        onChange={(v) => set(0, v)}
        precision={precision}
        prefix={prefix}
        suffix={suffix}
      />
      <InputNumber
        aria-label={t('maxOf', { label: field.label })}
        placeholder={t('max')}
        value={shown(range[1])}
        onChange={(v) => set(1, v)}
        precision={precision}
        prefix={prefix}
        suffix={suffix}
      />
    </Space.Compact>
  );
}
