import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The resource designer (docs/requirements.md §10.3): per tenant, each resource an admin designs (`resource_designs`:
 * its draft, the published schema served now, its version, and every column its table ever got with
 * the storage kind, so a removed field's column is kept and never reused for another kind) and every
 * published version (`resource_versions`: the schema, who, when, a readable summary), which a
 * rollback publishes again. The tables of added resources are made by the engine when published.
 */
export const resourceDesigns = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('resource_designs')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('draft', 'text')
      .addColumn('published', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('columns', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addPrimaryKeyConstraint('resource_designs_pk', ['tenant_id', 'name'])
      .execute();
    await db.schema
      .createTable('resource_versions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text')
      .addPrimaryKeyConstraint('resource_versions_pk', ['tenant_id', 'name', 'version'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('resource_versions').ifExists().execute();
    await db.schema.dropTable('resource_designs').ifExists().execute();
  },
});
