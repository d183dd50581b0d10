import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Export jobs (docs/schema-engine.md, 导出): a large list written to an .xlsx in the background, its
 * state here so any server process answers “how far is it” and serves the file; the file itself
 * lives under the data folder (`exports/<tenant>/<id>.xlsx`). Only the user who started a job sees
 * it. `expires_at` drives the sweep of finished files; `updated_at` tells a job whose process died.
 */
export const exportJobs = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('export_jobs')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('export_jobs_pk', ['tenant_id', 'id'])
      .execute();
    // The sweep reads the expired ones of every tenant.
    await db.schema.createIndex('export_jobs_expires_idx').on('export_jobs').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('export_jobs').ifExists().execute();
  },
});
