import type { AccessControlProvider } from '@refinedev/core';
import type { AuthUser, MenuEntry } from '../storage/types';
import { readStored } from '../storage/clientStorage';
import { menuNames, readUserMenu } from '../state/userMenu';
import type { AppRoute } from '../app/routeTable';

export const FORBIDDEN_REASON = '权限不足';

/**
 * Whether the user may open a route: routes of SPEC section 2 only when the user menu lists them
 * (admin-type ones never for staff); a menu group when any child is listed; routes outside the
 * spec's list (extra schemas, custom pages) are left to the server, whose 403 the screen shows.
 */
export function canOpenRoute(route: AppRoute | undefined, menu: MenuEntry[], role: AuthUser['role'] | undefined): boolean {
  if (!route) return true;
  if (route.adminOnly && role !== 'admin' && role !== 'super_admin') return false;
  if (!route.system) return true;
  return menuNames(menu).has(route.name);
}

/** refine's access-control provider over the stored user menu and role. */
export function createAccessControlProvider(routes: readonly AppRoute[]): AccessControlProvider {
  const byName = new Map(routes.map((r) => [r.name, r]));
  return {
    async can({ resource }) {
      const allowed = canOpenRoute(resource ? byName.get(resource) : undefined, readUserMenu(), readStored('auth')?.role);
      return allowed ? { can: true } : { can: false, reason: FORBIDDEN_REASON };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
