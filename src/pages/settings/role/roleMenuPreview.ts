import type { Permissions } from '../../../domain/permissions/grants';
import type { ResolvedMenuItem } from '../../../schemas/menu';
import { decidedByRoles } from '../common/catalogue';

/**
 * The menu a role would see: entries whose 列表 right it grants, groups when any child stays. An
 * entry outside the permission catalogue (租户管理, the platform's) is never shown: no tenant role
 * reaches it. A user with several roles sees the union of their menus.
 */
export function menuForRole(
  menu: readonly ResolvedMenuItem[],
  permissions: Permissions,
  catalogued: (name: string) => boolean = decidedByRoles,
): ResolvedMenuItem[] {
  return menu.flatMap((item) => {
    if (item.group) {
      const children = menuForRole(item.children, permissions, catalogued);
      return children.length ? [{ ...item, children }] : [];
    }
    return catalogued(item.name) && permissions[item.name]?.actions.includes('list') ? [item] : [];
  });
}
