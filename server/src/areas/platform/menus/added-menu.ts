import type { ResourceSchema } from '../../../../../src/schemas/types';
import { menuPath } from '../../../../../src/schemas/menu';
import type { MenuNode } from './menus.service';

/**
 * The user menu with a tenant's published added resources (docs/requirements.md §10.3) the user may list: each at
 * the end of the group its design names (`parent`, e.g. 设置) or of the top level. The system menu
 * is the platform's; these entries are the tenant's own, so they are added per request rather
 * than stored among the system menu's rows. Returns a new tree; `menu` is the cached one.
 */
export function withAddedResources(menu: MenuNode[], added: readonly ResourceSchema[], listed: (name: string) => boolean): MenuNode[] {
  const shown = added.filter((s) => s.inMenu !== false && listed(s.name));
  if (!shown.length) return menu;
  const node = (s: ResourceSchema, sort: number): MenuNode => ({
    _id: `resource:${s.name}`,
    name: s.name,
    label: s.label,
    icon: s.icon ?? null,
    path: menuPath(s.name, s.parent),
    type: 'menu',
    sort,
    children: [],
  });
  const last = (nodes: MenuNode[]) => Math.max(0, ...nodes.map((n) => n.sort));
  const tree = menu.map((n) => ({ ...n, children: [...n.children] }));
  for (const s of shown) {
    const group = s.parent ? tree.find((n) => n.name === s.parent) : undefined;
    // A group the user cannot see (or that is gone): the entry shows at the top level rather than
    // vanishing; its path stays the one the client's route table gives it.
    const into = group ? group.children : tree;
    into.push(node(s, last(into) + 10));
  }
  return tree;
}
