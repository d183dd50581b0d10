import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/replies';
import { OWNER_STATISTICS_TARGET } from '../../../server/src/db/owner-statistics';

/**
 * On PostgreSQL every owner column (the one a data scope reads) keeps few common values, so a
 * department scope's `owner IN (…)` plans quickly (db/owner-statistics.ts): the built-in tables from
 * their migration, an added resource's table when it is made.
 */
// PostgreSQL only: SQLite plans without such statistics (skipped, not failed, without DATABASE_URL;
// CI always has one).
describe.skipIf(!dialects.includes('postgres'))('owner column statistics on PostgreSQL', () => {
  const dialect = 'postgres' as const;
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  /** The statistics target of `table.column` in the test's schema (-1: the server's default; NULL from PostgreSQL 17). */
  const target = async (table: string, column: string) => {
    const { rows } = await sql<{ target: number }>`
      select coalesce(a.attstattarget, -1) as target from pg_attribute a
      where a.attrelid = to_regclass(${table}) and a.attname = ${column}`.execute(t.db.kysely);
    return Number(rows[0]?.target);
  };

  it('keeps 10 common values of the built-in owner columns and of an added resource’s', async () => {
    expect(OWNER_STATISTICS_TARGET).toBe(10);
    for (const [table, column] of [
      ['orders', 'created_by'],
      ['payments', 'created_by'],
      ['customer', 'owner_id'],
      ['product', 'created_by'],
    ])
      expect(await target(table, column), `${table}.${column}`).toBe(OWNER_STATISTICS_TARGET);
    // Any other column keeps the default.
    expect(await target('orders', 'customer_id')).toBe(-1);

    ok(
      await admin.post('/setting/resource/save', {
        schema: { name: 'visit_log', label: '拜访记录', titleField: 'topic', fields: [{ name: 'topic', label: '主题', type: 'text' }] },
      }),
    );
    ok(await admin.post('/setting/resource/publish', { name: 'visit_log' }));
    const { table_name } = await t.db.kysely
      .selectFrom('resource_designs')
      .select('table_name')
      .where('tenant_id', '=', t.ids.tenantId)
      .where('name', '=', 'visit_log')
      .executeTakeFirstOrThrow();
    expect(await target(table_name, 'created_by')).toBe(OWNER_STATISTICS_TARGET);
  });
});
