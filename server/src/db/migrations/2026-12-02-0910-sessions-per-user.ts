import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * How many sessions one person of a tenant may hold at once (设置 → 登录设置, docs/decisions.md「账号」):
 * 1 by default, as before (a new sign-in ends the older one). A tenant-wide setting, not a project's:
 * a person signs in to the tenant, not to one of its projects.
 */
export const sessionsPerUser = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('tenants')
      .addColumn('sessions_per_user', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('tenants').dropColumn('sessions_per_user').execute();
  },
});
