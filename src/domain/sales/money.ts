/**
 * Money arithmetic of the sales area, shared by the client (live totals in the form) and the server
 * (the stored figure). Every amount is an integer number of cents (分); rates are percent numbers
 * with at most two decimals (13 = 13 %), handled internally as basis points so no float ever
 * touches a price.
 *
 * Rounding rule: each line is rounded on its own: amount = quantity × unit price − discount (exact
 * integers), tax = amount × rate rounded half up to the cent (0.5 分 → 1 分); the order's totals are
 * plain sums of the line figures, so the printed lines always add up to the printed total.
 */

/** Input of one line: quantity (whole units), unit price and discount in cents, tax rate in percent. */
export interface LineInput {
  quantity: number;
  unitPrice: number;
  /** Discount on the whole line in cents (优惠金额), at most quantity × unit price. */
  discount?: number;
  /** Tax in percent of the discounted amount (0–100, two decimals), copied from the tax settings. */
  taxRate?: number;
}

/** The computed figures of one line, all in cents (names match the lineItems computation of src/schemas). */
export interface LineAmounts {
  /** quantity × unit price. */
  gross: number;
  discount: number;
  /** gross − discount: the line's amount before tax. */
  amount: number;
  /** Tax on the amount, rounded half up to the cent. */
  taxAmount: number;
  /** amount + tax: what the customer pays for this line. */
  lineTotal: number;
}

export interface OrderTotals {
  /** Σ amount (after discounts, before tax). */
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  /** subtotal + taxTotal: the order's total. */
  total: number;
}

/** Percent with up to two decimals → integer basis points (13.5 → 1350). */
export function percentToBp(percent: number | undefined | null): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.round(percent * 100);
}

/** Basis points → percent number (1350 → 13.5). */
export const bpToPercent = (bp: number) => bp / 100;

/** `value × bp / 10000`, rounded half up (away from zero), exact for any cents value (BigInt avoids 2^53 overflow). */
export function applyBp(value: number, bp: number): number {
  if (value === 0 || bp === 0) return 0;
  const neg = value < 0 !== bp < 0;
  const p = BigInt(Math.abs(value)) * BigInt(Math.abs(bp));
  const r = (p + 5000n) / 10000n;
  return neg ? -Number(r) : Number(r);
}

/** Yuan (decimal, as typed by a user) → integer cents, rounded half up. */
export function yuanToCents(yuan: number): number {
  const s = Math.round(Math.abs(yuan) * 1000); // thousandths absorb float noise such as 1.005
  const cents = Math.floor((s + 5) / 10);
  return yuan < 0 ? -cents : cents;
}

/** Integer cents → yuan number (for inputs that show yuan). */
export const centsToYuan = (cents: number) => cents / 100;

/** The figures of one line; quantity, unit price and discount are non-negative integers. */
export function lineAmounts(line: LineInput): LineAmounts {
  const gross = line.quantity * line.unitPrice;
  const discount = line.discount ?? 0;
  const amount = gross - discount;
  const taxAmount = applyBp(amount, percentToBp(line.taxRate));
  return { gross, discount, amount, taxAmount, lineTotal: amount + taxAmount };
}

/** Totals of an order: sums of the per-line rounded figures. */
export function orderTotals(lines: LineInput[]): OrderTotals {
  const t: OrderTotals = { subtotal: 0, discountTotal: 0, taxTotal: 0, total: 0 };
  for (const l of lines) {
    const a = lineAmounts(l);
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
    const at = `第 ${firstLineNo + i} 行`;
    if (!isAmountInRange(l.quantity * l.unitPrice)) return `${at}的金额（数量 × 单价）超过上限 ${cap}`;
    const a = lineAmounts(l);
    if (!isAmountInRange(a.lineTotal)) return `${at}的含税金额 ${formatCents(a.lineTotal)} 超过上限 ${cap}`;
    total += a.lineTotal;
  }
  return isAmountInRange(total) ? null : `总金额 ${formatCents(total)} 超过上限 ${cap}`;
}

/** `¥1,234.56` (DESIGN.md money format); negative as `-¥12.00`. */
export function formatCents(cents: number | null | undefined): string {
  const c = Number(cents ?? 0);
  const abs = Math.abs(c);
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  const fen = String(abs % 100).padStart(2, '0');
  return `${c < 0 ? '-' : ''}¥${yuan}.${fen}`;
}
