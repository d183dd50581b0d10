import { useLocation } from 'react-router';
import { useShell } from '../state/shellContext';
import { menuTitle } from './menuTitle';
import { ResultPage, UnderConstructionPage } from './lazyShellPages';

/**
 * An /app path no route claims: a menu entry the client does not know yet opens 建设中, anything
 * else is the 404 result page.
 */
export function AppFallback() {
  const { menu } = useShell();
  const { pathname } = useLocation();
  const title = menuTitle(menu, pathname);
  return title ? <UnderConstructionPage title={title} /> : <ResultPage status={404} />;
}
