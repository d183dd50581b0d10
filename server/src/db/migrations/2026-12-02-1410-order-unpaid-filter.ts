import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * 订单's 待收款 filter (`isUnpaid`, the `is_unpaid` column its hook keeps): the index a filter of the
 * order list gets (schema-engine/ddl.ts indexPlan, written out here) — the order type first, as the
 * order and quotation lists share the table; then the list's order. The dashboard's drill-down from
 * 未收款金额 opens this list.
 */
export const orderUnpaidFilter = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('orders_is_unpaid_filter_idx')
      .ifNotExists()
      .on('orders')
      .columns(['tenant_id', 'project_id', 'type', 'is_unpaid', 'order_date', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('orders_is_unpaid_filter_idx').ifExists().execute();
  },
});
