import { schemaVerdict } from '../../state/permissionCheck';
import { usePermissions } from '../../state/permissions';
import type { EffectivePermissions } from '../../domain/permissions/grants';
import type { ResourceAction, ResourceSchema } from '../../schemas/types';
import { allows } from './schemaLayout';

/**
 * Whether a screen offers an action of a schema resource: the schema offers it and the user holds
 * the right (批量删除 needs `delete`; a payment's create needs `pay`). Before the permissions are
 * read, the schema alone decides, as before roles were data.
 */
export function useOffered(schema: ResourceSchema): (action: ResourceAction) => boolean {
  const eff = usePermissions();
  return (action) => offered(eff, schema, action);
}

/** The same answer outside a screen (the command palette's 新建…), for the permissions `eff`. */
export function offered(eff: EffectivePermissions | null, schema: ResourceSchema, action: ResourceAction): boolean {
  return allows(schema, action) && (schemaVerdict(eff, schema, action === 'bulkDelete' ? 'delete' : action) ?? true);
}
