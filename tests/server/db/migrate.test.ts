import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDb, type Db } from '../../../server/src/db/client';
import { migrateToLatest, pendingMigrations } from '../../../server/src/db/migrate';
import { migrations } from '../../../server/src/db/migrations/index';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';

/**
 * A database that records exactly this server's migrations is recognised in one query: start-up and
 * every readiness probe skip the migrator, which looks its tables up in the catalogue first. Any
 * other database still goes through the migrator.
 */
describe.each(dialects)('migrations on an up-to-date database (%s)', (dialect) => {
  let t: TestApp;
  let db: Db;
  const statements: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second connection to the same database, telling every statement it runs.
    db = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 1, onQuery: (q) => statements.push(q) });
  });
  afterAll(async () => {
    await db?.close();
    await t?.close();
  });
  const names = () => Object.keys(migrations(dialect));

  it('finds nothing pending and migrates nothing, in one statement each', async () => {
    statements.length = 0;
    expect(await pendingMigrations(db)).toEqual([]);
    await migrateToLatest(db);
    expect(statements).toEqual(['select name from "kysely_migration"', 'select name from "kysely_migration"']);
  });

  it('names the migrations a database has not run', async () => {
    const last = names().at(-1)!;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(
      db.kysely,
    );
    await sql`delete from kysely_migration where name = ${last}`.execute(db.kysely);
    try {
      expect(await pendingMigrations(db)).toEqual([last]);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${row.rows[0].timestamp})`.execute(db.kysely);
    }
    expect(await pendingMigrations(db)).toEqual([]);
  });

  it('leaves a database migrated by a newer server to the migrator, which refuses it', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('2999-01-01-0000-from-the-future', ${new Date().toISOString()})`.execute(
      db.kysely,
    );
    try {
      expect(await pendingMigrations(db)).toEqual([]);
      await expect(migrateToLatest(db)).rejects.toThrow(/数据库迁移失败/);
    } finally {
      await sql`delete from kysely_migration where name = '2999-01-01-0000-from-the-future'`.execute(db.kysely);
    }
  });
});
