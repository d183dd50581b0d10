import { isRegionValue, type RegionValue } from '../../../src/domain/regions';

/**
 * How a region field sits in its one text column: the deepest code, `|`, then the value as JSON —
 * `410102|{"codes":["41","4101","410102"],"names":["河南省","郑州市","中原区"]}`.
 *
 * Why: a filter by province or city must be an index look-up, and codes nest (a district's code
 * starts with its city's, which starts with its province's: src/domain/regions.ts). With the deepest
 * code first, "within 郑州市 (4101)" is `column >= '4101' AND column < '4102'` — a range on the
 * column's B-tree in both databases — narrowed to `LIKE '4101%'` (db/list/list-conditions.ts, `codePrefix`). The range is
 * made of digits only, which every collation orders alike; a path such as `41/4101/410102` would put
 * `/` in it, which PostgreSQL's language collations skip when comparing. The names are kept with the
 * codes so a record reads as it was saved, without the division data, even after a renaming. One
 * column, so a custom field on a built-in table and a published resource need nothing else.
 */

/** Field value → column text; null for anything that is no region value. */
export function encodeRegionColumn(value: unknown): string | null {
  if (!isRegionValue(value) || !value.codes.length) return null;
  return `${value.codes[value.codes.length - 1]}|${JSON.stringify({ codes: value.codes, names: value.names ?? [] })}`;
}

/** Column text → field value; null for text that is none (a hand-edited cell must not break a list). */
export function decodeRegionColumn(text: unknown): RegionValue | null {
  if (typeof text !== 'string') return null;
  try {
    const value = JSON.parse(text.slice(text.indexOf('|') + 1)) as unknown;
    return isRegionValue(value) ? { codes: value.codes, names: Array.isArray(value.names) ? value.names : [] } : null;
  } catch {
    return null;
  }
}
