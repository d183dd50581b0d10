import { describe, expect, it } from 'vitest';
import {
  addField,
  addOption,
  changeFieldType,
  emptyDraft,
  fromServer,
  indexAfterMove,
  moveField,
  removeField,
  removeOption,
  sameDraft,
  setListColumns,
  setListSettings,
  setVisibility,
  toSaved,
  updateField,
  updateOption,
  updateResource,
  type ResourceDraft,
} from '../../../../../src/pages/settings/resource/draftEdits';
import {
  addSection,
  moveSection,
  removeSection,
  setSectionFields,
  setSectionTitle,
  unsectionedFields,
} from '../../../../../src/pages/settings/resource/sectionEdits';

/** 设备台账 with a title, a sortable date used as the default order, and an enum with a default. */
function equipment(): ResourceDraft {
  return {
    name: 'equipment',
    label: '设备台账',
    titleField: 'model',
    fields: [
      { name: 'model', label: '型号', type: 'text', required: true, sortable: true },
      { name: 'boughtOn', label: '购置日期', type: 'date', sortable: true },
      {
        name: 'state',
        label: '状态',
        type: 'enum',
        default: 'ok',
        options: [
          { value: 'ok', label: '在用', color: 'green' },
          { value: 'broken', label: '故障', color: 'red' },
        ],
      },
    ],
    list: { pageSize: 20, defaultSort: { field: 'boughtOn', order: 'desc' }, columns: ['model', 'boughtOn'] },
    form: { sections: [{ title: '基本', fields: ['model', 'boughtOn', 'state'] }] },
  };
}

