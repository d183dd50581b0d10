import { resourceSchemas } from '../../../schemas';
import { flattenMenu, resolveMenu, type ResolvedMenuItem } from '../../../schemas/menu';
import type { MenuInput, SystemMenuNode } from './menuApi';
import { flattenMenu as flattenTree } from './menuTree';

/**
 * Every entry of the one menu definition (src/schemas/menu.ts) resolved against the built-in
 * schemas. Not the served ones: the system menu is the platform's, for every tenant, while a
 * tenant's added resources (docs/requirements.md §10.3) are that tenant's; the server adds them to its users' menus
 * per request, so they are no entries to add here.
 */
export const DEFINED_ENTRIES: readonly ResolvedMenuItem[] = flattenMenu(resolveMenu(resourceSchemas));

/** The defined entries the system menu does not hold (by route name), in menu order. */
export function missingEntries(tree: SystemMenuNode[], defined: readonly ResolvedMenuItem[] = DEFINED_ENTRIES): ResolvedMenuItem[] {
  const held = new Set(flattenTree(tree).map((n) => n.name));
  return defined.filter((e) => !held.has(e.name));
}

/**
 * The form values a defined entry fills in: name, label, icon, path, type and minimum role, and
 * its parent when the system menu holds its group (else the parent chosen so far stays).
 */
export function entryValues(
  entry: ResolvedMenuItem,
  tree: SystemMenuNode[],
): Pick<MenuInput, 'name' | 'label' | 'icon' | 'path' | 'type' | 'minRole'> & Partial<Pick<MenuInput, 'parentId'>> {
  const group = entry.parent ? flattenTree(tree).find((n) => n.name === entry.parent) : undefined;
  return {
    name: entry.name,
    label: entry.label,
    icon: entry.icon ?? null,
    path: entry.path,
    type: entry.type,
    minRole: entry.minRole,
    ...(group ? { parentId: group._id } : {}),
  };
}
