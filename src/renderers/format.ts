/**
 * Display formats of DESIGN.md: money `¥1,234.56`, dates `YYYY-MM-DD`, date-times
 * `YYYY-MM-DD HH:mm`, counts with thousands separators. Pure functions, used by the renderers and
 * by hand-written screens.
 */
import dayjs from 'dayjs';

const grouped = (n: number, digits: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Integer cents → `¥1,234.56` (negative: `-¥1,234.56`); empty for a missing value. */
export function formatMoney(cents: unknown): string {
  if (!isNumber(cents)) return '';
  const yuan = Math.abs(cents) / 100;
  return `${cents < 0 ? '-' : ''}¥${grouped(yuan, 2)}`;
}

/** Integer cents → yuan (for editing); undefined stays undefined. */
export function centsToYuan(cents: unknown): number | undefined {
  return isNumber(cents) ? cents / 100 : undefined;
}

/** Yuan as typed → integer cents (rounded half away from zero); null/undefined → null. */
export function yuanToCents(yuan: number | null | undefined): number | null {
  if (!isNumber(yuan)) return null;
  // 1.005 * 100 is 100.49999…: round the product to 6 places first so typed decimals round as written.
  return Math.sign(yuan) * Math.round(Number((Math.abs(yuan) * 100).toFixed(6)));
}

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

/** `YYYY-MM-DD` text or any date → `YYYY-MM-DD`; empty when missing or invalid. */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format('YYYY-MM-DD') : String(value);
}

/** ISO date-time → local `YYYY-MM-DD HH:mm`; empty when missing. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : String(value);
}
