/**
 * Business days. Dates of records (an order date, a payment date) are `YYYY-MM-DD` days; "today",
 * "this week" and so on are days in the company's time zone (China by default, ACE_BUSINESS_TZ to
 * change), so a dashboard read at 07:00 in Zhengzhou counts that morning's orders as today's.
 */
import { badRequest } from './errors';
import { t } from '../../../src/i18n/messages/zh-CN/domainValidation';

/**
 * The time zone business days are counted in (ACE_BUSINESS_TZ, default Asia/Shanghai). An unknown
 * zone stops the start with the variable named (config.ts reads it through here), not a RangeError
 * at first use. ICU's list of canonical zones answers most names; an alias (UTC, Asia/Chongqing) is
 * asked of a formatter, which loads ICU's date data, once, only for such a name.
 */
export function businessTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const tz = env.ACE_BUSINESS_TZ || 'Asia/Shanghai';
  if (Intl.supportedValuesOf('timeZone').includes(tz)) return tz;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
  } catch {
    throw new Error(`ACE_BUSINESS_TZ 不是有效的时区：${tz}（例如 Asia/Shanghai）`);
  }
  return tz;
}

/** One per process: read once. */
export const BUSINESS_TZ = businessTimeZone();

/*
 * The process's own clock is the company's: a Date's local fields (getHours, new Date(y, m, d)) read
 * and write business time, and everything below uses them. An Intl.DateTimeFormat with a timeZone did
 * the same but made the process load ICU's locale and calendar data at start, about 9 MB of the
 * server's idle memory (docs/decisions.md); V8 reads one zone's rules for local time. Nothing in the
 * server means the machine's zone: logs carry UTC instants, stored times are UTC ISO strings.
 */
process.env.TZ = BUSINESS_TZ;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date's local (business) calendar day as `YYYY-MM-DD`. */
const localDay = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Today's date in the business time zone. */
export const businessToday = (now: Date = new Date()): string => localDay(now);

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return fromUtc(d);
}

/** Monday of the week holding `day` (Chinese weeks start on Monday). */
export function weekStart(day: string): string {
  const dow = (toUtc(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -dow);
}

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
export const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;

/** First day of the month before the month of `day`. */
export function prevMonthStart(day: string): string {
  const d = toUtc(monthStart(day));
  d.setUTCMonth(d.getUTCMonth() - 1);
  return fromUtc(d);
}

export function daysInMonth(monthFirstDay: string): number {
  const d = toUtc(monthFirstDay);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Valid calendar date in `YYYY-MM-DD` (month 13 is an Invalid Date: checked before formatting it). */
function isDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = toUtc(v);
  return !Number.isNaN(d.getTime()) && fromUtc(d) === v;
}

/**
 * Refuses a day that has the YYYY-MM-DD shape but is not on the calendar (2026-02-30): the routes
 * only check the shape, and such a day would be stored, counted by collect and never fall into a
 * trend bucket. `label` names the field in the 400 message, read when the message is said (in the
 * request's language).
 */
export function assertDay(value: string, label: () => string): string {
  if (!isDay(value)) throw badRequest(() => t('notADay', { label: label(), value }));
  return value;
}

/** The moment (ISO-8601 UTC) business day `day` begins in the company's time zone: where a filter by days meets timestamps (操作日志 from–to). */
export function dayStartInstant(day: string): string {
  const d = toUtc(day);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).toISOString();
}

/**
 * A moment as the company's clock reads it, to the second, in a Date's UTC fields (2026-03-05T16:30Z
 * → 2026-03-06 00:30 in Asia/Shanghai): what a spreadsheet cell holds for a time — Excel dates carry
 * no zone and exceljs writes a Date's UTC fields, so an exported time reads as the screens show it.
 */
export function businessWallClock(moment: Date | string): Date {
  const d = new Date(moment);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));
}

/**
 * The moment a business wall-clock reading names (the inverse of {@link businessWallClock}): an
 * imported Excel date-time, whose UTC fields hold what the company's clock read.
 */
export function businessInstant(wallClock: Date): Date {
  const w = wallClock;
  return new Date(
    w.getUTCFullYear(),
    w.getUTCMonth(),
    w.getUTCDate(),
    w.getUTCHours(),
    w.getUTCMinutes(),
    w.getUTCSeconds(),
    w.getUTCMilliseconds(),
  );
}
