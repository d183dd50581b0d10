import { describe, expect, it } from 'vitest';
import {
  PATTERNED_TEXT_MAX_LENGTH,
  PATTERN_MAX_LENGTH,
  PATTERN_MAX_PROGRAM,
  PATTERN_WORK_LIMIT,
  compilePattern,
  matchesPattern,
  patternProblem,
  patternSize,
} from '../../../src/schemas/textPattern';
import { designProblems, saveProblems, type DesignTargetLookup } from '../../../src/schemas/designCheck';
import { schemaProblems } from '../../../src/schemas/validateSchema';
import { fieldPattern } from '../../../src/schemas/fieldDefaults';
import { EMAIL_PATTERN } from '../../../src/schemas/fieldTypes/email';
import { PHONE_PATTERN } from '../../../src/schemas/fieldTypes/phone';
import { TIME_PATTERN } from '../../../src/schemas/fieldTypes/time';
import { URL_PATTERN } from '../../../src/schemas/fieldTypes/url';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { COSTLIEST, COSTLIEST_TEXT_MAX, abText } from '../../server/helpers/costly-pattern';

const targets: DesignTargetLookup = () => undefined;
const design = (pattern: string): ResourceSchema => ({
  name: 'equipment',
  label: '设备台账',
  apiBase: '',
  titleField: 'code',
  fields: [{ name: 'code', label: '编码', type: 'text', pattern }],
});

