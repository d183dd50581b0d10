import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Accounts (docs/requirements.md §10.4): `must_change_password` (0/1) is set when an admin resets a member's password and
 * cleared when the member sets their own; while it is set the member's session may only change the
 * password or log out (http/auth-hook.ts). The mobile index serves 忘记密码 looked up by mobile number.
 */
export const passwordChange = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('users_mobile_idx').on('users').column('mobile').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_mobile_idx').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  },
});
