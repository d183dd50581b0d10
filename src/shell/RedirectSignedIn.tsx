import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn } from '../storage/session';

/** The login screens are for visitors: a user still signed in goes to /app instead of seeing the form. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  return isLoggedIn() ? <Navigate to="/app" replace /> : children;
}
