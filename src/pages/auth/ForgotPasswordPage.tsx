import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthField } from './AuthField';
import { AuthNotice } from './AuthNotice';
import { newPasswordRule, smsCodeRule } from './authValidation';
import { useAuthForm } from './useAuthForm';
import { refusedField, requestResetCode, resetForgottenPassword } from './accountApi';
import { useSmsCode } from './useSmsCode';
import { SmsCodeButton } from './SmsCodeButton';
import { DevCodeHint } from './DevCodeHint';
import { SmsUnavailable } from './SmsUnavailable';
import { useSmsAvailability } from './useSmsAvailability';
import { SMS_OFF_MESSAGES } from '../../domain/smsChannel';
import { t } from '../../i18n/messages/zh-CN/pageAccount';

type ForgotField = 'account' | 'captcha' | 'password' | 'confirm';

// A function: its labels and messages are read when shown.
const rules = () => ({
  account: { label: t('account'), required: true, max: 64 },
  captcha: smsCodeRule(),
  password: newPasswordRule(t('newPassword')),
  confirm: { label: t('confirmNewPassword'), required: true },
});

const EMPTY: Record<ForgotField, string> = { account: '', captcha: '', password: '', confirm: '' };

/**
 * 忘记密码 (/login/forgot): username or mobile → an SMS code to the account's mobile (the registration's
 * limits) → a new password, then back to the login form. The server answers the code request alike
 * whether or not the account exists, and so does this page. Without an SMS channel the page says so and
 * points to what remains: an admin's 重置密码.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useAuthForm(rules(), EMPTY);
  const { values, field } = form;
  const code = useSmsCode();
  const sms = useSmsAvailability();

  const requestCode = () => form.requestCode(code, 'account', () => requestResetCode(values.account.trim()), t('resetCodeSent'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.checkAll({ password: 'password', confirm: 'confirm' })) return;
    await form.sending(async () => {
      try {
        await resetForgottenPassword({ account: values.account.trim(), captcha: values.captcha.trim(), password: values.password });
        navigate('/login', { replace: true, state: { passwordReset: true } });
      } catch (error) {
        const field = refusedField(error);
        const message = (error as Error).message;
        if (field === 'account' || field === 'password') form.setErrors((e) => ({ ...e, [field]: message }));
        else form.setNotice({ ok: false, text: message });
      }
    });
  }

  if (sms === 'off') return <SmsUnavailable title={t('forgotTitle')} message={SMS_OFF_MESSAGES.reset} />;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2>{t('forgotTitle')}</h2>
      <AuthNotice notice={form.notice} />
      <AuthField {...field('account')} autoComplete="username" autoFocus />
      <AuthField
        {...field('captcha')}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SmsCodeButton code={code} onClick={requestCode} />}
      />
      <DevCodeHint code={code.devCode} />
      <AuthField {...field('password')} type="password" autoComplete="new-password" />
      <AuthField {...field('confirm')} type="password" autoComplete="new-password" />
      <button className="auth-button auth-button--primary" type="submit" disabled={form.busy}>
        {form.busy ? t('submitting') : t('resetPassword')}
      </button>
      <div className="auth-links">
        <span />
        <Link to="/login">{t('rememberedLink')}</Link>
      </div>
    </form>
  );
}
