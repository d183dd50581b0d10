import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client';

/** Indexes the schema engine's plan asks for (schema-engine/ddl.ts indexPlan), frozen as of this migration. */
const INDEXES: Array<[string, string, string[]]> = [
  ['orders_customer_id_filter_idx', 'orders', ['tenant_id', 'project_id', 'type', 'customer_id', 'order_date', 'id']],
  ['orders_code_sort_idx', 'orders', ['tenant_id', 'project_id', 'type', 'code', 'id']],
  ['payments_order_id_filter_idx', 'payments', ['tenant_id', 'project_id', 'order_id', 'paid_at', 'id']],
  ['payments_kind_filter_idx', 'payments', ['tenant_id', 'project_id', 'kind', 'paid_at', 'id']],
  ['payments_pay_mode_id_filter_idx', 'payments', ['tenant_id', 'project_id', 'pay_mode_id', 'paid_at', 'id']],
  ['payments_amount_sort_idx', 'payments', ['tenant_id', 'project_id', 'amount', 'id']],
  ['taxes_scope_sort_idx', 'taxes', ['tenant_id', 'project_id', 'rate', 'id']],
  ['taxes_name_sort_idx', 'taxes', ['tenant_id', 'project_id', 'name', 'id']],
  ['taxes_is_default_filter_idx', 'taxes', ['tenant_id', 'project_id', 'is_default', 'rate', 'id']],
  ['taxes_enabled_filter_idx', 'taxes', ['tenant_id', 'project_id', 'enabled', 'rate', 'id']],
  ['pay_modes_scope_sort_idx', 'pay_modes', ['tenant_id', 'project_id', 'sort', 'id']],
  ['pay_modes_name_sort_idx', 'pay_modes', ['tenant_id', 'project_id', 'name', 'id']],
  ['pay_modes_enabled_filter_idx', 'pay_modes', ['tenant_id', 'project_id', 'enabled', 'sort', 'id']],
];

/** The orders indexes of 0400 that two of the plan's replace (they also lead with the order type). */
const REPLACED: Array<[string, string[]]> = [
  ['orders_customer_idx', ['tenant_id', 'project_id', 'customer_id', 'order_date']],
  ['orders_code_idx', ['tenant_id', 'project_id', 'code']],
];

/**
 * Orders, payments, taxes and payment modes are served by the schema engine (docs/decisions.md):
 * - order lines keep the order schema's item fields as columns: `tax` becomes `tax_amount`, and the
 *   copied rate is kept in percent (`tax_rate`, two decimals) like the tax's own `rate`, not as basis
 *   points (`tax_bp`);
 * - payments get `updated_at`, as every engine table has;
 * - the lists get the indexes the engine's plan asks for (every filter and sort, after the scope, but
 *   the order fields marked `indexed: false`): orders keep as many indexes as before, since each one
 *   costs every write and the planning of every list query (docs/performance.md).
 */
export const salesOnEngine = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema.alterTable('order_lines').renameColumn('tax', 'tax_amount').execute();
    await db.schema
      .alterTable('order_lines')
      .addColumn('tax_rate', real, (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE order_lines SET tax_rate = tax_bp / 100.0`.execute(db);
    await db.schema.alterTable('order_lines').dropColumn('tax_bp').execute();
    await db.schema.alterTable('payments').addColumn('updated_at', 'text').execute();
    await sql`UPDATE payments SET updated_at = created_at`.execute(db);
    for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
    for (const [name] of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
  },
  async down(db: Kysely<any>) {
    for (const [name, columns] of REPLACED) await db.schema.createIndex(name).ifNotExists().on('orders').columns(columns).execute();
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.alterTable('payments').dropColumn('updated_at').execute();
    await db.schema
      .alterTable('order_lines')
      .addColumn('tax_bp', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE order_lines SET tax_bp = CAST(ROUND(tax_rate * 100) AS INTEGER)`.execute(db);
    await db.schema.alterTable('order_lines').dropColumn('tax_rate').execute();
    await db.schema.alterTable('order_lines').renameColumn('tax_amount', 'tax').execute();
  },
});
