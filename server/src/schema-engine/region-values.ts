import type { ResourceSchema } from '../../../src/schemas/types';
import { REGION_LEVEL_NAMES, isRegionValue, regionLevelOf, resolveRegion } from '../../../src/domain/regions';
import { validationMessages as say } from '../../../src/domain/validationMessages';
import { badRequest } from '../core/errors';
import { regionData } from './region-data';

/**
 * Checks the region values of a write against the division data and puts the divisions' names in
 * them (the names a client sends are never kept): each code must exist, the codes must be a path
 * from 省 down, and the path must reach the field's `regionLevel` (or a division without
 * subdivisions). A refusal is a 400 naming the field, like the request schema's.
 */
export function completeRegions(schema: ResourceSchema, values: Record<string, unknown>): void {
  for (const f of schema.fields) {
    if (f.type !== 'region' || values[f.name] === undefined || values[f.name] === null) continue;
    const value = values[f.name];
    const result = resolveRegion(regionData(), isRegionValue(value) ? value.codes : [], f.regionLevel ?? 3);
    if (result === 'unknown') throw badRequest(say.regionUnknown(f.label));
    if (result === 'path') throw badRequest(say.regionPath(f.label));
    if (result === 'depth') throw badRequest(say.regionDepth(f.label, REGION_LEVEL_NAMES[regionLevelOf(f.regionLevel) - 1]));
    values[f.name] = result;
  }
}
