/**
 * Order types, statuses and the allowed status transitions of the sales area, as data.
 * The server enforces them (a transition not listed here is refused with code 10100) and the
 * client offers only these (status action buttons). Pure TS: imported by both sides.
 */
import { t, type domainSalesTexts } from '../../i18n/messages/zh-CN/domainSales';

type SalesText = keyof typeof domainSalesTexts;

/** docs/requirements.md §3, spelled so. */
export const OrderType = { FORMAL: 0, CUSTOMER_QUOTATION: 1, CUSTOMER_POTENTIAL_QUTATION: 2 } as const;
export const isQuotationType = (type: number) => type === OrderType.CUSTOMER_QUOTATION || type === OrderType.CUSTOMER_POTENTIAL_QUTATION;

export const OrderStatus = { DRAFT: 0, PROCESSING: 1, CANCELED: 2, COMPLETED: 3, FAILED: 4 } as const;
export const QuotationStatus = { DRAFT: 100, PENDING: 101, ACCEPTED: 102, REFUSED: 103, CLOSED: 104 } as const;
const PaymentStatus = { UNPAID: 0, PARTIALLY_PAID: 1, PAID: 2, REFUNDED: 3, PARTIALLY_REFUNDED: 4 } as const;

export interface StatusOption {
  value: number;
  label: string;
  /** antd Tag colour, one per meaning (docs/requirements.md §10.8): draft grey, in progress blue, waiting orange, done green, refused red, closed dark. */
  color: string;
}

/** An option whose label is read in the shown language when read. */
const option = (value: number, key: SalesText, color: string): StatusOption => ({
  value,
  get label() {
    return t(key);
  },
  color,
});

/** The three kinds of order document, as the choices of the `type` field. */
export const ORDER_TYPE_OPTIONS: readonly StatusOption[] = [
  option(OrderType.FORMAL, 'typeFormal', 'blue'),
  option(OrderType.CUSTOMER_QUOTATION, 'typeCustomerQuotation', 'orange'),
  option(OrderType.CUSTOMER_POTENTIAL_QUTATION, 'typePotentialQuotation', 'purple'),
];

export const ORDER_STATUS_OPTIONS: readonly StatusOption[] = [
  option(0, 'orderDraft', 'default'),
  option(1, 'orderProcessing', 'blue'),
  option(2, 'orderCanceled', '#595959'),
  option(3, 'orderCompleted', 'green'),
  option(4, 'orderFailed', 'red'),
];
/** Selection lists show a reduced set (docs/requirements.md §4): draft, processing, completed. */
export const ORDER_STATUS_SELECTABLE: readonly number[] = [0, 1, 3];

export const QUOTATION_STATUS_OPTIONS: readonly StatusOption[] = [
  option(100, 'quotationDraft', 'default'),
  option(101, 'quotationPending', 'orange'),
  option(102, 'quotationAccepted', 'green'),
  option(103, 'quotationRefused', 'red'),
  option(104, 'quotationClosed', '#595959'),
];
/** A new quotation starts as a draft or is sent at once. */
export const QUOTATION_STATUS_SELECTABLE: readonly number[] = [100, 101];

export const PAYMENT_STATUS_OPTIONS: readonly StatusOption[] = [
  option(0, 'paymentUnpaid', 'orange'),
  option(1, 'paymentPartiallyPaid', 'blue'),
  option(2, 'paymentPaid', 'green'),
  option(3, 'paymentRefunded', '#595959'),
  option(4, 'paymentPartiallyRefunded', 'purple'),
];

/** One allowed move: `action` is the button's verb, in the shown language. */
export interface Transition {
  from: number;
  to: number;
  action: string;
}

/** A move whose verb is read in the shown language when read. */
const move = (from: number, to: number, key: SalesText): Transition => ({
  from,
  to,
  get action() {
    return t(key);
  },
});

/**
 * Formal orders. Completed and cancelled orders are final (refunds are recorded as payments, not as
 * status changes); a failed order may be taken up again.
 */
export const ORDER_TRANSITIONS: Transition[] = [
  move(0, 1, 'moveConfirm'),
  move(0, 2, 'moveCancelOrder'),
  move(1, 3, 'moveComplete'),
  move(1, 4, 'moveMarkFailed'),
  move(1, 2, 'moveCancelOrder'),
  move(4, 1, 'moveReprocess'),
];

/**
 * Quotations (both kinds). Sent quotations can be recalled to draft for editing; a refused one can
 * be reworked; closed is final. Generating an order leaves the quotation accepted and linked.
 */
