import { permissionVerdict, schemaVerdict } from './permissionCheck';
import type { ResourceSchema } from '../schemas/types';
import { usePermissions } from './permissions';
import { useServedSchemas } from './servedSchemas';

/**
 * Whether to offer `action` (refine's name or ours: create, edit, delete, pay, print…) on a resource
 * (its name, or its schema, which also says whether a create is a `pay`). Synchronous, so a button
 * never flashes in and out. When the permissions say nothing (not read yet, or a resource outside
 * the permission catalogue) the answer is `fallback`: by default offered, as before roles were data.
 */
export function useAllowed(resource: string | ResourceSchema, action: string, fallback = true): boolean {
  const eff = usePermissions();
  // A resource published since is governed from then on: the answer is asked again when the schemas change.
  useServedSchemas();
  const verdict = typeof resource === 'string' ? permissionVerdict(eff, resource, action) : schemaVerdict(eff, resource, action);
  return verdict ?? fallback;
}
