/**
 * Typed text → a region value (省 / 市 / 区县 codes): how an imported cell of a 省市区 column and the
 * built-in 客户's 所在地区 of before (free text such as 河南省郑州市) find their divisions
 * (docs/decisions.md "所在地区 as 省市区"). One matcher for both, so a text the upgrade matched is
 * matched the same way when it comes back in a sheet.
 *
 * Rules, from the start of the text (spaces, 、 / - and the like between names are ignored):
 * - a province by its name or its short name (河南省 or 河南; 广西壮族自治区 or 广西);
 * - then a city under it by name or short name (郑州市 or 郑州; 昌吉回族自治州 or 昌吉), a
 *   municipality's district by its full name (北京市朝阳区), a county a province governs directly
 *   (河南省济源市) as well;
 * - then a district by its full name only (金水区, not 金水: 郑州金水路 is a road, not 金水区);
 * - text without a province may begin with a city's name (郑州市中原区), when only one city has it
 *   (a municipality's district alone is not taken: 朝阳区 is 北京's and 长春's).
 * The longest name wins at each level; two divisions of one level matching equally is no match.
 * What is left after the last name is `rest`, as typed (the street, a typo): the caller decides what to do with it.
 */
import type { RegionNode, RegionValue } from './regions';

export interface RegionMatch {
  /** The path found, from 省 down; null when not even a province or a city was recognised. */
  value: RegionValue | null;
  /** The text after the last recognised name, trimmed ('' when the text was all names). */
  rest: string;
}

/** Characters people put between names (河南省 / 郑州市, 河南-郑州), dropped before matching. */
const SEPARATORS = /[\s\u3000、,，/\\\-—·.。]+/g;

/* eslint-disable layers/no-literal-chinese -- data: suffixes and peoples of Chinese division names, matched in Chinese text */
/** Suffixes a province's or city's short name leaves off, longest first (维吾尔自治区 before 自治区). */
const PROVINCE_SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '省', '市'];
const CITY_SUFFIXES = ['自治州', '地区', '市', '盟'];
/**
 * The ethnic part of an autonomous prefecture's name, one or more peoples (with or without 族) before
 * 自治州: 黔东南苗族侗族自治州 → 黔东南, 克孜勒苏柯尔克孜自治州 → 克孜勒苏, 伊犁哈萨克自治州 → 伊犁.
 */
const PEOPLES = '蒙古|柯尔克孜|哈萨克|维吾尔|朝鲜|土家|布依|哈尼|景颇|傈僳|回|藏|羌|彝|苗|侗|傣|白|壮';
const ETHNIC = new RegExp(`^(.{2,}?)(?:(?:${PEOPLES})族?)+自治州$`);
/* eslint-enable layers/no-literal-chinese */

/** The package's node for the counties a province governs directly (河南省-省直辖县级行政区划 → 省直辖县级行政区划). */
// eslint-disable-next-line layers/no-literal-chinese -- data: the division package's name of a directly governed group
const isDirectlyGoverned = (node: RegionNode) => node.name.includes('直辖县级');

function shortName(name: string, suffixes: readonly string[]): string | undefined {
  const ethnic = ETHNIC.exec(name);
  if (ethnic) return ethnic[1];
  const suffix = suffixes.find((s) => name.endsWith(s));
  const short = suffix ? name.slice(0, -suffix.length) : undefined;
  return short && short.length >= 2 ? short : undefined;
}

/** The names a division may be typed as at its level: the full name, and the short one for provinces and cities. */
function namesOf(node: RegionNode, level: number): string[] {
  if (level === 3) return [node.name];
  const short = shortName(node.name, level === 1 ? PROVINCE_SUFFIXES : CITY_SUFFIXES);
  return short ? [node.name, short] : [node.name];
}

/**
 * A short name counts only when no division's ending follows it: 朝阳区 is not 朝阳市 (朝阳 + 区),
 * 吉林市 not 吉林省 (吉林 + 市). Streets and towns may follow (郑州金水路, 南阳镇平县, 江苏镇江).
 */
const ENDINGS = /^[省市区县州盟旗]/;
const startsWithShort = (text: string, short: string) => text.startsWith(short) && !ENDINGS.test(text.slice(short.length));

/**
 * A candidate division with the nodes from its parent down to it (a directly governed county brings
 * its group node, whose name the export writes before the county's: 河南省 省直辖县级行政区划 济源市).
 */
interface Candidate {
  path: RegionNode[];
  level: number;
}

