import { useReducer, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { login } from '../../providers/authProvider';
import { authReducer, INITIAL_AUTH_STATE } from '../../state/authState';
import { AuthField } from './AuthField';
import { hasErrors, validateFields, type FieldErrors } from './authValidation';

type LoginField = 'username' | 'password';

const RULES = {
  username: { label: '用户名', required: true, max: 64 },
  password: { label: '密码', required: true, max: 128 },
};

/** The login form (/login). Errors of the call show inline, in the catalogue's Chinese. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const registered = (location.state as { registered?: string } | null)?.registered;
  const [values, setValues] = useState<Record<LoginField, string>>({ username: registered ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [failure, setFailure] = useState('');
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);

  const set = (field: LoginField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFields(values, RULES);
    setErrors(found);
    if (hasErrors(found)) return;
    setFailure('');
    dispatch({ type: 'loginStart' });
    try {
      const user = await login({ username: values.username.trim(), password: values.password });
      dispatch({ type: 'loginSuccess', user });
      navigate('/app', { replace: true });
    } catch (error) {
      dispatch({ type: 'loginFailure' });
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <h2>账号登录</h2>
      {registered && !failure && (
        <div className="auth-alert auth-alert--success" role="status">
          注册成功，请登录
        </div>
      )}
      {failure && (
        <div className="auth-alert" role="alert">
          {failure}
        </div>
      )}
      <AuthField
        name="username"
        label="用户名"
        autoComplete="username"
        autoFocus
        value={values.username}
        error={errors.username}
        onChange={set('username')}
      />
      <AuthField
        name="password"
        label="密码"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <button className="auth-button auth-button--primary" type="submit" disabled={state.isLoading}>
        {state.isLoading ? '登录中…' : '登录'}
      </button>
      <div className="auth-links">
        <span />
        <Link to="/login/register">没有账号？立即注册</Link>
      </div>
    </form>
  );
}
