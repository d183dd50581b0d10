import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { sampleNumber, sampleRows, sampleValue, SAMPLE_ROWS } from '../../../../../src/pages/settings/resource/previewRows';
import { creditCodeProblem, idCardProblem } from '../../../../../src/domain/identityCodes';
import { DESIGN_FIELD_TYPES } from '../../../../../src/schemas/designCheck';
import { TIME_PATTERN } from '../../../../../src/schemas/fieldTypes/time';
import { URL_PATTERN } from '../../../../../src/schemas/fieldTypes/url';
import type { FieldSchema, FieldType } from '../../../../../src/schemas/types';
import { fieldProblem } from '../../../../../src/engine/renderers/rules';

const field = (type: FieldType, over: Partial<FieldSchema> = {}): FieldSchema => ({ name: type, label: '示例', type, ...over });
const rows = (f: FieldSchema) => Array.from({ length: SAMPLE_ROWS }, (_, i) => sampleValue(f, i));

describe('the preview’s sample values', () => {
  it('give every type the designer offers a value, except images (nothing uploaded in a preview)', () => {
    for (const { type } of DESIGN_FIELD_TYPES) {
      const f = field(type, type === 'enum' || type === 'multiEnum' ? { options: [{ value: 'a', label: '甲' }] } : {});
      for (const v of rows(f)) if (type !== 'image') expect(v, type).not.toBeNull();
    }
  });

  it('look real and pass the checks a real form would run: 网址, 时间, 多选, 身份证号, 统一社会信用代码', () => {
    for (const v of rows(field('url'))) expect(v).toMatch(new RegExp(URL_PATTERN));
    for (const v of rows(field('time'))) expect(v).toMatch(new RegExp(TIME_PATTERN));
    const options = [
      { value: 'red', label: '红' },
      { value: 'blue', label: '蓝' },
      { value: 'green', label: '绿' },
    ];
    expect(rows(field('multiEnum', { options }))).toEqual([['red'], ['red', 'blue']]);
    for (const v of rows(field('idCard'))) expect(idCardProblem(String(v)), String(v)).toBeUndefined();
    for (const v of rows(field('creditCode'))) expect(creditCodeProblem(String(v)), String(v)).toBeUndefined();
    // Two rows, two different codes: a list of the same number twice would look made up.
    expect(new Set(rows(field('idCard'))).size).toBe(SAMPLE_ROWS);
  });

  it('pass the form’s checks of every type the designer offers (each type’s spec gives its own)', () => {
    for (const { type } of DESIGN_FIELD_TYPES) {
      const f = field(type, {
        required: true,
        ...(type === 'enum' || type === 'multiEnum' ? { options: [{ value: 'a', label: '甲' }] } : {}),
      });
      for (const v of rows(f)) if (type !== 'image') expect(fieldProblem(f, v), `${type}: ${JSON.stringify(v)}`).toBeUndefined();
    }
  });

  it('keep numbers within the field’s limits and fill each row', () => {
    expect(rows(field('integer', { min: 5, max: 6 }))).toEqual([6, 5]);
    const [first] = sampleRows({ name: 'x', label: '示例', apiBase: '/x', titleField: 'url', fields: [field('url'), field('time')] });
    expect(first).toMatchObject({ _id: 'sample-1', url: 'https://example.com/docs/1', time: '09:30' });
  });

  it('省市区: a stored value (codes and names from 省 down), cut at 选择到', () => {
    expect(sampleValue(field('region'), 0)).toEqual({ codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] });
    expect(sampleValue(field('region', { regionLevel: 2 }), 1)).toEqual({ codes: ['44', '4403'], names: ['广东省', '深圳市'] });
    expect(sampleValue(field('region', { regionLevel: 1 }), 0)).toEqual({ codes: ['41'], names: ['河南省'] });
  });

  it('附件: one made-up upload per row, within the field’s size limit', () => {
    expect(sampleValue(field('file', { name: 'manual' }), 0)).toEqual([
      { id: 'sample-file-manual-1', name: '设备说明书.pdf', size: 245760, type: 'application/pdf' },
    ]);
    const [second] = sampleValue(field('file', { maxSize: 1024 * 1024 }), 1) as { size: number }[];
    expect(second.size).toBe(1024 * 1024);
  });

  it('自动编号: the pattern’s first numbers today; the 编号规则 example is counter 1', () => {
    const year = dayjs().format('YYYY');
    expect(rows(field('autoNumber', { numberPattern: 'SB-{YYYY}-{0000}' }))).toEqual([`SB-${year}-0001`, `SB-${year}-0002`]);
    expect(sampleNumber('NO-{YYYY}{MM}{DD}-{00}', 1)).toBe(`NO-${dayjs().format('YYYYMMDD')}-01`);
    expect(sampleNumber('SB-{YYYY}', 1)).toBeUndefined();
    expect(sampleNumber(undefined, 1)).toBeUndefined();
  });
});
