import { PATTERN_WORK_LIMIT, patternSize } from '../../../src/schemas/textPattern';

/**
 * The costliest shape of pattern measured in RE2 (docs/decisions.md, "Patterns' cost: program size ×
 * text"): eight alternatives of `[ab]{n}`, no literal RE2 can look for first, against random a/b text.
 */
const costlyPattern = (n: number) =>
  `(?:${['ac', 'bc', 'ad', 'bd', 'e', 'f', 'g', 'h'].map((k) => (k.length === 2 ? `${k[0]}[ab]{${n}}${k[1]}` : `[ab]{${n}}${k}`)).join('|')})`;

/** The largest costlyPattern the rule accepts (440 instructions) and the longest text it may then check. */
export const COSTLIEST = costlyPattern(85);
export const COSTLIEST_TEXT_MAX = Math.floor(PATTERN_WORK_LIMIT / patternSize(COSTLIEST));

/** Random a/b text (never matching COSTLIEST): each run meets states RE2 has not built yet. */
export function abText(length: number, seed: number): string {
  let s = seed;
  return Array.from({ length }, () => ((s = (s * 1103515245 + 12345) % 2147483648) < 1073741824 ? 'a' : 'b')).join('');
}
