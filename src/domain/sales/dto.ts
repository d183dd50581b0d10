/**
 * Wire shapes of the sales API (what /business/order/*, /business/payment/* and the dashboard
 * calls answer), shared by the server (which builds them) and the client (which shows them).
 */

/** One line on the wire: money in cents, rates in percent. */
export interface OrderLineDto {
  _id: string;
  lineNo: number;
  productId: string | null;
  productName: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxId: string | null;
  taxName: string | null;
  taxRate: number;
  /** quantity × unitPrice − discount. */
  amount: number;
  taxAmount: number;
}

/** An order (any type) on the wire. `lines` only on findById and write replies. */
export interface OrderDto {
  _id: string;
  type: number;
  code: string;
  status: number;
  paymentStatus: number;
  customerId: string;
  customerName: string;
  orderDate: string;
  validUntil: string | null;
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  paidTotal: number;
  refundedTotal: number;
  /** total − (paid − refunded), never below 0. */
  unpaidAmount: number;
  sourceQuotationId: string | null;
  orderId: string | null;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
  lines?: OrderLineDto[];
}

/** A payment (kind 0) or refund (kind 1) on the wire. */
export interface PaymentDto {
  _id: string;
  orderId: string;
  orderCode: string | null;
  customerName: string | null;
  kind: number;
  amount: number;
  payModeId: string;
  payModeName: string;
  paidAt: string;
  remark: string | null;
  createdAt: string;
}

/** GET /business/order/dashboard/collect (SPEC section 3). */
export interface DashboardCollect {
  customerTotal: number;
  potentialTotal: number;
  customerPersonal: number;
  customerCompany: number;
  potentialPersonal: number;
  potentialCompany: number;
  potentialDeleted: number;
  customerDeleted: number;
  totals: number;
  orders: number;
  todayTotals: number;
  todayOrders: number;
  unpaidCount: number;
  unpaidTotal: number;
}

export type TrendRange = 'week' | 'month' | 'year';

/** One bucket of a trend: a day (week, month) or a month (year). */
export interface TrendPoint {
  date: string;
  orders: number;
  totals: number;
}

export interface TrendPeriod {
  start: string;
  end: string;
  points: TrendPoint[];
  orders: number;
  totals: number;
}

/** GET /business/order/dashboard/trend?range=: this and last period. */
export interface TrendResult {
  range: TrendRange;
  labels: string[];
  this: TrendPeriod;
  last: TrendPeriod;
}
