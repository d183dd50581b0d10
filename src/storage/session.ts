import { clearStored, readStored } from './clientStorage';

/** Indirection so tests can observe the reload jsdom cannot perform. */
export const browserNavigation = {
  reloadTo(path: string): void {
    window.location.replace(path);
  },
};

/**
 * How long the 401 notice stays readable before the reload wipes it. The stored keys are cleared
 * at once, so nothing of the old session is used meanwhile.
 */
export const EXPIRED_RELOAD_DELAY_MS = 1500;

/**
 * Where the session's end stands. The shell starts several calls at once (menu, projects,
 * settings); when the token has expired they all answer 401, and only the first may end the
 * session, show the notice and schedule the reload.
 */
const ending = { ended: false, noticeClaimed: false, timer: undefined as ReturnType<typeof setTimeout> | undefined };

export function isLoggedIn(): boolean {
  return Boolean(readStored('authToken'));
}

/**
 * Ends the client session (logout): clears every stored key of docs/requirements.md §3 and reloads at the
 * root path, which then redirects to /login. A reload, not a client-side navigation, so no cached
 * data of the old session survives in memory. A reload already scheduled by a 401 happens now.
 */
export function endSession(): void {
  clearTimeout(ending.timer);
  clearStored();
  ending.ended = true;
  ending.timer = undefined;
  browserNavigation.reloadTo('/');
}

/**
 * Ends the session after a 401: every stored key cleared at once, one reload to `/` after
 * {@link EXPIRED_RELOAD_DELAY_MS} so the notice can be read. Later 401s of the same session change nothing.
 */
export function expireSession(): void {
  if (ending.ended) return;
  ending.ended = true;
  clearStored();
  ending.timer = setTimeout(() => {
    ending.timer = undefined;
    // A reply that was still on its way may have stored something meanwhile: nothing survives.
    clearStored();
    browserNavigation.reloadTo('/');
  }, EXPIRED_RELOAD_DELAY_MS);
}

/** True once per ended session: whoever gets it shows the 401 notice; every other 401 stays quiet. */
export function claimExpiryNotice(): boolean {
  if (ending.noticeClaimed) return false;
  ending.noticeClaimed = true;
  return true;
}

/**
 * A new session starts (login): a later 401 may end it again. In the browser the reload after an
 * end starts a fresh module anyway; tests, which cannot reload, call this between cases.
 */
export function beginSession(): void {
  clearTimeout(ending.timer);
  ending.ended = false;
  ending.noticeClaimed = false;
  ending.timer = undefined;
}
