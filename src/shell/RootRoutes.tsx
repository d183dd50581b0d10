import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../pages/PageSpinner';
import { RootRedirect } from './RootRedirect';
import { RequireAuth } from './RequireAuth';
import { AuthLayout, LoginPage, NotFoundPage, RegisterPage } from './lazyPages';

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
          <Route index element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route path="app/*" element={<RequireAuth>{app}</RequireAuth>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
