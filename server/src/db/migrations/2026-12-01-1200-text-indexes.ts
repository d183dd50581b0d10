import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { syncTextIndex } from '../text-index';

/**
 * Substring indexes for the built-in lists' search and `__contains` filters (docs/decisions.md,
 * "Indexed substring search"): on SQLite an FTS5 trigram table per table, kept by triggers and filled
 * here from the existing rows; on PostgreSQL a pg_trgm GIN index per column. The columns are the
 * searchable text fields of each table's schemas (every member of a family sharing one), written
 * out so this migration stays as it was.
 */
const SEARCHED: Record<string, string[]> = {
  customer: ['name', 'contact_name', 'contact_value'],
  customer_potential: ['name', 'contact_name', 'contact_value'],
  orders: ['code', 'customer_name'],
  product: ['name', 'code'],
  supplier: ['name', 'contact', 'phone'],
  categories: ['name'],
  customer_tags: ['name'],
  taxes: ['name'],
  pay_modes: ['name'],
  // The staff list (负责人 options): searched by name and user name.
  users: ['display_name', 'username'],
};

export const textIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const [table, columns] of Object.entries(SEARCHED)) await syncTextIndex(db, dialect, table, columns);
  },
  async down(db: Kysely<any>) {
    for (const table of Object.keys(SEARCHED)) await syncTextIndex(db, dialect, table, []);
  },
});
