/**
 * Tables of the sales area the engine does not serve: the dashboard's per-day roll-up. Orders, their
 * lines, payments, taxes and payment modes are schema resources (src/schemas): their tables are
 * derived from the schemas in resources.ts.
 */
/** Per-day sums of the orders that count as sales, kept in step with every order write. */
interface OrderDailyStatsTable {
  tenant_id: string;
  project_id: string;
  day: string;
  orders: number;
  totals: number;
  unpaid_count: number;
  unpaid_total: number;
}

export interface SalesTables {
  order_daily_stats: OrderDailyStatsTable;
}
