import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { GoConfig, RouterProvider } from '@refinedev/core';
import baseRouterProvider from '@refinedev/react-router';
import { urlWritten } from '../state/urlWrites';

/**
 * True when a navigation only rewrites the query string (refine's list screens write their paging,
 * sorters and filters into the URL this way) but was issued by a screen whose path is no longer the
 * browser's. Router updates run as transitions, so a list can still be mounted, and sync its URL,
 * after the user has already chosen another screen; obeying it would throw the user back.
 */
export function isStaleQuerySync(config: Pick<GoConfig, 'to' | 'type'>, screenPath: string, browserPath: string): boolean {
  if (config.type === 'path' || config.to) return false;
  return samePath(screenPath) !== samePath(browserPath);
}

function samePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    /* a malformed escape compares as written */
  }
  return decoded.replace(/\/+$/, '') || '/';
}

/**
 * @refinedev/react-router's bindings, with `go` refusing stale query-only navigations (see
 * `isStaleQuerySync`). Used with the app's BrowserRouter, whose history is `window.location`.
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: () => {
    const go = baseRouterProvider.go!();
    const { pathname } = useLocation();
    return useCallback(
      (config: GoConfig) => {
        if (isStaleQuerySync(config, pathname, window.location.pathname)) return undefined;
        const result = go(config);
        // A screen's own URL (a list's query) written: the address bar holds it now, whenever the router renders it.
        if (config.type !== 'path' && !config.to) urlWritten(`${window.location.pathname}${window.location.search}`);
        return result;
      },
      [go, pathname],
    );
  },
};
