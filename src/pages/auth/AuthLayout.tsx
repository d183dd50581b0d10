import { Outlet } from 'react-router';
import './auth.css';

/** The authentication layout of /login: brand on a card, the login or registration form inside. */
export function AuthLayout() {
  return (
    <main className="auth-layout">
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
