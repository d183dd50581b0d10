import { describe, expect, it } from 'vitest';
import { zhSortKey } from '../../../server/src/db/chinese-order';

const collator = new Intl.Collator('zh');
const byKey = (a: string, b: string) => {
  const [x, y] = [zhSortKey(a)!, zhSortKey(b)!];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A small deterministic generator, so a failure reproduces. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('zhSortKey (SQLite’s pinyin order)', () => {
  it('orders city names by pinyin', () => {
    expect(['郑州', '北京', '安阳', '长沙', '上海'].sort(byKey)).toEqual(['郑州', '北京', '安阳', '长沙', '上海'].sort(collator.compare));
    expect(['郑州', '北京', '安阳'].sort(byKey)).toEqual(['安阳', '北京', '郑州']);
  });

  it('keeps null and puts a prefix first', () => {
    expect(zhSortKey(null)).toBeNull();
    expect(byKey('北京', '北京市')).toBe(-1);
  });

  it('agrees with the zh collator on mixed Chinese, Latin, digits and case', () => {
    const alphabet = [...'安北城东恩福广河金开洛南濮商信许郑州长重行银乐aAbBzZ019 -（）'];
    const next = random(42);
    const words = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 5) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    );
    const unique = [...new Set(words)];
    expect(unique.sort(byKey)).toEqual([...unique].sort(collator.compare));
  });
});
