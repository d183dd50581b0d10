/**
 * Money in integer cents (分), for every resource and both sides: the one formatter, the one yuan ↔
 * cents conversion and the one line arithmetic (quantity × unit price − discount, tax on the
 * amount). Rates are percent numbers with at most two decimals (13 = 13 %), handled internally as
 * basis points so no float ever touches a price. Pure TS: no React, antd, DOM or Node imports.
 *
 * Rounding: each line is rounded on its own (amount to the whole cent, tax half up, away from
 * zero); totals are plain sums of the line figures, so printed lines always add up to the total.
 */

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A whole number with a comma every three digits (`20000` → `20,000`), grouped by hand:
 * toLocaleString would make the server load ICU's number data (some 7 MB of its memory) for it.
 */
export const groupThousands = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Integer cents → `¥1,234.56` (negative: `-¥1,234.56`); empty for a missing or non-finite value.
 * Grouped by hand (groupThousands).
 */
export function formatMoney(cents: unknown): string {
  if (!isFiniteNumber(cents)) return '';
  const whole = Math.round(Math.abs(cents));
  const yuan = groupThousands(Math.floor(whole / 100));
  return `${cents < 0 && whole > 0 ? '-' : ''}¥${yuan}.${String(whole % 100).padStart(2, '0')}`;
}

/** formatMoney for an amount that is always there: a missing one reads ¥0.00. */
export const formatCents = (cents: number | null | undefined): string => formatMoney(Number(cents ?? 0));

/** Yuan as typed → integer cents, rounded half away from zero; null/undefined stay null. */
export function yuanToCents(yuan: number): number;
export function yuanToCents(yuan: number | null | undefined): number | null;
export function yuanToCents(yuan: number | null | undefined): number | null {
  if (!isFiniteNumber(yuan)) return null;
  // 1.005 × 100 is 100.49999…: rounding the product to 6 places first rounds typed decimals as written.
  return Math.sign(yuan) * Math.round(Number((Math.abs(yuan) * 100).toFixed(6)));
}

/** Integer cents → yuan (for inputs that show yuan); undefined for a missing value. */
export function centsToYuan(cents: number): number;
export function centsToYuan(cents: unknown): number | undefined;
export function centsToYuan(cents: unknown): number | undefined {
  return isFiniteNumber(cents) ? cents / 100 : undefined;
}

/** Percent with up to two decimals → integer basis points (13.5 → 1350). */
export function percentToBp(percent: number | undefined | null): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.round(percent * 100);
}

/** `value × bp / 10000`, rounded half up (away from zero), exact for any cents value (BigInt avoids 2^53 overflow). */
export function applyBp(value: number, bp: number): number {
  if (value === 0 || bp === 0) return 0;
  const neg = value < 0 !== bp < 0;
  const p = BigInt(Math.abs(value)) * BigInt(Math.abs(bp));
  const r = (p + 5000n) / 10000n;
  return neg ? -Number(r) : Number(r);
}

/** Input of one line: quantity, unit price and discount in cents, tax rate in percent. */
export interface LineInput {
  quantity: number;
  unitPrice: number;
  /** Discount on the whole line in cents (优惠金额). */
  discount?: number;
  /** Tax in percent of the discounted amount (0–100, two decimals). */
  taxRate?: number;
}

/** The computed figures of one line, all in cents. */
export interface LineAmounts {
  /** quantity × unit price. */
  gross: number;
  discount: number;
  /** gross − discount, rounded to the whole cent: the line's amount before tax. */
  amount: number;
  /** Tax on the amount, rounded half up to the cent. */
  taxAmount: number;
  /** amount + tax: what the customer pays for this line. */
  lineTotal: number;
}

/** The figures of one line. A fractional quantity (0.5 kg) is rounded to the whole cent before tax. */
export function lineAmounts(line: LineInput): LineAmounts {
  const gross = line.quantity * line.unitPrice;
  const discount = line.discount ?? 0;
  const amount = Math.round(gross - discount);
  const taxAmount = applyBp(amount, percentToBp(line.taxRate));
  return { gross, discount, amount, taxAmount, lineTotal: amount + taxAmount };
}
