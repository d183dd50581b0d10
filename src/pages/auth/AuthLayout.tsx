import { Outlet } from 'react-router';
import { BORDER_RADIUS, PRIMARY_COLOR, PRIMARY_TEXT_COLOR } from '../../theme';
import './auth.css';

/** The authentication layout of /login: brand on a card, the login or registration form inside. */
export function AuthLayout() {
  return (
    <main
      className="auth-layout"
      style={{
        ['--auth-primary' as string]: PRIMARY_COLOR,
        ['--auth-primary-text' as string]: PRIMARY_TEXT_COLOR,
        ['--auth-radius' as string]: `${BORDER_RADIUS}px`,
      }}
    >
      <div className="auth-card">
        <div className="auth-brand">
          <img src="/logo.svg" alt="" />
          <h1>管理后台</h1>
        </div>
        <p className="auth-subtitle">订单、报价、客户与设置，一处管理</p>
        <Outlet />
        <p className="auth-footer">© {new Date().getFullYear()} 管理后台</p>
      </div>
    </main>
  );
}
