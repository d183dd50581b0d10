import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/** Login throttling counters, SMS captchas and the system menu. */
export const platformExtras = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    // Counters live in the database so every server process sees the same failures.
    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sms_captchas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('salt', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // Throttling and verification both look up the newest codes of one number.
    await db.schema.createIndex('sms_captchas_mobile_idx').on('sms_captchas').columns(['mobile', 'purpose', 'created_at']).execute();

    await db.schema
      .createTable('menus')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('icon', 'text')
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('menu'))
      .addColumn('min_role', 'text', (c) => c.notNull().defaultTo('staff'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('menus_parent_idx').on('menus').columns(['parent_id', 'sort']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['menus', 'sms_captchas', 'login_attempts']) await db.schema.dropTable(t).ifExists().execute();
  },
});
