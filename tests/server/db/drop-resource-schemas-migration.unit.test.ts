import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropResourceSchemas } from '../../../server/src/db/migrations/2026-11-28-1700-drop-resource-schemas';

describe('migration 2026-11-28-1700-drop-resource-schemas (the dormant table of admin-added schemas)', () => {
  let db: Kysely<any>;
  const migration = dropResourceSchemas('sqlite');
  const tables = async () =>
    (await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db)).rows.map((r) => r.name);

  beforeEach(async () => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await db.schema
      .createTable('resource_schemas')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  });
  afterEach(async () => db.destroy());

  it('drops the table when it holds nothing, and brings it back empty on the way down', async () => {
    await migration.up(db);
    expect(await tables()).toEqual([]);
    await migration.down!(db);
    expect(await tables()).toEqual(['resource_schemas']);
  });

  it('keeps rows someone stored by hand, under resource_schemas_retired', async () => {
    await db.insertInto('resource_schemas').values({ name: 'vehicle', schema: '{"name":"vehicle"}', created_at: '2026-11-01' }).execute();
    await migration.up(db);
    expect(await tables()).toEqual(['resource_schemas_retired']);
    expect(await db.selectFrom('resource_schemas_retired').selectAll().execute()).toEqual([
      { name: 'vehicle', schema: '{"name":"vehicle"}', created_at: '2026-11-01' },
    ]);
  });
});
