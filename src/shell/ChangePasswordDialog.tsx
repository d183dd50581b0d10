import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { validatedValues } from '../engine/screens/validatedValues';
import { changePassword, refusedField } from '../pages/auth/accountApi';
import {
  checkPasswordChange,
  PASSWORD_CHANGE_LABELS,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../pages/auth/passwordChange';
import { useNotices } from '../state/notices';
import { t } from '../i18n/messages/zh-CN/shellDialogs';
import { t as tc } from '../i18n/messages/zh-CN/common';

const FIELDS: { name: PasswordChangeField; autoComplete: string }[] = [
  { name: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirm', autoComplete: 'new-password' },
];

/**
 * 修改密码 from the user menu: 原密码, 新密码 (the rule of every account) and its confirmation, checked
 * by the same function as the forced screen's form; a refusal naming a field (原密码错误) shows under it.
 * This session goes on; the user's other sessions end.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordChangeValues>();
  const [saving, setSaving] = useState(false);
  const { message } = useNotices();

  // Fields not typed in yet read as undefined.
  const values = (): PasswordChangeValues => {
    const v: Partial<PasswordChangeValues> = form.getFieldsValue();
    return { oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '', confirm: v.confirm ?? '' };
  };
  const rule = (name: PasswordChangeField) => ({
    validator: async () => {
      const error = checkPasswordChange(values())[name];
      if (error) throw new Error(error);
    },
  });

  async function save() {
    if (!(await validatedValues(form))) return; // the form shows the errors under the fields
    const v = values();
    setSaving(true);
    try {
      await changePassword(v.oldPassword, v.newPassword);
      void message.success(t('passwordChanged'));
      onClose();
    } catch (error) {
      const field = refusedField(error);
      const text = (error as Error).message;
      if (field === 'oldPassword' || field === 'newPassword') form.setFields([{ name: field, errors: [text] }]);
      else void message.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('changePassword')}
      open={open}
      okText={tc('save')}
      cancelText={tc('cancel')}
      destroyOnHidden
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="change-password" preserve={false}>
        {FIELDS.map(({ name, autoComplete }) => (
          <Form.Item
            key={name}
            name={name}
            label={PASSWORD_CHANGE_LABELS[name]}
            required
            rules={[rule(name)]}
            dependencies={name === 'confirm' ? ['newPassword'] : name === 'newPassword' ? ['oldPassword'] : undefined}
          >
            <Input.Password autoComplete={autoComplete} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
