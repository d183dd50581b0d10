import { describe, expect, it } from 'vitest';
import { fieldProblem, fieldRules } from '../../../../src/engine/renderers/rules';
import { InvalidJson } from '../../../../src/engine/renderers/invalidJson';
import type { FieldSchema } from '../../../../src/schemas/types';
import { gadgetSchema } from '../../support/testSchemas';

const f = (name: string) => gadgetSchema.fields.find((x) => x.name === name)!;
const text = (extra: Partial<FieldSchema>): FieldSchema => ({ name: 'n', label: '名称', type: 'text', ...extra });

// The one wording of src/domain/validationMessages.ts, the server's too (validation-wording.test.ts).
describe('client validation messages (Chinese)', () => {
  it.each<[FieldSchema, unknown, string | undefined]>([
    [text({ required: true }), '', '请输入名称'],
    [text({ required: true }), '  ', '请输入名称'],
    [text({}), '', undefined],
    [text({ minLength: 2 }), '甲', '名称至少需要 2 个字符'],
    [text({ maxLength: 3 }), '甲乙丙丁', '名称不能超过 3 个字符'],
    [f('phone'), '123', '请输入 11 位手机号'],
    [f('email'), 'a@', '邮箱的格式不正确'],
    [f('email'), 'a@b.cn', undefined],
    [{ name: 'p', label: '电话', type: 'phone' }, '010-12345678', undefined],
    [{ name: 'p', label: '电话', type: 'phone' }, 'abc', '电话的格式不正确'],
    [f('weight'), -1, '重量不能小于 0'],
    [f('stock'), -1, '库存不能小于 0'],
    [f('price'), -1, '价格不能小于 ¥0.00'],
    [{ name: 'm', label: '上限', type: 'money', max: 100000 }, 100001, '上限不能大于 ¥1,000.00'],
    [{ ...f('status'), required: true }, undefined, '请选择状态'],
    [{ ...f('photo'), required: true }, null, '请上传图片'],
    [{ ...f('items'), required: true }, [], '明细至少需要 1 项'],
    [
      f('items'),
      [
        { title: '螺丝', quantity: 1, unitPrice: 100 },
        { title: '钉', unitPrice: 5 },
      ],
      '第 2 行：请输入数量',
    ],
    [f('items'), [{ title: '螺丝', quantity: 1, unitPrice: -1 }], '第 1 行：单价不能小于 ¥0.00'],
    [f('extra'), new InvalidJson('{'), '扩展须为有效的 JSON'],
  ])('%#: %o with %j → %s', (field, value, expected) => {
    expect(fieldProblem(field, value)).toBe(expected);
  });

  it('marks required fields and rejects through antd', async () => {
    const [rule] = fieldRules(text({ required: true }));
    expect(rule).toMatchObject({ required: true });
    const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
    await expect(validator({}, '')).rejects.toThrow('请输入名称');
    await expect(validator({}, '好')).resolves.toBeUndefined();
  });
});
