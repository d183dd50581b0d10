import { Outlet } from 'react-router';
import './auth.css';
import { t } from '../../i18n/messages/zh-CN/pageAuth';

/** The authentication layout of /login: brand on a card, the login or registration form inside. */
export function AuthLayout() {
  return (
    <main className="auth-layout">
      <div className="auth-card">
        <div className="auth-brand">
          <img src="/logo.svg" alt="" />
          <h1>{t('appName')}</h1>
        </div>
        <p className="auth-subtitle">{t('subtitle')}</p>
        <Outlet />
        <p className="auth-footer">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </main>
  );
}
