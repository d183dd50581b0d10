import { Navigate } from 'react-router';
import { useShell } from '../state/shellContext';
import { menuNames } from '../storage/menuEntries';
import type { AppRoute } from './routeTable';
import { ResultPage } from './lazyShellPages';

/** A menu group such as /app/setting opens its first sub-route (of `routes`) the user may open. */
export function GroupRedirect({ name, routes }: { name: string; routes: readonly AppRoute[] }) {
  const { menu } = useShell();
  const allowed = menuNames(menu);
  const first = routes.find((r) => r.parent === name && allowed.has(r.name));
  return first ? <Navigate to={first.fullPath} replace /> : <ResultPage status={403} />;
}
