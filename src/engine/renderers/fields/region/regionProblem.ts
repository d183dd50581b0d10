import { validationMessages as say } from '../../../../domain/validationMessages';
import { isRegionValue, REGION_LEVEL_NAMES, regionLevelOf, resolveRegion } from '../../../../domain/regions';
import type { FieldSchema } from '../../../../schemas/types';
import { loadedRegions } from './regionData';

/**
 * A region chosen above the level the field asks for (the cascader lets a choice stop early below
 * 区县). Judged with the divisions the input loaded — a city without districts is a full choice —
 * or, before they are, by depth alone; the server checks every code again.
 */
export function regionProblem(field: FieldSchema, value: unknown): string | undefined {
  if (!isRegionValue(value)) return undefined;
  const { codes } = value;
  const level = regionLevelOf(field.regionLevel);
  const data = loadedRegions();
  // Without the data only a province alone is surely short (every province has cities; some cities have no districts).
  const result = data ? resolveRegion(data.index, codes, level) : codes.length < Math.min(level, 2) ? 'depth' : undefined;
  if (result === 'depth') return say.regionDepth(field.label, REGION_LEVEL_NAMES[level - 1]);
  if (result === 'unknown') return say.regionUnknown(field.label);
  if (result === 'path') return say.regionPath(field.label);
  return undefined;
}
