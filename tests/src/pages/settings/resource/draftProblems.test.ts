import { describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../../../../src/schemas';
import {
  addField,
  changeFieldType,
  emptyDraft,
  updateField,
  type ResourceDraft,
} from '../../../../../src/pages/settings/resource/draftEdits';
import { draftProblems, settingProblems } from '../../../../../src/pages/settings/resource/draftProblems';
import { problemText } from '../../../../../src/pages/settings/resource/problemText';
import { sampleRows } from '../../../../../src/pages/settings/resource/previewRows';
import { STAFF_TARGET } from '../../../../../src/pages/settings/resource/referenceTargets';
import { creditCodeProblem, idCardProblem } from '../../../../../src/domain/identityCodes';

const named = (over: Partial<ResourceDraft> = {}): ResourceDraft => ({ ...emptyDraft(), name: 'equipment', label: '设备台账', ...over });

describe('draft problems', () => {
  it('a new draft with a name and a label is sound and previews whole', () => {
    const p = draftProblems(named(), resourceSchemas);
    expect(p.all).toEqual([]);
    expect(p.preview?.apiBase).toBe('/business/custom/equipment');
    expect(p.preview?.fields.map((f) => f.name)).toEqual(['name']);
  });

  it('says in the designer’s words what the resource lacks, and refuses a name in use', () => {
    const empty = draftProblems(emptyDraft(), resourceSchemas);
    expect(empty.resource).toEqual(['请填写 API 名称', '请填写中文名称']);
    // The design rules' sentences about an empty name and label give way to the designer's own.
    expect(empty.all).toEqual(['请填写 API 名称', '请填写中文名称']);
    expect(draftProblems(named({ name: 'Equipment' }), resourceSchemas).resource[0]).toMatch(/^API 名称须以小写字母开头/);
    expect(draftProblems(named({ name: 'customer' }), resourceSchemas).resource).toEqual(['API 名称“customer”已被使用']);
    for (const page of ['role', 'setting', 'business'])
      expect(draftProblems(named({ name: page }), resourceSchemas).resource).toHaveLength(1);
    const other = draftProblems(named(), resourceSchemas, new Set(['equipment']));
    expect(other.resource).toEqual(['API 名称“equipment”已被使用']);
    expect(other.all).toEqual(['API 名称“equipment”已被使用']);
  });

  it('names a field’s problems under it (the design rules’ words) and leaves that field out of the preview', () => {
    let d = addField(named());
    d = updateField(d, 1, { name: 'Bad_name', min: 5, max: 1 });
    d = addField(d, 'enum');
    d = updateField(d, 2, { options: [] });
    const p = draftProblems(d, resourceSchemas);
    expect(p.fields[0]).toEqual([]);
    expect(p.fields[1]).toEqual([
      '字段名须以小写字母开头，只含字母、数字和下划线（不能连用两个），最多 31 个字符',
      '最小值大于最大值',
      '不是数字，不能设最小值、最大值',
    ]);
    expect(p.fields[2]).toEqual(['至少要有一个选项']);
    // The list beside the preview: the sentences the server refuses a publish with.
    expect(p.all).toContain('“设备台账”的字段“新字段3”至少要有一个选项');
    expect(p.preview?.fields.map((f) => f.name)).toEqual(['name']);
    expect(draftProblems(updateField(d, 1, { label: '' }), resourceSchemas).fields[1]).toContain('请填写显示名称');
  });

  it('checks reference targets and label fields against the known resources and the staff', () => {
    let d = changeFieldType(addField(named()), 1, 'reference');
    expect(draftProblems(d, resourceSchemas).fields[1]).toEqual(['要选择关联到哪个资源']);
    d = updateField(d, 1, { reference: { resource: 'customer', labelField: 'nope' } });
    expect(draftProblems(d, resourceSchemas).fields[1]).toEqual(['显示字段 nope 不是“客户”的字段']);
    d = updateField(d, 1, { reference: STAFF_TARGET });
    expect(draftProblems(d, resourceSchemas).fields[1]).toEqual([]);
    expect(draftProblems(d, resourceSchemas).all).toEqual([]);
  });

  it('reports duplicate names, and a title or sort left pointing nowhere', () => {
    let d = updateField(addField(named()), 1, { name: 'name' });
    expect(draftProblems(d, resourceSchemas).fields[1]).toEqual(['字段名重复']);
    expect(draftProblems(d, resourceSchemas).all).toEqual(['“设备台账”有两个字段都叫 name']);
    d = {
      ...named(),
      titleField: 'gone',
      fields: [{ name: 'name', label: '名称', type: 'text' }],
      list: { defaultSort: { field: 'name', order: 'asc' } },
    };
    expect(draftProblems(d, resourceSchemas).all).toEqual([
      '“设备台账”要选择一个标题字段（记录的名称）',
      '“设备台账”的默认排序字段“名称”没有勾选“可排序”',
    ]);
  });

  it('省市区, 附件 and 自动编号 as the designer makes them publish; their settings’ problems go under their inputs', () => {
    let d = addField(addField(addField(named(), 'region'), 'file'), 'autoNumber');
    d = updateField(d, 1, { regionLevel: 2 });
    d = updateField(d, 2, { accept: ['.pdf'], maxSize: 5 * 1024 * 1024, max: 3 });
    expect(draftProblems(d, resourceSchemas).all).toEqual([]);
    d = updateField(d, 2, { max: 60, accept: ['pdf'] });
    d = updateField(d, 3, { numberPattern: 'SB-{MM}-{0000}' });
    const p = draftProblems(d, resourceSchemas);
    expect(p.fields[3]).toEqual(['编号规则有 {MM} 时还要有 {YYYY} 或 {YY}']);
    expect(settingProblems('autoNumber', p.fields[3])).toEqual({
      at: { numberPattern: '编号规则有 {MM} 时还要有 {YYYY} 或 {YY}' },
      rest: [],
    });
    const file = settingProblems('file', p.fields[2]);
    expect(file.at).toEqual({ max: '最多文件数只能是 1 到 50', accept: expect.stringMatching(/^文件类型“pdf”写得不对/) });
    expect(file.rest).toEqual([]);
    // A setting its type has no input for stays in the list below the field.
    expect(settingProblems('text', ['不是自动编号，不能设编号规则']).rest).toEqual(['不是自动编号，不能设编号规则']);
    expect(p.preview?.fields.map((f) => f.name)).toEqual(['name', 'field2']);
  });

  it('says validateSchema’s developer messages in Chinese (an unknown one as it is)', () => {
    expect(problemText('enum value "a,b" must not contain a comma')).toBe('选项取值“a,b”不能包含逗号');
    expect(problemText('min 5 is greater than max 1')).toBe('最小值 5 大于最大值 1');
    expect(problemText('something new')).toBe('something new');
  });

  it('makes sample rows from the types, within the limits, with codes that pass their checks', () => {
    let d = addField(named(), 'money');
    d = updateField(d, 1, { max: 1000 });
    d = changeFieldType(addField(d), 2, 'enum');
    d = addField(addField(d, 'idCard'), 'creditCode');
    const rows = sampleRows(draftProblems(d, resourceSchemas).preview!);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ _id: 'sample-1', name: '名称示例1', field2: 1000, field3: '1' });
    expect(rows[1].field3).toBe('2');
    for (const row of rows) {
      expect(idCardProblem(String(row.field4))).toBeUndefined();
      expect(creditCodeProblem(String(row.field5))).toBeUndefined();
    }
  });
});
