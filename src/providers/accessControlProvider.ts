import type { AccessControlProvider } from '@refinedev/core';
import type { AuthUser, MenuEntry } from '../storage/types';
import { readStored } from '../storage/clientStorage';
import { menuNames, readUserMenu } from '../storage/menuEntries';

export const FORBIDDEN_REASON = '权限不足';

/** What access control needs of a route of the shell's route table (src/shell/routeTable.ts). */
export interface GuardedRoute {
  name: string;
  /** An admin-type route (菜单设置, 租户管理): never for staff. */
  adminOnly?: boolean;
  /** A route of the menu definition: it opens only when the user menu lists it. */
  system: boolean;
}

/**
 * Whether the user may open a route: routes of docs/requirements.md §2 only when the user menu lists them
 * (admin-type ones never for staff); a menu group when any child is listed; routes outside the
 * spec's list (extra schemas, custom pages) are left to the server, whose 403 the screen shows.
 */
export function canOpenRoute(route: GuardedRoute | undefined, menu: MenuEntry[], role: AuthUser['role'] | undefined): boolean {
  if (!route) return true;
  if (route.adminOnly && role !== 'admin' && role !== 'super_admin') return false;
  if (!route.system) return true;
  return menuNames(menu).has(route.name);
}

/** refine's access-control provider over the stored user menu and role. */
export function createAccessControlProvider(routes: readonly GuardedRoute[]): AccessControlProvider {
  const byName = new Map(routes.map((r) => [r.name, r]));
  return {
    async can({ resource }) {
      const allowed = canOpenRoute(resource ? byName.get(resource) : undefined, readUserMenu(), readStored('auth')?.role);
      return allowed ? { can: true } : { can: false, reason: FORBIDDEN_REASON };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
