import { Navigate } from 'react-router';
import { appRoutes } from './appRoutes';
import { useShell } from './shellContext';
import { menuNames } from '../state/userMenu';
import { ResultPage } from './lazyShellPages';

/** A menu group such as /app/setting opens its first sub-route the user may open. */
export function GroupRedirect({ name }: { name: string }) {
  const { menu } = useShell();
  const allowed = menuNames(menu);
  const first = appRoutes.find((r) => r.parent === name && allowed.has(r.name));
  return first ? <Navigate to={first.fullPath} replace /> : <ResultPage status={403} />;
}
