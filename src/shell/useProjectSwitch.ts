import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useShell } from '../state/shellContext';
import { whenLeaveAllowed } from '../state/leaveGuard';
import { matchRoute, type AppRoute } from './routeTable';
import { printedListPath } from '../components/printPaths';

/**
 * The list to show instead of a record page (show, edit of a schema resource, a document's print
 * page), else undefined.
 * A record belongs to one project: after a switch it is not found in the other.
 */
export function recordListPath(routes: readonly AppRoute[], pathname: string): string | undefined {
  const printed = printedListPath(pathname);
  if (printed) return printed;
  const match = matchRoute(routes, pathname);
  if (!match || match.route.screen.kind !== 'schema') return undefined;
  const action = pathname.slice(match.route.fullPath.length + 1).split('/')[0];
  return action === 'show' || action === 'edit' ? match.route.fullPath : undefined;
}

/**
 * The header's project switch: from a record page it goes to that resource's list (the record
 * is not in the other project), asking first when a form has unsaved changes. The project changes
 * once the list is the location: the router's navigation is a transition, and a switch made at
 * once would have the record page still mounted read its record in the new project (a 404 notice).
 * With the project, the tabs of record pages close (`closeTabs`, the tab bar's): each would open
 * the not-found page in the new project. The user confirmed the switch, so they close unasked.
 */
export function useProjectSwitch(
  routes: readonly AppRoute[],
  closeTabs: (gone: (path: string) => boolean) => void,
): (projectId: string) => void {
  const { switchProject } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef<{ list: string; projectId: string } | null>(null);
  const switchTo = useCallback(
    (projectId: string) => {
      closeTabs((path) => recordListPath(routes, path) !== undefined);
      switchProject(projectId);
    },
    [routes, closeTabs, switchProject],
  );
  useEffect(() => {
    if (pending.current?.list !== pathname) return;
    const { projectId } = pending.current;
    pending.current = null;
    switchTo(projectId);
  }, [pathname, switchTo]);
  return (projectId) =>
    whenLeaveAllowed(() => {
      const list = recordListPath(routes, pathname);
      if (!list) return switchTo(projectId);
      pending.current = { list, projectId };
      navigate(list);
    });
}
