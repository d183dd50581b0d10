import { lazyComponent } from '../engine/screens/lazyComponent';

// Every page loads on demand (docs/requirements.md §2). The login screens stay free of refine and antd.
export const AuthLayout = lazyComponent(() => import('../pages/auth/AuthLayout').then((m) => m.AuthLayout));
export const LoginPage = lazyComponent(() => import('../pages/auth/LoginPage').then((m) => m.LoginPage));
export const RegisterPage = lazyComponent(() => import('../pages/auth/RegisterPage').then((m) => m.RegisterPage));
export const ForgotPasswordPage = lazyComponent(() => import('../pages/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
export const ForcedPasswordPage = lazyComponent(() => import('../pages/auth/ForcedPasswordPage').then((m) => m.ForcedPasswordPage));
export const NotFoundPage = lazyComponent(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
