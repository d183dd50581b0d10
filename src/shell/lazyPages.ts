import { lazy } from 'react';

// Every page loads on demand (docs/requirements.md §2). The login screens stay free of refine and antd.
export const AuthLayout = lazy(() => import('../pages/auth/AuthLayout').then((m) => ({ default: m.AuthLayout })));
export const LoginPage = lazy(() => import('../pages/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../pages/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
export const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
export const ForcedPasswordPage = lazy(() => import('../pages/auth/ForcedPasswordPage').then((m) => ({ default: m.ForcedPasswordPage })));
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
