/**
 * Display formats of docs/requirements.md §10.8 (money is src/domain/money.ts): dates `YYYY-MM-DD`, date-times
 * `YYYY-MM-DD HH:mm`, counts with thousands separators. Pure functions, used by the renderers and
 * by hand-written screens.
 */
import dayjs from '../../i18n/dayjs';

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
