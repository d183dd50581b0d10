import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn } from '../storage/session';
import { readStored } from '../storage/clientStorage';

/**
 * Sends visitors without a stored token to /login before anything of the main layout loads, and a
 * user whose password an admin reset to the 修改密码 screen (the server serves them nothing else).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!isLoggedIn()) return <Navigate to="/login" replace />;
  return readStored('auth')?.mustChangePassword ? <Navigate to="/login/password" replace /> : children;
}
