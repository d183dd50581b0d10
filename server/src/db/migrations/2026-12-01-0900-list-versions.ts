import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * List versions (db/list/list-versions.ts): one counter per table and tenant|project scope, moved by
 * every committed write of the engine in the write's own transaction. A process keeps a list total
 * only for the version it counted at, so totals stay exact across server processes without the
 * heartbeat that used to turn them off (`server_processes`, dropped here with db/peers.ts).
 */
export const listVersions = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('list_versions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('scope_key', 'text', (c) => c.notNull())
      .addColumn('tbl', 'text', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('list_versions_pk', ['tenant_id', 'scope_key', 'tbl'])
      .execute();
    await db.schema.dropTable('server_processes').ifExists().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('list_versions').ifExists().execute();
    await db.schema
      .createTable('server_processes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer')
      .execute();
    await db.schema.createIndex('server_processes_seen_idx').on('server_processes').column('seen_at').execute();
  },
});
