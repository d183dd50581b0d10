import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormSelect } from '../../../engine/screens/FormSelect';
import { FormDialog } from '../../../engine/screens/FormDialog';
import { SETTING_TYPES, jsonRule, toFormValue, toWireValue, type FormValue } from './settingTypes';
import { SettingValueInput } from './SettingValueInput';
import { useSettingsApi, type Setting } from './settingsApi';

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
    const t = setting.type ?? 0;
    form.setFieldsValue({ key: setting.key, type: t, value: toFormValue(t, setting.value), description: setting.description ?? undefined });
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
      title={editing ? `编辑设置项“${setting?.key}”` : '新建设置项'}
      open={setting !== null}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="setting">
        <Form.Item
          name="key"
          label="键名"
          rules={[
            { required: true },
            { pattern: /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, message: '键名须以字母开头，可含字母、数字、_ . -，最长 64 位' },
          ]}
        >
          <Input placeholder="例如 invoice_prefix" />
        </Form.Item>
        <Form.Item name="type" label="类型" rules={[{ required: true }]}>
          <FormSelect
            options={SETTING_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(t: number) => form.setFieldValue('value', toFormValue(t, undefined))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label="值"
          rules={type === 2 ? [] : [{ required: true, message: '请输入值' }, jsonRule(type)]}
          valuePropName="value"
        >
          <SettingValueInput type={type} />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
