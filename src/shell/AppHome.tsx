import { useLayoutEffect, type RefObject } from 'react';
import { Empty } from 'antd';
import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import type { MenuEntry } from '../storage/types';
import { activeEntry, loadHistory } from '../state/history';
import { CLEARED_STATE } from './useHistoryTabs';
import { useShell } from '../state/shellContext';
import { appComposition, useAppRoutes } from './appRoutes';
import { entryPath } from './SideMenu';
import type { AppRoute } from './routeTable';
import { t } from '../i18n/messages/zh-CN/shell';

/**
 * Where /app itself leads: back to the last active screen (tabs survive a reload), else the first
 * menu entry; nowhere after "close all", which leaves /app empty instead of reopening a screen.
 */
function appHomeTarget(menu: MenuEntry[], routes: readonly AppRoute[], location: Pick<Location, 'state'>): string | undefined {
  if ((location.state as typeof CLEARED_STATE | null)?.historyCleared) return undefined;
  const active = activeEntry(loadHistory());
  if (active) return active.path;
  const first = menu.find((e) => !e.children?.length) ?? menu[0]?.children?.[0];
  return first ? entryPath(first, routes) : undefined;
}

/** /app itself: goes where appHomeTarget says, or shows an empty page with a hint. */
export function AppHome() {
  const { menu } = useShell();
  const routes = useAppRoutes();
  const target = appHomeTarget(menu, routes, useLocation());
  if (target) return <Navigate to={target} replace />;
  return <Empty style={{ marginTop: 96 }} description={t('pickFromMenu')} />;
}

/** Sends /app to its first screen, given the menu the shell has just read. */
export type HomeOpener = (menu: MenuEntry[]) => void;

/**
 * Keeps in `opener` how to send /app where appHomeTarget says, for the shell to call as it first
 * shows (App hands it to ShellBootstrap's onBoot): /app then opens its first screen in the shell's
 * first render instead of a second full render after it (about 30 ms of click 登录 → ready,
 * `npm run bench:bundle`). A component of its own because it follows the location: in App, every
 * navigation would re-render antd's and refine's providers and everything below them.
 */
export function HomeOpenerBinding({ opener }: { opener: RefObject<HomeOpener | null> }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    opener.current = (menu) => {
      if (location.pathname.replace(/\/$/, '') !== '/app') return;
      const target = appHomeTarget(menu, appComposition().routes, location);
      if (target) navigate(target, { replace: true });
    };
  });
  return null;
}
