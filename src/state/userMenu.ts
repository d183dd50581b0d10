import type { MenuEntry } from '../storage/types';
import { writeStored } from '../storage/clientStorage';
import { normalizeMenu } from '../storage/menuEntries';
// Shell bootstrap: read before refine mounts (the menu decides the layout), so through the HTTP client itself.
import { apiGet } from '../http/httpClient';
import { localizeServedMenu } from '../i18n/messages/schemaOverlay';
import { MENU } from '../schemas/menu';
import { resourceSchemas } from '../schemas';

/** Reads the user's menu and stores it as `userMenu`. */
export async function loadUserMenu(): Promise<MenuEntry[]> {
  const { value } = await apiGet<{ value: MenuEntry[] }>('/setting/menu/userMenu');
  return applyUserMenu(value);
}

/**
 * Keeps the `value` of a userMenu reply (read alone or in the boot call) and stores it as `userMenu`
 * (as the server sent it); gives it back in the shown language.
 */
export function applyUserMenu(value: unknown): MenuEntry[] {
  const menu = normalizeMenu(value);
  writeStored('userMenu', menu);
  return localizeServedMenu(menu, { menu: MENU, resources: resourceSchemas });
}
