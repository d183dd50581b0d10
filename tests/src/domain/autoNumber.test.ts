import { describe, expect, it } from 'vitest';
import { formatNumber, numberPatternProblem, numberPeriod, parseNumberPattern } from '../../../src/domain/autoNumber';

describe('autoNumber patterns', () => {
  it('formats the date parts of the business day and the counter padded to its width', () => {
    const parts = parseNumberPattern('SB-{YYYY}-{0000}');
    expect(formatNumber(parts, '2026-11-25', 7)).toBe('SB-2026-0007');
    expect(formatNumber(parts, '2026-11-25', 1234)).toBe('SB-2026-1234');
    // Past its width the counter grows rather than wrapping or being cut.
    expect(formatNumber(parts, '2026-11-25', 12345)).toBe('SB-2026-12345');
    expect(formatNumber(parseNumberPattern('{YY}{MM}{DD}{000}'), '2026-03-09', 42)).toBe('260309042');
    expect(formatNumber(parseNumberPattern('合同{0}号'), '2026-03-09', 5)).toBe('合同5号');
  });

  it('keys the counter by the date parts, so it starts again when they change', () => {
    const yearly = parseNumberPattern('SB-{YYYY}-{0000}');
    expect(numberPeriod(yearly, '2026-12-31')).toBe('2026');
    expect(numberPeriod(yearly, '2027-01-01')).toBe('2027');
    const monthly = parseNumberPattern('{YY}{MM}-{000}');
    expect(numberPeriod(monthly, '2026-11-30')).toBe('2611');
    expect(numberPeriod(monthly, '2026-12-01')).toBe('2612');
    expect(numberPeriod(parseNumberPattern('NO.{00000}'), '2026-12-01')).toBe('');
  });

  it('says what is wrong with a pattern, in the designer’s words', () => {
    expect(numberPatternProblem('SB-{YYYY}-{0000}')).toBeUndefined();
    expect(numberPatternProblem(undefined)).toBe('缺少编号规则');
    expect(numberPatternProblem('  ')).toBe('缺少编号规则');
    expect(numberPatternProblem('SB-{YYYY}')).toBe('的编号规则必须有且只有一个流水号，如 {0000}');
    expect(numberPatternProblem('{000}-{000}')).toBe('的编号规则必须有且只有一个流水号，如 {0000}');
    expect(numberPatternProblem('SB-{YYYYY}-{000}')).toBe('的编号规则中的 {YYYYY} 不认识（可用 {YYYY}、{YY}、{MM}、{DD} 和 {000}）');
    expect(numberPatternProblem('SB-{0000')).toBe('的编号规则中的花括号不成对');
    expect(numberPatternProblem('SB,{0000}')).toBe('的编号规则不能含逗号');
    expect(numberPatternProblem('{MM}-{000}')).toBe('的编号规则有 {MM} 时还要有 {YYYY} 或 {YY}');
    expect(numberPatternProblem('{YYYY}{DD}-{000}')).toBe('的编号规则有 {DD} 时还要有 {MM}');
    expect(numberPatternProblem(`{0000000000000}`)).toMatch(/不认识/);
    expect(numberPatternProblem(`${'X'.repeat(40)}{0}`)).toBe('的编号规则不能超过 40 个字符');
    expect(() => parseNumberPattern('SB')).toThrow();
  });
});
