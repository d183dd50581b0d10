/**
 * 大写金额: an amount in cents written in Chinese capital numerals as on invoices and contracts,
 * e.g. 1234.56 元 → 壹仟贰佰叁拾肆元伍角陆分, 100 元 → 壹佰元整, 0.05 元 → 伍分.
 * Rules followed (the common financial convention):
 * - 整 after 元 when there are no 角 and 分, and after 角 when there is no 分;
 * - one 零 for each run of zeros inside the integer part, none before a section unit (万, 亿);
 * - 零 between 元 and 分 when 角 is zero (壹元零伍分); no 零 before 角 when the yuan part ends in 0
 *   (壹拾元伍角) — kept simple and unambiguous;
 * - negative amounts are prefixed 负.
 */
import { t } from '../../i18n/messages/zh-CN/domainSalesRules';

/* eslint-disable layers/no-literal-chinese -- data: 大写金额 is written in Chinese capital numerals in every language */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿', '万亿'];

/** One four-digit section (0–9999) with its internal zeros. */
function section(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + UNITS[i];
  }
  return out;
}

/** Integer yuan → capitals without the 元 unit ('' for zero). */
function integerPart(yuan: number): string {
  if (yuan === 0) return '';
  const parts: number[] = [];
  for (let v = yuan; v > 0; v = Math.floor(v / 10000)) parts.push(v % 10000);
  let out = '';
  let pendingZero = false;
  for (let i = parts.length - 1; i >= 0; i--) {
    const p = parts[i];
    if (p === 0) {
      if (out) pendingZero = true;
      continue;
    }
    // A section below 1000 after a higher one needs a 零 (壹万零伍佰).
    if (out && (pendingZero || p < 1000)) out += '零';
    pendingZero = false;
    out += section(p) + SECTIONS[i];
  }
  return out;
}

/** Cents → 大写金额. Throws on non-integers or amounts of 10^16 cents and above. */
export function toChineseAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) >= 1e16) throw new RangeError(t('amountInvalid', { cents }));
  if (cents === 0) return '零元整';
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const fen = abs % 10;
  let out = integerPart(yuan);
  if (yuan > 0) out += '元';
  if (jiao === 0 && fen === 0) out += '整';
  else {
    if (jiao > 0) out += DIGITS[jiao] + '角';
    else if (yuan > 0) out += '零';
    if (fen > 0) out += DIGITS[fen] + '分';
    else out += '整';
  }
  return (neg ? '负' : '') + out;
}
/* eslint-enable layers/no-literal-chinese */

/**
 * 大写金额 for display: never throws, so a print view or a form showing a figure the server would
 * refuse (beyond MAX_AMOUNT_CENTS, not a whole number of cents) still renders, with a note instead.
 */
export function chineseAmountText(cents: number): string {
  try {
    return toChineseAmount(cents);
  } catch {
    return t('amountOutOfRange');
  }
}
