import { Navigate, useNavigate } from 'react-router';
import { logout } from '../../providers/authProvider';
import { readStored } from '../../storage/clientStorage';
import { isLoggedIn } from '../../storage/session';
import { AuthNotice } from './AuthNotice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { t } from '../../i18n/messages/zh-CN/pageAccount';

/**
 * /login/password: after an admin reset the password, the member sets their own before anything else
 * (RequireAuth sends every /app address here while the stored user says so; the server answers
 * every other call 428, 10207). The temporary password is the 原密码.
 */
export function ForcedPasswordPage() {
  const navigate = useNavigate();
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  if (!readStored('auth')?.mustChangePassword) return <Navigate to="/app" replace />;
  return (
    <ChangePasswordForm
      onChanged={() => navigate('/app', { replace: true })}
      footer={
        <div className="auth-links">
          <span />
          <a href="/" onClick={(e) => (e.preventDefault(), void logout())}>
            {t('logout')}
          </a>
        </div>
      }
    >
      <h2>{t('changePasswordTitle')}</h2>
      <AuthNotice notice={{ ok: true, text: t('passwordWasReset') }} />
    </ChangePasswordForm>
  );
}
