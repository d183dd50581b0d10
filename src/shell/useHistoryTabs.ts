import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  activeEntry,
  closeAll,
  closeOthers,
  closeRecordTabs,
  closeRight,
  closeTab,
  closeTabsWhere,
  loadHistory,
  notePath,
  openTab,
  saveHistory,
  type HistoryState,
} from '../state/history';
import { whenLeaveAllowed } from '../state/leaveGuard';
import { onDeleted } from '../state/deletedRecords';
import { onUrlWritten } from '../state/urlWrites';
import { forgetClosedTabs } from '../state/screenMemory';

/** Navigation state that tells the /app index not to jump back to a screen after "close all". */
export const CLEARED_STATE = { historyCleared: true };

/**
 * The opened-screen history bound to the router: visiting a tracked path opens its tab, every
 * change is persisted, and an operation that changes the active tab navigates to it.
 */
export function useHistoryTabs(isTracked: (pathname: string) => boolean) {
  const [state, setState] = useState<HistoryState>(loadHistory);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // isTracked is read through a ref so an unstable callback cannot re-run the effect.
  const trackedRef = useRef(isTracked);
  trackedRef.current = isTracked;
  /**
   * Where a tab operation sent the router, until the location gets there. Router updates are
   * transitions: on a busy machine the location of an earlier navigation (关闭 moving to the tab
   * before) can arrive after a later operation (关闭全部) and would open its tab again. A location
   * other than the one awaited is such a late one and opens nothing.
   */
  const awaited = useRef<string | undefined>(undefined);
  const shownPath = useRef(pathname);
  shownPath.current = pathname;
  useEffect(() => {
    if (awaited.current !== undefined) {
      if (pathname !== awaited.current) return;
      awaited.current = undefined;
    }
    // The address bar's query when it is still this screen's: a later write of its list (urlWrites.ts) may be in it already.
    const path = window.location.pathname === pathname ? window.location.pathname + window.location.search : pathname + search;
    if (trackedRef.current(pathname)) setState((s) => openTab(s, { id: pathname, path }));
  }, [pathname, search]);

  // A list's query written for itself is its tab's path at once, even where the router skips rendering it.
  useEffect(() => onUrlWritten((path) => setState((s) => notePath(s, path.split(/[?#]/)[0], path))), []);

  useEffect(() => saveHistory(state), [state]);
  // A closed tab's screen forgets what it held (a search typed, rows ticked, its scroll).
  useEffect(() => forgetClosedTabs(new Set(state.items.map((i) => i.id))), [state.items]);
  // A deleted record's pages are gone: their tabs close, whichever screen deleted it.
  useEffect(() => onDeleted((resource, ids) => setState((s) => closeRecordTabs(s, resource, ids))), []);

  /**
   * Closes the tabs `gone` names, stored at once: the project switch that calls this remounts the
   * layout (refine is keyed by project), and the new one reads its tabs from storage (then opens the
   * one of where it is) before this one's effects would have saved them. The state closes them with
   * an updater, keeping a tab its location effect opened just before.
   */
  const closeWhere = useCallback((gone: (id: string) => boolean) => {
    saveHistory(closeTabsWhere(stateRef.current, gone));
    setState((s) => closeTabsWhere(s, gone));
  }, []);

  const apply = useCallback(
    (next: HistoryState) => {
      const before = stateRef.current;
      if (next.active === before.active && next.active) return setState(next);
      // Leaving the screen on show: with unsaved changes, the tab bar changes only once the user confirms.
      whenLeaveAllowed(() => {
        setState(next);
        const target = activeEntry(next);
        const to = target ? target.path.split(/[?#]/)[0] : '/app';
        // Already there: no location is coming to wait for.
        awaited.current = to === shownPath.current ? undefined : to;
        if (target) navigate(target.path);
        else navigate('/app', { state: CLEARED_STATE });
      });
    },
    [navigate],
  );

  return {
    state,
    /**
     * Opens a tab for a path about to be visited. Router updates run as transitions, so a screen
     * still loading when the next one is chosen would otherwise never get its tab.
     */
    /**
     * The user chose a screen (the menu): its tab opens, and the answer is where to go — an open
     * tab's own path, so a list is gone back to with the filters, sort and page it was left with
     * (they are in its URL), as a click on its tab does; a screen not open yet, as asked.
     */
    open: (path: string): string => {
      const id = path.split(/[?#]/)[0];
      // The user chose a screen: the location to come is that one.
      awaited.current = undefined;
      const kept = stateRef.current.items.find((i) => i.id === id);
      const to = kept?.path ?? path;
      // Active at once, as the choice is made: the router renders the screen later (a transition), and
      // a click meanwhile on the tab just left must not find it still the active one.
      if (kept || trackedRef.current(id)) setState((s) => openTab(s, { id, path: to }));
      return to;
    },
    select: (id: string) => {
      const entry = state.items.find((i) => i.id === id);
      awaited.current = undefined;
      if (entry) navigate(entry.path);
    },
    close: (id: string) => apply(closeTab(stateRef.current, id)),
    closeOthers: (id: string) => apply(closeOthers(stateRef.current, id)),
    closeRight: (id: string) => apply(closeRight(stateRef.current, id)),
    closeAll: () => apply(closeAll()),
    /**
     * Closes the tabs `gone` names and leaves the router alone: for a change the user already
     * confirmed (a project switch), so nothing asks again. Stable, for effects.
     */
    closeWhere,
  };
}
