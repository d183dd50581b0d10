/**
 * Numbers as docs/requirements.md §10.8 shows them: thousands separators, grouped one way in both
 * languages (never by the browser's own locale). Apart from the dates' formats (format.ts), which
 * bring dayjs: the dashboard, the first screen, shows counts and must not load it.
 */

const grouped = (n: number, digits: number) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A number with thousands separators and `digits` decimals (default: as many as it has, up to 6). */
export function formatNumber(value: unknown, digits?: number): string {
  if (!isNumber(value)) return '';
  if (digits !== undefined) return grouped(value, digits);
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** `13` → `13%`. */
export function formatPercent(value: unknown): string {
  return isNumber(value) ? `${formatNumber(value)}%` : '';
}
