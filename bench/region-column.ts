import { encodeRegionColumn, matchRegionText } from '../server/src/schema-engine/field-types/region';

const columns = new Map<string, string | null>();

/**
 * A 所在地区 typed as text (河南省郑州市) as its 省市区 column holds it (field-types/region.ts), for
 * rows the benchmarks write straight into a table; matched once per text.
 */
export function regionColumn(text: string): string | null {
  if (!columns.has(text)) columns.set(text, encodeRegionColumn(matchRegionText(text).value));
  return columns.get(text)!;
}
