import * as real from 'query-string';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from '../../../src/shims/queryString';

describe('query-string shim', () => {
  it('writes what query-string’s stringify writes with the default options', () => {
    const cases: (Record<string, unknown> | null | undefined)[] = [
      null,
      undefined,
      {},
      { _start: 0, _end: 10, _sort: 'name', _order: 'asc' },
      { id: ['a', 'b', 'c'] },
      { q: "中文 & =?#!'()*~", b: true, a: 1.5 },
      { gone: undefined, bare: null, list: ['x', null, undefined, 'y'], empty: [], text: '' },
      { nested: { a: 1 } },
    ];
    for (const value of cases) expect(stringify(value as Record<string, unknown>)).toBe(real.stringify(value as Record<string, never>));
  });

  it('refuses what it does not implement rather than answer differently', () => {
    expect(() => stringify({ a: 1 }, { sort: false })).toThrow(/default options/);
    expect(() => parse()).toThrow(/not in the browser build/);
  });
});
