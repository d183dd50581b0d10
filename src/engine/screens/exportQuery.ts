/**
 * What 导出 sends (docs/schema-engine.md, 导出): the list's own query — filters, search, sort — in the
 * list's wire format, the columns on screen and the selection; where it goes; and when it runs as a
 * job. Pure, so the list's button and its tests read the same rules.
 */
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { encodeIds, encodeListQuery } from '../../schemas/listQuery';
import type { ResourceSchema } from '../../schemas/types';
import { toListQuery } from '../../providers/listParams';

/**
 * Lists longer than this export as a job with a progress bar: a direct download of more rows would
 * leave the button spinning past the HTTP client's timeout with nothing to show for it (about 5,000
 * rows are written in a few seconds), and a job's file survives a closed tab for a day.
 */
export const EXPORT_JOB_THRESHOLD = 5000;

/** The path the resource's export calls sit under: its apiBase (`<apiBase>/export`, `<apiBase>/exportJob`). */
export const exportBase = (schema: ResourceSchema): string => schema.apiBase;

/** A list's query in its wire format without its page: what 导出 and 导入 send as the list's (a family member's discriminators among it). */
export function listWireParams(schema: ResourceSchema, sorters: CrudSort[] = [], filters: CrudFilter[] = []): Record<string, string> {
  const { pageNo: _no, pageSize: _size, ...params } = encodeListQuery(toListQuery({ sorters, filters, fixed: schema.fixed }));
  return params;
}

/** The query string of an export: the list's without its page, `columns` in their order, `_ids` when some are selected. */
export function exportParams(args: {
  schema: ResourceSchema;
  sorters: CrudSort[];
  filters: CrudFilter[];
  columns: string[];
  ids?: ReadonlyArray<string | number>;
}): Record<string, string> {
  return {
    ...listWireParams(args.schema, args.sorters, args.filters),
    columns: args.columns.join(','),
    ...(args.ids?.length ? { _ids: encodeIds(args.ids) } : {}),
  };
}
