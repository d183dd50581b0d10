import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { openDb, type Db } from '../../../server/src/db/client';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { migrations } from '../../../server/src/db/migrations/index';
import { REFERENCE_TABLE_NAMES } from '../../../server/src/db/tables/reference-tables';
import { seedDemo } from '../../../server/src/seed';
import { pgAdmin, silentLog, templateConfig, withDatabase } from '../../setup/test-database-template';
import { distributionProblems, tableShapes } from '../helpers/table-keys';
import { dialects } from '../helpers/test-app';

/**
 * Migration 2026-12-01-1000-tenant-leading-keys on a database that already holds a year of demo
 * sales and a table a tenant designed before it (keyed by `id` alone, as ddl.ts made them then):
 * every row stays, every key leads with `tenant_id`, and the foreign keys still hold and cascade.
 */
const LEGACY = 'cr_0123456789ab_vehicle';

describe.each(dialects)('re-keying a populated database by tenant on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-rekey-'));
  const pgDatabase = `ace_rekey_${randomBytes(5).toString('hex')}`;
  let db: Db;
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const s of await tableShapes(db))
      out[s.table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(s.table)}`.execute(db.kysely)).rows[0].n);
    return out;
  };
  let before: Record<string, number>;

  beforeAll(async () => {
    let url: string | undefined;
    if (dialect === 'postgres') {
      await pgAdmin((c) => c.query(`CREATE DATABASE ${pgDatabase}`));
      url = withDatabase(process.env.DATABASE_URL!, pgDatabase);
    }
    db = openDb({ databaseUrl: url, dataDir, poolSize: 2 });
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations(dialect) } });
    expect((await migrator.migrateTo('2026-12-01-0900-list-versions')).error).toBeUndefined();
    // Today's seed places the demo people in departments: their table stands in while it runs, and
    // goes again before the re-keying (the migrations bring it back, empty, after it).
    const departments = migrations(dialect)['2026-12-02-0900-departments-and-sessions'];
    await departments.up(db.kysely);
    await seedDemo(db, templateConfig(dataDir, url), silentLog);
    await departments.down!(db.kysely);
    await sql`create table ${sql.table(LEGACY)} (id text primary key, tenant_id text not null, project_id text not null,
      created_at text not null, plate text)`.execute(db.kysely);
    await sql`create index ${sql.ref(`${LEGACY}_scope_sort_idx`)} on ${sql.table(LEGACY)} (tenant_id, project_id, created_at, id)`.execute(
      db.kysely,
    );
    await sql`insert into ${sql.table(LEGACY)} values ('v1', 't1', 'p1', '2026-01-01', '豫A12345')`.execute(db.kysely);
    before = await counts();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.close();
    if (dialect === 'postgres') await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every row of every table', async () => {
    expect(before.order_lines).toBeGreaterThan(0);
    // The migrations' own record gains this migration's row; every other table's count is unchanged
    // (tables later migrations add are not compared).
    const after = await counts();
    expect({ ...Object.fromEntries(Object.keys(before).map((t) => [t, after[t]])), kysely_migration: before.kysely_migration }).toEqual(
      before,
    );
    expect(
      await db.kysely
        .selectFrom(LEGACY as any)
        .select('plate' as any)
        .execute(),
    ).toEqual([{ plate: '豫A12345' }]);
  });

  it('leaves no key outside the reference list that does not lead with tenant_id, the older designed table included', async () => {
    const shapes = await tableShapes(db);
    expect(shapes.find((s) => s.table === LEGACY)?.keys.map((k) => k.columns)).toEqual(
      expect.arrayContaining([
        ['tenant_id', 'id'],
        ['tenant_id', 'project_id', 'created_at', 'id'],
      ]),
    );
    const problems = shapes
      .filter((s) => !REFERENCE_TABLE_NAMES.has(s.table))
      .flatMap((s) => distributionProblems(s, (x) => REFERENCE_TABLE_NAMES.has(x)));
    expect(problems).toEqual([]);
  });

  it('keeps the foreign keys: lines follow their order out, a line of no order is refused', async () => {
    const k = db.kysely as any;
    if (dialect === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(k)).rows).toEqual([]);
    const line = await k.selectFrom('order_lines').selectAll().executeTakeFirstOrThrow();
    await k.deleteFrom('payments').where('tenant_id', '=', line.tenant_id).where('order_id', '=', line.order_id).execute();
    await k.deleteFrom('orders').where('tenant_id', '=', line.tenant_id).where('id', '=', line.order_id).execute();
    expect(await k.selectFrom('order_lines').select('id').where('order_id', '=', line.order_id).execute()).toEqual([]);
    const stray = { ...line, id: 'stray', order_id: 'no-such-order' };
    await expect(k.insertInto('order_lines').values(stray).execute()).rejects.toThrow(/foreign key/i);
  });
});
