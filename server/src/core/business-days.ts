/**
 * Business days. Dates of records (an order date, a payment date) are `YYYY-MM-DD` days; "today",
 * "this week" and so on are days in the company's time zone (China by default, ACE_BUSINESS_TZ to
 * change), so a dashboard read at 07:00 in Zhengzhou counts that morning's orders as today's.
 */
import { badRequest } from './errors';

/**
 * The time zone business days are counted in (ACE_BUSINESS_TZ, default Asia/Shanghai). An unknown
 * zone stops the start with the variable named (config.ts reads it through here), not a RangeError
 * at first use.
 */
export function businessTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const tz = env.ACE_BUSINESS_TZ || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
  } catch {
    throw new Error(`ACE_BUSINESS_TZ 不是有效的时区：${tz}（例如 Asia/Shanghai）`);
  }
  return tz;
}

/** One per process: read once. */
export const BUSINESS_TZ = businessTimeZone();

const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the business time zone. */
export const businessToday = (now: Date = new Date()): string => fmt.format(now);

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
 * trend bucket. `label` names the field in the 400 message.
 */
export function assertDay(value: string, label: string): string {
  if (!isDay(value)) throw badRequest(`${label}「${value}」不是有效的日期`);
  return value;
}

const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The moment (ISO-8601 UTC) business day `day` begins in the company's time zone: where a filter by
 * days meets timestamps (操作日志 from–to). The zone's offset is read at that day's UTC midnight.
 */
export function dayStartInstant(day: string): string {
  const guess = toUtc(day).getTime();
  const p = Object.fromEntries(wall.formatToParts(new Date(guess)).map((x) => [x.type, x.value]));
  const asIfUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return new Date(guess - (asIfUtc - guess)).toISOString();
}

/**
 * A moment as the company's clock reads it, in a Date's UTC fields (2026-03-05T16:30Z → 2026-03-06
 * 00:30 in Asia/Shanghai): what a spreadsheet cell holds for a time — Excel dates carry no zone and
 * exceljs writes a Date's UTC fields, so an exported time reads as the screens show it.
 */
export function businessWallClock(moment: Date | string): Date {
  const p = Object.fromEntries(wall.formatToParts(new Date(moment)).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}

/**
 * The moment a business wall-clock reading names (the inverse of {@link businessWallClock}): an
 * imported Excel date-time, whose UTC fields hold what the company's clock read. The zone's offset
 * is read at that moment (a second look settles a reading near a change of offset).
 */
export function businessInstant(wallClock: Date): Date {
  const guess = wallClock.getTime();
  const first = guess - (businessWallClock(new Date(guess)).getTime() - guess);
  return new Date(guess - (businessWallClock(new Date(first)).getTime() - first));
}
