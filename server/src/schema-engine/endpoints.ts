import type { ResourceSchema } from '../../../src/schemas/types';

/** The five calls every schema resource answers. */
export type EngineVerb = 'list' | 'findById' | 'add' | 'update' | 'delete';

/** The path of one call under /ace-apis: the schema's `endpoints` override, else `<apiBase>/<verb>`. */
export const endpointOf = (schema: ResourceSchema, verb: EngineVerb) => schema.endpoints?.[verb] ?? `${schema.apiBase}/${verb}`;
