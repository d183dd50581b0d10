import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { REFERENCE_TABLES, REFERENCE_TABLE_NAMES } from '../../../../server/src/db/tables/reference-tables';
import { createTestApp, dialects, type TestApp } from '../../helpers/test-app';
import { ok } from '../../helpers/replies';
import { distributionProblems, tableShapes } from '../../helpers/table-keys';

/**
 * Ready to distribute by tenant (docs/operations.md「在 Citus 集群上运行」): on a migrated database,
 * after a tenant has published a designed resource (its table from ddl.ts, its link table from
 * links.ts), every table but the ones `reference-tables.ts` names leads every primary key, unique
 * constraint and index with `tenant_id`, and its foreign keys to other such tables carry it. Read
 * from the database's own catalogue, not from the code that made the tables.
 */

/** 巡检记录 as an admin designs it: a filterable references field gives it a link table. */
const inspection = {
  name: 'inspection',
  label: '巡检记录',
  icon: 'ToolOutlined',
  titleField: 'title',
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, maxLength: 50, searchable: true, sortable: true },
    { name: 'customerId', label: '客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' }, filterable: true },
    { name: 'tagIds', label: '标签', type: 'references', reference: { resource: 'customer_tags', labelField: 'name' }, filterable: true },
    { name: 'checkedOn', label: '巡检日期', type: 'date', sortable: true, filterable: true },
  ],
};

describe.each(dialects)('every key leads with tenant_id on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = t.as(await t.login('demo_admin'));
    ok(await admin.post('/setting/resource/save', { schema: inspection }));
    ok(await admin.post('/setting/resource/publish', { name: 'inspection' }));
  });
  afterAll(async () => t?.close());

  it('holds for every table outside the reference list, the designed ones included', async () => {
    const shapes = await tableShapes(t.db);
    const names = shapes.map((s) => s.table);
    // The publish made its tables (named per tenant), so the check below reads them too.
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/_inspection$/), expect.stringMatching(/_inspection__tag_ids$/)]));
    const problems = shapes
      .filter((s) => !REFERENCE_TABLE_NAMES.has(s.table))
      .flatMap((s) => distributionProblems(s, (x) => REFERENCE_TABLE_NAMES.has(x)));
    expect(problems).toEqual([]);
  });

  it('lists no reference table that is gone, and none that points at a distributed one', async () => {
    const shapes = await tableShapes(t.db);
    const names = new Set(shapes.map((s) => s.table));
    expect(REFERENCE_TABLES.map((r) => r.table).filter((x) => !names.has(x))).toEqual([]);
    for (const r of REFERENCE_TABLES) expect(r.reason.length, r.table).toBeGreaterThan(5);
    // Citus refuses a foreign key from a reference table to a distributed one.
    const outward = shapes
      .filter((s) => REFERENCE_TABLE_NAMES.has(s.table))
      .flatMap((s) => s.foreignKeys.filter((fk) => !REFERENCE_TABLE_NAMES.has(fk.refTable)).map((fk) => `${s.table} → ${fk.refTable}`));
    expect(outward).toEqual([]);
  });

  it('sees a key that breaks the rule (the check is not blind)', async () => {
    await sql`create table tenant_keys_probe (id text primary key, tenant_id text not null, code text)`.execute(t.db.kysely);
    await sql`create unique index tenant_keys_probe_code on tenant_keys_probe (code, tenant_id)`.execute(t.db.kysely);
    try {
      const probe = (await tableShapes(t.db)).find((s) => s.table === 'tenant_keys_probe')!;
      const problems = distributionProblems(probe, () => false);
      expect(problems).toHaveLength(2);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('primary key'),
          expect.stringContaining('tenant_keys_probe_code (code, tenant_id)'),
        ]),
      );
    } finally {
      await sql`drop table tenant_keys_probe`.execute(t.db.kysely);
    }
  });
});
