import { Empty } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { activeEntry, loadHistory } from '../state/history';
import { CLEARED_STATE } from './useHistoryTabs';
import { useShell } from '../state/shellContext';
import { useAppRoutes } from './appRoutes';
import { entryPath } from './SideMenu';

/**
 * /app itself: back to the last active screen (tabs survive a reload), else the first menu entry;
 * after "close all" it stays empty instead of reopening a screen.
 */
export function AppHome() {
  const { menu } = useShell();
  const routes = useAppRoutes();
  const location = useLocation();
  const cleared = (location.state as typeof CLEARED_STATE | null)?.historyCleared;
  if (!cleared) {
    const active = activeEntry(loadHistory());
    if (active) return <Navigate to={active.path} replace />;
    const first = menu.find((e) => !e.children?.length) ?? menu[0]?.children?.[0];
    if (first) return <Navigate to={entryPath(first, routes)} replace />;
  }
  return <Empty style={{ marginTop: 96 }} description="请从左侧菜单打开一个页面" />;
}
