import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { indexPlan } from '../../../server/src/schema-engine/ddl';
import { linkTableName, linkedFields } from '../../../server/src/schema-engine/links';
import { resourceSchemas } from '../../../src/schemas/index';

const CATALOGUE = ['product', 'product_categories', 'customer_categories', 'supplier', 'customer_tags', 'customer', 'customer_potential'];

/** The migrations give every list the indexes the engine's plan asks for (checked on SQLite). */
describe('catalogue indexes match the engine plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('every planned index exists with the same leading columns', async () => {
    const schemas = resourceSchemas.filter((s) => CATALOGUE.includes(s.name));
    expect(schemas).toHaveLength(CATALOGUE.length);
    await expectPlannedIndexes(schemas);
  });

  it('so do the sales resources: the three order views, payments, taxes and payment modes', async () => {
    const sales = resourceSchemas.filter((s) => !CATALOGUE.includes(s.name));
    expect(sales.map((s) => s.name).sort()).toEqual([
      'customer_potential_quotation',
      'customer_quotation',
      'order',
      'payment',
      'paymode',
      'taxes',
    ]);
    await expectPlannedIndexes(sales);
  });

  /** Each schema's planned indexes (and link tables' keys) exist in the migrated database. */
  async function expectPlannedIndexes(schemas: typeof resourceSchemas) {
    for (const schema of schemas) {
      const table = schema.table ?? schema.name;
      const names = (await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(t.db.kysely)).rows.map(
        (r) => r.name,
      );
      const existing: string[] = [];
      for (const n of names) {
        const cols = (await sql<{ name: string }>`select name from pragma_index_info(${n}) order by seqno`.execute(t.db.kysely)).rows.map(
          (r) => r.name,
        );
        existing.push(cols.join(','));
      }
      for (const ix of indexPlan(schema)) expect(existing, `${schema.name}: ${ix.columns.join(',')}`).toContain(ix.columns.join(','));
      // A references filter is served by its link table: keyed by (scope, referenced id, record).
      for (const f of linkedFields(schema)) {
        const link = linkTableName(schema, f);
        const linkIndexes: string[] = [];
        for (const { name } of (await sql<{ name: string }>`select name from pragma_index_list(${link})`.execute(t.db.kysely)).rows) {
          linkIndexes.push(
            (await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(t.db.kysely)).rows
              .map((r) => r.name)
              .join(','),
          );
        }
        expect(linkIndexes, `${schema.name}.${f.name}`).toContain('tenant_id,project_id,ref_id,record_id');
      }
    }
  }
});