describe('admins’ patterns run in RE2 (linear time)', () => {
  it('runs the pattern that froze the process in linear time, on long hostile input', () => {
    const nested = compilePattern('^(a+)+$');
    // A backtracking engine takes seconds at 28 characters and doubles with each one more.
    let started = performance.now();
    expect(nested.test(`${'a'.repeat(30)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
    started = performance.now();
    expect(nested.test(`${'a'.repeat(50_000)}!`)).toBe(false);
    expect(nested.test('a'.repeat(50_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['(a)\\1', '不能用反向引用“\\1”'],
    ['(?<x>a)\\k<x>', '不能用反向引用“\\k”'],
    ['(?=a)b', '不能用前瞻、后顾或“(?=”这样的写法'],
    ['(?!a)b', '不能用前瞻、后顾或“(?!”这样的写法'],
    ['(?<=a)b', '不能用后顾（(?<= 或 (?<!）'],
    ['a{1001}', '的重复次数“{1001}”写得不对（最多 1000）'],
    ['[a-', '缺少右方括号 ]'],
    ['(a', '缺少右括号 )'],
    ['a)', '多了一个右括号 )'],
    ['*a', '的重复符号“*”前面缺少要重复的内容'],
    ['[]', '不能用空的方括号“[]”或“[^]”（任意字符请写 [\\s\\S]）'],
    ['[^]', '不能用空的方括号“[]”或“[^]”（任意字符请写 [\\s\\S]）'],
    ['a\\', '末尾多了一个反斜杠'],
    ['a'.repeat(PATTERN_MAX_LENGTH + 1), `不能超过 ${PATTERN_MAX_LENGTH} 个字符`],
    ['  ', '不能为空'],
  ])('refuses %s: %s', (source, reason) => {
    expect(patternProblem(source)).toBe(reason);
    if (source.trim()) expect(() => compilePattern(source)).toThrow(reason);
  });

  it('refuses such a pattern when a design is saved, naming the field, in Chinese', () => {
    expect(designProblems(design('^(\\w)\\1$'), targets)).toEqual(['“设备台账”的字段“编码”的格式（正则表达式）不能用反向引用“\\1”']);
    expect(designProblems(design('^(?=.*\\d).+$'), targets)).toEqual([
      '“设备台账”的字段“编码”的格式（正则表达式）不能用前瞻、后顾或“(?=”这样的写法',
    ]);
    // The safety net the server runs after the designer's checks, and on every schema it loads.
    expect(schemaProblems(design('(?=a)')).map((p) => p.message)).toContain('pattern is not a valid regular expression: (?=a)');
    expect(designProblems(design('^(a+)+$'), targets)).toEqual([]);
  });

  // The server's Ajv ran patterns with the `u` flag: the same texts pass and fail in RE2.
  it.each<[string, string[], string[]]>([
    [PHONE_PATTERN, ['13812345678', '010-12345678', '0755-1234567-12'], ['1381234567', '１３８１２３４５６７８', '13812345678\n']],
    [EMAIL_PATTERN, ['a@b.cn', '张三@例子.中国'], ['a@b', 'a b@c.cn', 'a\u3000b@c.cn', 'a\u00a0b@c.cn', 'a\u000bb@c.cn', '\ufeffa@b']],
    [TIME_PATTERN, ['00:00', '23:59'], ['24:00', '9:00', '٠٩:٠٠']],
    [URL_PATTERN, ['https://例子.cn/a?b#c', 'http://x'], ['ftp://x', 'https://a b', 'https://a/\u3000', 'https://a/\u2028']],
    ['^[\\u4e00-\\u9fa5]+$', ['中文'], ['中a', '']],
    ['^\\u{1F600}$', ['😀'], ['😁']],
    ['^.$', ['😀', '中'], ['\n', '\r', '\u2028', 'ab']],
    ['^\\d+$', ['123'], ['١٢٣', '１２３']],
    ['^\\w+$', ['a_1'], ['é', '中']],
    ['^\\s$', [' ', '\t', '\u3000', '\u00a0', '\u2029', '\ufeff'], ['a', '']],
    ['^\\S+$', ['ab'], ['a b', 'a\u3000b']],
    ['^[\\s\\S]{2}$', ['a\n', '😀😀'], ['a']],
    ['^a$', ['a'], ['a\n', '\na']],
  ])('%s means what it meant', (source, accepted, refused) => {
    const before = new RegExp(source, 'u');
    for (const text of accepted) {
      expect(matchesPattern(source, text), JSON.stringify(text)).toBe(true);
      expect(before.test(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of refused) {
      expect(matchesPattern(source, text), JSON.stringify(text)).toBe(false);
      expect(before.test(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('runs every built-in default pattern', () => {
    for (const type of ['phone', 'email', 'date', 'datetime', 'image', 'time', 'url'] as const)
      expect(patternProblem(fieldPattern({ name: 'x', label: 'x', type }))).toBeUndefined();
  });
});

/** A short pattern of a huge program: 71 characters, ~10,000 instructions, a second per 10,000 characters of text. */
const HUGE_PROGRAM = `${'\\S{999}'.repeat(10)}\\s`;
/** The largest pattern of that shape the rule accepts: PATTERN_MAX_PROGRAM instructions. */
const LARGEST = '\\S{497}\\s';
const TOO_COMPLEX = '过于复杂，请简化（如减少重复次数）';
const field = (over: Partial<FieldSchema>): FieldSchema => ({ name: 'code', label: '编码', type: 'textarea', ...over });
const withFields = (fields: FieldSchema[]): ResourceSchema => ({ ...design('x'), fields });

describe('a pattern’s cost also grows with its program, which is bounded', () => {
  it('refuses a pattern whose program is too large, whatever its text’s length', () => {
    expect(patternProblem(HUGE_PROGRAM)).toBe(TOO_COMPLEX);
    expect(() => compilePattern(HUGE_PROGRAM)).toThrow(`格式（正则表达式）${TOO_COMPLEX}`);
    expect(patternProblem('\\S{999}'.repeat(60))).toBe(TOO_COMPLEX);
    expect(patternProblem('[\\s\\S]{1000}'.repeat(38))).toBe(TOO_COMPLEX);
    expect(patternSize(LARGEST)).toBe(PATTERN_MAX_PROGRAM);
    expect(patternProblem('\\S{498}\\s')).toBe(TOO_COMPLEX);
    expect(designProblems(design(HUGE_PROGRAM), targets)).toEqual([`“设备台账”的字段“编码”的格式（正则表达式）${TOO_COMPLEX}`]);
    expect(schemaProblems(design(HUGE_PROGRAM)).map((p) => p.message)).toContain(
      `pattern is not a valid regular expression: ${HUGE_PROGRAM}`,
    );
  });

  it('accepts the costliest pattern only against as long a text as the limit allows', () => {
    expect(patternSize(COSTLIEST)).toBe(440);
    expect(COSTLIEST_TEXT_MAX).toBe(68);
    // What it costs then is measured where it matters, beside another tenant's calls (hostile-pattern.test.ts).
    const costliest = compilePattern(COSTLIEST);
    for (const seed of [1, 2, 3]) expect(costliest.test(abText(COSTLIEST_TEXT_MAX, seed))).toBe(false);
    // The cheapest pattern fits the longest patterned text; a pattern of real use, half of it.
    expect(patternSize('.') * PATTERNED_TEXT_MAX_LENGTH).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
    expect(patternSize('^[\\u4e00-\\u9fa5A-Za-z0-9，。]+$') * 5_000).toBeLessThanOrEqual(PATTERN_WORK_LIMIT);
  });

  it('bounds the text a patterned field holds, on both sides', () => {
    // The cheapest pattern: the length over the cap is said first (its cost, just over the limit, after).
    const long = field({ pattern: '.', maxLength: PATTERNED_TEXT_MAX_LENGTH + 1 });
    const reason = `“设备台账”的字段“编码”设了格式（正则表达式），最长长度不能超过 ${PATTERNED_TEXT_MAX_LENGTH}`;
    expect(saveProblems('x', '设备台账', [long])[0]).toBe(reason);
    expect(designProblems(withFields([long]), targets)).toContain(reason);
    expect(schemaProblems(withFields([long])).map((p) => p.message)).toContain(
      `maxLength of a field with a pattern must be at most ${PATTERNED_TEXT_MAX_LENGTH}`,
    );
    // Without a pattern, or at the cap, the field keeps its length.
    expect(
      saveProblems('x', '设备台账', [field({ maxLength: 60_000 }), field({ pattern: '.', maxLength: PATTERNED_TEXT_MAX_LENGTH })]),
    ).toEqual([]);
  });

  it('bounds what one record’s patterns cost together, and what a save compiles', () => {
    const together = '“设备台账”各字段的格式（正则表达式）合起来过于复杂，请简化格式、减少有格式的字段或减小它们的最长长度';
    // The costliest pattern at a text one character longer than it may check, and two fields sharing the limit.
    const over = [field({ pattern: COSTLIEST, maxLength: COSTLIEST_TEXT_MAX + 1 })];
    expect(saveProblems('x', '设备台账', over)).toEqual([together]);
    expect(designProblems(withFields(over), targets)).toContain(together);
    expect(schemaProblems(withFields(over)).map((p) => p.message)).toContain('patterns cost too much together (program size × maxLength)');
    expect(saveProblems('x', '设备台账', [field({ pattern: COSTLIEST, maxLength: COSTLIEST_TEXT_MAX })])).toEqual([]);
    const two = [field({ name: 'a', pattern: LARGEST, maxLength: 30 }), field({ name: 'b', pattern: LARGEST, maxLength: 31 })];
    expect(saveProblems('x', '设备台账', two)).toEqual([together]);
    expect(saveProblems('x', '设备台账', two.slice(0, 1))).toEqual([]);
    // Many large patterns on short texts: cheap to check, costly to compile.
    const many = Array.from({ length: 11 }, (_, i) => field({ name: `f${i}`, type: 'text', pattern: `\\S{${480 + i}}\\s`, maxLength: 5 }));
    expect(saveProblems('x', '设备台账', many)).toEqual([together]);
    expect(saveProblems('x', '设备台账', many.slice(0, 10))).toEqual([]);
    // A save full of patterns too complex compiles one of them, then stops: one refusal, not fifty.
    const hostile = Array.from({ length: 50 }, (_, i) => field({ name: `h${i}`, pattern: `${'\\S{999}'.repeat(10)}${i}` }));
    expect(saveProblems('x', '设备台账', hostile)).toEqual([`“设备台账”的字段“编码”的格式（正则表达式）${TOO_COMPLEX}`]);
  });
});
