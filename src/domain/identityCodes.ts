/**
 * The check rules of two Chinese identity codes, pure and shared: the client's form and the server's
 * request validation call the same functions, so a number one side accepts the other accepts too.
 *
 * - 居民身份证号 (GB 11643-1999): 17 digits and a check character (0-9 or X), the birth date in
 *   characters 7–14, the check by ISO 7064 MOD 11-2.
 * - 统一社会信用代码 (GB 32100-2015): 18 characters of 0-9 and A-Z without I, O, Z, S, V, the last a
 *   check character by MOD 31.
 *
 * Both are read case-insensitively (people type a lower-case x) and stored upper-case
 * (`normaliseIdentityCode`).
 */

/** What is wrong with a code: its shape, the birth date it holds (身份证号), or its check character. */
export type IdentityCodeProblem = 'format' | 'birthDate' | 'checkCharacter';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Check character by the weighted sum modulo 11. */
const ID_CARD_CHECK = '10X98765432';
const ID_CARD_SHAPE = /^\d{17}[\dX]$/;

const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** The 31 characters a credit code uses, in the order that gives each its value (I, O, Z, S, V are left out). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;

/** The form a code is stored in: upper-case (a typed `x` becomes `X`). */
export const normaliseIdentityCode = (value: string): string => value.toUpperCase();

/** The check character of the first 17 digits of a 居民身份证号. */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_CARD_WEIGHTS[i];
  return ID_CARD_CHECK[sum % 11];
}

/** Whether `yyyymmdd` is a day of the calendar (leap years included). */
function isCalendarDay(yyyymmdd: string): boolean {
  const [y, m, d] = [Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)), Number(yyyymmdd.slice(6, 8))];
  const day = new Date(Date.UTC(y, m - 1, d));
  return y > 0 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * What is wrong with a 居民身份证号, or undefined when it is sound: 18 characters (17 digits, then a
 * digit or X), a real birth date in characters 7–14, and the right check character.
 */
export function idCardProblem(value: string): IdentityCodeProblem | undefined {
  const code = normaliseIdentityCode(value);
  if (!ID_CARD_SHAPE.test(code)) return 'format';
  if (!isCalendarDay(code.slice(6, 14))) return 'birthDate';
  return idCardCheckCharacter(code) === code[17] ? undefined : 'checkCharacter';
}

/** The check character of the first 17 characters of a 统一社会信用代码 (all from the code's 31). */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  // 31 − (sum mod 31), where 31 itself stands for 0.
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * What is wrong with a 统一社会信用代码, or undefined when it is sound: 18 characters of 0-9 and A-Z
 * without I, O, Z, S, V, and the right check character.
 */
export function creditCodeProblem(value: string): IdentityCodeProblem | undefined {
  const code = normaliseIdentityCode(value);
  if (!CREDIT_CODE_SHAPE.test(code)) return 'format';
  return creditCodeCheckCharacter(code) === code[17] ? undefined : 'checkCharacter';
}
