import { schemaVerdict } from '../../state/permissionCheck';
import { usePermissions } from '../../state/permissions';
import type { ResourceSchema } from '../../schemas/types';

/**
 * Whether the list offers 导出 or 导入: the user holds the `export` / `import` right on the resource
 * (the server refuses the calls without it). Before the permissions are read, it is not offered:
 * unlike the schema's own actions, no schema declares them, so nothing else can vouch for them.
 */
export function useRightOffered(schema: ResourceSchema, right: 'export' | 'import'): boolean {
  return schemaVerdict(usePermissions(), schema, right) ?? false;
}
