import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../../src/schemas/customer';
import { CUSTOM_SECTION_TITLE, customFieldsOf, extendSchema } from '../../../src/schemas/extendSchema';
import { formSections, filterFields, listFields, showSections } from '../../../src/engine/screens/schemaLayout';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';

const industry: FieldSchema = {
  name: 'industry',
  label: '行业',
  type: 'enum',
  options: [
    { value: 'mfg', label: '制造业', color: 'blue' },
    { value: 'it', label: '信息技术', color: 'green' },
  ],
  filterable: true,
};
const contract: FieldSchema = { name: 'contractNo', label: '合同编号', type: 'text', maxLength: 20, visible: { list: false } };

/** A built-in that lists its filters and show sections explicitly too. */
const gadget: ResourceSchema = {
  name: 'gadget',
  label: '器件',
  apiBase: '/business/gadget',
  titleField: 'name',
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'status', label: '状态', type: 'enum', options: [{ value: 1, label: '启用' }], filterable: true },
  ],
  list: { columns: ['name'], filters: ['status'] },
  show: { sections: [{ title: '概要', fields: ['name', 'status'] }] },
};

const names = (fields: readonly FieldSchema[]) => fields.map((f) => f.name);

describe('extendSchema: a built-in with a tenant’s custom fields', () => {
  it('appends the custom fields after the built-in ones, marked custom, to the explicit columns and a 自定义字段 section', () => {
    const { schema, dropped } = extendSchema(customerSchema, [industry, contract]);
    expect(dropped).toEqual([]);
    expect(names(schema.fields)).toEqual([...names(customerSchema.fields), 'industry', 'contractNo']);
    expect(schema.fields.slice(-2).every((f) => f.custom)).toBe(true);
    // customer lists its columns: the custom one shown in lists joins them, the hidden one does not.
    expect(schema.list!.columns).toEqual([...customerSchema.list!.columns!, 'industry']);
    expect(names(listFields(schema)).at(-1)).toBe('industry');
    // customer leaves its filters to the fields' marks: they already follow, and the list stays as declared.
    expect(schema.list!.filters).toBeUndefined();
    expect(names(filterFields(schema))).toContain('industry');
    expect(schema.list!.defaultSort).toEqual(customerSchema.list!.defaultSort);
    expect(schema.form!.sections!.at(-1)).toEqual({ title: CUSTOM_SECTION_TITLE, fields: ['industry', 'contractNo'] });
    expect(formSections(schema).at(-1)).toMatchObject({ title: '自定义字段', fields: [{ name: 'industry' }, { name: 'contractNo' }] });
    // The show page takes the form's sections (then 其他信息: 来源潜在客户, shown but never in forms).
    expect(showSections(schema).map((s) => s.title)).toEqual(['基本信息', '联系信息', '其他', '自定义字段', '其他信息']);
    // The bundle is not touched.
    expect(customerSchema.fields.some((f) => f.name === 'industry')).toBe(false);
    expect(customerSchema.list!.columns).not.toContain('industry');
  });

  it('extends explicit filters with filterable custom fields, and explicit show sections', () => {
    const { schema } = extendSchema(gadget, [industry, contract]);
    expect(schema.list).toEqual({ columns: ['name', 'industry'], filters: ['status', 'industry'] });
    expect(schema.show!.sections!.map((s) => s.title)).toEqual(['概要', '自定义字段']);
    expect(schema.form).toBeUndefined();
    // Without sections, the one default section holds every field.
    expect(names(formSections(schema)[0].fields)).toEqual(['name', 'status', 'industry', 'contractNo']);
  });

  it('drops, and names for the log, a custom field clashing with a built-in field or with an earlier custom field', () => {
    const { schema, dropped } = extendSchema(customerSchema, [{ ...contract, name: 'name' }, industry, { ...industry, label: '行业2' }]);
    expect(names(schema.fields).filter((n) => n === 'name')).toHaveLength(1);
    expect(schema.fields.find((f) => f.name === 'name')!.label).toBe('客户名称');
    expect(schema.fields.filter((f) => f.custom).map((f) => f.label)).toEqual(['行业']);
    expect(dropped).toEqual([
      'resource "customer", field "name": a custom field takes the name of a field the resource has: left out',
      'resource "customer", field "industry": a custom field takes the name of a field the resource has: left out',
    ]);
  });

  it('drops a field the schema rules refuse or, given a look-up, one referencing a resource not served', () => {
    const fields = [
      { name: 'zone', label: '片区', type: 'region2' },
      { ...industry, options: [] },
      { name: 'vehicleId', label: '车辆', type: 'reference', reference: { resource: 'vehicle', labelField: 'title' } },
      contract,
    ];
    const { schema, dropped } = extendSchema(customerSchema, fields, () => undefined);
    expect(schema.fields.filter((f) => f.custom).map((f) => f.name)).toEqual(['contractNo']);
    expect(dropped.join('\n')).toMatch(/field "zone"/);
    expect(dropped.join('\n')).toMatch(/field "industry": enum needs options/);
    expect(dropped.join('\n')).toMatch(/field "vehicleId": reference target "vehicle" is not a known resource/);
  });

  it('returns the built-in itself when nothing is added, so its screens are kept', () => {
    expect(extendSchema(customerSchema, []).schema).toBe(customerSchema);
    expect(extendSchema(customerSchema, [{ ...industry, name: 'type' }]).schema).toBe(customerSchema);
  });
});

describe('customFieldsOf', () => {
  it('takes only the fields marked custom, without the server’s column', () => {
    const served = {
      ...customerSchema,
      fields: [...customerSchema.fields, { ...industry, custom: true, column: 'cf_1234abcd_industry' }],
    };
    expect(customFieldsOf(served)).toEqual([{ ...industry, custom: true }]);
    expect(customFieldsOf(null)).toEqual([]);
    expect(customFieldsOf({ fields: 'nonsense' } as unknown as ResourceSchema)).toEqual([]);
  });
});
