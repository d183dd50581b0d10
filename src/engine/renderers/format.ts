/**
 * Display formats of docs/requirements.md §10.8 (money is src/domain/money.ts, numbers numberFormat.ts):
 * dates `YYYY-MM-DD`, date-times `YYYY-MM-DD HH:mm`. Pure functions, used by the renderers and by
 * hand-written screens.
 */
import dayjs from '../../i18n/dayjs';

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
