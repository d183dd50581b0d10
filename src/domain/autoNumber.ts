/**
 * The numbers of an autoNumber field, from its `numberPattern` (e.g. `SB-{YYYY}-{0000}`): literal text,
 * date parts of the business day the record is added (`{YYYY}` `{YY}` `{MM}` `{DD}`) and one counter
 * (`{0000}`: the counter padded with zeros to four digits; more digits when it outgrows them). The
 * counter runs per tenant, project and field, and starts again at 1 whenever the date part changes:
 * the pattern's date parts are the counter's period (`2026` for `{YYYY}`, a new period each year), so
 * a day's parts go from the year down (`{MM}` needs a year: a bare month would recur).
 * Pure and shared: the designer checks a pattern with `numberPatternProblem`, the server formats.
 */
import { t } from '../i18n/messages/zh-CN/domainFields';

/** One piece of a pattern. */
export type PatternPart = { kind: 'text'; text: string } | { kind: 'date'; token: DateToken } | { kind: 'counter'; width: number };

type DateToken = 'YYYY' | 'YY' | 'MM' | 'DD';
const DATE_TOKENS: readonly DateToken[] = ['YYYY', 'YY', 'MM', 'DD'];

/** The widest counter (digits) and the longest pattern a field may have. */
const MAX_COUNTER_WIDTH = 12;
export const MAX_NUMBER_PATTERN_LENGTH = 40;

/** What is wrong with a pattern, in the shown language (for the designer and the schema check), or undefined. */
export function numberPatternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string' || !pattern.trim()) return t('patternMissing');
  if (pattern.length > MAX_NUMBER_PATTERN_LENGTH) return t('patternTooLong', { max: MAX_NUMBER_PATTERN_LENGTH });
  const parts = parseParts(pattern);
  if (typeof parts === 'string') return parts;
  const counters = parts.filter((p) => p.kind === 'counter').length;
  if (counters !== 1) return t('patternOneCounter');
  // A month without its year would come round again next year and find its old counter.
  const has = (...tokens: DateToken[]) => parts.some((p) => p.kind === 'date' && tokens.includes(p.token));
  if (has('DD') && !has('MM')) return t('patternDayNeedsMonth');
  if (has('MM') && !has('YYYY', 'YY')) return t('patternMonthNeedsYear');
  return undefined;
}

/** The parts of a sound pattern; throws on one `numberPatternProblem` refuses (a schema check missed). */
export function parseNumberPattern(pattern: string): PatternPart[] {
  const problem = numberPatternProblem(pattern);
  if (problem) throw new Error(t('patternRefused', { pattern, problem }));
  return parseParts(pattern) as PatternPart[];
}

function parseParts(pattern: string): PatternPart[] | string {
  const parts: PatternPart[] = [];
  // Literal text holds no brace (a placeholder's) and no comma (list filters split values on it).
  const re = /\{([^{}]*)\}|([^{},]+)|([{},])/g;
  for (const m of pattern.matchAll(re)) {
    if (m[3]) return m[3] === ',' ? t('patternComma') : t('patternBraces');
    if (m[2] !== undefined) parts.push({ kind: 'text', text: m[2] });
    else if (DATE_TOKENS.includes(m[1] as DateToken)) parts.push({ kind: 'date', token: m[1] as DateToken });
    else if (/^0+$/.test(m[1]) && m[1].length <= MAX_COUNTER_WIDTH) parts.push({ kind: 'counter', width: m[1].length });
    else return t('patternUnknownToken', { token: m[1] });
  }
  return parts;
}

const dateValue = (token: DateToken, day: string): string =>
  token === 'YYYY' ? day.slice(0, 4) : token === 'YY' ? day.slice(2, 4) : token === 'MM' ? day.slice(5, 7) : day.slice(8, 10);

/**
 * The counter's period for a business day (`YYYY-MM-DD`): the pattern's date parts as that day fills
 * them (`2026` for `{YYYY}`, `2611` for `{YY}{MM}`), '' when it has none (one counter for ever).
 */
export function numberPeriod(parts: readonly PatternPart[], day: string): string {
  return parts.map((p) => (p.kind === 'date' ? dateValue(p.token, day) : '')).join('');
}

/** The number for a business day and a counter value: SB-2026-0007. */
export function formatNumber(parts: readonly PatternPart[], day: string, counter: number): string {
  return parts
    .map((p) => (p.kind === 'text' ? p.text : p.kind === 'date' ? dateValue(p.token, day) : String(counter).padStart(p.width, '0')))
    .join('');
}
