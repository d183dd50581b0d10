import type { MenuEntry } from '../storage/types';
import { writeStored } from '../storage/clientStorage';
import { normalizeMenu } from '../storage/menuEntries';
// Shell bootstrap: read before refine mounts (the menu decides the layout), so through the HTTP client itself.
import { apiGet } from '../providers/httpClient';

/** Reads the user's menu and stores it as `userMenu`. */
export async function loadUserMenu(): Promise<MenuEntry[]> {
  const { value } = await apiGet<{ value: MenuEntry[] }>('/setting/menu/userMenu');
  const menu = normalizeMenu(value);
  writeStored('userMenu', menu);
  return menu;
}
