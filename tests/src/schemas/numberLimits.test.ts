import { describe, expect, it } from 'vitest';
import { NUMBER_LIMIT, fieldNumberLimits } from '../../../src/schemas/fieldDefaults';
import { designProblems } from '../../../src/schemas/designCheck';
import type { ResourceSchema } from '../../../src/schemas/types';

// A number field's column (bigint or double) holds ±NUMBER_LIMIT exactly; nothing lets more through.
describe('number limits fit the columns', () => {
  it('never lets a field accept beyond ±NUMBER_LIMIT, whatever it declares', () => {
    expect(fieldNumberLimits({ name: 'n', label: '数量', type: 'integer', min: -1e20, max: 1e20 })).toEqual({
      min: -NUMBER_LIMIT,
      max: NUMBER_LIMIT,
    });
    expect(fieldNumberLimits({ name: 'n', label: '数量', type: 'money', min: 0, max: 100 })).toEqual({ min: 0, max: 100 });
  });

  it('refuses such limits in the designer, in Chinese', () => {
    const design: ResourceSchema = {
      name: 'meter',
      label: '仪表',
      apiBase: '',
      titleField: 'n',
      fields: [{ name: 'n', label: '读数', type: 'integer', max: 1e20 }],
    };
    expect(designProblems(design, () => undefined)).toEqual([
      `“仪表”的字段“读数”的最小值、最大值只能在 -${NUMBER_LIMIT} 到 ${NUMBER_LIMIT} 之间`,
    ]);
  });
});
