import type { DataProvider } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { recordTitle } from '../../engine/screens/schemaLayout';
import type { PaletteItem } from './paletteEntries';

/**
 * The resources the palette finds records of, each by its list's search box (the schema's
 * `searchable` fields: names, codes, order numbers) and named by `detail` beside its title.
 * A design decision (docs/decisions.md, 命令面板): the business records people look up by name
 * or number, not every settings table.
 */
export const PALETTE_RECORDS: readonly { resource: string; detail?: string }[] = [
  { resource: 'customer', detail: 'contactName' },
  { resource: 'customer_potential', detail: 'contactName' },
  { resource: 'order', detail: 'customerName' },
  { resource: 'customer_quotation', detail: 'customerName' },
  { resource: 'product', detail: 'code' },
  { resource: 'supplier', detail: 'contact' },
];

/** Records are searched from this many characters on (the server's substring index serves two and up). */
export const RECORD_SEARCH_MIN = 2;
/** Rows asked of each resource. */
const PER_RESOURCE = 5;

/** A resource the user may list, with where its records open. */
export interface RecordSource {
  schema: ResourceSchema;
  /** Its list's path (`/app/customer`): a record opens at `<path>/show/<id>`. */
  path: string;
  detail?: string;
}

/**
 * The records of `sources` whose searchable fields hold `text`, found by each resource's own list
 * call (its `q`), so the role's rights, data scope and field rules are exactly the list's. Asked
 * side by side and quietly: a resource that fails (a right withdrawn meanwhile) gives nothing
 * rather than a notice over the palette; the others still answer.
 */
export async function searchRecords(provider: DataProvider, sources: readonly RecordSource[], text: string): Promise<PaletteItem[]> {
  const q = text.trim();
  if ([...q].length < RECORD_SEARCH_MIN) return [];
  const found = await Promise.all(
    sources.map(async ({ schema, path, detail }) => {
      try {
        const { data } = await provider.getList({
          resource: schema.name,
          pagination: { currentPage: 1, pageSize: PER_RESOURCE, mode: 'server' },
          filters: [{ field: 'q', operator: 'contains', value: q }],
          meta: { silent: true },
        });
        return data.map((row): PaletteItem => {
          const id = String(row._id);
          const second = detail ? row[detail] : undefined;
          return {
            key: `record:${schema.name}:${id}`,
            kind: 'record',
            label: recordTitle(schema, row),
            detail: second === undefined || second === null || second === '' ? schema.label : `${schema.label} · ${String(second)}`,
            path: `${path}/show/${encodeURIComponent(id)}`,
          };
        });
      } catch {
        return [];
      }
    }),
  );
  return found.flat();
}
