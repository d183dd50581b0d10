import { describe, expect, it } from 'vitest';
import { PATTERN_MAX_LENGTH, compilePattern, matchesPattern, patternProblem } from '../../../src/schemas/textPattern';
import { designProblems, type DesignTargetLookup } from '../../../src/schemas/designCheck';
import { schemaProblems } from '../../../src/schemas/validateSchema';
import { EMAIL_PATTERN, PHONE_PATTERN, TIME_PATTERN, URL_PATTERN, fieldPattern } from '../../../src/schemas/fieldDefaults';
import type { ResourceSchema } from '../../../src/schemas/types';

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
