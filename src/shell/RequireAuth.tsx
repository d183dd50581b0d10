import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn } from '../storage/session';

/** Sends visitors without a stored token to /login before anything of the main layout loads. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/login" replace />;
}
