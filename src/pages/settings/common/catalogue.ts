import { resourceSchemas } from '../../../schemas';
import { permissionCatalogue, type PermissionResource } from '../../../schemas/permissionCatalogue';

/**
 * What a role can be granted, from the app's schemas and the menu definition (the server derives
 * the same list and refuses anything else). Read by 角色管理 and by 菜单设置, which leaves these
 * entries' visibility to the roles.
 */
export const CATALOGUE: readonly PermissionResource[] = permissionCatalogue(resourceSchemas);

const NAMES = new Set(CATALOGUE.map((r) => r.name));

/** Whether a menu entry's visibility follows the roles' rights rather than its minimum role. */
export const decidedByRoles = (name: string | undefined) => !!name && NAMES.has(name);
