import { describe, expect, it } from 'vitest';
import {
  DESIGN_MAX_FIELDS,
  DESIGN_NAME_RULE,
  designProblems,
  fieldTypeLabel,
  isDesignName,
  type DesignTargetLookup,
} from '../../../src/schemas/designCheck';
import { customerSchema } from '../../../src/schemas/customer';
import type { ResourceSchema } from '../../../src/schemas/types';

const targets: DesignTargetLookup = (name) => (name === 'customer' ? customerSchema : name === 'user' ? 'external' : undefined);
const design = (over: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name: 'equipment',
  label: '设备台账',
  apiBase: '',
  titleField: 'name',
  fields: [
    { name: 'name', label: '设备名称', type: 'text', required: true, sortable: true },
    { name: 'customerId', label: '使用客户', type: 'reference', reference: { resource: 'customer', labelField: 'name' } },
  ],
  ...over,
});

describe('designProblems', () => {
  it('accepts a well-formed design', () => {
    expect(designProblems(design(), targets)).toEqual([]);
  });

  it('names resources and fields by one rule: underscores and capitals in both, never two underscores in a row', () => {
    const fields = (...names: string[]) => [
      ...design().fields,
      ...names.map((name, i) => ({ name, label: `字段${i}`, type: 'text' as const })),
    ];
    // A field named buy_date was refused while a resource named buy_order was accepted.
    expect(designProblems(design({ name: 'buy_order', fields: fields('buy_date', 'serialNo', 'x1') }), targets)).toEqual([]);
    expect(designProblems(design({ name: 'buyOrder' }), targets)).toEqual([]);
    expect(['buy_date', 'buyOrder', 'a', 'x_1_y'].every(isDesignName)).toBe(true);
    expect(['Buy', '_a', '1a', 'buy__date', 'buy-date', '购入', 'a'.repeat(32), ''].some(isDesignName)).toBe(false);
    const rule = `须${DESIGN_NAME_RULE}`;
    expect(designProblems(design({ name: 'buy__order', fields: fields('buy__date') }), targets)).toEqual([
      `“设备台账”的资源名${rule}`,
      `“设备台账”的字段“字段0”的字段名${rule}`,
    ]);
    // One column: buyDate and buy_date are both buy_date.
    expect(designProblems(design({ fields: fields('buyDate', 'buy_date') }), targets)).toEqual([
      '“设备台账”的字段名 buy_date 与 buyDate 只有大小写或下划线不同，会存进同一列，请换一个',
    ]);
    // A saved design keeps the name it was first saved under (the rule of that day allowed `__`).
    expect(designProblems(design({ name: 'equip__log' }), targets, new Set(), { nameSaved: true })).toEqual([]);
    // A built-in's name in another spelling is taken too.
    expect(designProblems(design({ name: 'custom_er' }), targets, new Set(['customer']))).toEqual([
      '“设备台账”的资源名 custom_er 已被系统使用，请换一个',
    ]);
  });

  it('names the resource and the field of every problem, in Chinese', () => {
    const problems = designProblems(
      design({
        fields: [
          { name: 'Name', label: '名称', type: 'text' },
          { name: 'level', label: '级别', type: 'enum', options: [{ value: 'a,b', label: '甲' }] },
          { name: 'price', label: '价格', type: 'money', min: 10, max: 1 },
          { name: 'createdBy', label: '创建人', type: 'text' },
          { name: 'tenantID', label: '租户', type: 'text' },
          { name: 'code', label: '编码', type: 'text', pattern: '[' },
          { name: 'ref', label: '关联', type: 'reference', reference: { resource: 'customer', labelField: 'nope' } },
        ],
        titleField: 'missing',
      }),
      targets,
    );
    expect(problems).toEqual([
      '“设备台账”的字段“名称”的字段名须以小写字母开头，只含字母、数字和下划线（不能连用两个），最多 31 个字符',
      '“设备台账”的字段“级别”的选项值“a,b”不能含逗号',
      '“设备台账”的字段“价格”的最小值大于最大值',
      '“设备台账”的字段“创建人”的字段名 createdBy 是系统保留的，请换一个',
      '“设备台账”的字段“租户”的字段名 tenantID 是系统保留的，请换一个',
      '“设备台账”的字段“编码”的格式（正则表达式）缺少右方括号 ]',
      '“设备台账”的字段“关联”的显示字段 nope 不是“客户”的字段',
      '“设备台账”要选择一个标题字段（记录的名称）',
    ]);
  });

  it('names, in Chinese, layout parts that name no field of the resource (an imported design)', () => {
    const problems = designProblems(
      design({
        fields: [...design().fields, { name: 'photo', label: '照片', type: 'image' }],
        list: { columns: ['name', 'ghost'], filters: ['nope', 'photo'], defaultSort: { field: 'name', order: 'up' as 'asc' } },
        form: { sections: [{ title: '基本信息', fields: ['name', 'gone'] }, { fields: 'name' as unknown as string[] }] },
        show: { sections: [{ title: '概要' } as never] },
      }),
      targets,
    );
    expect(problems).toEqual([
      '“设备台账”的默认排序方向只能是升序或降序',
      '“设备台账”的列表列 ghost 不是它的字段',
      '“设备台账”的筛选项 nope 不是它的字段',
      '“设备台账”的字段“照片”是图片，不能筛选',
      '“设备台账”的表单分组“基本信息”中的 gone 不是它的字段',
      '“设备台账”的表单分组第 2 组的字段必须是字段名的列表',
      '“设备台账”的详情分组“概要”的字段必须是字段名的列表',
    ]);
  });

  it('caps the fields of a design', () => {
    const fields = Array.from({ length: DESIGN_MAX_FIELDS + 1 }, (_, i) => ({ name: `f${i}`, label: `字段${i}`, type: 'text' as const }));
    expect(designProblems(design({ fields, titleField: 'f0' }), targets)).toEqual([
      `“设备台账”最多只能有 ${DESIGN_MAX_FIELDS} 个字段（现有 ${DESIGN_MAX_FIELDS + 1} 个）`,
    ]);
  });

  it('refuses names taken by the system and unknown targets', () => {
    expect(designProblems(design({ name: 'customer' }), targets, new Set(['customer']))).toEqual([
      '“设备台账”的资源名 customer 已被系统使用，请换一个',
    ]);
    const bad = design({
      fields: [{ name: 'x', label: '某物', type: 'reference', reference: { resource: 'ghost', labelField: 'name' } }],
      titleField: 'x',
    });
    expect(designProblems(bad, targets)).toEqual(['“设备台账”的字段“某物”关联的资源 ghost 不存在']);
  });

  it('offers the business types and checks 多选 options like 单选 ones', () => {
    const fields = [
      { name: 'name', label: '设备名称', type: 'text' as const },
      { name: 'site', label: '网址', type: 'url' as const, filterable: true },
      { name: 'opensAt', label: '营业时间', type: 'time' as const, filterable: true },
      { name: 'scopes', label: '经营范围', type: 'multiEnum' as const, filterable: true, options: [{ value: 'retail', label: '零售' }] },
      { name: 'idNo', label: '身份证号', type: 'idCard' as const },
      { name: 'creditCode', label: '信用代码', type: 'creditCode' as const },
    ];
    expect(designProblems(design({ fields }), targets)).toEqual([]);
    expect(fieldTypeLabel('multiEnum')).toBe('多选');
    expect(fieldTypeLabel('creditCode')).toBe('统一社会信用代码');
    const bad = design({
      fields: [
        { name: 'name', label: '名称', type: 'text' },
        { name: 'scopes', label: '经营范围', type: 'multiEnum' },
        {
          name: 'tags',
          label: '标签',
          type: 'multiEnum',
          options: [
            { value: 'vip', label: '贵宾' },
            { value: 'VIP', label: '大客户' },
            { value: 'a"b', label: '引号' },
          ],
          default: 'vip',
        },
        { name: 'site', label: '网址', type: 'url', options: [{ value: 'a', label: '甲' }] },
      ],
    });
    expect(designProblems(bad, targets)).toEqual([
      '“设备台账”的字段“经营范围”至少要有一个选项',
      '“设备台账”的字段“标签”的选项值“VIP”重复了（多选的选项值不区分大小写）',
      '“设备台账”的字段“标签”的选项值“a"b”不能含引号或反斜杠',
      '“设备台账”的字段“标签”是多选，不能设默认值',
      '“设备台账”的字段“网址”不是单选或多选，不能有选项',
    ]);
  });

  it('requires a sortable default sort field and a page size from 1 to 100', () => {
    expect(designProblems(design({ list: { defaultSort: { field: 'customerId', order: 'asc' }, pageSize: 500 } }), targets)).toEqual([
      '“设备台账”的默认排序字段“使用客户”没有勾选“可排序”',
      '“设备台账”的每页条数只能是 1 到 100',
    ]);
  });
});
