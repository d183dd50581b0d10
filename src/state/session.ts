import { clearStored, readStored } from '../storage/clientStorage';

/** Indirection so tests can observe the reload jsdom cannot perform. */
export const browserNavigation = {
  reloadTo(path: string): void {
    window.location.replace(path);
  },
};

export function isLoggedIn(): boolean {
  return Boolean(readStored('authToken'));
}

/**
 * Ends the client session (logout, or any 401): clears every stored key of SPEC section 3 and
 * reloads at the root path, which then redirects to /login. A reload, not a client-side navigation,
 * so no cached data of the old session survives in memory.
 */
export function endSession(): void {
  clearStored();
  browserNavigation.reloadTo('/');
}
