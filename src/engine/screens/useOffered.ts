import { schemaVerdict } from '../../state/permissionCheck';
import { usePermissions } from '../../state/permissions';
import type { ResourceAction, ResourceSchema } from '../../schemas/types';
import { allows } from './schemaLayout';

/**
 * Whether a screen offers an action of a schema resource: the schema offers it and the user holds
 * the right (批量删除 needs `delete`; a payment's create needs `pay`). Before the permissions are
 * read, the schema alone decides, as before roles were data.
 */
export function useOffered(schema: ResourceSchema): (action: ResourceAction) => boolean {
  const eff = usePermissions();
  return (action) => allows(schema, action) && (schemaVerdict(eff, schema, action === 'bulkDelete' ? 'delete' : action) ?? true);
}
