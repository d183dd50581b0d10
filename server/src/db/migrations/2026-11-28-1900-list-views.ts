import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Saved list views and column settings (docs/schema-engine.md, 视图与列设置). A view belongs to a
 * tenant, project and resource; one owner has one view of a name per list (the unique index). Column
 * settings are a user's per resource, across the tenant's projects: a user hides the same columns
 * wherever they open the list.
 */
export const listViews = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('list_views')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('visibility', 'text', (c) => c.notNull())
      .addColumn('role_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('list_views_pk', ['tenant_id', 'id'])
      .execute();
    // A list's views are read by tenant, project and resource; the name is unique per owner there.
    await db.schema
      .createIndex('list_views_owner_name')
      .on('list_views')
      .columns(['tenant_id', 'project_id', 'resource', 'owner_id', 'name'])
      .unique()
      .execute();
    await db.schema
      .createTable('list_columns')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('hidden', 'text', (c) => c.notNull())
      .addColumn('column_order', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('list_columns_pk', ['tenant_id', 'user_id', 'resource'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('list_columns').ifExists().execute();
    await db.schema.dropTable('list_views').ifExists().execute();
  },
});
