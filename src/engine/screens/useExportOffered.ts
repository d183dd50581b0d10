import { schemaVerdict } from '../../state/permissionCheck';
import { usePermissions } from '../../state/permissions';
import type { ResourceSchema } from '../../schemas/types';

/**
 * Whether the list offers 导出: the user holds the `export` right on the resource (the server
 * refuses the call without it). Before the permissions are read, it is not offered: unlike the
 * schema's own actions, no schema declares export, so nothing else can vouch for it.
 */
export function useExportOffered(schema: ResourceSchema): boolean {
  return schemaVerdict(usePermissions(), schema, 'export') ?? false;
}
