import { Select, Switch, Tag } from 'antd';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

function BooleanInput({ id, value, onChange, disabled }: InputProps) {
  return (
    <Switch
      id={id}
      checked={value === true}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      checkedChildren={t('yes')}
      unCheckedChildren={t('no')}
    />
  );
}

function BooleanDisplay({ value }: DisplayProps) {
  if (value === null || value === undefined) return <span>-</span>;
  return value ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>;
}

/** 是 / 否 / (clear = any). The value is one boolean. */
function BooleanFilter({ field, id, value, onChange }: FilterProps) {
  return (
    <Select
      id={id}
      style={{ minWidth: 100 }}
      allowClear
      placeholder={field.label}
      value={typeof value === 'boolean' ? value : undefined}
      onChange={(v) => onChange?.(v)}
      options={[
        { value: true, label: t('yes') },
        { value: false, label: t('no') },
      ]}
    />
  );
}

/** A yes/no switch, shown as a 是 / 否 tag. */
export const booleanRenderer: Renderer = { Input: BooleanInput, Display: BooleanDisplay, Filter: BooleanFilter };
