/**
 * Wire shapes of the dashboard calls (/business/order/dashboard/*), shared by the server (which
 * builds them) and the client (which shows them). Orders and payments are schema records: their
 * types come from their schemas (OrderRecord in src/schemas/orderFields.ts, PaymentRecord in
 * src/schemas/payment.ts).
 */

/** The customer figures of the dashboard (docs/requirements.md §3) for one project. */
export interface CustomerCounts {
  customerTotal: number;
  potentialTotal: number;
  customerPersonal: number;
  customerCompany: number;
  potentialPersonal: number;
  potentialCompany: number;
  potentialDeleted: number;
  customerDeleted: number;
}

/** The order figures of the dashboard, as the server sums them (money in cents). */
export interface OrderFigures {
  totals: number;
  orders: number;
  todayTotals: number;
  todayOrders: number;
  unpaidCount: number;
  unpaidTotal: number;
}

/** The business day the 今日 figures are of (YYYY-MM-DD): the dashboard's 今日订单 opens that day's orders. */
export interface FiguresDay {
  today: string;
}

/** The money figures among OrderFigures: the ones a caller's order field rules may withhold. */
export type MoneyFigure = 'totals' | 'todayTotals' | 'unpaidTotal';

/**
 * GET /business/order/dashboard/collect (docs/requirements.md §3). The money figures (`totals`,
 * `todayTotals`, `unpaidTotal`) are absent for a caller whose order field rules hide what they are
 * summed from (docs/permissions.md, 仪表盘); the counts are always there.
 */
export type DashboardCollect = CustomerCounts & FiguresDay & Omit<OrderFigures, MoneyFigure> & Partial<Pick<OrderFigures, MoneyFigure>>;

export type TrendRange = 'week' | 'month' | 'year';

/** One bucket of a trend: a day (week, month) or a month (year). */
export interface TrendPoint {
  date: string;
  orders: number;
  /** Absent where the collect reply's money figures are (the caller's order rules hide 总金额). */
  totals?: number;
}

export interface TrendPeriod {
  start: string;
  end: string;
  points: TrendPoint[];
  orders: number;
  /** Absent with the points' `totals`. */
  totals?: number;
}

/** GET /business/order/dashboard/trend?range=: this and last period. */
export interface TrendResult {
  range: TrendRange;
  labels: string[];
  this: TrendPeriod;
  last: TrendPeriod;
}
