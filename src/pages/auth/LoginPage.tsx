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

type LoginField = 'username' | 'password' | 'challengeAnswer';

const RULES = {
  username: { label: '用户名', required: true, max: 64 },
  password: { label: '密码', required: true, max: 128 },
};
const CHALLENGE_RULES = { challengeAnswer: { label: '验证码', required: true, max: 16 } };

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
    { ...RULES, ...CHALLENGE_RULES },
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
      ...validateFields({ username: values.username, password: values.password }, RULES),
      ...(check.shown ? validateFields({ challengeAnswer: values.challengeAnswer }, CHALLENGE_RULES) : {}),
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
      title="看不清？点击换一张"
      aria-label="看不清？点击换一张"
      disabled={check.loading}
      onClick={() => void check.refresh()}
    >
      {check.challenge ? <img src={check.challenge.image} alt="验证码图片" /> : check.loading ? '加载中…' : '点击获取'}
    </button>
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2>账号登录</h2>
      <AuthNotice
        notice={
          failure
            ? { ok: false, text: failure }
            : registered || arrived?.passwordReset
              ? { ok: true, text: registered ? '注册成功，请登录' : '密码已重置，请使用新密码登录' }
              : null
        }
      />
      <AuthField {...field('username')} autoComplete="username" autoFocus />
      <AuthField {...field('password')} type="password" autoComplete="current-password" />
      {check.shown && (
        <AuthField
          name="challengeAnswer"
          label="验证码"
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
        {state.isLoading ? '登录中…' : '登录'}
      </button>
      <div className="auth-links">
        <Link to="/login/forgot">忘记密码？</Link>
        <Link to="/login/register">没有账号？立即注册</Link>
      </div>
    </form>
  );
}
