import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/replies';
import { purgeRecycleBins } from '../../../server/src/schema-engine/recycle-purge';

const LIVE = 20_000;

interface Ran {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The recycle bin reads its own rows through its index (a partial index of the deleted rows,
 * schema-engine/ddl.ts and its migration), never the table's live rows: the bin's page and count and
 * the purge's look-up of what expired. Without it each read every live row of the table — seconds at
 * a million customers, and the purge every six hours on every table that keeps a bin.
 */
describe.each(dialects)('the recycle bin’s reads at size on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let seen: Ran[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { onQuery: (statement, parameters) => seen.push({ sql: statement, parameters }) });
    admin = t.as(await t.login('demo_admin'));
    // Live customers written behind the engine's back, as a bulk load would: copies of one.
    const k = t.db.kysely;
    const one = await k.selectFrom('customer').selectAll().where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const cols = Object.keys(one).filter((c) => c !== 'id');
    const numbers =
      dialect === 'postgres'
        ? sql`generate_series(1, ${LIVE}) as n(i)`
        : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${LIVE}) select i from s) as n`;
    await sql`insert into customer (id, ${sql.join(cols.map((c) => sql.ref(c)))}) select c.id || '-' || n.i, ${sql.join(
      cols.map((c) => sql.ref(`c.${c}`)),
    )} from ${numbers}, customer c where c.id = ${one.id}`.execute(k);
    for (const name of ['回收甲', '回收乙']) {
      const c = ok(await admin.post('/business/customer/add', { name, type: 1, contactMethod: 0, contactValue: '13800138000' }));
      ok(await admin.delete('/business/customer/delete', { _id: c._id }));
    }
    // The statistics a running database keeps (autovacuum's ANALYZE), so the plans are the ones it meets.
    await sql`analyze customer`.execute(k);
  });
  afterAll(async () => t?.close());

  /** The plan of each statement of `seen` that reads `customer`, with the values it ran with. */
  async function plansOf(statements: Ran[]): Promise<string[]> {
    const reads = statements.filter((s) => /from "customer"/.test(s.sql));
    expect(reads.length).toBeGreaterThan(0);
    const plans: string[] = [];
    for (const { sql: statement, parameters } of reads) {
      const explain = `explain ${dialect === 'sqlite' ? 'query plan ' : ''}${statement}`;
      const rows = (await t.db.kysely.executeQuery(CompiledQuery.raw(explain, [...parameters]))).rows;
      plans.push(rows.map((r: any) => r.detail ?? r['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  /** Whether a plan reaches the table other than through the bin's index (a scan, or an index of every row). */
  const readsTheTable = (plan: string) =>
    dialect === 'sqlite'
      ? /(SCAN|SEARCH) customer\b(?! USING (COVERING )?INDEX customer_bin_idx)/.test(plan)
      : /Seq Scan on customer\b|(using|Index Scan on) (?!customer_bin_idx)\w+/.test(plan);

  it('lists the bin and counts it through its index', async () => {
    seen = [];
    // A page smaller than the bin: its total is counted (the demo's own deleted customers are in it too).
    const page = ok(await admin.get('/business/customer/recycle', { pageSize: 2 }));
    const ran = [...seen]; // the call's statements, not the check's below
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['回收乙', '回收甲']);
    const deleted = await t.db.kysely
      .selectFrom('customer')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', '=', t.ids.mainProjectId)
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(deleted.n));
    expect(page.total).toBeGreaterThan(2);
    // Counted (capped, as every list total is: db/list/list-total.ts).
    expect(ran.filter((s) => /count/.test(s.sql) && /from "customer"/.test(s.sql)).length).toBeGreaterThan(0);
    for (const plan of await plansOf(ran)) {
      expect(plan).toMatch(/customer_bin_idx/);
      expect(readsTheTable(plan), plan).toBe(false);
    }
  });

  it('finds what expired through its index', async () => {
    seen = [];
    expect(await purgeRecycleBins(t.db, t.app.services, 30)).toBe(0);
    for (const plan of await plansOf(seen)) {
      expect(plan).toMatch(/customer_bin_idx/);
      expect(readsTheTable(plan), plan).toBe(false);
    }
  });
});
