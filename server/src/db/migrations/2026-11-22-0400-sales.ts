import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * Sales: orders (all three types), order lines, payments, taxes, payment modes and the dashboard
 * roll-ups. `tenant_id, project_id` lead every key and index; each list filter/sort has an index.
 */
export const sales = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    const money = 'bigint';
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    const scoped = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull());

    await scoped('orders')
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('payment_status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('order_date', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text')
      .addColumn('subtotal', money, (c) => c.notNull().defaultTo(0))
      .addColumn('discount_total', money, (c) => c.notNull().defaultTo(0))
      .addColumn('tax_total', money, (c) => c.notNull().defaultTo(0))
      .addColumn('total', money, (c) => c.notNull().defaultTo(0))
      .addColumn('paid_total', money, (c) => c.notNull().defaultTo(0))
      .addColumn('refunded_total', money, (c) => c.notNull().defaultTo(0))
      .addColumn('is_unpaid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('source_quotation_id', 'text')
      .addColumn('order_id', 'text')
      .addColumn('remark', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    const idx = (name: string, table: string, cols: string[]) => db.schema.createIndex(name).on(table).columns(cols).execute();
    // List: type (+ status) filter, newest first.
    await idx('orders_type_date_idx', 'orders', ['tenant_id', 'project_id', 'type', 'order_date', 'id']);
    await idx('orders_type_status_date_idx', 'orders', ['tenant_id', 'project_id', 'type', 'status', 'order_date', 'id']);
    await idx('orders_type_pay_date_idx', 'orders', ['tenant_id', 'project_id', 'type', 'payment_status', 'order_date', 'id']);
    await idx('orders_customer_idx', 'orders', ['tenant_id', 'project_id', 'customer_id', 'order_date']);
    await idx('orders_unpaid_idx', 'orders', ['tenant_id', 'project_id', 'is_unpaid', 'order_date', 'id']);
    await idx('orders_code_idx', 'orders', ['tenant_id', 'project_id', 'code']);
    // One formal order per quotation, whatever the timing of the calls (NULLs are distinct).
    await db.schema
      .createIndex('orders_source_quotation_uq')
      .on('orders')
      .columns(['tenant_id', 'project_id', 'source_quotation_id'])
      .unique()
      .execute();

    await scoped('order_lines')
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('product_id', 'text')
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', money, (c) => c.notNull())
      .addColumn('discount', money, (c) => c.notNull().defaultTo(0))
      .addColumn('tax_id', 'text')
      .addColumn('tax_name', 'text')
      .addColumn('tax_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('tax', money, (c) => c.notNull())
      .execute();
    await idx('order_lines_order_idx', 'order_lines', ['tenant_id', 'project_id', 'order_id', 'line_no']);
    await idx('order_lines_product_idx', 'order_lines', ['tenant_id', 'project_id', 'product_id']);

    await scoped('payments')
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('pay_mode_id', 'text', (c) => c.notNull())
      .addColumn('pay_mode_name', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text', (c) => c.notNull())
      .addColumn('remark', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await idx('payments_order_idx', 'payments', ['tenant_id', 'project_id', 'order_id']);
    await idx('payments_date_idx', 'payments', ['tenant_id', 'project_id', 'paid_at', 'id']);

    await scoped('taxes')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('rate', real, (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('taxes_name_uq').on('taxes').columns(['tenant_id', 'project_id', 'name']).unique().execute();

    await scoped('pay_modes')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('remark', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pay_modes_name_uq').on('pay_modes').columns(['tenant_id', 'project_id', 'name']).unique().execute();

    await db.schema
      .createTable('order_daily_stats')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('totals', money, (c) => c.notNull().defaultTo(0))
      .addColumn('unpaid_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unpaid_total', money, (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('order_daily_stats_pk', ['tenant_id', 'project_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['order_daily_stats', 'pay_modes', 'taxes', 'payments', 'order_lines', 'orders']) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
});
