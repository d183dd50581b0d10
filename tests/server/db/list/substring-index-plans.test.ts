import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { ok } from '../../helpers/replies';
import { listQuery } from '../../../../server/src/db/list/list-query';
import { addedTableName } from '../../../../server/src/schema-engine/tenant-resources';
import { sqliteIndexedColumns } from '../../../../server/src/db/text-index';
import { countScopeKey } from '../../../../server/src/db/list/count-cache';

/**
 * A search reads through its substring index (docs/decisions.md, "Indexed substring search"): the
 * query plans of a rare three- and two-character search on the built-in 客户 table, and a designed
 * resource whose searchable field gains the index on publishing and loses it when unmarked.
 */
describe.each(dialects)('substring search plans on %s', (dialect) => {
  let t: TestApp;
  let k: Kysely<any>;
  let admin: Caller;
  /** Every list read since the last `take()`. */
  const seen: CompiledQuery[] = [];
  const take = () => seen.splice(0);
  /** The page's query (its ORDER BY) among the reads since the last `take()`. */
  const pageRead = () => take().find((q) => q.sql.includes('order by'))!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    k = t.db.kysely as Kysely<any>;
    admin = t.as(await t.login('demo_admin'));
    const read = t.db.read.bind(t.db);
    t.db.read = (q, trx) => (seen.push(q), read(q, trx));
  });
  afterAll(async () => t?.close());

  const customers = (search: string) =>
    listQuery({
      db: t.db,
      table: 'customer',
      scope: { tenant_id: t.ids.tenantId, project_id: t.ids.mainProjectId },
      // The list's scope key, where its version is read (a term's rarity is kept at it).
      cacheScopeKey: countScopeKey({ tenantId: t.ids.tenantId, projectId: t.ids.mainProjectId }),
      notDeletedColumn: 'deleted_at',
      columns: {
        name: { column: 'name', label: '客户名称', searchable: true },
        contactName: { column: 'contact_name', label: '联系人', searchable: true },
        contactValue: { column: 'contact_value', label: '联系方式', searchable: true },
        createdAt: { column: 'created_at', label: '创建时间', sortable: true },
      },
      defaultSort: { field: 'createdAt', order: 'desc' },
      request: { pageNo: 1, pageSize: 20, conditions: [], search },
    });

  it('reads a rare search through the index: FTS5 on SQLite, pg_trgm (three characters) and pairs (two) on PostgreSQL', async () => {
    // 20,000 customers by SQL alone (the triggers index them), one of them rare.
    const n = 20_000;
    const rows =
      dialect === 'postgres'
        ? sql`select g as r from generate_series(1, ${n}) as g`
        : sql`select r from (with recursive g(r) as (select 1 union all select r + 1 from g where r < ${n}) select r from g)`;
    await sql`insert into customer (id, tenant_id, project_id, created_at, updated_at, name, type)
      select 'plan-' || r, ${t.ids.tenantId}, ${t.ids.mainProjectId}, '2026-01-01', '2026-01-01',
        case when r = 777 then '稀有测试客户' else '普通客户' || r end, 1
      from (${rows}) as numbers`.execute(k);
    if (dialect === 'postgres') await sql`vacuum analyze customer`.execute(k);

    for (const term of ['稀有测', '稀有']) {
      take();
      expect((await customers(term)).rows.map((r: any) => r.name)).toEqual(['稀有测试客户']);
      const page = pageRead();
      const explained = await k.executeQuery(
        CompiledQuery.raw(`explain ${dialect === 'sqlite' ? 'query plan ' : ''}${page.sql}`, [...page.parameters]),
      );
      const plan = explained.rows.map((r: any) => r.detail ?? r['QUERY PLAN']).join('\n');
      if (dialect === 'sqlite') {
        expect(plan, term).toMatch(/SCAN customer_fts VIRTUAL TABLE/);
        expect(plan, term).toMatch(/USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      } else expect(plan, term).toMatch(term.length === 3 ? /customer_name_trgm_idx/ : /customer_name_bigram_idx/);
    }
  });

  it.runIf(dialect === 'sqlite')('asks the index whether a term is rare once, not on every page', async () => {
    // The probe: a count of the term's candidates, capped (substring-index.ts).
    const probes = () => take().filter((q) => /^select count\(\*\) as "n" from \(select "rowid" from "customer_fts"/.test(q.sql));
    take();
    expect((await customers('普通客户1')).rows.length).toBeGreaterThan(0);
    expect(probes()).toHaveLength(1);
    expect((await customers('普通客户1')).rows.length).toBeGreaterThan(0);
    expect(probes()).toHaveLength(0);
    // Another term is probed for itself.
    await customers('普通客户2');
    expect(probes()).toHaveLength(1);
  });

  it('reads a common pair’s page in sort order and a rare one’s through the index, asking the index once per term', async () => {
    // The probe: a capped count of the term's candidates through the index (substring-index.ts).
    const probe =
      dialect === 'sqlite'
        ? /^select count\(\*\) as "n" from \(select "rowid" from "customer_fts"/
        : /^select count\(\*\) as "n" from \(select 1 as "one" from "customer" where \(ace_bigrams/;
    const throughIndex = dialect === 'sqlite' ? /customer_fts/ : /ace_bigrams/;
    const read = async (term: string) => {
      take();
      const rows = (await customers(term)).rows;
      const reads = take();
      return { rows, probes: reads.filter((q) => probe.test(q.sql)).length, page: reads.find((q) => q.sql.includes('order by'))!.sql };
    };
    // 普通 begins 19,999 of the 20,000 names above: the first page in sort order holds a page of them.
    const common = await read('普通');
    expect(common.rows).toHaveLength(20);
    expect(common.page).not.toMatch(throughIndex);
    expect(common.probes).toBe(1);
    expect((await read('普通')).probes).toBe(0);
    const rare = await read('测试');
    expect(rare.rows.map((r: any) => r.name)).toEqual(['稀有测试客户']);
    expect(rare.page).toMatch(throughIndex);
    expect(rare.probes).toBe(1);
  });

  it.runIf(dialect === 'postgres')(
    'reads a common term of three characters in sort order, its rarity asked of the pairs once',
    async () => {
      // pg_trgm serves ILIKE by itself, planned from a guess: a common term's page judges ILIKE in a form
      // no index serves (list-conditions.ts `like`), a rare one's is left to pg_trgm (the first test).
      const probe = /^select count\(\*\) as "n" from \(select 1 as "one" from "customer" where \(ace_bigrams/;
      const read = async (term: string) => {
        take();
        const rows = (await customers(term)).rows;
        const reads = take();
        return { rows, probes: reads.filter((q) => probe.test(q.sql)).length, page: reads.find((q) => q.sql.includes('order by'))! };
      };
      const common = await read('普通客');
      expect(common.rows).toHaveLength(20);
      expect(common.probes).toBe(1);
      // A Chinese term is judged with LIKE (list-conditions.ts `caseless`); one with letters keeps ILIKE
      // (substring-index.property.test.ts holds both to an ILIKE scan).
      expect(common.page.sql).toMatch(/\("name" like \$\d+\) is true/);
      const explained = await k.executeQuery(CompiledQuery.raw(`explain ${common.page.sql}`, [...common.page.parameters]));
      expect(explained.rows.map((r: any) => r['QUERY PLAN']).join('\n')).not.toMatch(/trgm_idx/);
      expect((await read('普通客')).probes).toBe(0);
      const rare = await read('稀有测试');
      expect(rare.rows.map((r: any) => r.name)).toEqual(['稀有测试客户']);
      expect(rare.page.sql).not.toMatch(/is true/);
    },
  );

  it('keeps a term’s rarity a minute, and past it while the list’s version holds; a write in its scope asks again', async () => {
    const probe =
      dialect === 'sqlite'
        ? /^select count\(\*\) as "n" from \(select "rowid" from "customer_fts"/
        : /^select count\(\*\) as "n" from \(select 1 as "one" from "customer" where \(ace_bigrams/;
    // The server's clock moved on by `ms` (the verdict's ages are read from Date.now).
    const later = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + performance.now() + ms);
    const probes = async (term: string) => {
      take();
      await customers(term);
      return take().filter((q) => probe.test(q.sql)).length;
    };
    try {
      // 客户1 is in 11,111 of the names above.
      expect(await probes('客户1')).toBe(1);
      expect(await probes('客户1')).toBe(0);
      // Past a minute, no write since: the version is read, the verdict kept.
      later(61_000);
      expect(await probes('客户1')).toBe(0);
      vi.restoreAllMocks();
      // A customer saved through the engine moves the list's version (list-versions.ts), in any process:
      // the verdict, checked within the minute, is answered until the minute is up, then asked again.
      ok(await admin.post('/business/customer/add', { name: '版本测试客户', type: 1, contactMethod: 0, contactValue: '13800138009' }));
      expect(await probes('客户1')).toBe(0);
      later(122_000);
      expect(await probes('客户1')).toBe(1);
      expect(await probes('客户1')).toBe(0);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('serves a designed resource searchable field from the index after publishing, and stops when unmarked', async () => {
    const design = (searchable: 'name' | 'note') => ({
      name: 'gadget',
      label: '小工具',
      icon: 'ToolOutlined',
      titleField: 'name',
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true, searchable: searchable === 'name', sortable: true },
        { name: 'note', label: '备注', type: 'textarea', searchable: searchable === 'note' },
      ],
      list: { defaultSort: { field: 'name', order: 'asc' } },
    });
    ok(await admin.post('/setting/resource/save', { schema: design('name') }));
    ok(await admin.post('/setting/resource/publish', { name: 'gadget' }));
    const table = addedTableName(t.ids.tenantId, 'gadget');
    ok(await admin.post('/business/custom/gadget/add', { name: '扳手套装', note: '蓝色工具箱' }));
    ok(await admin.post('/business/custom/gadget/add', { name: '螺丝刀', note: '扳手在左边' }));

    take();
    expect(ok(await admin.get('/business/custom/gadget/list', { q: '扳手' })).rows.map((r: any) => r.name)).toEqual(['扳手套装']);
    expect(pageRead().sql).toMatch(dialect === 'sqlite' ? new RegExp(`"${table}_fts"`) : /ace_bigrams/);
    expect(await indexed(table)).toEqual(['name']);

    // Unmarked: the index leaves `name` and is rebuilt over `note` from the rows already there.
    ok(await admin.post('/setting/resource/save', { schema: design('note') }));
    ok(await admin.post('/setting/resource/publish', { name: 'gadget' }));
    expect(await indexed(table)).toEqual(['note']);
    take();
    expect(ok(await admin.get('/business/custom/gadget/list', { q: '扳手' })).rows.map((r: any) => r.name)).toEqual(['螺丝刀']);
    expect(ok(await admin.get('/business/custom/gadget/list', { q: '蓝色工具' })).rows.map((r: any) => r.name)).toEqual(['扳手套装']);
  });

  /** The columns the substring index of `table` covers. */
  async function indexed(table: string): Promise<string[]> {
    if (dialect === 'sqlite') return (await sqliteIndexedColumns(k, table)) ?? [];
    const names = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename = ${table} and indexname like '%\\_trgm\\_idx'`.execute(k);
    return names.rows.map((r) => r.indexname.slice(table.length + 1, -'_trgm_idx'.length)).sort();
  }
});
