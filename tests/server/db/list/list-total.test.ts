import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { countLiveCompanies, liveCompanies } from '../../helpers/demo-customers';
import { EXACT_COUNT_LIMIT, JUDGED_COUNT_LIMIT } from '../../../../server/src/db/list/list-total';

/**
 * A list's total within a budget (list-total.ts): exact while at most EXACT_COUNT_LIMIT rows match;
 * past it an estimate from a sample, said to be one (`totalEstimated`), near the true figure, and the
 * exact figure when the request asks (`_exact=1`) — then kept, and moved by writes like any count.
 */
describe.each(dialects)('list totals past the exact-count budget on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  const many = EXACT_COUNT_LIMIT + 10_000;
  let seen: string[] = [];
  /** The copied customer: copies `${copiedId}-1` … `-${many}`. */
  let copiedId = '';

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { onQuery: (statement) => seen.push(statement) });
    api = t.as(await t.login('demo_admin'));
    // Customers written behind the engine's back, as a restore or a bulk load would: copies of one.
    const k = t.db.kysely;
    const one = await liveCompanies(t).selectAll().executeTakeFirstOrThrow();
    copiedId = one.id;
    const cols = Object.keys(one).filter((c) => c !== 'id');
    const list = sql.join(cols.map((c) => sql.ref(c)));
    const copied = sql.join(cols.map((c) => sql.ref(`c.${c}`)));
    const numbers =
      dialect === 'postgres'
        ? sql`generate_series(1, ${many}) as n(i)`
        : sql`(with recursive s(i) as (select 1 union all select i + 1 from s where i < ${many}) select i from s) as n`;
    await sql`insert into customer (id, ${list}) select c.id || '-' || n.i, ${copied} from ${numbers}, customer c where c.id = ${one.id}`.execute(
      k,
    );
  });
  afterAll(async () => t?.close());

  const list = async (query: Record<string, unknown>) => {
    const res = (await api.get('/business/customer/list', { pageNo: 1, pageSize: 1, type: 1, ...query })).json();
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.data as { total: number; totalEstimated?: true };
  };
  const truth = () => countLiveCompanies(t);

  it('estimates a total past the budget, says so, and lands near the true figure', async () => {
    const exact = await truth();
    expect(exact).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const page = await list({});
    expect(page.totalEstimated).toBe(true);
    // A sample of about 20,000 rows: within a tenth of the truth, rounded to three digits.
    expect(Math.abs(page.total - exact) / exact).toBeLessThan(0.1);
    expect(String(page.total)).toMatch(/^\d{2,3}0+$/);
    // A filter few rows pass is counted exactly, with no flag.
    const few = await list({ q: '没有这个名字' });
    expect(few).toEqual({ rows: [], total: 0 });
  });

  it('counts a common search term exactly within the smaller budget of rows judged one by one, past it estimates', async () => {
    const named = (word: string) => countLiveCompanies(t, `%${word}%`);
    // Copies renamed behind the engine's back (the indexes follow by themselves): 罕见 on 3,000 of them
    // (numbers 5000–7999), 稀有 on 11,111 (numbers beginning with 1). Both are more than a rare term's
    // candidates, so each counted row is read from the table and judged there.
    const k = t.db.kysely;
    const rename = (word: string, patterns: string[]) =>
      sql`update customer set name = ${word} || name where tenant_id = ${t.ids.tenantId} and (${sql.join(
        patterns.map((p) => sql`id like ${`${copiedId}-${p}`}`),
        sql` or `,
      )})`.execute(k);
    await rename('罕见', ['5___', '6___', '7___']);
    await rename('稀有', ['1%']);
    const within = await named('罕见');
    const past = await named('稀有');
    expect(within).toBeGreaterThan(1000);
    expect(within).toBeLessThanOrEqual(JUDGED_COUNT_LIMIT);
    expect(past).toBeGreaterThan(JUDGED_COUNT_LIMIT);
    expect(past).toBeLessThan(EXACT_COUNT_LIMIT);
    expect(await list({ q: '罕见' })).toEqual({ rows: expect.any(Array), total: within });
    const estimated = await list({ q: '稀有' });
    expect(estimated.totalEstimated).toBe(true);
    expect(estimated.total).toBeGreaterThan(JUDGED_COUNT_LIMIT);
    expect(Math.abs(estimated.total - past) / past, `${estimated.total} estimated, ${past} true`).toBeLessThan(0.2);
    // On request, the exact figure.
    expect(await list({ q: '稀有', _exact: 1 })).toEqual({ rows: expect.any(Array), total: past });
  });

  it.runIf(dialect === 'sqlite')('estimates without reading the table whole', async () => {
    // min(rowid) and max(rowid) in one query read every row (SQLite's shortcut takes one of them alone):
    // 60–90 ms of each estimate at a million rows.
    seen = [];
    // A filter every row passes: a list not counted before, so its total is estimated now.
    expect((await list({ type__ne: 0 })).totalEstimated).toBe(true);
    const statements = seen.filter((s) => /from "customer"/.test(s));
    expect(statements.length).toBeGreaterThan(2);
    const file = new SQLite(path.join(t.app.config.dataDir, 'ace.sqlite'), { readonly: true });
    try {
      for (const statement of statements) {
        const nulls = (statement.match(/\?/g) ?? []).map(() => null);
        const plan = file.prepare(`explain query plan ${statement}`).all(nulls) as { detail: string }[];
        expect(
          plan.map((p) => p.detail).filter((d) => /^SCAN customer\b/.test(d)),
          statement,
        ).toEqual([]);
      }
    } finally {
      file.close();
    }
  });

  it('still lands near the truth after every row was rewritten and the table vacuumed', async () => {
    // Rewriting every row puts its new version on a new page; VACUUM frees the old ones, leaving on
    // PostgreSQL about half the table's pages empty: an estimate must not take the rows' density on the
    // pages that hold any for the table's.
    const k = t.db.kysely;
    await sql`update customer set updated_at = updated_at where tenant_id = ${t.ids.tenantId}`.execute(k);
    await (dialect === 'postgres' ? sql`vacuum customer` : sql`vacuum`).execute(k);
    // A write through the engine moves the list's version, so the next page counts again.
    const added = (
      await api.post('/business/customer/add', { name: '改写后的客户', type: 1, contactMethod: 0, contactValue: '13800138112' })
    ).json();
    expect(added.success, JSON.stringify(added)).toBe(true);
    const exact = await truth();
    const page = await list({});
    expect(page.totalEstimated).toBe(true);
    expect(Math.abs(page.total - exact) / exact, `${page.total} estimated, ${exact} true`).toBeLessThan(0.1);
  });

  it('counts exactly on request, then keeps the exact figure and moves it with writes', async () => {
    const exact = await truth();
    expect(await list({ _exact: 1 })).toMatchObject({ total: exact });
    expect((await list({ _exact: 1 })).totalEstimated).toBeUndefined();
    // Asked without _exact again: the exact figure kept for this version of the list.
    expect(await list({})).toMatchObject({ total: exact });
    expect((await list({})).totalEstimated).toBeUndefined();
    const added = (
      await api.post('/business/customer/add', { name: '预算外客户', type: 1, contactMethod: 0, contactValue: '13800138111' })
    ).json();
    expect(added.success, JSON.stringify(added)).toBe(true);
    const after = await list({});
    expect(after).toMatchObject({ total: exact + 1 });
    expect(after.totalEstimated).toBeUndefined();
    expect(await truth()).toBe(exact + 1);
  });

  it('refuses an _exact that is not 0 or 1, naming the parameter', async () => {
    const res = (await api.get('/business/customer/list', { type: 1, _exact: 'yes' })).json();
    expect(res.success).toBe(false);
    expect(res.message).toContain('_exact');
  });
});
