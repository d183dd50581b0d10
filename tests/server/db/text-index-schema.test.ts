import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { syncTextIndex } from '../../../server/src/db/text-index';

/**
 * pg_trgm is installed once per database, in the schema that first asked for it; a server working in
 * another schema (its own search path) must still build its search indexes (db/text-index.ts names the
 * operator class with the extension's schema).
 */
describe.runIf(!!process.env.DATABASE_URL)('search indexes when pg_trgm lives in another schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  it('rebuilds a trigram index with the extension outside the search path', async () => {
    const k = t.db.kysely;
    await sql`create schema if not exists trgm_elsewhere`.execute(k);
    await sql`alter extension pg_trgm set schema trgm_elsewhere`.execute(k);
    await sql`drop index customer_name_trgm_idx`.execute(k);
    await syncTextIndex(k, 'postgres', 'customer', ['name', 'contact_name', 'contact_value']);
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'customer_name_trgm_idx'`.execute(k);
    expect(rows[0]?.indexdef).toContain('trgm_elsewhere.gin_trgm_ops');
    // …and searches through it still find what LIKE finds.
    const a = t.as(await t.login('demo_admin'));
    const res = (await a.get('/business/customer/list', { type: 1, q: '客户' })).json();
    expect(res.success, JSON.stringify(res)).toBe(true);
  });
});
