import { confirmError, newPasswordRule, validateFields, type FieldErrors } from './authValidation';
import { t } from '../../i18n/messages/zh-CN/pageAccount';
import { shownTexts } from '../../domain/shownTexts';

/** The fields of 修改密码, in the user menu's dialog and on the forced screen after an admin's reset. */
export type PasswordChangeField = 'oldPassword' | 'newPassword' | 'confirm';

export type PasswordChangeValues = Record<PasswordChangeField, string>;

/** The fields' labels, read when shown (getters: the interface's language may arrive after this module loads). */
export const PASSWORD_CHANGE_LABELS: Readonly<Record<PasswordChangeField, string>> = shownTexts(
  { oldPassword: 'oldPassword', newPassword: 'newPassword', confirm: 'confirmNewPassword' },
  t,
);

const rules = () => ({
  oldPassword: { label: PASSWORD_CHANGE_LABELS.oldPassword, required: true, max: 128 },
  newPassword: newPasswordRule(PASSWORD_CHANGE_LABELS.newPassword),
  confirm: { label: PASSWORD_CHANGE_LABELS.confirm, required: true },
});

/** Every error of the form, by field, in the words the server would use. */
export function checkPasswordChange(values: PasswordChangeValues): FieldErrors<PasswordChangeField> {
  const errors = validateFields(values, rules());
  const mismatch = confirmError(values.newPassword, values.confirm);
  if (!errors.confirm && mismatch) errors.confirm = mismatch;
  if (!errors.newPassword && values.oldPassword && values.newPassword === values.oldPassword) errors.newPassword = t('samePassword');
  return errors;
}
