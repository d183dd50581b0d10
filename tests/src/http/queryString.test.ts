import { describe, expect, it } from 'vitest';
import { queryString } from '../../../src/http/queryString';

describe('queryString', () => {
  it('writes each parameter, leaves out empty ones, repeats arrays as key[], sends an object as its JSON, and encodes the text', () => {
    expect(queryString({ pageNo: 2, name: '郑州 中原', gone: undefined, none: null, ids: ['a', 'b'], ok: true })).toBe(
      'pageNo=2&name=%E9%83%91%E5%B7%9E+%E4%B8%AD%E5%8E%9F&ids%5B%5D=a&ids%5B%5D=b&ok=true',
    );
    expect(queryString({ at: new Date(Date.UTC(2026, 0, 2)), where: { a: 1 } })).toBe(
      `at=${encodeURIComponent('2026-01-02T00:00:00.000Z')}&where=${encodeURIComponent('{"a":1}')}`,
    );
    expect(queryString(undefined)).toBe('');
  });
});
