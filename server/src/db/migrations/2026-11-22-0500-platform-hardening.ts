import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Platform hardening: a small key/value table for facts the server must remember about itself
 * (the demo tenant's id, so the seed never depends on a name an admin may change), one active
 * session per user enforced by the database, and indexes for the periodic clean-up of old rows.
 */
export const platformHardening = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    const now = new Date().toISOString();
    // Databases seeded before this migration: the demo tenant is the one holding the seeded
    // `demo_admin` (usernames are unique across tenants; tenant names are not, and may change).
    const demo = await db.selectFrom('users').select('tenant_id').where('username', '=', 'demo_admin').executeTakeFirst();
    if (demo) await db.insertInto('app_meta').values({ key: 'demo_tenant_id', value: demo.tenant_id, updated_at: now }).execute();

    // Parallel logins could leave several active sessions of one user (PostgreSQL, READ COMMITTED):
    // keep the newest, end the others as "logged in elsewhere", then let a unique index forbid it.
    await sql`
      UPDATE sessions SET revoked_at = ${now}, revoked_reason = 'elsewhere'
      WHERE revoked_at IS NULL AND EXISTS (
        SELECT 1 FROM sessions newer
        WHERE newer.user_id = sessions.user_id AND newer.revoked_at IS NULL
          AND (newer.created_at > sessions.created_at OR (newer.created_at = sessions.created_at AND newer.id > sessions.id))
      )`.execute(db);
    await db.schema
      .createIndex('sessions_one_active_uq')
      .on('sessions')
      .column('user_id')
      .unique()
      .where(sql.ref('revoked_at'), 'is', null)
      .execute();

    // The clean-up deletes by age; without these it would scan whole tables.
    await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
    await db.schema.createIndex('login_attempts_updated_idx').on('login_attempts').column('updated_at').execute();
    await db.schema.createIndex('sms_captchas_created_idx').on('sms_captchas').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    for (const i of ['sms_captchas_created_idx', 'login_attempts_updated_idx', 'sessions_expires_idx', 'sessions_one_active_uq']) {
      await db.schema.dropIndex(i).ifExists().execute();
    }
    await db.schema.dropTable('app_meta').ifExists().execute();
  },
});
