import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Fix-forward of 0300-catalog after measuring (named after 0400-sales: migrations only ever append): the engine breaks sort ties by `id`,
 * so a sort on a
 * column needs (tenant_id, project_id, column, id) to be read in index order; range filters
 * (money, numbers, dates, text) want the same shape. The (…, column, created_at, id) indexes 0300
 * built for them forced a sort of every matching row ("temp b-tree"). Equality filters (enums,
 * references) keep (…, column, created_at, id): filter then default sort.
 */
const REPLACED: [table: string, column: string][] = [
  ['product', 'price'],
  ['product', 'stock'],
  ['customer', 'region'],
  ['customer_potential', 'region'],
  ['customer_potential', 'next_follow_up'],
];
/** Sortable enums: sorted lists get their own index next to the filter one. */
const ADDED: [table: string, column: string][] = [
  ['product', 'status'],
  ['supplier', 'status'],
  ['customer', 'type'],
  ['customer_potential', 'type'],
  ['customer_potential', 'intention'],
  ['customer_potential', 'status'],
];

export const catalogSortIndexes = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const [table, column] of REPLACED) {
      await db.schema.dropIndex(`${table}_${column}_filter_idx`).ifExists().execute();
      await db.schema.createIndex(`${table}_${column}_sort_idx`).on(table).columns(['tenant_id', 'project_id', column, 'id']).execute();
    }
    for (const [table, column] of ADDED) {
      await db.schema.createIndex(`${table}_${column}_sort_idx`).on(table).columns(['tenant_id', 'project_id', column, 'id']).execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const [table, column] of [...REPLACED, ...ADDED]) await db.schema.dropIndex(`${table}_${column}_sort_idx`).ifExists().execute();
    for (const [table, column] of REPLACED) {
      await db.schema
        .createIndex(`${table}_${column}_filter_idx`)
        .on(table)
        .columns(['tenant_id', 'project_id', column, 'created_at', 'id'])
        .execute();
    }
  },
});
