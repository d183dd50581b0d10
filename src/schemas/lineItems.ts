/**
 * A `lineItems` field's rows computed with the one line arithmetic of src/domain/money.ts, through
 * the item-field names its `computation` declares. Shared by the client (live figures while
 * editing) and the server (the stored figures). All money is integer cents; each row is rounded to
 * whole cents before summing, so the totals always equal the sum of the rows shown.
 */
import { lineAmounts } from '../domain/money';
import type { LineItemsComputation } from './types';

/** The resolved item-field names of a line-items computation. */
export type LineItemsNames = Required<LineItemsComputation>;

/** The computation's item-field names with their defaults (`quantity`, `unitPrice`, …). */
export function lineItemsNames(c: LineItemsComputation = {}): LineItemsNames {
  return {
    quantity: c.quantity ?? 'quantity',
    unitPrice: c.unitPrice ?? 'unitPrice',
    discount: c.discount ?? 'discount',
    taxRate: c.taxRate ?? 'taxRate',
    amount: c.amount ?? 'amount',
    taxAmount: c.taxAmount ?? 'taxAmount',
  };
}

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};

/** The figures of one row, in cents. */
export interface LineFigures {
  /** quantity × unitPrice − discount, rounded to whole cents. */
  amount: number;
  /** amount × taxRate / 100, rounded half up to the cent. */
  tax: number;
}

/** Computes one row's amount and tax (missing or non-numeric values count as 0). */
export function computeLine(row: Record<string, unknown>, c?: LineItemsComputation): LineFigures {
  const n = lineItemsNames(c);
  const a = lineAmounts({
    quantity: num(row[n.quantity]),
    unitPrice: num(row[n.unitPrice]),
    discount: num(row[n.discount]),
    taxRate: num(row[n.taxRate]),
  });
  return { amount: a.amount, tax: a.taxAmount };
}

/** Totals of all rows, in cents. */
export interface LineTotals {
  subtotal: number;
  tax: number;
  total: number;
}

/** Sums the rows' figures: subtotal = Σ amount, tax = Σ tax, total = subtotal + tax. */
export function computeTotals(rows: ReadonlyArray<Record<string, unknown>> | undefined, c?: LineItemsComputation): LineTotals {
  let subtotal = 0;
  let tax = 0;
  for (const row of rows ?? []) {
    const f = computeLine(row ?? {}, c);
    subtotal += f.amount;
    tax += f.tax;
  }
  return { subtotal, tax, total: subtotal + tax };
}

/**
 * Returns the row with its amount and taxAmount fields set from computeLine, each only when
 * `itemFields` declares it (so no undeclared property is ever added to a row).
 */
export function withLineFigures<T extends Record<string, unknown>>(
  row: T,
  itemFields: ReadonlyArray<{ name: string }>,
  c?: LineItemsComputation,
): T {
  const n = lineItemsNames(c);
  const f = computeLine(row, c);
  const has = (name: string) => itemFields.some((i) => i.name === name);
  return { ...row, ...(has(n.amount) ? { [n.amount]: f.amount } : {}), ...(has(n.taxAmount) ? { [n.taxAmount]: f.tax } : {}) };
}
