import type { MenuEntry } from '../storage/types';

/** The label of the menu entry whose path is exactly `pathname`, searching children too. */
export function menuTitle(menu: MenuEntry[], pathname: string): string | undefined {
  for (const entry of menu) {
    if (entry.path === pathname) return entry.label;
    const child = menuTitle(entry.children ?? [], pathname);
    if (child) return child;
  }
  return undefined;
}
