import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { login, needsChallenge } from '../../providers/authProvider';
import { authReducer, INITIAL_AUTH_STATE } from '../../state/authState';
import { AuthField } from './AuthField';
import { AuthNotice } from './AuthNotice';
import { hasErrors, validateFields, type FieldErrors } from './authValidation';
import { refusedField } from './accountApi';
import { useAuthForm } from './useAuthForm';
import { useLoginChallenge } from './useLoginChallenge';
import { prefetchApp } from '../../shell/prefetchApp';
import { drawSignedInTheme } from '../../shell/lazyApp';
import './loginChallenge.css';
import { t } from '../../i18n/messages/zh-CN/pageAuth';

type LoginField = 'username' | 'password' | 'challengeAnswer';

// Functions: their labels are read when shown.
const rules = () => ({
  username: { label: t('username'), required: true, max: 64 },
  password: { label: t('password'), required: true, max: 128 },
});
const challengeRules = () => ({ challengeAnswer: { label: t('captcha'), required: true, max: 16 } });

/**
 * The login form (/login). Errors of the call show inline, in the catalogue's Chinese. After repeated
 * failures the server asks for an image check (验证码): the form then shows it, with a new image
 * after every attempt (each image is good for one).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = location.state as { registered?: string; passwordReset?: boolean } | null;
  const registered = arrived?.registered;
  const { values, setValues, errors, setErrors, set, field } = useAuthForm<LoginField>(
    { ...rules(), ...challengeRules() },
    { username: registered ?? '', password: '', challengeAnswer: '' },
  );
  const [failure, setFailure] = useState('');
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const check = useLoginChallenge();
  // The app's chunks load while the user types (src/shell/prefetchApp.ts).
  useEffect(prefetchApp, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<LoginField> = {
      ...validateFields({ username: values.username, password: values.password }, rules()),
      ...(check.shown ? validateFields({ challengeAnswer: values.challengeAnswer }, challengeRules()) : {}),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setFailure('');
    dispatch({ type: 'loginStart' });
    const solved =
      check.shown && check.challenge ? { challengeId: check.challenge.id, challengeAnswer: values.challengeAnswer.trim() } : {};
    try {
      const user = await login({ username: values.username.trim(), password: values.password, ...solved });
      dispatch({ type: 'loginSuccess', user });
      // The app's first frame in the person's theme (外观), not the sign-in page's.
      await drawSignedInTheme().catch(() => undefined);
      navigate('/app', { replace: true });
    } catch (error) {
      dispatch({ type: 'loginFailure' });
      const message = error instanceof Error ? error.message : String(error);
      if (refusedField(error) === 'challengeAnswer') setErrors((e) => ({ ...e, challengeAnswer: message }));
      else setFailure(message);
      // The image sent was used up, right or wrong; or the server asks for one from now on.
      if (check.shown || needsChallenge(error)) {
        setValues((v) => ({ ...v, challengeAnswer: '' }));
        void check.refresh();
      }
    }
  }

  const challengeImage = (
    <button
      type="button"
      className="auth-challenge"
      title={t('challengeRefresh')}
      aria-label={t('challengeRefresh')}
      disabled={check.loading}
      onClick={() => void check.refresh()}
    >
      {check.challenge ? (
        <img src={check.challenge.image} alt={t('challengeImage')} />
      ) : check.loading ? (
        t('challengeLoading')
      ) : (
        t('challengeLoad')
      )}
    </button>
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2>{t('loginTitle')}</h2>
      <AuthNotice
        notice={
          failure
            ? { ok: false, text: failure }
            : registered || arrived?.passwordReset
              ? { ok: true, text: registered ? t('registeredNotice') : t('passwordResetNotice') }
              : null
        }
      />
      <AuthField {...field('username')} autoComplete="username" autoFocus />
      <AuthField {...field('password')} type="password" autoComplete="current-password" />
      {check.shown && (
        <AuthField
          name="challengeAnswer"
          label={t('captcha')}
          autoComplete="off"
          autoFocus
          maxLength={16}
          value={values.challengeAnswer}
          error={errors.challengeAnswer ?? (check.error || undefined)}
          onChange={set('challengeAnswer')}
          addon={challengeImage}
        />
      )}
      <button className="auth-button auth-button--primary" type="submit" disabled={state.isLoading}>
        {state.isLoading ? t('loggingIn') : t('login')}
      </button>
      <div className="auth-links">
        <Link to="/login/forgot">{t('forgotLink')}</Link>
        <Link to="/login/register">{t('registerLink')}</Link>
      </div>
    </form>
  );
}
