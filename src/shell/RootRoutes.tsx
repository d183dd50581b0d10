import { Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PageSpinner } from '../pages/PageSpinner';
import { RootRedirect } from './RootRedirect';
import { RequireAuth } from './RequireAuth';
import { RedirectSignedIn } from './RedirectSignedIn';
import { AuthLayout, ForcedPasswordPage, ForgotPasswordPage, LoginPage, NotFoundPage, RegisterPage } from './lazyPages';

/**
 * The top-level routes of docs/requirements.md §2. Only this small frame is in the entry chunk: the login
 * screens, the refine app under /app (`app`, which the entry hands in so the shell never imports
 * the app it is part of) and the not-found screen each load on demand.
 */
export function RootRoutes({ app }: { app: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Routes>
        <Route index element={<RootRedirect />} />
        <Route path="login" element={<AuthLayout />}>
          {/* The visitors' screens: a user still signed in goes to /app instead. */}
          <Route
            element={
              <RedirectSignedIn>
                <Outlet />
              </RedirectSignedIn>
            }
          >
            <Route index element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="forgot" element={<ForgotPasswordPage />} />
          </Route>
          {/* A signed-in user whose password an admin reset sets a new one here before anything else. */}
          <Route path="password" element={<ForcedPasswordPage />} />
        </Route>
        <Route path="app/*" element={<RequireAuth>{app}</RequireAuth>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
