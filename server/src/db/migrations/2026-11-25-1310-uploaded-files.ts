import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Files uploaded for file fields (docs/requirements.md §10.3): who uploaded what, for which tenant, project, resource and
 * field, and the record it was attached to once one was saved with it (null until then). The bytes
 * live under the data folder (`uploads/<tenant>/files/<id>`); a download is allowed to whoever may read
 * that record (areas/platform/uploads/attachments.routes.ts), an unattached file to its uploader only.
 */
export const uploadedFiles = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('uploaded_files')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('uploaded_files_pk', ['tenant_id', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('uploaded_files').ifExists().execute();
  },
});
