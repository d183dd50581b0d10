/**
 * Tables of the sales area: orders (formal orders and both kinds of quotation in one table, told
 * apart by `type`), their lines, payments, taxes, payment modes and the dashboard roll-ups.
 * Money is integer cents; rates on lines are integer basis points (1300 = 13 %); dates are
 * `YYYY-MM-DD` text, timestamps ISO-8601 UTC text.
 */
export interface OrdersTable {
  id: string;
  tenant_id: string;
  project_id: string;
  /** 0 FORMAL, 1 CUSTOMER_QUOTATION, 2 CUSTOMER_POTENTIAL_QUTATION. */
  type: number;
  /** Human number such as SO20261122-1A2B3C4D (display and search only). */
  code: string;
  status: number;
  payment_status: number;
  /** A customer, or a potential customer for type 2. */
  customer_id: string;
  /** Copied at write time so lists and prints need no join. */
  customer_name: string;
  order_date: string;
  /** Quotations: last day the offer holds. */
  valid_until: string | null;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  paid_total: number;
  refunded_total: number;
  /** 1 while the order counts as a sale and still owes money: total − (paid − refunded) > 0 (dashboard unpaid list). */
  is_unpaid: number;
  /** Formal orders made from a quotation: that quotation (unique: one order per quotation). */
  source_quotation_id: string | null;
  /** Quotations turned into an order: that order. */
  order_id: string | null;
  remark: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderLinesTable {
  id: string;
  tenant_id: string;
  project_id: string;
  order_id: string;
  line_no: number;
  product_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: number;
  /** Cents off the line. */
  discount: number;
  tax_id: string | null;
  tax_name: string | null;
  tax_bp: number;
  /** quantity × unit_price − discount. */
  amount: number;
  /** amount × tax rate, rounded half up. */
  tax: number;
}

export interface PaymentsTable {
  id: string;
  tenant_id: string;
  project_id: string;
  order_id: string;
  /** 0 payment (收款), 1 refund (退款). Amount is always positive. */
  kind: number;
  amount: number;
  pay_mode_id: string;
  pay_mode_name: string;
  paid_at: string;
  remark: string | null;
  created_by: string | null;
  created_at: string;
}

export interface TaxesTable {
  id: string;
  tenant_id: string;
  project_id: string;
  name: string;
  /** Percent, at most two decimals (13 = 13 %; enforced by taxesHooks, lines copy it as basis points). */
  rate: number;
  is_default: number;
  enabled: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

export interface PayModesTable {
  id: string;
  tenant_id: string;
  project_id: string;
  name: string;
  enabled: number;
  sort: number;
  remark: string | null;
  created_at: string;
  updated_at: string;
}

/** Per-day sums of the orders that count as sales, kept in step with every order write. */
export interface OrderDailyStatsTable {
  tenant_id: string;
  project_id: string;
  day: string;
  orders: number;
  totals: number;
  unpaid_count: number;
  unpaid_total: number;
}

export interface SalesTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  taxes: TaxesTable;
  pay_modes: PayModesTable;
  order_daily_stats: OrderDailyStatsTable;
}
