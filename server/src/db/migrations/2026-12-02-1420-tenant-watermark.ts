import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * 水印 (设置 → 水印, docs/decisions.md "Watermark"): whether the tenant's screens show the signed-in
 * person's name and the date faintly over their content; off by default. The tenant's, not a
 * project's: it is about who looks at the screen.
 */
export const tenantWatermark = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('tenants')
      .addColumn('watermark', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('tenants').dropColumn('watermark').execute();
  },
});