export const QUOTATION_TRANSITIONS: Transition[] = [
  move(100, 101, 'moveSendQuotation'),
  move(100, 104, 'moveClose'),
  move(101, 102, 'moveAccept'),
  move(101, 103, 'moveRefuse'),
  move(101, 100, 'moveRecall'),
  move(101, 104, 'moveClose'),
  move(102, 104, 'moveClose'),
  move(103, 100, 'moveRequote'),
  move(103, 104, 'moveClose'),
];

const transitionsFor = (type: number) => (isQuotationType(type) ? QUOTATION_TRANSITIONS : ORDER_TRANSITIONS);
export const statusOptionsFor = (type: number) => (isQuotationType(type) ? QUOTATION_STATUS_OPTIONS : ORDER_STATUS_OPTIONS);
export const selectableStatusesFor = (type: number) => (isQuotationType(type) ? QUOTATION_STATUS_SELECTABLE : ORDER_STATUS_SELECTABLE);

/** The label of a status of the given order type, in the shown language ('未知状态 n' when unknown). */
export function statusLabel(type: number, status: number): string {
  return statusOptionsFor(type).find((o) => o.value === status)?.label ?? t('unknownStatus', { status });
}

/** The moves offered from `status` for an order of `type`. */
export const allowedTransitions = (type: number, status: number): Transition[] => transitionsFor(type).filter((t) => t.from === status);

export const canTransition = (type: number, from: number, to: number): boolean =>
  transitionsFor(type).some((t) => t.from === from && t.to === to);

/** Lines and prices may change only while the document is a draft (sent documents are frozen). */
export const isEditableStatus = (type: number, status: number) =>
  status === (isQuotationType(type) ? QuotationStatus.DRAFT : OrderStatus.DRAFT);

/** The statuses in which a formal order counts as a sale on the dashboard: confirmed (processing) or completed. */
export const SALE_STATUSES: readonly number[] = [OrderStatus.PROCESSING, OrderStatus.COMPLETED];

/** Orders that count as sales on the dashboard (SALE_STATUSES of a formal order). */
export const countsAsSale = (type: number, status: number) => type === OrderType.FORMAL && SALE_STATUSES.includes(status);

/** Payments are taken on confirmed orders; refunds also on cancelled or failed ones. */
export function paymentAllowed(status: number, kind: 'payment' | 'refund'): boolean {
  if (kind === 'payment') return status === OrderStatus.PROCESSING || status === OrderStatus.COMPLETED;
  return status !== OrderStatus.DRAFT;
}

/**
 * What a formal order still waits for, in cents: total − payments received, never below 0.
 * A refund gives money back for goods or services the customer did not keep (a return, an
 * allowance, a cancelled part): it lowers what the sale is worth by as much as it pays back, so it
 * never makes money owed again. A payment recorded by mistake is deleted, not refunded.
 * This one figure feeds 未付金额, the payment dialog's limit and every unpaid figure of the dashboard.
 */
export const amountOwed = (total: number, paid: number) => Math.max(0, total - paid);

/**
 * 实收金额, in cents: what the company keeps of an order, payments received − refunds. Shown beside
 * 已付 and 已退 (a refunded order's 已付 still counts what was paid before the refund).
 */
export const amountKept = (paid: number, refunded: number) => paid - refunded;

/**
 * The payment status that follows from the sums (cents): nothing received → 未付款; any refund →
 * 已退款 when everything received went back, else 部分退款; otherwise 已付款 when the payments
 * cover the total, else 部分付款. It tells the money's history; what is still owed is always
 * `amountOwed` (a 部分退款 or 已退款 order may still owe for what the customer kept).
 */
export function paymentStatusFor(total: number, paid: number, refunded: number): number {
  if (paid <= 0) return PaymentStatus.UNPAID;
  if (refunded > 0) return paid - refunded <= 0 ? PaymentStatus.REFUNDED : PaymentStatus.PARTIALLY_REFUNDED;
  return paid >= total ? PaymentStatus.PAID : PaymentStatus.PARTIALLY_PAID;
}

/**
 * A quotation whose validity date is before `today` (a business day, YYYY-MM-DD) can no longer be
 * accepted. Quotations stored without a date (older data) never expire.
 */
export const isQuotationExpired = (validUntil: string | null | undefined, today: string | null | undefined) =>
  !!validUntil && !!today && validUntil < today;
