import { describe, expect, it } from 'vitest';
import { formSections, showSections } from '../../../../../src/engine/screens/schemaLayout';
import {
  addField,
  forPreview,
  removeField,
  setVisibility,
  toSaved,
  updateField,
  type ResourceDraft,
} from '../../../../../src/pages/settings/resource/draftEdits';
import {
  addSection,
  ownShowSections,
  removeSection,
  setSectionFields,
  setSectionTitle,
  showLikeForm,
  unsectionedFields,
} from '../../../../../src/pages/settings/resource/sectionEdits';

/** 设备 with two form sections: 基本 (名称, 型号, 状态) and 采购 (价格, 购置日期). */
function device(): ResourceDraft {
  return {
    name: 'device',
    label: '设备',
    titleField: 'name',
    fields: [
      { name: 'name', label: '名称', type: 'text', required: true },
      { name: 'model', label: '型号', type: 'text' },
      { name: 'state', label: '状态', type: 'text' },
      { name: 'price', label: '价格', type: 'money' },
      { name: 'boughtOn', label: '购置日期', type: 'date' },
    ],
    form: {
      sections: [
        { title: '基本', fields: ['name', 'model', 'state'] },
        { title: '采购', fields: ['price', 'boughtOn'] },
      ],
    },
  };
}

/** Each section of a screen as `title: labels`, as the engine draws it. */
const drawn = (sections: ReturnType<typeof formSections>) =>
  sections.map((s) => `${s.title ?? ''}: ${s.fields.map((f) => f.label).join(' ')}`);

describe('表单分组 remembers hidden fields', () => {
  it('a field hidden from the form and shown again returns to its section and place', () => {
    const hidden = setVisibility(device(), 2, 'form', false);
    expect(drawn(formSections(forPreview(hidden)))).toEqual(['基本: 名称 型号', '采购: 价格 购置日期']);
    const back = setVisibility(hidden, 2, 'form', true);
    expect(drawn(formSections(forPreview(back)))).toEqual(['基本: 名称 型号 状态', '采购: 价格 购置日期']);
    // The memo is part of the saved design, so it survives 保存草稿, reopening and 发布.
    expect(toSaved(hidden).form?.sections?.[0].fields).toEqual(['name', 'model', 'state']);
  });

  it('editing a section while one of its fields is hidden keeps that field’s place', () => {
    let d = setVisibility(device(), 1, 'form', false); // 型号, between 名称 and 状态
    expect(unsectionedFields(d, 'form')).toEqual([]);
    // The editor sends the visible fields only: 状态 first, then 名称, and 购置日期 from 采购.
    d = setSectionFields(d, 'form', 0, ['state', 'name', 'boughtOn']);
    expect(d.form?.sections?.map((s) => s.fields)).toEqual([['state', 'model', 'name', 'boughtOn'], ['price']]);
    d = setVisibility(d, 1, 'form', true);
    expect(drawn(formSections(forPreview(d)))).toEqual(['基本: 状态 型号 名称 购置日期', '采购: 价格']);
  });

  it('the first section remembers hidden fields too, in field order', () => {
    const plain = setVisibility({ ...device(), form: undefined }, 3, 'form', false);
    const d = addSection(plain, 'form');
    expect(d.form?.sections).toEqual([{ title: '基本信息', fields: ['name', 'model', 'state', 'price', 'boughtOn'] }]);
    expect(drawn(formSections(forPreview(setVisibility(d, 3, 'form', true))))).toEqual(['基本信息: 名称 型号 状态 价格 购置日期']);
  });

  it('renames and removals follow a hidden field in its section', () => {
    let d = setVisibility(device(), 2, 'form', false);
    d = updateField(d, 2, { name: 'status' });
    expect(d.form?.sections?.[0].fields).toEqual(['name', 'model', 'status']);
    d = removeField(d, 2);
    expect(d.form?.sections?.[0].fields).toEqual(['name', 'model']);
  });
});

describe('详情分组', () => {
  it('follows the form’s sections until it has its own', () => {
    const d = device();
    expect(d.show).toBeUndefined();
    expect(toSaved(d)).not.toHaveProperty('show');
    // 自定义 starts from the form's sections, so the show page looks the same until changed.
    const own = ownShowSections(d);
    expect(own.show?.sections).toEqual(d.form?.sections);
    expect(toSaved(own).show?.sections).toEqual(d.form?.sections);
    expect(showLikeForm(own)).toEqual(d);
  });

  it('edits the show sections apart from the form’s', () => {
    let d = setSectionTitle(ownShowSections(device()), 'show', 1, ' 采购信息 ');
    d = setSectionFields(addSection(d, 'show'), 'show', 2, ['state']);
    expect(d.form?.sections).toEqual(device().form?.sections);
    expect(toSaved(d).show?.sections).toEqual([
      { title: '基本', fields: ['name', 'model'] },
      { title: '采购信息', fields: ['price', 'boughtOn'] },
      { title: '分组3', fields: ['state'] },
    ]);
    expect(drawn(showSections(forPreview(d)))).toEqual(['基本: 名称 型号', ' 采购信息 : 价格 购置日期', '分组3: 状态']);
    // The last show section removed: still its own layout (不分组), not the form's.
    d = removeSection(removeSection(removeSection(d, 'show', 0), 'show', 0), 'show', 0);
    expect(d.show).toEqual({ sections: [] });
    expect(drawn(showSections(forPreview(d)))).toEqual([': 名称 型号 状态 价格 购置日期']);
  });

  it('a field hidden from the show page and shown again returns to its show section', () => {
    let d = setSectionFields(addSection(ownShowSections(device()), 'show'), 'show', 2, ['model']);
    d = setVisibility(d, 1, 'show', false);
    expect(drawn(showSections(forPreview(d)))).toEqual(['基本: 名称 状态', '采购: 价格 购置日期']);
    expect(unsectionedFields(d, 'show')).toEqual([]);
    d = setVisibility(d, 1, 'show', true);
    expect(drawn(showSections(forPreview(d)))).toEqual(['基本: 名称 状态', '采购: 价格 购置日期', '分组3: 型号']);
  });

  it('a field hidden from the form keeps its place on a show page that follows the form', () => {
    const d = setVisibility(device(), 2, 'form', false);
    expect(drawn(showSections(forPreview(d)))).toEqual(['基本: 名称 型号 状态', '采购: 价格 购置日期']);
  });

  it('a new field is no show section’s until one takes it', () => {
    const d = addField(ownShowSections(device()));
    expect(unsectionedFields(d, 'show').map((f) => f.name)).toEqual(['field6']);
    expect(addSection(d, 'show').show?.sections?.[2]).toEqual({ title: '分组3', fields: ['field6'] });
  });
});
