import { encodeListQuery } from '../../schemas/listQuery';
import type { ResourceSchema } from '../../schemas/types';
import { toListQuery } from '../../providers/listParams';

/**
 * Which list an import goes to (docs/schema-engine.md 导入): a family member's discriminators (the
 * order views share one path), in the list's wire format as its list and export send them; nothing
 * for a resource on its own.
 */
export function importParams(schema: ResourceSchema): Record<string, string> {
  const { pageNo: _no, pageSize: _size, ...params } = encodeListQuery(toListQuery({ sorters: [], filters: [], fixed: schema.fixed }));
  return params;
}
