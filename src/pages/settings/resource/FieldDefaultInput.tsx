import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { centsToYuan, yuanToCents } from '../../../domain/money';
import { TODAY } from '../../../schemas/fieldDefaults';
import { specOf, storageKindOf } from '../../../schemas/fieldTypes';
import type { FieldSchema } from '../../../schemas/types';
import { t } from '../../../i18n/messages/zh-CN/designerFields';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

type Default = FieldSchema['default'];

/**
 * 默认值 of a field, with the input its type needs (read from its spec): a number (money typed in
 * yuan, kept in cents like every money value), 是 / 否, one of the options, 当天 for a date, or text.
 * Clearing it leaves the field without a default (`undefined`).
 */
export function FieldDefaultInput({ field, id, onChange }: { field: FieldSchema; id: string; onChange(value: Default | undefined): void }) {
  return (
    <Form.Item label={t('defaultValue')} htmlFor={id} extra={t('defaultHint')}>
      <DefaultControl field={field} id={id} onChange={onChange} />
    </Form.Item>
  );
}

/** 是 / 否 (as the boolean spec reads them) or the field's options, for one select; null for other types. */
function defaultChoices(field: FieldSchema): ReadonlyArray<{ value: string | number | boolean; label: string }> | null {
  if (storageKindOf(field) === 'bool') return [true, false].map((v) => ({ value: v, label: specOf(field).text(v, field) }));
  return specOf(field).options ? (field.options ?? []) : null;
}

function DefaultControl({ field, id, onChange }: { field: FieldSchema; id: string; onChange(value: Default | undefined): void }) {
  const value = field.default;
  const spec = specOf(field);
  if (spec.cents)
    return (
      <InputNumber
        id={id}
        style={{ width: 200 }}
        addonBefore="¥"
        precision={2}
        value={typeof value === 'number' ? centsToYuan(value) : null}
        onChange={(v) => onChange(typeof v === 'number' ? yuanToCents(v) : undefined)}
      />
    );
  if (spec.defaults.numeric)
    return (
      <InputNumber
        id={id}
        style={{ width: 200 }}
        value={typeof value === 'number' ? value : null}
        // Whole numbers stay whole; a decimal's places are the field's `precision`, checked at publish.
        precision={spec.decimals === 0 ? 0 : undefined}
        addonAfter={spec.suffix}
        onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
      />
    );
  const choices = defaultChoices(field);
  if (choices)
    return (
      <Select
        id={id}
        style={{ width: 200 }}
        allowClear
        placeholder={tc('none')}
        value={value === undefined || value === null ? undefined : String(value)}
        options={choices.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={(v?: string) => onChange(v === undefined ? undefined : (choices.find((o) => String(o.value) === v)?.value ?? v))}
      />
    );
  if (spec.defaultToday)
    return (
      <Checkbox id={id} checked={value === TODAY} onChange={(e) => onChange(e.target.checked ? TODAY : undefined)}>
        {t('defaultToday')}
      </Checkbox>
    );
  return (
    <Input
      id={id}
      style={{ maxWidth: 360 }}
      allowClear
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
