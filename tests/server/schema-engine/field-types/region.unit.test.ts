import { describe, expect, it } from 'vitest';
import { decodeRegionColumn, encodeRegionColumn } from '../../../../server/src/schema-engine/field-types/region';
import { conditionPart } from '../../../../server/src/db/list/list-conditions';

const ZHONGYUAN = { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] };

describe('a region in its column', () => {
  it('is the deepest code, then the value, and reads back as it was', () => {
    const text = encodeRegionColumn(ZHONGYUAN)!;
    expect(text).toBe('410102|{"codes":["41","4101","410102"],"names":["河南省","郑州市","中原区"]}');
    expect(decodeRegionColumn(text)).toEqual(ZHONGYUAN);
    expect(encodeRegionColumn({ codes: [] })).toBeNull();
    expect(encodeRegionColumn('河南')).toBeNull();
    // A hand-edited cell reads as nothing rather than breaking a list.
    expect(decodeRegionColumn('41|not json')).toBeNull();
  });

  it('is found within a province or city by a range narrowed to the code’s prefix', () => {
    const col = { column: 'location', label: '所在地区', filterable: true, codePrefix: true };
    const row = (v: unknown) => ({ location: encodeRegionColumn(v) });
    const within = conditionPart(col, { field: 'location', op: 'eq', value: '4101' }, 0, 'sqlite');
    expect(within.values).toEqual({ c0_0: '4101', c0_0_like: '4101%', c0_0_below: '4102' });
    expect(within.matches!(row(ZHONGYUAN))).toBe(true);
    expect(within.matches!(row({ codes: ['41'], names: ['河南省'] }))).toBe(false);
    expect(within.matches!(row({ codes: ['41', '4102'], names: [] }))).toBe(false);
    const any = conditionPart(col, { field: 'location', op: 'in', value: ['42', '41'] }, 1, 'sqlite');
    expect(any.matches!(row(ZHONGYUAN))).toBe(true);
    const outside = conditionPart(col, { field: 'location', op: 'ne', value: '41' }, 2, 'sqlite');
    expect(outside.matches!(row(ZHONGYUAN))).toBe(false);
    expect(outside.matches!(row({ codes: ['42'], names: [] }))).toBe(true);
    expect(outside.matches!({ location: null })).toBe(false);
    // A code of nines has no next code at its width: the range is open above, the prefix still decides.
    expect(conditionPart(col, { field: 'location', op: 'eq', value: '99' }, 3, 'sqlite').values).toEqual({ c3_0: '99', c3_0_like: '99%' });
  });
});
