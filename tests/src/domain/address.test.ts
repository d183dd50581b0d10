import { describe, expect, it } from 'vitest';
import { formatAddress } from '../../../src/domain/address';

describe('formatAddress', () => {
  it('joins region and detail', () => {
    expect(formatAddress('河南省郑州市', '金水路 1 号')).toBe('河南省郑州市 金水路 1 号');
  });

  it('leaves out the region the detail already starts with', () => {
    expect(formatAddress('河南省郑州市', '河南省郑州市中原路 146 号')).toBe('河南省郑州市中原路 146 号');
    // A region field's value (names joined by spaces) against a detail typed without them.
    expect(formatAddress({ codes: ['41', '4101'], names: ['河南省', '郑州市'] }, '河南省郑州市中原路 146 号')).toBe(
      '河南省郑州市中原路 146 号',
    );
  });

  it('gives what is known when one part is missing', () => {
    expect(formatAddress(null, '中原路 146 号')).toBe('中原路 146 号');
    expect(formatAddress('河南省郑州市', '')).toBe('河南省郑州市');
    expect(formatAddress(undefined, null)).toBe('');
  });
});
