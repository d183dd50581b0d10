import { describe, expect, it } from 'vitest';
import { chineseAmountText, toChineseAmount } from '../../../../src/domain/sales/chineseAmount';

describe('toChineseAmount (大写金额)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角整'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [1000, '壹拾元整'],
    [1010, '壹拾元壹角整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [101000, '壹仟零壹拾元整'],
    [1000500, '壹万零伍元整'],
    [1500000, '壹万伍仟元整'],
    [10050000, '壹拾万零伍佰元整'],
    [100000000, '壹佰万元整'],
    [10000000000, '壹亿元整'],
    [100001000000, '壹拾亿零壹万元整'],
    [3612345678, '叁仟陆佰壹拾贰万叁仟肆佰伍拾陆元柒角捌分'],
    [-100, '负壹元整'],
  ])('%i 分 → %s', (cents, text) => {
    expect(toChineseAmount(cents)).toBe(text);
  });

  it('refuses fractions of a cent and absurd amounts', () => {
    expect(() => toChineseAmount(1.5)).toThrow(RangeError);
    expect(() => toChineseAmount(1e16)).toThrow(RangeError);
  });

  it('writes the largest order total and never throws for display', () => {
    expect(toChineseAmount(1e13)).toBe('壹仟亿元整');
    expect(chineseAmountText(1e13)).toBe('壹仟亿元整');
    expect(chineseAmountText(1e17)).toBe('（金额超出范围，无法大写）');
    expect(chineseAmountText(Number.NaN)).toBe('（金额超出范围，无法大写）');
  });
});
