/**
 * The one HTTP client (./httpClient) for the screens before sign-in — the login form, its image
 * check, the account calls — loaded with their first call, so /login's own JavaScript does not carry
 * axios (docs/decisions.md, "axios again"). The login page prefetches the app while its form is
 * open (src/shell/prefetchApp.ts), and the client with it, before the user clicks 登录.
 */
import type { RequestConfig } from './httpClient';

/** Loads the client (once; later calls get the same module). */
const loadHttpClient = () => import('./httpClient');

/** The client's `apiGet`, loaded with the first call. */
export async function deferredGet<T>(url: string, params?: Record<string, unknown>, config?: RequestConfig): Promise<T> {
  return (await loadHttpClient()).apiGet<T>(url, params, config);
}

/** The client's `apiPost`, loaded with the first call. */
export async function deferredPost<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  return (await loadHttpClient()).apiPost<T>(url, body, config);
}
