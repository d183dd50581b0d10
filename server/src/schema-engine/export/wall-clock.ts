import { BUSINESS_TZ } from '../../core/business-days';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * An instant as a Date whose UTC fields read the business time zone's wall clock (2026-03-05T16:30Z
 * → 2026-03-06 00:30 in Asia/Shanghai): Excel dates carry no zone and exceljs writes a Date's UTC
 * fields, so an exported date-time reads as the list shows it.
 */
export function wallClock(instant: Date): Date {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}
