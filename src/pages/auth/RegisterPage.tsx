import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
// The registration page loads neither refine nor antd (the first screen stays small): it calls the HTTP client itself.
import { apiPost } from '../../http/httpClient';
import { writeStored } from '../../storage/clientStorage';
import { drawSignedInTheme } from '../../shell/lazyApp';
import type { AuthUser } from '../../storage/types';
import { USERNAME, usernameMessage } from '../../domain/usernameRule';
import { AuthField } from './AuthField';
import { AuthNotice } from './AuthNotice';
import { newPasswordRule, smsCodeRule } from './authValidation';
import { useAuthForm } from './useAuthForm';
import type { SmsCodeReply } from './accountApi';
import { useSmsCode } from './useSmsCode';
import { SmsCodeButton } from './SmsCodeButton';
import { DevCodeHint } from './DevCodeHint';
import { SmsUnavailable } from './SmsUnavailable';
import { useSmsAvailability } from './useSmsAvailability';
import { SMS_OFF_MESSAGES } from '../../domain/smsChannel';
import { t } from '../../i18n/messages/zh-CN/pageAccount';

type RegisterField = 'companyName' | 'username' | 'password' | 'confirm' | 'mobile' | 'captcha';

const MOBILE = /^1[3-9]\d{9}$/;

// A function: its labels and messages are read when shown.
const rules = () => ({
  companyName: { label: t('companyName'), required: true, max: 100 },
  username: {
    label: t('username'),
    required: true,
    pattern: USERNAME,
    patternMessage: usernameMessage(),
  },
  password: newPasswordRule(t('password')),
  confirm: { label: t('confirmPassword'), required: true },
  mobile: { label: t('mobile'), required: true, pattern: MOBILE, patternMessage: t('mobileFormat') },
  captcha: smsCodeRule(),
});

const EMPTY: Record<RegisterField, string> = { companyName: '', username: '', password: '', confirm: '', mobile: '', captcha: '' };

/**
 * Registration (/login/register): SMS code with a countdown, then a new tenant with this user as its
 * admin. Without an SMS channel there is no sign-up: the page says so and points to an admin.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const form = useAuthForm(rules(), EMPTY);
  const { values, field } = form;
  const code = useSmsCode();
  const sms = useSmsAvailability();

  const requestCode = () =>
    form.requestCode(
      code,
      'mobile',
      () => apiPost<SmsCodeReply | null>('/register/smsCaptcha', { mobile: values.mobile.trim() }, { skipProject: true, silent: true }),
      t('codeSent'),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.checkAll({ password: 'password', confirm: 'confirm' })) return;
    await form.sending(async () => {
      try {
        const { confirm: _confirm, ...body } = values;
        const session = await apiPost<{ user?: AuthUser; token?: string } | null>(
          '/register',
          {
            ...body,
            username: body.username.trim(),
            mobile: body.mobile.trim(),
            companyName: body.companyName.trim(),
            captcha: body.captcha.trim(),
          },
          { skipProject: true, silent: true },
        );
        // Registration signs the new admin in; should a server not, the login form takes over.
        if (session?.user && session.token) {
          writeStored('auth', session.user);
          writeStored('authToken', session.token);
          await drawSignedInTheme().catch(() => undefined);
          navigate('/app', { replace: true });
        } else navigate('/login', { replace: true, state: { registered: body.username.trim() } });
      } catch (error) {
        form.setNotice({ ok: false, text: (error as Error).message });
      }
    });
  }

  if (sms === 'off') return <SmsUnavailable title={t('registerTitle')} message={SMS_OFF_MESSAGES.register} />;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2>{t('registerTitle')}</h2>
      <AuthNotice notice={form.notice} />
      <AuthField {...field('companyName')} autoComplete="organization" />
      <AuthField {...field('username')} autoComplete="username" />
      <AuthField {...field('password')} type="password" autoComplete="new-password" />
      <AuthField {...field('confirm')} type="password" autoComplete="new-password" />
      <AuthField {...field('mobile')} inputMode="numeric" autoComplete="tel" />
      <AuthField
        {...field('captcha')}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SmsCodeButton code={code} onClick={requestCode} />}
      />
      <DevCodeHint code={code.devCode} />
      <button className="auth-button auth-button--primary" type="submit" disabled={form.busy}>
        {form.busy ? t('registering') : t('register')}
      </button>
      <div className="auth-links">
        <span />
        <Link to="/login">{t('haveAccount')}</Link>
      </div>
    </form>
  );
}
