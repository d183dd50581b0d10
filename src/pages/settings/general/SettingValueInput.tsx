import { Input, InputNumber, Switch } from 'antd';
import { DatePicker } from '../../../i18n/datePickers';
import type { Dayjs } from '../../../i18n/dayjs';
import type { FormValue } from './settingTypes';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';

interface Props {
  type: number;
  id?: string;
  value?: FormValue;
  onChange?: (v: FormValue) => void;
}

/** The control of a setting value by its type: text, number, switch, date, JSON text for objects and arrays. */
export function SettingValueInput({ type, id, value, onChange }: Props) {
  switch (type) {
    case 1:
      return <InputNumber id={id} style={{ width: '100%' }} value={value as number | null} onChange={(v) => onChange?.(v)} />;
    case 2:
      return <Switch id={id} checked={!!value} onChange={(v) => onChange?.(v)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
    case 3:
      return (
        <DatePicker
          id={id}
          style={{ width: '100%' }}
          value={(value as Dayjs | null) ?? null}
          onChange={(v) => onChange?.(v)}
          format="YYYY-MM-DD"
        />
      );
    case 4:
    case 5:
      return (
        <Input.TextArea
          id={id}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 12 }}
          style={{ fontFamily: 'monospace' }}
          placeholder={type === 4 ? t('objectPlaceholder') : t('arrayPlaceholder')}
        />
      );
    default:
      return <Input id={id} value={value as string} onChange={(e) => onChange?.(e.target.value)} />;
  }
}
