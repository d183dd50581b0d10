import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckCharacter,
  creditCodeProblem,
  idCardCheckCharacter,
  idCardProblem,
  normaliseIdentityCode,
} from '../../../src/domain/identityCodes';

describe('居民身份证号 (ISO 7064 MOD 11-2)', () => {
  it('accepts the standard example and other sound numbers, a lower-case x included', () => {
    for (const n of [
      '11010519491231002X',
      '11010519491231002x',
      '440524188001010014',
      '110101199003078515',
      '110101200002290018' /* 29 February of a leap year */,
    ])
      expect(idCardProblem(n), n).toBeUndefined();
  });

  it('computes the check character from the first 17 digits, X standing for 10', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(idCardCheckCharacter('11010119900307851')).toBe('5');
  });

  it('refuses a wrong check character', () => {
    expect(idCardProblem('110105194912310021')).toBe('checkCharacter');
    expect(idCardProblem('440524188001010015')).toBe('checkCharacter');
  });

  it('refuses a birth date that is no calendar day', () => {
    expect(idCardProblem('110105194902300020')).toBe('birthDate'); // 30 February
    expect(idCardProblem('110105190002290010')).toBe('birthDate'); // 1900 is no leap year
    expect(idCardProblem('110105194913010010')).toBe('birthDate'); // month 13
  });

  it('refuses the wrong shape', () => {
    for (const n of [
      '',
      '11010519491231002',
      '11010519491231002XX',
      '1101051949123100XX',
      '11010519491231002Y',
      '１１０１０５１９４９１２３１００２X',
    ])
      expect(idCardProblem(n), n).toBe('format');
  });
});

describe('统一社会信用代码 (GB 32100-2015, MOD 31)', () => {
  it('accepts the standard example and other sound codes', () => {
    for (const c of ['91350100M000100Y43', '91110000600037341L', '911101085923662400']) expect(creditCodeProblem(c), c).toBeUndefined();
  });

  it('computes the check character, 31 standing for 0', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110000600037341')).toBe('L');
    expect(creditCodeCheckCharacter('91110108592366240')).toBe('0');
  });

  it('refuses a wrong check character', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checkCharacter');
    expect(creditCodeProblem('91110000600037341K')).toBe('checkCharacter');
  });

  it('refuses characters outside the code (I, O, Z, S, V) and the wrong length', () => {
    for (const c of ['91350100M000100I43', '91350100M000100O43', '9135010OM000100Y43', '91350100M000100Y4', '91350100M000100Y433', ''])
      expect(creditCodeProblem(c), c).toBe('format');
  });

  it('reads lower-case as upper-case, the form codes are stored in', () => {
    expect(creditCodeProblem('91350100m000100y43')).toBeUndefined();
    expect(normaliseIdentityCode('11010519491231002x')).toBe('11010519491231002X');
  });
});
