import { Navigate } from 'react-router';
import { isLoggedIn } from '../state/session';

/** `/`: to the main layout when logged in, otherwise to the login screen (SPEC section 2). */
export function RootRedirect() {
  return <Navigate to={isLoggedIn() ? '/app' : '/login'} replace />;
}
