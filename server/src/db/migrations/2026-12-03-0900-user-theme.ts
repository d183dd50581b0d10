import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * 外观 (the user menu): the theme a person chose, kept with the account so it follows them
 * to another browser; light for everyone until they choose (src/domain/appearance.ts).
 */
export const userTheme = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('theme').execute();
  },
});
