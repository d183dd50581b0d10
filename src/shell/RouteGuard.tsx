import type { ReactNode } from 'react';
import { canDo, accessInputs, type GuardedRoute } from '../providers/accessControlProvider';
import { usePermissions } from '../state/permissions';
import { ResultPage } from './lazyShellPages';

/**
 * Shows a screen only when the user may do `action` on the route's resource, else the 403 result
 * page. Decided as refine's access-control provider decides (canDo over the same inputs), but while
 * rendering: asked through refine's useCan it waited for a query first, a blank screen on every
 * navigation (docs/requirements.md §10.5). When the permissions are read again (after 角色管理 saved a role) the
 * screen on show is decided again.
 */
export function RouteGuard({ route, action = 'list', children }: { route: GuardedRoute; action?: string; children: ReactNode }) {
  const permissions = usePermissions();
  if (canDo(route, route.name, action, accessInputs(permissions))) return <>{children}</>;
  return <ResultPage status={403} />;
}
