import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * 语言 (the user menu): the interface language a person chose, kept with the account so it follows
 * them to another browser; Chinese for everyone until they choose (src/i18n/messages/translate.ts).
 */
export const userLocale = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh-CN'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('locale').execute();
  },
});
