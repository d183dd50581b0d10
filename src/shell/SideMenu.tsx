import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuEntry } from '../storage/types';
import type { AppRoute } from './routeTable';
import { matchRoute } from './routeTable';
import { menuIcon } from '../components/menuIcons';
import { whenLeaveAllowed } from '../state/leaveGuard';

type Item = Required<MenuProps>['items'][number];

/** The client path of a menu entry: the route table's path for known names, else the entry's own. */
export function entryPath(entry: MenuEntry, routes: readonly AppRoute[]): string {
  return routes.find((r) => r.name === entry.name)?.fullPath ?? entry.path;
}

function toItems(entries: MenuEntry[], routes: readonly AppRoute[]): Item[] {
  return entries.map((entry) => {
    const route = routes.find((r) => r.name === entry.name);
    const icon = menuIcon(entry.icon || route?.icon);
    const label = entry.label || route?.label || entry.name;
    if (entry.children?.length) return { key: entry.name, icon, label, children: toItems(entry.children, routes) };
    return { key: entry.name, icon, label };
  });
}

function findEntry(entries: MenuEntry[], name: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.name === name) return e;
    const child = findEntry(e.children ?? [], name);
    if (child) return child;
  }
  return undefined;
}

/** The side menu, built from the user menu (labels in Chinese, settings with its sub-routes). */
export function SideMenu({
  menu,
  routes,
  collapsed,
  onOpen,
}: {
  menu: MenuEntry[];
  routes: readonly AppRoute[];
  collapsed: boolean;
  /** A screen chosen: opens its tab and answers where to go (the tab's own path when it is open already). */
  onOpen?: (path: string) => string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const match = matchRoute(routes, pathname);
  const selected = match
    ? [match.route.name]
    : menu
        .flatMap((e) => [e, ...(e.children ?? [])])
        .filter((e) => e.path === pathname)
        .map((e) => e.name);
  const parent = match?.route.parent;
  return (
    <Menu
      mode="inline"
      theme="light"
      items={toItems(menu, routes)}
      selectedKeys={selected}
      defaultOpenKeys={parent && !collapsed ? [parent] : []}
      onClick={({ key }) => {
        const entry = findEntry(menu, key);
        if (!entry) return;
        const path = entryPath(entry, routes);
        // The tab opens only with the screen: cancelling the unsaved-changes question opens neither.
        // An open tab is gone back to as it was left (its filters, sort and page): onOpen says where.
        whenLeaveAllowed(() => navigate(onOpen?.(path) ?? path));
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
