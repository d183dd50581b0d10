import type { MenuEntry } from '../storage/types';
import { recordTitleOf } from '../state/recordTitles';
import { matchRoute, type AppRoute } from './routeTable';
import { menuTitle } from './menuTitle';

/**
 * The title of a tab (and of the screen): the route's (查看客户), followed on a record page by
 * the record it shows once read (查看客户 · 郑州某某公司), else the menu entry's label, else the path.
 */
export function tabTitle(routes: readonly AppRoute[], menu: MenuEntry[], path: string): string {
  const base = matchRoute(routes, path)?.title ?? menuTitle(menu, path) ?? path;
  const record = recordTitleOf(path);
  return record ? `${base} · ${record}` : base;
}
