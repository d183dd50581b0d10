/**
 * The one engine every field pattern runs in, on both sides: the server's validator (server
 * http/validator.ts), the form's check (engine renderers/rules.ts) and the schema checks that refuse
 * at save what it cannot run (designCheck.ts, validateSchema.ts). Patterns are written by tenants'
 * admins, so they run in RE2 (re2js, pure JavaScript), whose time is linear in the text, never
 * exponential as `^(a+)+$` was in a backtracking engine. Linear is not yet small: each character
 * of the text may cost as much as the whole compiled program, so the program (PATTERN_MAX_PROGRAM),
 * the text a patterned field holds (PATTERNED_TEXT_MAX_LENGTH) and their product over one record
 * (PATTERN_WORK_LIMIT) are bounded too, measured so a record's patterns cost at most tens of ms
 * (docs/decisions.md, "Hostile patterns, reserved names, integers that fit their columns" and
 * "Patterns' cost: program size × text").
 *
 * Patterns are written as JavaScript ones (what the designer's help and the built-in defaults use)
 * and keep the meaning they had on the server (`u` flag): `\uXXXX` and `\u{…}` escapes, `.` and
 * `\s` as JavaScript reads them. What RE2 refuses (backreferences, lookaround, repeat counts over
 * 1000…) is refused with a Chinese reason.
 */
import { RE2JS, RE2JSSyntaxException } from 're2js';
import { fieldMaxLength } from './fieldDefaults';
import type { FieldSchema } from './types';
import { t } from '../i18n/messages/zh-CN/schemaTextPattern';

/** The longest pattern a field may have (its text; what it compiles to is bounded below). */
export const PATTERN_MAX_LENGTH = 500;

/**
 * The largest compiled program (re2js's `programSize()`, its instructions) a pattern may have:
 * `\S{999}` ten times (9,993) fails 10,000 characters in over a second. 500 leaves room for every
 * fixed route's pattern (the longest, a menu's path, has 403).
 */
export const PATTERN_MAX_PROGRAM = 500;

/** The longest text a field with its own pattern may hold, whatever its program (see PATTERN_WORK_LIMIT). */
export const PATTERNED_TEXT_MAX_LENGTH = 10_000;

/**
 * What one record's own patterns may cost together: the sum, over its patterned fields, of program
 * size × longest text. Each character may run every instruction, and a first run builds RE2's
 * states as it goes: the costliest shape measured (eight alternatives of `[ab]{n}` on random a/b
 * text) took up to ~170 ns per instruction × character. 100,000 let eight such requests at once
 * delay another tenant's calls by up to 75 ms with both cores busy; 60,000 by 97–123 ms on a slower
 * machine of the same kind (2026-12-02), past the 100 ms the product promises; 30,000 by 52–80 ms. A
 * 10,000-character field may have a pattern of 3 instructions (`.`, `a`), a 5,000-character one 6
 * (`^[\u4e00-\u9fa5A-Za-z0-9，。]+$`), a 2,000-character one 15, a 200-character one 150.
 */
export const PATTERN_WORK_LIMIT = 30_000;

/**
 * The instructions one design's own patterns may compile to together: compiling costs ~1 µs each,
 * and a save compiles every pattern it has not met before (10 worst patterns, ~20 ms).
 */
export const PATTERN_DESIGN_MAX_PROGRAM = 10 * PATTERN_MAX_PROGRAM;

/** A compiled pattern: whether a text contains a match (anchors are the pattern's own, as in JSON Schema). */
export interface TextPattern {
  readonly source: string;
  /** Its compiled program's instructions: the cost of each character of text, at worst. */
  readonly size: number;
  test(text: string): boolean;
}

/** The reason a pattern too costly to run is refused, after “格式（正则表达式）”. */
const TOO_COMPLEX = (): string => t('tooComplex');
/** A reason, made when read: the cache outlives the choice of language. */
type Reason = () => string;

/** JavaScript's `\s` (WhiteSpace and LineTerminator), as RE2 class items: RE2's own `\s` is ASCII only. */
const JS_SPACE = '\\p{Z}\\t\\n\\v\\f\\r\\x{FEFF}';
/** JavaScript's `.`: any character but a line terminator (RE2's excludes only `\n`). */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

