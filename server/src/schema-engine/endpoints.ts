import type { ResourceSchema } from '../../../src/schemas/types';
import type { PermissionAction } from '../../../src/domain/permissions/actions';

/** The five calls every schema resource answers. */
export type EngineVerb = 'list' | 'findById' | 'add' | 'update' | 'delete';

/** The path of one call under /ace-apis: the schema's `endpoints` override, else `<apiBase>/<verb>`. */
export const endpointOf = (schema: ResourceSchema, verb: EngineVerb) => schema.endpoints?.[verb] ?? `${schema.apiBase}/${verb}`;

/** The right a call needs (docs/requirements.md §10.2): list and show, the add's action (`pay` for payments), edit, delete. */
export function verbAction(schema: ResourceSchema, verb: EngineVerb): PermissionAction {
  switch (verb) {
    case 'list':
      return 'list';
    case 'findById':
      return 'show';
    case 'add':
      return schema.addAction ?? 'create';
    case 'update':
      return 'edit';
    case 'delete':
      return 'delete';
  }
}
