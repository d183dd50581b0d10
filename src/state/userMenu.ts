import type { MenuEntry } from '../storage/types';
import { readStored, writeStored } from '../storage/clientStorage';
import { apiGet } from '../providers/httpClient';

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

/** Reads the user's menu and stores it as `userMenu`. */
export async function loadUserMenu(): Promise<MenuEntry[]> {
  const { value } = await apiGet<{ value: MenuEntry[] }>('/setting/menu/userMenu');
  const menu = normalizeMenu(value);
  writeStored('userMenu', menu);
  return menu;
}

export function readUserMenu(): MenuEntry[] {
  return normalizeMenu(readStored('userMenu'));
}