/**
 * A JavaScript pattern in RE2's syntax with the same meaning: `\uXXXX` / `\u{X}` become `\x{…}`,
 * `\s`, `\S` (outside a class) and `.` (outside a class) spell out JavaScript's sets. Everything
 * else is passed as written, for RE2 to accept or refuse. Undefined for `[]` and `[^]`, which
 * JavaScript reads as empty or any character and RE2 as the start of a class holding `]`.
 */
function toRe2Syntax(source: string): string | undefined {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      const next = source[i + 1];
      const hex4 = /^[0-9A-Fa-f]{4}/.exec(source.slice(i + 2, i + 6));
      const braced = /^\{([0-9A-Fa-f]{1,6})\}/.exec(source.slice(i + 2));
      if (next === 'u' && braced) {
        out += `\\x{${braced[1]}}`;
        i += 1 + braced[0].length;
      } else if (next === 'u' && hex4) {
        out += `\\x{${hex4[0]}}`;
        i += 5;
      } else if (next === 's') {
        out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
        i += 1;
      } else if (next === 'S' && !inClass) {
        out += `[^${JS_SPACE}]`;
        i += 1;
      } else {
        out += c + next;
        i += 1;
      }
      continue;
    }
    if (c === '[' && !inClass) {
      inClass = true;
      out += c;
      if (source[i + 1] === '^') out += source[++i];
      if (source[i + 1] === ']') return undefined;
      continue;
    }
    if (c === ']' && inClass) inClass = false;
    out += c === '.' && !inClass ? JS_DOT : c;
  }
  return out;
}

