import type { MenuEntry } from '../../storage/types';
import type { AppRoute } from '../routeTable';
import { entryPath } from '../SideMenu';
import { t, type shellPaletteTexts } from '../../i18n/messages/zh-CN/shellPalette';

/** One line of the command palette: a screen to open, an action to start, or a record found on the server. */
export interface PaletteItem {
  /** Unique among the lines shown (the listbox's option id is made of it). */
  key: string;
  kind: 'screen' | 'action' | 'record';
  label: string;
  /** Said after the label: a screen's menu group, a record's resource and second field. */
  detail?: string;
  path: string;
}

/** The kinds as the palette heads their groups (text keys, translated where shown), in the order it shows them. */
export const PALETTE_GROUPS: Readonly<Record<PaletteItem['kind'], keyof typeof shellPaletteTexts>> = {
  screen: 'groupScreen',
  action: 'groupAction',
  record: 'groupRecord',
};

/**
 * The screens of the user menu (only what the server lets the user open is in it), each leaf once,
 * named by its menu group where it has one (设置 › 税率).
 */
export function screenItems(menu: readonly MenuEntry[], routes: readonly AppRoute[]): PaletteItem[] {
  const out: PaletteItem[] = [];
  const walk = (entries: readonly MenuEntry[], group?: string) => {
    for (const entry of entries) {
      if (entry.children?.length) walk(entry.children, entry.label);
      else out.push({ key: `screen:${entry.name}`, kind: 'screen', label: entry.label, detail: group, path: entryPath(entry, routes) });
    }
  };
  walk(menu);
  return out;
}

/**
 * 新建… for each screen of the menu that is a schema resource offering a create the user may make
 * (`offersCreate`: the schema's actions and the role's right, as the list's 新建 button decides).
 */
export function actionItems(
  screens: readonly PaletteItem[],
  routes: readonly AppRoute[],
  offersCreate: (resource: string) => boolean,
): PaletteItem[] {
  const out: PaletteItem[] = [];
  for (const screen of screens) {
    const route = routes.find((r) => r.fullPath === screen.path);
    if (route?.screen.kind !== 'schema') continue;
    if (!offersCreate(route.name)) continue;
    out.push({
      key: `action:create:${route.name}`,
      kind: 'action',
      label: t('createItem', { label: route.label }),
      detail: screen.detail,
      path: `${route.fullPath}/create`,
    });
  }
  return out;
}

/** Case- and width-insensitive form of a text, so `kh`, `KH` and full-width `ＫＨ` meet. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * The items whose label (or group) holds every word of `text` (spaces part words: `设置 税` finds
 * 设置 › 税率), labels that start with the text first; all of them, in order, for an empty text.
 */
export function matchItems(items: readonly PaletteItem[], text: string): PaletteItem[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (!words.length) return [...items];
  const hits = items.filter((item) => {
    const hay = folded(`${item.label} ${item.detail ?? ''}`);
    return words.every((w) => hay.includes(w));
  });
  const first = words[0];
  return hits.sort((a, b) => Number(!folded(a.label).startsWith(first)) - Number(!folded(b.label).startsWith(first)));
}
