import { describe, expect, it } from 'vitest';
import { caseless } from '../../../../server/src/db/list/list-conditions';

/**
 * `caseless(text)` lets PostgreSQL judge a search with LIKE instead of ILIKE (list-conditions.ts):
 * sound only if lower-casing a value keeps every such character and makes none of them out of
 * another. Checked here against JavaScript's own case mappings over every code point; the property
 * test on PostgreSQL (substring-index.property.test.ts) holds the database to the same.
 */
describe('caseless', () => {
  it('takes Chinese, digits, punctuation and fullwidth forms other than letters', () => {
    for (const text of ['张伟', '郑州恒达', '有限', '〇', '（中）、。', '１２３', '2026-12', '100%_\\', '张 三', ''])
      expect(caseless(text), text).toBe(true);
  });

  it('refuses letters of any script, and characters whose lower case is another’s', () => {
    for (const text of ['Acme', '张三a', 'é', 'É', 'ａ', 'Ａ', 'İ', '\u0307', '\u212a', 'Σ', 'ß', 'Ⅳ', 'Ⓐ', '😀', '\u00a0'])
      expect(caseless(text), JSON.stringify(text)).toBe(false);
  });

  it('no character lower-cases to another, or to a run holding one of those it takes', () => {
    const taken: string[] = [];
    for (let cp = 0x20; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (caseless(ch)) taken.push(ch);
    }
    expect(taken.length).toBeGreaterThan(90_000); // the Han ideographs alone
    const kept = new Set(taken);
    const wrong: string[] = [];
    for (const ch of taken) if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) wrong.push(ch);
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (kept.has(ch)) continue;
      for (const made of ch.toLowerCase()) if (kept.has(made)) wrong.push(`U+${cp.toString(16)} → ${made}`);
    }
    expect(wrong).toEqual([]);
  });
});
