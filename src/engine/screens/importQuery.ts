import type { ResourceSchema } from '../../schemas/types';
import { listWireParams } from './exportQuery';

/**
 * Which list an import goes to (docs/schema-engine.md 导入): a family member's discriminators (the
 * order views share one path), in the list's wire format as its list and export send them; nothing
 * for a resource on its own.
 */
export const importParams = (schema: ResourceSchema): Record<string, string> => listWireParams(schema);
