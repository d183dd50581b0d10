import { usePermissions } from '../../state/permissions';
import type { ResourceSchema } from '../../schemas/types';
import { applyFieldRules, type FieldAccess } from './fieldRules';

/**
 * The schema as the signed-in user may see it (applyFieldRules over the permissions in memory).
 * Every generated screen and every hand-written one that lists a resource's fields starts here.
 */
export function useFieldRules(schema: ResourceSchema): FieldAccess {
  return applyFieldRules(schema, usePermissions());
}
