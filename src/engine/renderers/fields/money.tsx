import { InputNumber, Typography } from 'antd';
import { centsToYuan, formatMoney, yuanToCents } from '../../../domain/money';
import { NumberRangeFilter } from '../filters/NumberRangeFilter';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** Edited in yuan with two decimals; the form value stays integer cents. */
function MoneyInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      prefix="¥"
      precision={2}
      value={centsToYuan(value) ?? null}
      onChange={(v) => onChange?.(yuanToCents(v))}
      disabled={disabled}
      placeholder={field.placeholder ?? t('inputPlaceholder', { label: field.label })}
    />
  );
}

function MoneyDisplay({ value }: DisplayProps) {
  if (typeof value !== 'number') return <Typography.Text type="secondary">-</Typography.Text>;
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(value)}</span>;
}

function MoneyFilter(props: FilterProps) {
  return <NumberRangeFilter {...props} precision={2} scale={100} prefix="¥" />;
}

/** Integer cents on the wire, edited in yuan, shown `¥1,234.56` right-aligned. */
export const moneyRenderer: Renderer = { Input: MoneyInput, Display: MoneyDisplay, Filter: MoneyFilter, align: 'right' };
