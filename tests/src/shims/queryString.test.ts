import { describe, expect, it } from 'vitest';
import { stringify } from '../../../src/shims/queryString';

// What query-string 7's stringify writes for each input with the default options (read from the
// package: the shim must write the same).
const CASES: [Record<string, unknown> | null | undefined, string][] = [
  [null, ''],
  [undefined, ''],
  [{}, ''],
  [{ _start: 0, _end: 10, _sort: 'name', _order: 'asc' }, '_end=10&_order=asc&_sort=name&_start=0'],
  [{ id: ['a', 'b', 'c'] }, 'id=a&id=b&id=c'],
  [{ q: "中文 & =?#!'()*~", b: true, a: 1.5 }, 'a=1.5&b=true&q=%E4%B8%AD%E6%96%87%20%26%20%3D%3F%23%21%27%28%29%2A~'],
  [{ gone: undefined, bare: null, list: ['x', null, undefined, 'y'], empty: [], text: '' }, 'bare&list=x&list&list=y&text='],
  [{ nested: { a: 1 } }, 'nested=%5Bobject%20Object%5D'],
];

describe('query-string shim', () => {
  it('writes what query-string’s stringify writes with the default options', () => {
    for (const [value, expected] of CASES) expect(stringify(value)).toBe(expected);
  });

  it('refuses other options rather than answer differently', () => {
    expect(() => stringify({ a: 1 }, { sort: false })).toThrow(/default options/);
  });
});
