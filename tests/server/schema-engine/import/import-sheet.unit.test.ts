import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../server/src/schema-engine/import/import-sheet';
import { headerKey } from '../../../../server/src/schema-engine/import/import-columns';

/** The import's pure helpers: CSV as RFC 4180 writes it, headers as people type them. */
describe('import helpers', () => {
  it('parses CSV with quotes, doubled quotes, line breaks in quotes and a BOM', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x,1","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x,1', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });

  it('matches a header with or without the required mark', () => {
    expect(headerKey('*客户名称')).toBe('客户名称');
    expect(headerKey(' ＊ 客户名称 ')).toBe('客户名称');
  });
});
