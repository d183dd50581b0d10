import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The image checks (验证码) a login needs after repeated failures (platform/login-challenge.service.ts):
 * only a salted hash of the answer is kept, each is used once and expires within minutes. In the
 * database, not in memory, so a check issued by one server process is accepted by another.
 */
export const loginChallenges = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('login_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('answer_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The sweep deletes the oldest first.
    await db.schema.createIndex('login_challenges_created_idx').on('login_challenges').column('created_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('login_challenges').ifExists().execute();
  },
});
