import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The server processes working on the database, each keeping its row fresh (db/peers.ts): how a
 * process knows it shares a PostgreSQL database with others, and so must not keep list totals to
 * itself (the count cache is off while others are seen).
 */
export const serverProcesses = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('server_processes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('seen_at', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer')
      .execute();
    await db.schema.createIndex('server_processes_seen_idx').on('server_processes').column('seen_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('server_processes').ifExists().execute();
  },
});
