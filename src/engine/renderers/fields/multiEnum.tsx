import { Select, Space, Tag } from 'antd';
import type { DisplayProps, InputProps, Renderer } from '../types';
import { choosable, EnumFilter, enumOption } from './enum';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Several of the options; the value is the list of their values ([] once all are removed). */
function MultiEnumInput({ field, id, value, onChange, disabled }: InputProps) {
  const values = asList(value) as (string | number)[];
  return (
    <Select
      id={id}
      mode="multiple"
      value={values}
      onChange={(v) => onChange?.(v)}
      disabled={disabled}
      allowClear
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
      options={choosable(field, values)}
    />
  );
}

/** One coloured tag per value, in the order chosen; a value no longer an option shows as it is stored. */
function MultiEnumDisplay({ field, value }: DisplayProps) {
  const values = asList(value);
  if (!values.length) return <span>-</span>;
  return (
    <Space size={[0, 4]} wrap>
      {values.map((v) => {
        const option = enumOption(field, v);
        return (
          <Tag key={String(v)} color={option?.color}>
            {option?.label ?? String(v)}
          </Tag>
        );
      })}
    </Space>
  );
}

/**
 * Several of fixed choices, shown as coloured tags. The filter is the enum's: choosing values finds
 * the records holding any of them.
 */
export const multiEnumRenderer: Renderer = { Input: MultiEnumInput, Display: MultiEnumDisplay, Filter: EnumFilter };
