import { describe, expect, it } from 'vitest';
import { planPublish } from '../../../../server/src/schema-engine/publish-plan';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';

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

describe('planPublish', () => {
  it('adds a column per stored field on the first publish', () => {
    const plan = planPublish(null, schema([name, count]), {});
    expect(plan.add).toEqual([
      { column: 'name', kind: 'text' },
      { column: 'count', kind: 'integer' },
    ]);
    expect(plan.columns).toEqual({ name: 'text', count: 'integer' });
    expect(plan.summary).toBe('首次发布，2 个字段：名称、数量');
  });

  it('keeps a removed field’s column and brings its data back when the field returns', () => {
    const v1 = schema([name, note]);
    const cols = planPublish(null, v1, {}).columns;
    const v2 = planPublish(v1, schema([name]), cols);
    expect(v2.add).toEqual([]);
    expect(v2.columns).toEqual({ name: 'text', note: 'text' });
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
});
