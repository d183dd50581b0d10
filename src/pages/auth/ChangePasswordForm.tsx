import { useState, type FormEvent, type ReactNode } from 'react';
import type { AuthUser } from '../../storage/types';
import { AuthField } from './AuthField';
import { AuthNotice } from './AuthNotice';
import { hasErrors, type FieldErrors } from './authValidation';
import { changePassword, refusedField } from './accountApi';
import { t } from '../../i18n/messages/zh-CN/pageAccount';
import { checkPasswordChange, PASSWORD_CHANGE_LABELS, type PasswordChangeField, type PasswordChangeValues } from './passwordChange';

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirm: '' };

/**
 * 修改密码 in the look of the login screens (no antd): the forced screen after an admin's reset.
 * A refusal naming a field (原密码错误) shows under it; any other above the form.
 */
export function ChangePasswordForm({
  onChanged,
  children,
  footer,
}: {
  onChanged: (user: AuthUser) => void;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeField>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: PasswordChangeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswordChange(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setFailure('');
    setSaving(true);
    try {
      onChanged(await changePassword(values.oldPassword, values.newPassword));
    } catch (error) {
      const field = refusedField(error);
      const message = (error as Error).message;
      if (field === 'oldPassword' || field === 'newPassword') setErrors((e) => ({ ...e, [field]: message }));
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: PasswordChangeField, autoComplete: string) => (
    <AuthField
      name={name}
      label={PASSWORD_CHANGE_LABELS[name]}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      onChange={set(name)}
    />
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {children}
      <AuthNotice notice={failure ? { ok: false, text: failure } : null} />
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirm', 'new-password')}
      <button className="auth-button auth-button--primary" type="submit" disabled={saving}>
        {saving ? t('saving') : t('ok')}
      </button>
      {footer}
    </form>
  );
}
