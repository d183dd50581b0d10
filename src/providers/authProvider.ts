import type { AuthProvider } from '@refinedev/core';
import type { AuthUser } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';
import { beginSession, endSession, expireSession, isLoggedIn } from '../storage/session';
import { ApiError } from '../http/apiError';
import { deferredGet, deferredPost } from '../http/deferredHttp';

export interface LoginParams {
  username: string;
  password: string;
  /** The image check (验证码), sent once the server asked for it (428, code 10206). */
  challengeId?: string;
  challengeAnswer?: string;
}

/** An image check of the login (GET /login/challenge): its id, to send back with the answer, and its picture. */
export interface LoginChallenge {
  id: string;
  /** An SVG data URL. */
  image: string;
  expiresInSeconds: number;
}

/** Whether a failed login says the next one needs the image check (`data.challengeRequired`). */
export const needsChallenge = (error: unknown): boolean =>
  error instanceof ApiError && (error.data as { challengeRequired?: boolean } | null)?.challengeRequired === true;

/** A new image check for the login form; errors are shown by the form. */
export const fetchLoginChallenge = () => deferredGet<LoginChallenge>('/login/challenge', undefined, { skipProject: true, silent: true });

/**
 * Logs in (an unauthenticated call without `projectid`) and stores the user (`auth`) and the token
 * (`authToken`). Errors are not notified here: the login form shows them inline.
 */
export async function login({ username, password, challengeId, challengeAnswer }: LoginParams): Promise<AuthUser> {
  const body = challengeId ? { username, password, challengeId, challengeAnswer } : { username, password };
  // The boot call's module loads beside the login call (both through the client loaded with the first call).
  const [data, { startBootRequest }] = await Promise.all([
    deferredPost<{ user: AuthUser; token: string }>('/login', body, { skipProject: true, silent: true }),
    import('../state/bootRequest'),
  ]);
  writeStored('auth', data.user);
  writeStored('authToken', data.token);
  beginSession();
  // The shell's boot call leaves now, while the app mounts, instead of after it (docs/requirements.md §10.5); not for
  // a user who must first set a password (every call but that one is refused until then).
  if (!data.user.mustChangePassword) startBootRequest();
  return data.user;
}

/** Ends the session on the server (best effort) and in the browser: every key cleared, reload to `/`. */
export async function logout(): Promise<void> {
  try {
    if (isLoggedIn()) await deferredGet('/login/logout', undefined, { silent: true, skipProject: true });
  } catch {
    // The local session ends whatever the server says: an expired token must not trap the user.
  } finally {
    endSession();
  }
}

/**
 * refine's auth provider over the shared HTTP client. A 401 anywhere ends the session (every stored
 * key cleared, reload to `/` after the notice had time to be read); a 403 is reported to the
 * screen, never a logout.
 */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    try {
      await login(params);
      return { success: true, redirectTo: '/app' };
    } catch (error) {
      return { success: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  },
  async logout() {
    await logout();
    return { success: true };
  },
  async check() {
    return isLoggedIn() ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: false };
  },
  async onError(error: unknown) {
    const status =
      error instanceof ApiError
        ? error.statusCode
        : ((error as { statusCode?: number; status?: number })?.statusCode ?? (error as { status?: number })?.status);
    if (status === 401) {
      // The HTTP client has usually ended the session already; this only makes sure, without
      // reloading at once and so cutting the notice short.
      expireSession();
      return {};
    }
    return { error: error instanceof Error ? error : undefined };
  },
  async getIdentity() {
    return readStored('auth') ?? null;
  },
  async getPermissions() {
    return readStored('auth')?.role ?? null;
  },
};
