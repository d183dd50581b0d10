import { Link } from 'react-router';
import { t } from '../../i18n/messages/zh-CN/pageAccount';

/**
 * What 注册 or 忘记密码 shows instead of its form when the server has no SMS channel: why, what remains
 * (an admin's account or 重置密码, in `message`), and the way back to the login form.
 */
export function SmsUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <div className="auth-form">
      <h2>{title}</h2>
      <div className="auth-alert auth-alert--info" role="status">
        {message}
      </div>
      <div className="auth-links">
        <span />
        <Link to="/login">{t('backToLogin')}</Link>
      </div>
    </div>
  );
}
