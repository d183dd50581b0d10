import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerRegion } from '../../../server/src/db/migrations/2026-12-02-1400-customer-region';
import { decodeRegionColumn } from '../../../server/src/schema-engine/field-types/region';

/**
 * Migration 2026-12-02-1400-customer-region: 客户 and 潜在客户's free-text 所在地区 become 省市区 values
 * where their text names divisions, and whatever named none goes into 详细地址 — nothing typed is lost.
 */
describe('migration 2026-12-02-1400-customer-region (所在地区 as 省市区)', () => {
  let db: Kysely<any>;
  const migration = customerRegion('sqlite');
  const rows = async (table: string) =>
    (
      (await db.selectFrom(table).select(['id', 'region', 'address']).orderBy('tenant_id').orderBy('id').execute()) as {
        id: string;
        region: string | null;
        address: string | null;
      }[]
    ).map((r) => ({
      id: r.id,
      region: decodeRegionColumn(r.region)?.names.join(' ') ?? r.region,
      address: r.address,
    }));

  beforeEach(async () => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    for (const table of ['customer', 'customer_potential'])
      await db.schema
        .createTable(table)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull().defaultTo('p1'))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo('2026-11-01'))
        .addColumn('region', 'text')
        .addColumn('address', 'text')
        .addColumn('deleted_at', 'text')
        .addPrimaryKeyConstraint('pk', ['tenant_id', 'id'])
        .execute();
    await db.schema
      .createTable('list_views')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .execute();
  });
  afterEach(async () => db.destroy());

  it('drops from saved views what they asked of the text (a contains filter, the sort), keeping the rest', async () => {
    const state = {
      filters: [
        { field: 'q', operator: 'contains', value: '郑州' },
        { field: 'region', operator: 'contains', value: '河南' },
        { field: 'type', operator: 'in', value: [1] },
      ],
      sort: { field: 'region', order: 'asc' },
      pageSize: 20,
    };
    await db
      .insertInto('list_views')
      .values([
        { tenant_id: 't1', id: 'v1', resource: 'customer', state: JSON.stringify(state) },
        { tenant_id: 't1', id: 'v2', resource: 'product', state: JSON.stringify(state) },
      ])
      .execute();
    await migration.up(db);
    const views = Object.fromEntries(
      (await db.selectFrom('list_views').select(['id', 'state']).execute()).map((v: { id: string; state: string }) => [
        v.id,
        JSON.parse(v.state),
      ]),
    );
    expect(views.v1).toEqual({ filters: [state.filters[0], state.filters[2]], sort: null, pageSize: 20 });
    expect(views.v2).toEqual(state);
  });

  it('matches the text to divisions and keeps what matched none in the address', async () => {
    await db
      .insertInto('customer')
      .values([
        { tenant_id: 't1', id: 'a', region: '河南省郑州市', address: '河南省郑州市中原路 146 号' },
        { tenant_id: 't1', id: 'b', region: '北京 朝阳区', address: null },
        { tenant_id: 't1', id: 'c', region: '河南省郑州市金水路 12 号', address: '3 楼' },
        { tenant_id: 't1', id: 'd', region: '火星基地', address: '1 号舱' },
        { tenant_id: 't1', id: 'e', region: '郑州市，文化路 8 号', address: '郑州市文化路 8 号' },
        { tenant_id: 't1', id: 'f', region: '  ', address: null },
        { tenant_id: 't2', id: 'a', region: '广东深圳', address: null, deleted_at: '2026-11-30T00:00:00.000Z' },
      ])
      .execute();
    await db.schema.createIndex('customer_region_sort_idx').on('customer').columns(['tenant_id', 'project_id', 'region', 'id']).execute();
    await db.insertInto('customer_potential').values({ tenant_id: 't1', id: 'p', region: '四川省成都市', address: null }).execute();
    await migration.up(db);
    expect(await rows('customer')).toEqual([
      { id: 'a', region: '河南省 郑州市', address: '河南省郑州市中原路 146 号' },
      { id: 'b', region: '北京市 朝阳区', address: null },
      // The street went from the region to the front of the address.
      { id: 'c', region: '河南省 郑州市', address: '金水路 12 号 3 楼' },
      // Nothing recognised: the whole text is kept in the address, the region left empty.
      { id: 'd', region: null, address: '火星基地 1 号舱' },
      // The address held the rest already: not written twice.
      { id: 'e', region: '河南省 郑州市', address: '郑州市文化路 8 号' },
      { id: 'f', region: null, address: null },
      // Another tenant's, deleted: converted too (a restore brings it back as it now reads).
      { id: 'a', region: '广东省 深圳市', address: null },
    ]);
    expect(await rows('customer_potential')).toEqual([{ id: 'p', region: '四川省 成都市', address: null }]);
    const indexes = (
      await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'customer'`.execute(db)
    ).rows.map((r) => r.name);
    expect(indexes).toContain('customer_region_filter_idx');
    expect(indexes).not.toContain('customer_region_sort_idx');
  });

  it('leaves values already converted as they are when it runs again, across more rows than one batch', async () => {
    await db
      .insertInto('customer')
      .values(
        Array.from({ length: 1203 }, (_, i) => ({
          tenant_id: 't1',
          id: String(i).padStart(5, '0'),
          region: i % 2 ? '河南省洛阳市' : '湖北 武汉',
          address: null,
        })),
      )
      .execute();
    await migration.up(db);
    const once = await rows('customer');
    await migration.up(db);
    expect(await rows('customer')).toEqual(once);
    expect(new Set(once.map((r) => r.region))).toEqual(new Set(['河南省 洛阳市', '湖北省 武汉市']));
  });
});
