import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { dialects } from '../helpers/test-app';
import { openDb, type Db } from '../../../server/src/db/client';

/**
 * On PostgreSQL a plan-stable read (query-templates.ts `stablePlan`) runs as a named statement its
 * connection plans once (db/pg-named-statements.ts); a read whose best plan depends on its values stays
 * unnamed. A table altered under a kept plan (a designer's publish adds a column or changes a type) is
 * read with its new columns, not refused.
 */
// PostgreSQL only (skipped, not failed, without DATABASE_URL; CI always has one).
describe.skipIf(!dialects.includes('postgres'))('named statements on PostgreSQL', () => {
  const schema = `ace_named_${randomBytes(4).toString('hex')}`;
  let db: Db;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    // One connection: the statements it keeps are the ones this test reads.
    db = openDb({ databaseUrl: process.env.DATABASE_URL!, dataDir: '', pgSchema: schema, poolSize: 1 });
    await sql`create table item (tenant_id text not null, id text not null, name text, price integer, primary key (tenant_id, id))`.execute(
      db.kysely,
    );
    await sql`insert into item values ('T1', 'a', '螺丝', 5), ('T1', 'b', '螺母', 7)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
    const c = admin();
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  const byId = (id: string, stablePlan: boolean) =>
    db.templates.bind(
      `item:find:${stablePlan}`,
      (slot) => (db.kysely as any).selectFrom('item').selectAll().where('tenant_id', '=', slot('tenant')).where('id', '=', slot('id')),
      { tenant: 'T1', id },
      { stablePlan },
    );
  const kept = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by prepare_time`.execute(db.kysely)).rows.map((r) => r.name);

  it('keeps a plan-stable read as a statement named by its text, and a value-dependent one unnamed', async () => {
    expect(await db.read(byId('b', false))).toEqual([{ tenant_id: 'T1', id: 'b', name: '螺母', price: 7 }]);
    expect(await kept()).toEqual([]);
    const query = byId('a', true);
    expect(query.statement).toMatch(/^ace_[0-9a-f]{24}$/);
    expect(await db.read(query)).toEqual([{ tenant_id: 'T1', id: 'a', name: '螺丝', price: 5 }]);
    expect(await db.read(byId('b', true))).toEqual([{ tenant_id: 'T1', id: 'b', name: '螺母', price: 7 }]);
    expect(await kept()).toEqual([query.statement]);
  });

  it('reads a table altered under its kept plan with the new columns (a column added, a type changed)', async () => {
    await db.read(byId('a', true));
    await sql`alter table item add column note text`.execute(db.kysely);
    await sql`update item set note = '库存充足' where id = 'a'`.execute(db.kysely);
    expect(await db.read(byId('a', true))).toEqual([{ tenant_id: 'T1', id: 'a', name: '螺丝', price: 5, note: '库存充足' }]);
    await sql`alter table item alter column price type text`.execute(db.kysely);
    expect(await db.read(byId('b', true))).toEqual([{ tenant_id: 'T1', id: 'b', name: '螺母', price: '7', note: null }]);
    // Renamed once per change (the pool closes the connection a failed read ran on, and its plans);
    // the same read after it plans nothing new.
    const names = await kept();
    expect(names).toEqual([`${byId('a', true).statement}_2`]);
    await db.read(byId('a', true));
    expect(await kept()).toEqual(names);
  });

  it('runs a read inside a transaction unnamed, in that transaction', async () => {
    const before = await kept();
    const rows = await db.transaction(async (trx) => {
      await sql`update item set name = '垫圈' where id = 'b'`.execute(trx);
      return db.read<{ name: string }>(byId('b', true), trx);
    });
    expect(rows.map((r) => r.name)).toEqual(['垫圈']);
    expect(await kept()).toEqual(before);
  });
});