describe('draft edits', () => {
  it('starts a new resource with a required 名称 as its title', () => {
    const d = emptyDraft();
    expect(d.titleField).toBe('name');
    expect(d.fields).toEqual([expect.objectContaining({ name: 'name', label: '名称', type: 'text', required: true })]);
  });

  it('adds fields under free names, an enum with starter options', () => {
    let d = addField(equipment());
    expect(d.fields[3]).toEqual({ name: 'field4', label: '新字段4', type: 'text' });
    d = addField(updateField(d, 3, { name: 'field5' }), 'enum');
    expect(d.fields[4].name).toBe('field6');
    expect(d.fields[4].options?.length).toBe(2);
    expect(addField(d, 'multiEnum').fields[5].options?.length).toBe(2);
  });

  it('moves fields and says where an open field went', () => {
    const d = moveField(equipment(), 0, 2);
    expect(d.fields.map((f) => f.name)).toEqual(['boughtOn', 'state', 'model']);
    expect(moveField(equipment(), 0, 5)).toEqual(equipment());
    expect(indexAfterMove(0, 0, 2)).toBe(2);
    expect(indexAfterMove(1, 0, 2)).toBe(0);
    expect(indexAfterMove(1, 2, 0)).toBe(2);
    expect(indexAfterMove(2, 0, 1)).toBe(2);
  });

  it('renames a field everywhere the draft names it', () => {
    const d = updateField(updateField(equipment(), 0, { name: 'modelNo' }), 1, { name: 'purchased' });
    expect(d.titleField).toBe('modelNo');
    expect(d.list?.defaultSort).toEqual({ field: 'purchased', order: 'desc' });
    expect(d.list?.columns).toEqual(['modelNo', 'purchased']);
    expect(d.form?.sections?.[0].fields).toEqual(['modelNo', 'purchased', 'state']);
  });

  it('removes a field with its title, sort, column and section places', () => {
    let d = removeField(equipment(), 1);
    expect(d.fields.map((f) => f.name)).toEqual(['model', 'state']);
    expect(d.list).toEqual({ pageSize: 20, columns: ['model'] });
    expect(d.form?.sections?.[0].fields).toEqual(['model', 'state']);
    d = removeField(d, 0);
    expect(d.titleField).toBe('state');
  });

  it('removes a setting given as undefined, and drops a default sort on a field no longer sortable', () => {
    let d = updateField(equipment(), 0, { required: undefined });
    expect('required' in d.fields[0]).toBe(false);
    d = updateField(d, 1, { sortable: undefined });
    expect(d.list?.defaultSort).toBeUndefined();
  });

  it('changes a type keeping only what the new type allows', () => {
    let d = updateField(equipment(), 0, { maxLength: 30, pattern: '^[A-Z]', searchable: true });
    d = changeFieldType(d, 0, 'integer');
    expect(d.fields[0]).toEqual({ name: 'model', label: '型号', type: 'integer', required: true, sortable: true });
    d = changeFieldType(d, 0, 'textarea');
    // A textarea cannot be sorted: the flag goes.
    expect(d.fields[0].sortable).toBeUndefined();
    // An enum keeps its options and default when it goes to enum again, and gets starters when it had none.
    const e = changeFieldType(changeFieldType(equipment(), 2, 'text'), 2, 'enum');
    expect(e.fields[2].options?.map((o) => o.value)).toEqual(['1', '2']);
    expect(changeFieldType(equipment(), 1, 'image').list?.defaultSort).toBeUndefined();
    // 单选 → 多选 keeps the options; a 多选 takes no default.
    const m = changeFieldType(equipment(), 2, 'multiEnum').fields[2];
    expect(m.options?.map((o) => o.value)).toEqual(['ok', 'broken']);
    expect(m.default).toBeUndefined();
  });

  it('keeps money limits only from money to money (cents mean something else elsewhere)', () => {
    const d: ResourceDraft = { ...equipment(), fields: [{ name: 'price', label: '价格', type: 'money', min: 100, default: 500 }] };
    expect(changeFieldType(d, 0, 'number').fields[0]).toEqual({ name: 'price', label: '价格', type: 'number' });
    const n = changeFieldType({ ...d, fields: [{ name: 'qty', label: '数量', type: 'integer', min: 1, default: 2 }] }, 0, 'number');
    expect(n.fields[0]).toEqual({ name: 'qty', label: '数量', type: 'number', min: 1, default: 2 });
  });

  it('starts a 自动编号 with a 编号规则 and never required; 省市区 and 附件 drop what they cannot have', () => {
    expect(addField(equipment(), 'autoNumber').fields[3]).toEqual({
      name: 'field4',
      label: '新字段4',
      type: 'autoNumber',
      numberPattern: 'NO-{YYYY}-{0000}',
    });
    // 型号 was required, searchable and sortable: an autoNumber is found and ordered as text, but given by the server.
    const n = changeFieldType(updateField(equipment(), 0, { searchable: true, maxLength: 30 }), 0, 'autoNumber').fields[0];
    expect(n).toEqual({
      name: 'model',
      label: '型号',
      type: 'autoNumber',
      numberPattern: 'NO-{YYYY}-{0000}',
      sortable: true,
      searchable: true,
    });
    // Its pattern goes with the type; a region keeps no sort and no default.
    const r = changeFieldType({ ...equipment(), fields: [n] }, 0, 'region').fields[0];
    expect(r).toEqual({ name: 'model', label: '型号', type: 'region' });
    const f = changeFieldType(equipment(), 2, 'file').fields[2];
    expect(f).toEqual({ name: 'state', label: '状态', type: 'file' });
  });

  it('sets where a field shows as all three flags', () => {
    const d = setVisibility(equipment(), 0, 'list', false);
    expect(d.fields[0].visible).toEqual({ list: false, form: true, show: true });
  });

  it('edits enum options: adding, renaming the default option, removing it', () => {
    let d = addOption(equipment(), 2);
    expect(d.fields[2].options?.[2]).toEqual({ value: '3', label: '选项3', color: 'default' });
    d = updateOption(d, 2, 0, { value: 'inUse' });
    expect(d.fields[2].default).toBe('inUse');
    d = removeOption(d, 2, 0);
    expect(d.fields[2].default).toBeUndefined();
    expect(d.fields[2].options?.map((o) => o.value)).toEqual(['broken', '3']);
  });

  it('sets resource and list settings, removing what is cleared', () => {
    let d = updateResource(equipment(), { parent: 'setting', icon: 'TagsOutlined' });
    expect(d.parent).toBe('setting');
    d = updateResource(d, { parent: undefined });
    expect('parent' in d).toBe(false);
    d = setListSettings(d, { pageSize: undefined, defaultSort: undefined, columns: undefined });
    expect('list' in d).toBe(false);
  });

  it('chooses list columns in the order chosen, turning their 列表显示 on; none is the default', () => {
    let d = setVisibility(equipment(), 2, 'list', false);
    d = setListColumns(d, ['state', 'model', 'state', 'gone']);
    expect(d.list?.columns).toEqual(['state', 'model']);
    expect(d.fields[2].visible).toEqual({ list: true, form: true, show: true });
    d = setListColumns(d, []);
    expect(d.list).toEqual({ pageSize: 20, defaultSort: { field: 'boughtOn', order: 'desc' } });
  });

  it('keeps chosen columns in step with 列表显示', () => {
    // Unticked: out of the columns; ticked again: back in, last.
    let d = setVisibility(equipment(), 0, 'list', false);
    expect(d.list?.columns).toEqual(['boughtOn']);
    d = setVisibility(d, 2, 'list', true);
    expect(d.list?.columns).toEqual(['boughtOn', 'state']);
    d = setVisibility(d, 0, 'list', true);
    expect(d.list?.columns).toEqual(['boughtOn', 'state', 'model']);
    // The last chosen column unticked: the default columns again, not a list without any.
    d = setVisibility(setListColumns(d, ['state']), 2, 'list', false);
    expect(d.list?.columns).toBeUndefined();
    // Without chosen columns, ticking chooses none.
    expect(setVisibility(d, 2, 'list', true).list?.columns).toBeUndefined();
    // Removing the last chosen column's field also means the default again.
    expect(removeField(setListColumns(equipment(), ['state']), 2).list?.columns).toBeUndefined();
  });

  it('adds form sections: the first takes every form field, the next the ones left', () => {
    const plain: ResourceDraft = { ...equipment(), form: undefined };
    let d = addSection(plain, 'form');
    expect(d.form?.sections).toEqual([{ title: '基本信息', fields: ['model', 'boughtOn', 'state'] }]);
    d = addSection(d, 'form');
    expect(d.form?.sections?.[1]).toEqual({ title: '分组2', fields: [] });
    // A field added later is no section's: the engine shows it under 其他信息, and a new section takes it.
    d = addField(d);
    expect(unsectionedFields(d, 'form').map((f) => f.name)).toEqual(['field4']);
    expect(addSection(d, 'form').form?.sections?.[2]).toEqual({ title: '分组3', fields: ['field4'] });
    // A field hidden from forms is kept in the first section (hidden), so it comes back there when shown.
    expect(addSection(setVisibility(plain, 2, 'form', false), 'form').form?.sections?.[0].fields).toEqual(['model', 'boughtOn', 'state']);
  });

  it('sets a section’s fields, moving a field another section had', () => {
    let d = addSection(equipment(), 'form');
    expect(d.form?.sections?.[1].fields).toEqual([]);
    d = setSectionFields(d, 'form', 1, ['state', 'boughtOn', 'state', 'gone']);
    expect(d.form?.sections).toEqual([
      { title: '基本', fields: ['model'] },
      { title: '分组2', fields: ['state', 'boughtOn'] },
    ]);
    d = setSectionTitle(setSectionTitle(d, 'form', 1, '采购信息'), 'form', 0, '');
    expect(d.form?.sections?.map((s) => s.title)).toEqual([undefined, '采购信息']);
    expect('title' in d.form!.sections![0]).toBe(false);
    // Hidden from forms: still in its section (the form leaves it out), so showing it puts it back there.
    expect(setVisibility(d, 2, 'form', false).form?.sections?.[1].fields).toEqual(['state', 'boughtOn']);
  });

  it('moves and removes sections; none left is the default form', () => {
    let d = setSectionFields(setSectionTitle(addSection(equipment(), 'form'), 'form', 1, '状态'), 'form', 1, ['state']);
    d = moveSection(d, 'form', 1, 0);
    expect(d.form?.sections?.map((s) => s.title)).toEqual(['状态', '基本']);
    expect(moveSection(d, 'form', 0, 2)).toBe(d);
    d = removeSection(d, 'form', 0);
    expect(d.form?.sections).toEqual([{ title: '基本', fields: ['model', 'boughtOn'] }]);
    expect(unsectionedFields(d, 'form').map((f) => f.name)).toEqual(['state']);
    d = removeSection(d, 'form', 0);
    expect('form' in d).toBe(false);
  });

  it('renames and removes fields in sections and columns', () => {
    let d = setSectionFields(addSection(equipment(), 'form'), 'form', 1, ['state']);
    d = setListColumns(d, ['state', 'model']);
    d = updateField(d, 2, { name: 'status' });
    expect(d.list?.columns).toEqual(['status', 'model']);
    expect(d.form?.sections?.map((s) => s.fields)).toEqual([['model', 'boughtOn'], ['status']]);
    d = removeField(d, 2);
    expect(d.list?.columns).toEqual(['model']);
    expect(d.form?.sections?.map((s) => s.fields)).toEqual([['model', 'boughtOn'], []]);
  });

  it('saves section titles trimmed, an emptied one untitled', () => {
    const d = setSectionTitle(setSectionTitle(addSection(equipment(), 'form'), 'form', 0, ' 基本信息 '), 'form', 1, '  ');
    expect(toSaved(d).form?.sections?.map((s) => s.title)).toEqual(['基本信息', undefined]);
    expect('title' in toSaved(d).form!.sections![1]).toBe(false);
  });

  it('reads sections of any shape a draft saved through the API holds as titles with lists of names', () => {
    const odd = { ...equipment(), form: { sections: [{ title: '基本' }, null, { title: '其他', fields: ['model', 3] }] } };
    expect(fromServer(odd as never).form?.sections).toEqual([
      { title: '基本', fields: [] },
      { title: '其他', fields: ['model'] },
    ]);
  });

  it('saves only the designed parts, without the server’s apiBase and table or empty texts', () => {
    const server = { ...equipment(), apiBase: '/business/custom/equipment', table: 'x_equipment' };
    const d = updateField(fromServer(server), 0, { pattern: '', label: ' 型号 ' });
    const saved = toSaved(d);
    expect(saved).not.toHaveProperty('apiBase');
    expect(saved).not.toHaveProperty('table');
    expect(saved.fields[0]).toEqual({ name: 'model', label: '型号', type: 'text', required: true, sortable: true });
    expect(sameDraft(d, equipment())).toBe(true);
    expect(sameDraft(addField(d), equipment())).toBe(false);
  });
});
