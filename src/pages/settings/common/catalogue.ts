import { permissionCatalogue, type PermissionResource } from '../../../schemas/permissionCatalogue';
import { servedSchemas, servedSchemasVersion, useServedSchemas } from '../../../state/servedSchemas';

// Derived once per version of the served schemas: the matrix and every menu entry ask often.
let built: { version: number; catalogue: readonly PermissionResource[]; names: ReadonlySet<string> } | undefined;

function current() {
  const version = servedSchemasVersion();
  if (built?.version !== version) {
    const list = permissionCatalogue(servedSchemas());
    built = { version, catalogue: list, names: new Set(list.map((r) => r.name)) };
  }
  return built;
}

/**
 * What a role can be granted, from the served schemas (built-in and the tenant's published added
 * resources) and the menu definition (the server derives the same list and refuses anything else).
 * Read by 角色管理 and by 菜单设置, which leaves these entries' visibility to the roles.
 */
export function catalogue(): readonly PermissionResource[] {
  return current().catalogue;
}

/** The catalogue, re-rendering the component when the served schemas change. */
export function useCatalogue(): readonly PermissionResource[] {
  useServedSchemas();
  return catalogue();
}

/** Whether a menu entry's visibility follows the roles' rights rather than its minimum role. */
export const decidedByRoles = (name: string | undefined) => !!name && current().names.has(name);
