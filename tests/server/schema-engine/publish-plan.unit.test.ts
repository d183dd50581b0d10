import { describe, expect, it } from 'vitest';
import { planPublish } from '../../../server/src/schema-engine/publish-plan';
import { FIELD_TYPES, type FieldSchema, type FieldType, type ResourceSchema } from '../../../src/schemas/types';

const schema = (fields: FieldSchema[], over: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name: 'equipment',
  label: '设备台账',
  apiBase: '',
  titleField: 'name',
  fields,
  ...over,
});
const name: FieldSchema = { name: 'name', label: '名称', type: 'text' };
const count: FieldSchema = { name: 'count', label: '数量', type: 'integer' };
const note: FieldSchema = { name: 'note', label: '备注', type: 'textarea' };

/**
 * The type changes that keep every stored value readable, written out: the plan reads them from the
 * specs (free text, text read as stored, a widening with values reading alike), and must find these.
 */
const SAFE_CHANGES: Partial<Record<FieldType, readonly FieldType[]>> = {
  text: ['textarea'],
  textarea: ['text'],
  phone: ['text', 'textarea'],
  email: ['text', 'textarea'],
  integer: ['number'],
  date: ['text', 'textarea'],
  time: ['text', 'textarea'],
  url: ['text', 'textarea'],
  idCard: ['text', 'textarea'],
  creditCode: ['text', 'textarea'],
};

describe('planPublish', () => {
  it('lets exactly the safe type changes through, read from the specs', () => {
    const allowed: string[] = [];
    for (const from of FIELD_TYPES)
      for (const to of FIELD_TYPES) {
        if (from === to) continue;
        const v1 = schema([name, { name: 'value', label: '值', type: from }]);
        const v2 = schema([name, { name: 'value', label: '值', type: to }]);
        try {
          planPublish(v1, v2, planPublish(null, v1, {}).columns);
          allowed.push(`${from}→${to}`);
        } catch {
          // refused: not in the list
        }
      }
    expect(allowed.sort()).toEqual(
      Object.entries(SAFE_CHANGES)
        .flatMap(([from, tos]) => tos!.map((to) => `${from}→${to}`))
        .sort(),
    );
  });

  it('adds a column per stored field on the first publish', () => {
    const plan = planPublish(null, schema([name, count]), {});
    expect(plan.add).toEqual([
      { column: 'name', kind: 'text' },
      { column: 'count', kind: 'integer' },
    ]);
    expect(plan.columns).toEqual({ name: { kind: 'text', type: 'text' }, count: { kind: 'integer', type: 'integer' } });
    expect(plan.summary).toBe('首次发布，2 个字段：名称、数量');
  });

  it('keeps a removed field’s column and brings its data back when the field returns', () => {
    const v1 = schema([name, note]);
    const cols = planPublish(null, v1, {}).columns;
    const v2 = planPublish(v1, schema([name]), cols);
    expect(v2.add).toEqual([]);
    expect(v2.columns).toEqual({ name: { kind: 'text', type: 'text' }, note: { kind: 'text', type: 'textarea' } });
    expect(v2.summary).toBe('删除字段：备注（数据保留）');
    expect(planPublish(schema([name]), v1, v2.columns).add).toEqual([]);
  });

  it('lets safe type changes through (widening integer to real) and refuses the others naming the field', () => {
    const v1 = schema([name, count]);
    const cols = planPublish(null, v1, {}).columns;
    const widened = planPublish(v1, schema([name, { ...count, type: 'number' }]), cols);
    expect(widened.widen).toEqual([{ column: 'count', kind: 'real' }]);
    expect(widened.summary).toBe('修改字段：数量（整数→小数）');
    expect(planPublish(v1, schema([{ ...name, type: 'textarea' }, count]), cols).summary).toBe('修改字段：名称（单行文本→多行文本）');
    expect(() => planPublish(v1, schema([name, { ...count, type: 'text' }]), cols)).toThrow(
      '“设备台账”的字段“数量”不能从整数改为单行文本：已有的数据可能丢失或读错。请新建一个字段',
    );
    // Back to 整数 over the widened column: a rollback reads the values as stored.
    expect(planPublish(schema([name, { ...count, type: 'number' }]), v1, widened.columns, true).widen).toEqual([]);
  });

  it('refuses a field added again under an old name with another kind of value', () => {
    const cols = { name: 'text', count: 'integer' } as const;
    expect(() => planPublish(schema([name]), schema([name, { name: 'count', label: '计数说明', type: 'text' }]), cols)).toThrow(
      '“设备台账”的字段名 count 以前存过另一种类型的数据（计数说明），请换一个字段名',
    );
  });

  it('summarises labels, order and settings', () => {
    const v1 = schema([name, count]);
    const cols = planPublish(null, v1, {}).columns;
    expect(planPublish(v1, schema([count, { ...name, label: '设备名称' }], { list: { pageSize: 20 } }), cols).summary).toBe(
      '修改字段：设备名称（名称 名称→设备名称）；调整了字段顺序；修改了列表或菜单设置',
    );
  });

  it('checks a field added again, and a rollback, against the type its column last held', () => {
    const price: FieldSchema = { name: 'price', label: '价格', type: 'money' };
    const v1 = schema([name, price]);
    const cols = planPublish(null, v1, {}).columns;
    const v2 = planPublish(v1, schema([name]), cols).columns;
    // 金额 removed, then back as 整数: ¥123.45 would read as 12345.
    expect(() => planPublish(schema([name]), schema([name, { ...price, type: 'integer' }]), v2)).toThrow(
      '“设备台账”的字段名 price 以前存过金额的数据，不能用作整数（价格），请换一个字段名',
    );
    // 日期 → 单行文本 (safe), then a rollback to 日期 would read any text written since as a date.
    const day: FieldSchema = { name: 'day', label: '日期', type: 'date' };
    const d1 = schema([name, day]);
    const d2 = planPublish(d1, schema([name, { ...day, type: 'text' }]), planPublish(null, d1, {}).columns).columns;
    expect(() => planPublish(schema([name, { ...day, type: 'text' }]), d1, d2, true)).toThrow(/不能从单行文本改为日期/);
  });
});
