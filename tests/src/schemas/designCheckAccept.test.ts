import { describe, expect, it } from 'vitest';
import { designProblems, type DesignTargetLookup } from '../../../src/schemas/designCheck';
import { isMarkupEntry } from '../../../src/domain/fileTypes';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';

const targets: DesignTargetLookup = () => undefined;
const withFile = (file: Partial<FieldSchema>): ResourceSchema => ({
  name: 'archive',
  label: '档案',
  apiBase: '',
  titleField: 'name',
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'scan', label: '扫描件', type: 'file', ...file },
  ],
});

describe('what a file field may accept', () => {
  it('refuses markup a browser runs, which the upload’s content check never stores, naming the field and the kind', () => {
    expect(designProblems(withFile({ accept: ['.pdf', '.svg', 'text/html'] }), targets)).toEqual([
      '“档案”的字段“扫描件”的文件类型“.svg”是可带脚本的网页或标记文件，系统不接收，请去掉',
      '“档案”的字段“扫描件”的文件类型“text/html”是可带脚本的网页或标记文件，系统不接收，请去掉',
    ]);
    expect(designProblems(withFile({ accept: ['.pdf', 'image/*', '.txt', '.csv'] }), targets)).toEqual([]);
  });

  it('knows markup in any case', () => {
    for (const entry of ['.HTML', '.htm', '.xhtml', '.Svg', '.xml', 'image/svg+xml', 'application/xhtml+xml'])
      expect(isMarkupEntry(entry), entry).toBe(true);
    for (const entry of ['.pdf', '.png', 'image/*', 'text/plain', '.xlsx']) expect(isMarkupEntry(entry), entry).toBe(false);
  });
});
