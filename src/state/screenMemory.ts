import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { onDeleted } from './deletedRecords';

/**
 * What an opened screen holds that its URL does not — a search typed and not yet applied, the rows
 * ticked, how far it was scrolled — kept while its tab stays open, so a screen switched away from
 * and back to is as it was left (docs/decisions.md, "Opened tabs keep what their URL does not").
 * In memory only, by tab (the screen's pathname): a reload restores what the URL carries, a closed
 * tab and a project switch forget, and signing out reloads the page, so nothing of one person's
 * reaches the next.
 */
const memory = new Map<string, Map<string, unknown>>();

/** The part a list keeps its ticked rows' ids under. */
export const SELECTED = 'selected';

// A record deleted anywhere (its show page, another list) is no longer among the rows a screen keeps ticked.
onDeleted((_resource, ids) => {
  const gone = new Set(ids.map(String));
  for (const parts of memory.values()) {
    const ticked = parts.get(SELECTED);
    if (Array.isArray(ticked))
      parts.set(
        SELECTED,
        ticked.filter((id) => !gone.has(String(id))),
      );
  }
});

/** What `tab`'s screen kept under `part`. */
export function recall<T>(tab: string, part: string): T | undefined {
  return memory.get(tab)?.get(part) as T | undefined;
}

/** Keeps `value` as `tab`'s `part`; undefined forgets it. */
export function remember(tab: string, part: string, value: unknown): void {
  const parts = memory.get(tab) ?? new Map<string, unknown>();
  if (value === undefined) parts.delete(part);
  else parts.set(part, value);
  if (parts.size) memory.set(tab, parts);
  else memory.delete(tab);
}

/** Forgets every tab `open` does not name (its tab was closed). */
export function forgetClosedTabs(open: ReadonlySet<string>): void {
  for (const tab of memory.keys()) if (!open.has(tab)) memory.delete(tab);
}

/**
 * Forgets every screen: after a project switch, where the rows ticked are another project's records
 * and what was typed was asked of another project's data.
 */
export function forgetAllScreens(): void {
  memory.clear();
}

/**
 * useState kept with the current screen's tab: it starts from what the screen held when last left,
 * and every change is kept for the next return. A component that stays mounted while the path
 * changes takes the new screen's value at once (never shows or keeps the old screen's under the new).
 */
export function useRemembered<T>(part: string, initial: T): [T, (value: T) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState(() => ({ path: pathname, value: recall<T>(pathname, part) ?? initial }));
  let current = state;
  if (state.path !== pathname) {
    current = { path: pathname, value: recall<T>(pathname, part) ?? initial };
    setState(current);
  }
  const { path, value } = current;
  useEffect(() => remember(path, part, value), [path, part, value]);
  const set = useCallback((next: T) => setState({ path: pathname, value: next }), [pathname]);
  return [value, set];
}
