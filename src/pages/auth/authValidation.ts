import { formatValidateMessage } from '../../i18n/validateMessages';
import { t as formRule } from '../../i18n/messages/zh-CN/formRules';
import { STRONG_PASSWORD, weakPasswordMessage } from '../../domain/passwordRule';
import { t } from '../../i18n/messages/zh-CN/pageAuth';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FieldRule {
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
}

/** Checks values with the same Chinese messages as antd forms (validateMessages), without loading antd. */
export function validateFields<K extends string>(values: Record<K, string>, rules: Record<K, FieldRule>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const rule = rules[key];
    const value = values[key].trim();
    if (!value) {
      if (rule.required) errors[key] = formatValidateMessage(formRule('required'), { label: rule.label });
      continue;
    }
    if (rule.min !== undefined && value.length < rule.min)
      errors[key] = formatValidateMessage(formRule('string.min'), { label: rule.label, min: rule.min });
    else if (rule.max !== undefined && value.length > rule.max)
      errors[key] = formatValidateMessage(formRule('string.max'), { label: rule.label, max: rule.max });
    else if (rule.pattern && !rule.pattern.test(value))
      errors[key] = rule.patternMessage ?? formatValidateMessage(formRule('pattern.mismatch'), { label: rule.label });
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** A new password under the rule every account follows (src/domain/passwordRule.ts, the server's too). */
export const newPasswordRule = (label: string): FieldRule => ({
  label,
  required: true,
  pattern: STRONG_PASSWORD,
  patternMessage: weakPasswordMessage(label),
});

/** The confirmation of a new password (its own rule says it is required): the same as the password. */
export const confirmError = (password: string, confirm: string): string | undefined =>
  confirm.trim() && confirm !== password ? t('passwordMismatch') : undefined;

/** The SMS code of the registration and 忘记密码 forms (a function: its texts are read when shown). */
export const smsCodeRule = (): FieldRule => ({
  label: t('captcha'),
  required: true,
  pattern: /^\d{4,6}$/,
  patternMessage: t('captchaFormat'),
});
