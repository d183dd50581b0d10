import { InputNumber, Typography } from 'antd';
import { fieldPrecision } from '../../../schemas/fieldDefaults';
import { specOf } from '../../../schemas/fieldTypes';
import { formatNumber, formatPercent } from '../numberFormat';
import { NumberRangeFilter } from '../filters/NumberRangeFilter';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

function NumberInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      value={typeof value === 'number' ? value : null}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      precision={fieldPrecision(field)}
      suffix={specOf(field).suffix}
      placeholder={field.placeholder ?? t('inputPlaceholder', { label: field.label })}
    />
  );
}

function NumberDisplay({ field, value }: DisplayProps) {
  if (typeof value !== 'number') return <Typography.Text type="secondary">-</Typography.Text>;
  return <span>{field.type === 'percent' ? formatPercent(value) : formatNumber(value, field.type === 'integer' ? 0 : undefined)}</span>;
}

function NumberFilter(props: FilterProps) {
  return <NumberRangeFilter {...props} precision={fieldPrecision(props.field)} suffix={specOf(props.field).suffix} />;
}

/** A decimal number (`precision` places, default 2), shown with thousands separators. */
export const numberRenderer: Renderer = { Input: NumberInput, Display: NumberDisplay, Filter: NumberFilter, align: 'right' };
/** A whole number. */
export const integerRenderer: Renderer = { Input: NumberInput, Display: NumberDisplay, Filter: NumberFilter, align: 'right' };
/** A percentage stored as its number (13 means 13 %), shown `13%`. */
export const percentRenderer: Renderer = { Input: NumberInput, Display: NumberDisplay, Filter: NumberFilter, align: 'right' };
