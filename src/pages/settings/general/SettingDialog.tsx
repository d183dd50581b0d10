import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormSelect } from '../../../engine/screens/FormSelect';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { SETTING_TYPES, typeLabel, jsonRule, toFormValue, toWireValue, type FormValue } from './settingTypes';
import { SettingValueInput } from './SettingValueInput';
import { useSettingsApi, type Setting } from './settingsApi';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';

interface Values {
  key: string;
  type: number;
  value: FormValue;
  description?: string;
}

/** Adds or edits one setting; the value control follows the chosen type. */
export function SettingDialog({ setting, onClose, onSaved }: { setting: Partial<Setting> | null; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<Values>();
  const settingsApi = useSettingsApi();
  const type = Form.useWatch('type', form) ?? 0;
  const editing = !!setting?._id;

  useEffect(() => {
    if (!setting) return;
    form.resetFields();
    const type = setting.type ?? 0;
    form.setFieldsValue({ key: setting.key, type, value: toFormValue(type, setting.value), description: setting.description ?? undefined });
  }, [setting, form]);

  async function submit(v: Values) {
    const body = { key: v.key.trim(), type: v.type, value: toWireValue(v.type, v.value), description: v.description?.trim() || null };
    if (editing) await settingsApi.update({ _id: setting!._id!, ...body });
    else await settingsApi.add(body);
  }

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onSaved={onSaved}
      title={editing ? t('editTitle', { key: setting?.key }) : t('createTitle')}
      open={setting !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="setting">
        <Form.Item
          name="key"
          label={t('key')}
          rules={[{ required: true }, { pattern: /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, message: t('keyPattern') }]}
        >
          <Input placeholder={t('keyPlaceholder')} />
        </Form.Item>
        <Form.Item name="type" label={t('type')} rules={[{ required: true }]}>
          <FormSelect
            options={SETTING_TYPES.map((o) => ({ value: o.value, label: typeLabel(o) }))}
            onChange={(next: number) => form.setFieldValue('value', toFormValue(next, undefined))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('value')}
          rules={type === 2 ? [] : [{ required: true, message: t('valueRequired') }, jsonRule(type)]}
          valuePropName="value"
        >
          <SettingValueInput type={type} />
        </Form.Item>
        <Form.Item name="description" label={t('description')} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
