import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/** Tenants, users, projects, sessions and settings. `tenant_id` leads every index. */
export const platform = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_tenant_idx').on('users').columns(['tenant_id', 'id']).execute();

    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('projects_tenant_name_uq').on('projects').columns(['tenant_id', 'name']).unique().execute();

    await db.schema
      .createTable('user_projects')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
      .addPrimaryKeyConstraint('user_projects_pk', ['tenant_id', 'user_id', 'project_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('prev_token_hash', 'text')
      .addColumn('prev_valid_until', 'text')
      .addColumn('rotated_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_prev_token_idx').on('sessions').column('prev_token_hash').execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'revoked_at']).execute();

    await db.schema
      .createTable('settings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('settings_scope_key_uq').on('settings').columns(['tenant_id', 'project_id', 'key']).unique().execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['settings', 'sessions', 'user_projects', 'projects', 'users', 'tenants']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
});
