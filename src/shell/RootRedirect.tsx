import { Navigate } from 'react-router';
import { isLoggedIn } from '../storage/session';

/** `/`: to the main layout when logged in, otherwise to the login screen (docs/requirements.md §2). */
export function RootRedirect() {
  return <Navigate to={isLoggedIn() ? '/app' : '/login'} replace />;
}
