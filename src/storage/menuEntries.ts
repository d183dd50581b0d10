import type { MenuEntry } from './types';
import { readStored } from './clientStorage';

function bySort(a: MenuEntry, b: MenuEntry): number {
  return (a.sort ?? 0) - (b.sort ?? 0);
}

/** Orders entries and their children by `sort`, dropping malformed ones. */
export function normalizeMenu(entries: unknown): MenuEntry[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((e): e is MenuEntry => !!e && typeof e === 'object' && typeof (e as MenuEntry).name === 'string')
    .map((e) => ({ ...e, children: normalizeMenu(e.children) }))
    .sort(bySort);
}

/** Every route name in the menu tree, children included. */
export function menuNames(entries: MenuEntry[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: MenuEntry[]) => list.forEach((e) => (names.add(e.name), walk(e.children ?? [])));
  walk(entries);
  return names;
}

/** The stored user menu (`userMenu`), normalized; empty when absent. */
export function readUserMenu(): MenuEntry[] {
  return normalizeMenu(readStored('userMenu'));
}
