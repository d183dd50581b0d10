import { describe, expect, it } from 'vitest';
import { sampleRows, sampleValue, SAMPLE_ROWS } from '../../../../../src/pages/settings/resource/previewRows';
import { creditCodeProblem, idCardProblem } from '../../../../../src/domain/identityCodes';
import { DESIGN_FIELD_TYPES } from '../../../../../src/schemas/designCheck';
import { TIME_PATTERN, URL_PATTERN } from '../../../../../src/schemas/fieldDefaults';
import type { FieldSchema, FieldType } from '../../../../../src/schemas/types';

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

  it('keep numbers within the field’s limits and fill each row', () => {
    expect(rows(field('integer', { min: 5, max: 6 }))).toEqual([6, 5]);
    const [first] = sampleRows({ name: 'x', label: '示例', apiBase: '/x', titleField: 'url', fields: [field('url'), field('time')] });
    expect(first).toMatchObject({ _id: 'sample-1', url: 'https://example.com/docs/1', time: '09:30' });
  });
});
