import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Link tables behind the customer-tag filters (customer and potential customer): one row per
 * (record, tag), keyed (tenant_id, project_id, ref_id, record_id), so "customers with tag X" is an
 * index look-up instead of a LIKE over every customer's JSON. Filled from the records' `tags`.
 * Frozen: the tables are named here, not derived from today's schemas (schema-engine/links.ts
 * creates the same shape for resources added at run time).
 */
const LINKS = [
  { table: 'customer', column: 'tags' },
  { table: 'customer_potential', column: 'tags' },
];

export const catalogReferenceLinks = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const { table, column } of LINKS) {
      const name = `${table}__${column}`;
      await db.schema
        .createTable(name)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${name}_pk`, ['tenant_id', 'project_id', 'ref_id', 'record_id'])
        .execute();
      await db.schema.createIndex(`${name}_record_idx`).on(name).columns(['tenant_id', 'project_id', 'record_id']).execute();

      // Existing records, a page at a time (ids ascending) so a large table is never held in memory.
      let after = '';
      for (;;) {
        const rows: { id: string; tenant_id: string; project_id: string; tags: string | null }[] = await db
          .selectFrom(table)
          .select(['id', 'tenant_id', 'project_id', `${column} as tags`])
          .where('id', '>', after)
          .orderBy('id')
          .limit(2000)
          .execute();
        if (!rows.length) break;
        after = rows[rows.length - 1].id;
        const links = rows.flatMap((r) => {
          let ids: unknown;
          try {
            ids = r.tags ? JSON.parse(r.tags) : [];
          } catch {
            ids = []; // a hand-edited bad value links nothing (the API reads it as null too)
          }
          const unique = Array.isArray(ids) ? [...new Set(ids.filter((v): v is string => typeof v === 'string' && v !== ''))] : [];
          return unique.map((ref_id) => ({ tenant_id: r.tenant_id, project_id: r.project_id, ref_id, record_id: r.id }));
        });
        for (let i = 0; i < links.length; i += 500)
          await db
            .insertInto(name)
            .values(links.slice(i, i + 500))
            .execute();
      }
    }
  },
  async down(db: Kysely<any>) {
    for (const { table, column } of LINKS) await db.schema.dropTable(`${table}__${column}`).ifExists().execute();
  },
});
