/**
 * Money rules of the sales area on top of the one line arithmetic (../money.ts): an order's totals
 * (with its discounts) and the largest amount an order may reach. Shared by the client (live totals
 * and the limit while typing) and the server (the stored figures and the refusal).
 */
import { t } from '../../i18n/messages/zh-CN/domainSales';
import { formatCents, lineAmounts, type LineAmounts, type LineInput } from '../money';

export interface OrderTotals {
  /** Σ amount (after discounts, before tax). */
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  /** subtotal + taxTotal: the order's total. */
  total: number;
}

/** Totals of an order: sums of the per-line rounded figures. */
export function orderTotals(lines: LineInput[]): OrderTotals {
  return sumOfLines(lines.map(lineAmounts));
}

/** Totals of lines already figured (the server's stored lines): the sums orderTotals makes, without figuring them again. */
export function sumOfLines(figures: ReadonlyArray<Pick<LineAmounts, 'amount' | 'discount' | 'taxAmount'>>): OrderTotals {
  const t: OrderTotals = { subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 };
  for (const a of figures) {
    t.subtotal += a.amount;
    t.discountTotal += a.discount;
    t.taxTotal += a.taxAmount;
  }
  t.total = t.subtotal + t.taxTotal;
  return t;
}

/**
 * Largest amount a line or an order may reach: 10^13 分 (¥1,000 亿). Far below 2^53 (so every sum of
 * 200 lines stays an exact integer), far below PostgreSQL's bigint and within 大写金额's range. The
 * route limits alone (quantity ≤ 10^6, unit price ≤ ~10^11 分) would allow 10^17 分 per line.
 */
export const MAX_AMOUNT_CENTS = 10_000_000_000_000;

/** A whole number of cents an order may hold: a safe integer within ±MAX_AMOUNT_CENTS. */
export const isAmountInRange = (cents: number) => Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_AMOUNT_CENTS;

/**
 * The first figure of these lines beyond MAX_AMOUNT_CENTS, as a Chinese message naming the line and
 * the figure (the server answers it as a 400, the form shows it live); null when everything fits.
 * Checks quantity × unit price before any other arithmetic, so nothing is computed on an inexact number.
 * `firstLineNo` numbers the lines in the message when checking one line of a longer list.
 */
export function amountLimitError(lines: LineInput[], firstLineNo = 1): string | null {
  const cap = formatCents(MAX_AMOUNT_CENTS);
  let total = 0;
  for (const [i, l] of lines.entries()) {
    const at = t('lineAt', { n: firstLineNo + i });
    if (!isAmountInRange(l.quantity * l.unitPrice)) return t('lineProductTooBig', { at, cap });
    const a = lineAmounts(l);
    if (!isAmountInRange(a.lineTotal)) return t('lineTotalTooBig', { at, amount: formatCents(a.lineTotal), cap });
    total += a.lineTotal;
  }
  return isAmountInRange(total) ? null : t('totalTooBig', { amount: formatCents(total), cap });
}
