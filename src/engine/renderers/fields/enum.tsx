import { Select, Tag } from 'antd';
import type { EnumOption, FieldSchema } from '../../../schemas/types';
import type { DisplayProps, FilterProps, InputProps, Renderer } from '../types';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

const same = (a: unknown, b: unknown) => String(a) === String(b);

/** The option of a stored value (values compare as text: 1 and '1' are the same option). */
export function enumOption(field: FieldSchema, value: unknown): EnumOption | undefined {
  return field.options?.find((o) => same(o.value, value));
}

/** One option of a select; `disabled` for a stored value no longer offered. */
type Choice = { value: string | number; label: string; disabled?: boolean };

/**
 * Options offered when choosing: `selectable` (all by default), plus the current value (values, for a
 * multiEnum) so it still shows, disabled.
 */
export function choosable(field: FieldSchema, current: unknown): Choice[] {
  const offered = field.selectable ? field.options?.filter((o) => field.selectable!.some((s) => same(s, o.value))) : field.options;
  const list: Choice[] = (offered ?? []).map((o) => ({ value: o.value, label: o.label }));
  for (const value of Array.isArray(current) ? current : [current]) {
    const cur = enumOption(field, value);
    if (cur && !list.some((o) => same(o.value, cur.value))) list.push({ value: cur.value, label: cur.label, disabled: true });
  }
  return list;
}

function EnumInput({ field, id, value, onChange, disabled }: InputProps) {
  return (
    <Select
      id={id}
      value={enumOption(field, value)?.value ?? (value as string | number | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      allowClear={!field.required}
      placeholder={field.placeholder ?? t('selectPlaceholder', { label: field.label })}
      options={choosable(field, value)}
    />
  );
}

function EnumDisplay({ field, value }: DisplayProps) {
  if (value === null || value === undefined || value === '') return <span>-</span>;
  const option = enumOption(field, value);
  return <Tag color={option?.color}>{option?.label ?? String(value)}</Tag>;
}

/** Any of the options (every option, not only the selectable ones: old records keep old values). */
export function EnumFilter({ field, id, value, onChange }: FilterProps) {
  return (
    <Select
      id={id}
      mode="multiple"
      style={{ minWidth: 160 }}
      allowClear
      maxTagCount="responsive"
      placeholder={field.label}
      value={Array.isArray(value) ? value : []}
      onChange={(v) => onChange?.(v.length ? v : undefined)}
      options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
    />
  );
}

/** One of fixed choices with a Chinese label, shown as a coloured tag. */
export const enumRenderer: Renderer = { Input: EnumInput, Display: EnumDisplay, Filter: EnumFilter };