/** The names a candidate may be typed as: its own, each also after its group node's name when it has one. */
function typedNames(c: Candidate): string[] {
  const node = c.path[c.path.length - 1];
  const own = namesOf(node, c.level);
  return c.path.length > 1 && isDirectlyGoverned(c.path[0]) ? [...own, ...own.map((n) => c.path[0].name + n)] : own;
}

/**
 * The one candidate whose longest name begins the text, and that name's length; undefined when none
 * does, or when two divisions match with names of the same length (ambiguous).
 */
function bestOf(candidates: readonly Candidate[], text: string): { path: RegionNode[]; length: number } | undefined {
  let best: { path: RegionNode[]; length: number } | undefined;
  let tied = false;
  for (const c of candidates) {
    const node = c.path[c.path.length - 1];
    const length = Math.max(
      0,
      ...typedNames(c)
        .filter((n) => (n.endsWith(node.name) ? text.startsWith(n) : startsWithShort(text, n)))
        .map((n) => n.length),
    );
    if (!length) continue;
    if (!best || length > best.length) {
      best = { path: c.path, length };
      tied = false;
    } else if (length === best.length) tied = true;
  }
  return best && !tied ? best : undefined;
}

/** A node's subdivisions as candidates at `level`, counties of a directly-governed group included under it. */
function childrenOf(node: RegionNode, level: number): Candidate[] {
  const out: Candidate[] = [];
  for (const child of node.children ?? []) {
    if (isDirectlyGoverned(child)) for (const county of child.children ?? []) out.push({ path: [child, county], level });
    else out.push({ path: [child], level });
  }
  return out;
}

/**
 * Every city of a tree (directly governed counties included), built once per tree. A municipality's
 * districts are left out: 朝阳区 alone may be 北京's or 长春's, and a district is never guessed.
 */
const cityCandidates = new WeakMap<readonly RegionNode[], Candidate[]>();
function citiesOf(tree: readonly RegionNode[]): Candidate[] {
  let cities = cityCandidates.get(tree);
  if (!cities) {
    // eslint-disable-next-line layers/no-literal-chinese -- data: a municipality's name ends in 市
    cities = tree.filter((p) => !p.name.endsWith('市')).flatMap((p) => childrenOf(p, 2).map((c) => ({ path: [p, ...c.path], level: 2 })));
    cityCandidates.set(tree, cities);
  }
  return cities;
}

/** The value of a path of nodes: their codes and names. */
const valueOf = (path: readonly RegionNode[]): RegionValue => ({ codes: path.map((n) => n.code), names: path.map((n) => n.name) });

/** From a first match down: a city (or a municipality's district), then a district; the path and the text left. */
function descend(first: { path: RegionNode[]; length: number }, text: string): { path: RegionNode[]; rest: string } {
  const path = [...first.path];
  let rest = text.slice(first.length);
  while (path.length < 3) {
    const last = path[path.length - 1];
    if (!last.children?.length) break;
    const found = bestOf(childrenOf(last, path.length + 1), rest);
    if (!found) break;
    path.push(...found.path);
    rest = rest.slice(found.length);
  }
  return { path, rest };
}

/** Matches typed text to a path of divisions of `tree` (src/domain/regions.ts regionTree); see the rules above. */
export function matchRegion(tree: readonly RegionNode[], text: string): RegionMatch {
  const typed = text.replace(SEPARATORS, '');
  // From a province (河南省郑州市) and from a city alone (郑州市中原区; 吉林市 is a city, not 吉林 + 市):
  // the way that recognises more of the text wins, the province's on a tie.
  const starts = [
    bestOf(
      tree.map((p) => ({ path: [p], level: 1 })),
      typed,
    ),
    bestOf(citiesOf(tree), typed),
  ];
  let best: { path: RegionNode[]; rest: string } | undefined;
  for (const start of starts) {
    if (!start) continue;
    const found = descend(start, typed);
    if (!best || found.rest.length < best.rest.length) best = found;
  }
  return best ? { value: valueOf(best.path), rest: tailAfter(text, typed.length - best.rest.length) } : { value: null, rest: text.trim() };
}

/** The text after its first `count` characters that are not separators, as typed (its spaces kept), trimmed. */
function tailAfter(text: string, count: number): string {
  let seen = 0;
  let at = 0;
  const separator = new RegExp(`^${SEPARATORS.source}`);
  while (at < text.length && seen < count) {
    const skip = separator.exec(text.slice(at));
    if (skip) at += skip[0].length;
    else {
      at += 1;
      seen += 1;
    }
  }
  // Separators between the names and the rest (河南省郑州市，文化路) are not part of the rest.
  return text.slice(at).replace(separator, '').trim();
}
