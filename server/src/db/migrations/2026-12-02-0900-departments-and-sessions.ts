import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The organisation as people know it (docs/permissions.md「数据范围」, docs/api.md「部门」「在线用户」):
 * - `departments`, a tree per tenant (parent, 负责人, sort order);
 * - a person's main department, e-mail and avatar on `users` (个人中心);
 * - where a session signed in from and when it was last used, on `sessions` (在线用户). How many
 *   sessions one person may hold is now a tenant setting (one by default), kept by the sign-in itself
 *   (areas/platform/sign-in/sessions.service.ts): the unique index that allowed only one goes.
 */
export const departmentsAndSessions = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('departments')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('leader_id', 'text')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('departments_pk', ['tenant_id', 'id'])
      .execute();
    await db.schema.createIndex('departments_parent_idx').on('departments').columns(['tenant_id', 'parent_id', 'sort']).execute();
    await db.schema.alterTable('users').addColumn('dept_id', 'text').execute();
    await db.schema.alterTable('users').addColumn('email', 'text').execute();
    await db.schema.alterTable('users').addColumn('avatar', 'text').execute();
    await db.schema.createIndex('users_dept_idx').on('users').columns(['tenant_id', 'dept_id']).execute();
    await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_active_at', 'text').execute();
    await db.schema.dropIndex('sessions_one_active_uq').ifExists().execute();
    await db.schema.createIndex('sessions_tenant_active_idx').on('sessions').columns(['tenant_id', 'revoked_at', 'expires_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('sessions_tenant_active_idx').ifExists().execute();
    await db.schema.dropIndex('users_dept_idx').ifExists().execute();
    for (const c of ['dept_id', 'email', 'avatar']) await db.schema.alterTable('users').dropColumn(c).execute();
    for (const c of ['ip', 'user_agent', 'last_active_at']) await db.schema.alterTable('sessions').dropColumn(c).execute();
    await db.schema.dropTable('departments').ifExists().execute();
    await sql`UPDATE sessions SET revoked_at = created_at, revoked_reason = 'elsewhere' WHERE revoked_at IS NULL AND EXISTS (
      SELECT 1 FROM sessions newer WHERE newer.user_id = sessions.user_id AND newer.revoked_at IS NULL
        AND (newer.created_at > sessions.created_at OR (newer.created_at = sessions.created_at AND newer.id > sessions.id)))`.execute(db);
    await db.schema
      .createIndex('sessions_one_active_uq')
      .on('sessions')
      .column('user_id')
      .unique()
      .where(sql.ref('revoked_at'), 'is', null)
      .execute();
  },
});
