import { confirmError, newPasswordRule, validateFields, type FieldErrors } from './authValidation';

/** The fields of 修改密码, in the user menu's dialog and on the forced screen after an admin's reset. */
export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirm';

export type PasswordChangeValues = Record<PasswordChangeField, string>;

export const PASSWORD_CHANGE_LABELS: Record<PasswordChangeField, string> = {
  oldPassword: '原密码',
  newPassword: '新密码',
  confirm: '确认新密码',
};

const RULES = {
  oldPassword: { label: PASSWORD_CHANGE_LABELS.oldPassword, required: true, max: 128 },
  newPassword: newPasswordRule(PASSWORD_CHANGE_LABELS.newPassword),
  confirm: { label: PASSWORD_CHANGE_LABELS.confirm, required: true },
};

/** Every error of the form, by field, in the words the server would use. */
export function checkPasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeField> {
  const errors = validateFields(values, RULES);
  const mismatch = confirmError(values.newPassword, values.confirm);
  if (!errors.confirm && mismatch) errors.confirm = mismatch;
  if (!errors.newPassword && values.oldPassword && values.newPassword === values.oldPassword) errors.newPassword = '新密码不能与原密码相同';
  return errors;
}
