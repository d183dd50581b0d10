import { Empty } from 'antd';
import { Navigate, useLocation, type Location } from 'react-router';
import type { MenuEntry } from '../storage/types';
import { activeEntry, loadHistory } from '../state/history';
import { CLEARED_STATE } from './useHistoryTabs';
import { useShell } from '../state/shellContext';
import { useAppRoutes } from './appRoutes';
import { entryPath } from './SideMenu';
import type { AppRoute } from './routeTable';

/**
 * Where /app itself leads: back to the last active screen (tabs survive a reload), else the first
 * menu entry; nowhere after "close all", which leaves /app empty instead of reopening a screen.
 */
export function appHomeTarget(menu: MenuEntry[], routes: readonly AppRoute[], location: Pick<Location, 'state'>): string | undefined {
  if ((location.state as typeof CLEARED_STATE | null)?.historyCleared) return undefined;
  const active = activeEntry(loadHistory());
  if (active) return active.path;
  const first = menu.find((e) => !e.children?.length) ?? menu[0]?.children?.[0];
  return first ? entryPath(first, routes as AppRoute[]) : undefined;
}

/** /app itself: goes where appHomeTarget says, or shows an empty page with a hint. */
export function AppHome() {
  const { menu } = useShell();
  const routes = useAppRoutes();
  const target = appHomeTarget(menu, routes, useLocation());
  if (target) return <Navigate to={target} replace />;
  return <Empty style={{ marginTop: 96 }} description="请从左侧菜单打开一个页面" />;
}
