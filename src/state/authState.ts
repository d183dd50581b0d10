import type { AuthUser } from '../storage/types';
import { t } from '../i18n/messages/zh-CN/app';

/** Authentication state of docs/requirements.md §3, driven by the login screen. */
export interface AuthState {
  user: AuthUser | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  isSuccess: boolean;
}

export type AuthAction = { type: 'loginStart' } | { type: 'loginSuccess'; user: AuthUser } | { type: 'loginFailure' } | { type: 'logout' };

export const INITIAL_AUTH_STATE: AuthState = { user: null, isLoggedIn: false, isLoading: false, isSuccess: false };

/** The session transitions of docs/requirements.md §4. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'loginStart':
      return { ...state, isLoggedIn: false, isLoading: true, isSuccess: false };
    case 'loginSuccess':
      return { user: action.user, isLoggedIn: true, isLoading: false, isSuccess: true };
    case 'loginFailure':
      return { ...state, isLoading: false, isLoggedIn: false };
    case 'logout':
      return INITIAL_AUTH_STATE;
  }
}

/** How the signed-in person is named on screen (the user menu, the watermark): their name, else their username. */
export const shownName = (user: AuthUser | null | undefined): string => user?.displayName || user?.username || t('user');
