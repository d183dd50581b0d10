import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Fix-forward of 0400-sales for two rule changes (server/src/areas/sales/README.md):
 * - "unpaid" = a sale that still owes money (total − payments received), whatever its payment
 *   status: a sale with a refund used to drop out of the unpaid figures even when the customer
 *   still owed for what they kept. Recompute `orders.is_unpaid` and the roll-up's unpaid columns;
 *   the payment status rule itself is unchanged;
 * - tax rates have at most two decimals (lines always computed with the rounded rate): round the
 *   stored rates the same way (Math.round(rate × 100) / 100, as percentToBp does).
 * Plain SQL both dialects run; only rows whose value changes are written.
 */
const IS_UNPAID = `CASE WHEN type = 0 AND status IN (1, 3) AND total - paid_total > 0 THEN 1 ELSE 0 END`;

export const salesOwedAndRates = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await sql.raw(`UPDATE orders SET is_unpaid = ${IS_UNPAID} WHERE is_unpaid <> ${IS_UNPAID}`).execute(db);
    // Each day's unpaid figures again from its orders (orders_unpaid_idx: tenant, project, is_unpaid, order_date).
    const unpaidOfDay = (what: string) => `(SELECT ${what} FROM orders o
      WHERE o.tenant_id = order_daily_stats.tenant_id AND o.project_id = order_daily_stats.project_id
        AND o.is_unpaid = 1 AND o.order_date = order_daily_stats.day)`;
    await sql
      .raw(
        `UPDATE order_daily_stats SET unpaid_count = ${unpaidOfDay('count(*)')},
        unpaid_total = ${unpaidOfDay('coalesce(sum(o.total - o.paid_total), 0)')}`,
      )
      .execute(db);

    const taxes: { id: string; rate: number }[] = await db.selectFrom('taxes').select(['id', 'rate']).execute();
    for (const t of taxes) {
      const rounded = Math.round(Number(t.rate) * 100) / 100;
      if (rounded !== Number(t.rate)) await db.updateTable('taxes').set({ rate: rounded }).where('id', '=', t.id).execute();
    }
  },
  // Data only: the earlier rule's figures are not restored.
  async down() {},
});
