import type { AccessControlProvider } from '@refinedev/core';
import type { AuthUser, MenuEntry } from '../storage/types';
import { readStored } from '../storage/clientStorage';
import { menuNames, readUserMenu } from '../storage/menuEntries';
import { readPermissions } from '../state/permissions';
import type { EffectivePermissions } from '../domain/permissions/grants';
import { permissionVerdict, type PermissionVerdict } from '../state/permissionCheck';
import { t } from '../i18n/messages/zh-CN/app';

/** What access control needs of a route of the shell's route table (src/shell/routeTable.ts). */
export interface GuardedRoute {
  name: string;
  /** An admin-type route (菜单设置, 租户管理): never for staff. */
  adminOnly?: boolean;
  /** A route of the menu definition: it opens only when the user menu lists them. */
  system: boolean;
}

/** Whether the user menu lets a route open: routes of the menu definition only when it lists them. */
function listedInMenu(route: GuardedRoute | undefined, menu: MenuEntry[]): boolean {
  return !route?.system || menuNames(menu).has(route.name);
}

/**
 * Whether the user may open a route: routes of docs/requirements.md §2 only when the user menu lists them
 * (admin-type ones never for staff); a menu group when any child is listed; routes outside the
 * spec's list (extra schemas, custom pages) are left to the server, whose 403 the screen shows.
 */
export function canOpenRoute(route: GuardedRoute | undefined, menu: MenuEntry[], role: AuthUser['role'] | undefined): boolean {
  if (!route) return true;
  if (route.adminOnly && role !== 'admin' && role !== 'super_admin') return false;
  return listedInMenu(route, menu);
}

/** What a decision reads: the stored user menu and role, and the permissions in memory. */
export interface AccessInputs {
  menu: MenuEntry[];
  role: AuthUser['role'] | undefined;
  permissions: EffectivePermissions | null;
}

/**
 * Whether the user may do `action` on `resource`. Once the permissions are read they decide for
 * every resource of the permission catalogue (refine's actions mapped: clone is a create, a
 * payment's create is `pay`), and a route of the menu definition must still be listed in the user
 * menu (which the server filters by the same `list` right). The role-based admin-only rule then
 * gives way to the roles' rights, which replace it. Anything else, and everything before the
 * permissions are read, keeps the route rule (canOpenRoute).
 */
export function canDo(
  route: GuardedRoute | undefined,
  resource: string | undefined,
  action: string,
  inputs: AccessInputs,
  verdict: PermissionVerdict = permissionVerdict,
): boolean {
  const granted = resource ? verdict(inputs.permissions, resource, action) : undefined;
  if (granted === undefined) return canOpenRoute(route, inputs.menu, inputs.role);
  return granted && listedInMenu(route, inputs.menu);
}

/** What a decision reads now: the stored user menu and role, and `permissions` (those in memory unless given). */
export function accessInputs(permissions: EffectivePermissions | null = readPermissions()): AccessInputs {
  return { menu: readUserMenu(), role: readStored('auth')?.role, permissions };
}

/** refine's access-control provider over the stored user menu and role and the permissions in memory. */
export function createAccessControlProvider(
  routes: readonly GuardedRoute[],
  verdict: PermissionVerdict = permissionVerdict,
): AccessControlProvider {
  const byName = new Map(routes.map((r) => [r.name, r]));
  return {
    async can({ resource, action }) {
      const allowed = canDo(resource ? byName.get(resource) : undefined, resource, action, accessInputs(), verdict);
      return allowed ? { can: true } : { can: false, reason: t('forbidden') };
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