/** RE2's refusal, in the Chinese an admin reads after “格式（正则表达式）”. */
function reasonOf(e: RE2JSSyntaxException): Reason {
  const bit = () => (e.input ? t('bit', { input: e.input }) : '');
  switch (e.error) {
    case 'invalid escape sequence':
      return /^\\([1-9]|k)/.test(e.input ?? '') ? () => t('backReference', { bit: bit() }) : () => t('badEscape', { bit: bit() });
    case 'invalid or unsupported Perl syntax':
      return () => t('lookaround', { bit: bit() });
    case 'invalid named capture':
      return /^\(\?<[=!]/.test(e.input ?? '') ? () => t('lookbehind') : () => t('groupName', { bit: bit() });
    case 'duplicate capture group name':
      return () => t('groupNameRepeated', { bit: bit() });
    case 'missing closing ]':
      return () => t('missingBracket');
    case 'missing closing )':
      return () => t('missingParen');
    case 'unexpected )':
      return () => t('extraParen');
    case 'missing argument to repetition operator':
      return () => t('repeatNothing', { bit: bit() });
    case 'invalid nested repetition operator':
      return () => t('repeatRepeated', { bit: bit() });
    case 'invalid repeat count':
      return () => t('repeatCount', { bit: bit() });
    case 'invalid character class range':
      return () => t('classRange', { bit: bit() });
    case 'trailing backslash at end of expression':
      return () => t('trailingBackslash');
    case 'empty class':
      return () => t('emptyClass');
    default:
      return () => t('otherwise');
  }
}

/** Compiled patterns by source: forms check on every key press and every validator shares them. */
const cache = new Map<string, TextPattern | Reason>();
const CACHE_LIMIT = 1000;

function compileOrReason(source: string): TextPattern | Reason {
  const known = cache.get(source);
  if (known !== undefined) return known;
  let result: TextPattern | Reason;
  if (source.length > PATTERN_MAX_LENGTH) result = () => t('tooLong', { max: PATTERN_MAX_LENGTH });
  else {
    try {
      const syntax = toRe2Syntax(source);
      if (syntax === undefined) throw new RE2JSSyntaxException('empty class', source);
      const re = RE2JS.compile(syntax);
      const size = re.programSize();
      result = size > PATTERN_MAX_PROGRAM ? TOO_COMPLEX : { source, size, test: (text: string) => re.test(text) };
    } catch (e) {
      if (!(e instanceof RE2JSSyntaxException)) throw e;
      result = reasonOf(e);
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(source, result);
  return result;
}

/**
 * Why `source` cannot be a field's pattern, in Chinese words that follow “格式（正则表达式）”
 * (`不能用反向引用“\1”`), or undefined when RE2 runs it. Not a text, or empty, is a problem too.
 */
export function patternProblem(source: unknown): string | undefined {
  if (typeof source !== 'string' || !source.trim()) return t('empty');
  const result = compileOrReason(source);
  return typeof result === 'function' ? result() : undefined;
}

/**
 * `source` compiled in RE2. Throws an Error carrying patternProblem's reason when it cannot run:
 * the schema checks refuse such a pattern before any text meets it.
 */
export function compilePattern(source: string): TextPattern {
  const result = compileOrReason(source);
  if (typeof result === 'function') throw new Error(t('compileError', { reason: result(), source }));
  return result;
}

/** Whether `text` contains a match of `source` (compiled once, in RE2). */
export function matchesPattern(source: string, text: string): boolean {
  return compilePattern(source).test(text);
}

/**
 * The instructions `source` compiles to, as patternCost counts them: 0 when it is no text or RE2
 * refuses its syntax (cheap to find, refused with its own reason), Infinity when it is refused as
 * too complex (compiling it cost up to ~100 ms: a caller checking many patterns stops there).
 */
export function patternSize(source: unknown): number {
  if (typeof source !== 'string' || !source.trim()) return 0;
  const result = compileOrReason(source);
  if (typeof result !== 'function') return result.size;
  return result === TOO_COMPLEX ? Infinity : 0;
}

/** What a set of fields' own patterns cost together. */
interface PatternCost {
  /** Instructions their programs hold together (what compiling them costs). */
  program: number;
  /** Σ program × the field's longest text (what checking one record's texts costs, at worst). */
  work: number;
}

/**
 * The cost of the patterns `fields` declare themselves (a type's default pattern is the system's, small
 * and fixed). Compiling stops once PATTERN_DESIGN_MAX_PROGRAM is passed: the answer is then over the
 * limit already, and a save full of costly patterns costs no more than that to refuse.
 */
function patternCost(fields: readonly FieldSchema[]): PatternCost {
  const cost: PatternCost = { program: 0, work: 0 };
  for (const f of fields) {
    if (cost.program > PATTERN_DESIGN_MAX_PROGRAM) break;
    const size = patternSize(f?.pattern);
    cost.program += size;
    cost.work += size * fieldMaxLength(f);
  }
  return cost;
}

/**
 * Why the own patterns of one record's `fields` cost too much together (in Chinese, a sentence of its
 * own), or undefined: over PATTERN_WORK_LIMIT to check, or over PATTERN_DESIGN_MAX_PROGRAM to compile.
 */
export function patternCostProblem(fields: readonly FieldSchema[]): string | undefined {
  const { program, work } = patternCost(fields);
  // A pattern refused as too complex says so itself, at its field.
  if (program === Infinity) return undefined;
  if (program > PATTERN_DESIGN_MAX_PROGRAM || work > PATTERN_WORK_LIMIT) return t('togetherTooComplex');
  return undefined;
}

/**
 * Why a field's `maxLength` is too long for its own pattern, after the field's name, or undefined:
 * each character may cost the whole program, so a patterned text holds at most PATTERNED_TEXT_MAX_LENGTH.
 */
export function patternedLengthProblem(field: FieldSchema): string | undefined {
  if (field.pattern === undefined || typeof field.maxLength !== 'number' || field.maxLength <= PATTERNED_TEXT_MAX_LENGTH) return undefined;
  return t('patternedTooLong', { max: PATTERNED_TEXT_MAX_LENGTH });
}

/** The longest text the server accepts for `field`: its own, and no more than its own pattern allows. */
export function patternedMaxLength(field: FieldSchema): number {
  const own = fieldMaxLength(field);
  return field.pattern === undefined ? own : Math.min(own, PATTERNED_TEXT_MAX_LENGTH);
}
