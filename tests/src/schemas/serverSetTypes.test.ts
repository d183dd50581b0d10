import { describe, expect, it } from 'vitest';
import { designProblems, fieldTypeLabel, DESIGN_FIELD_TYPES, type DesignTargetLookup } from '../../../src/schemas/designCheck';
import { schemaProblems } from '../../../src/schemas/validateSchema';
import { fieldReadOnly, fieldVisibility, requiredMessage } from '../../../src/schemas/fieldDefaults';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';

/** The three types whose values the server completes or makes: 省市区, 附件, 自动编号 (docs/requirements.md §10.3). */
const targets: DesignTargetLookup = () => undefined;
const design = (...fields: FieldSchema[]): ResourceSchema => ({
  name: 'equipment',
  label: '设备台账',
  apiBase: '/business/custom/equipment',
  titleField: 'name',
  fields: [{ name: 'name', label: '设备名称', type: 'text', required: true }, ...fields],
});
const developer = (...fields: FieldSchema[]) => schemaProblems(design(...fields)).map((p) => `${p.field}: ${p.message}`);

const region: FieldSchema = { name: 'place', label: '所在地区', type: 'region', filterable: true, regionLevel: 2 };
const files: FieldSchema = {
  name: 'files',
  label: '附件',
  type: 'file',
  accept: ['.pdf', 'image/*'],
  maxSize: 1024,
  max: 3,
  required: true,
};
const number: FieldSchema = { name: 'code', label: '设备编号', type: 'autoNumber', numberPattern: 'SB-{YYYY}-{0000}', sortable: true };

describe('region, file and autoNumber in schemas', () => {
  it('are offered by the designer under their Chinese names and accepted when sound', () => {
    expect(['region', 'file', 'autoNumber'].map(fieldTypeLabel)).toEqual(['省市区', '附件', '自动编号']);
    expect(DESIGN_FIELD_TYPES.map((t) => t.type)).toEqual(expect.arrayContaining(['region', 'file', 'autoNumber']));
    expect(designProblems(design(region, files, number), targets)).toEqual([]);
    expect(developer(region, files, number)).toEqual([]);
  });

  it('refuse unsound settings, naming the field, in the designer’s words', () => {
    expect(
      designProblems(
        design(
          { ...region, regionLevel: 4 as 3, default: '41' },
          { ...files, max: 0, maxSize: 200 * 1024 * 1024, accept: ['pdf'], min: 0 },
          { ...number, numberPattern: 'SB-{YYYY}' },
          { name: 'note', label: '备注', type: 'text', numberPattern: '{000}', accept: ['.pdf'], regionLevel: 1 },
          { name: 'files2', label: '附件二', type: 'file', filterable: true },
        ),
        targets,
      ),
    ).toEqual([
      '“设备台账”的字段“所在地区”不能设默认值',
      '“设备台账”的字段“所在地区”的层级只能是 1（省）、2（市）或 3（区县）',
      '“设备台账”的字段“附件”不能设最少文件数（要求至少一个请勾选必填）',
      '“设备台账”的字段“附件”的最多文件数只能是 1 到 50',
      '“设备台账”的字段“附件”的单个文件大小只能在 1 字节到 100 MB 之间',
      '“设备台账”的字段“附件”的文件类型“pdf”写得不对，应为扩展名（如 .pdf）或 MIME 类型（如 image/*）',
      '“设备台账”的字段“设备编号”的编号规则必须有且只有一个流水号，如 {0000}',
      '“设备台账”的字段“备注”不是省市区，不能设层级',
      '“设备台账”的字段“备注”不是附件，不能设文件类型或大小',
      '“设备台账”的字段“备注”不是自动编号，不能设编号规则',
      '“设备台账”的字段“附件二”的类型不能筛选',
    ]);
    expect(designProblems(design({ name: 'code', label: '编号', type: 'autoNumber' }), targets)).toEqual([
      '“设备台账”的字段“编号”缺少编号规则',
    ]);
  });

  it('are checked at load too (developer wording), and kept out of line items', () => {
    expect(developer({ ...number, numberPattern: '{MM}{000}' }, { ...files, accept: [] }, { ...region, regionLevel: 0 as 1 })).toEqual([
      'code: numberPattern: 编号规则有 {MM} 时还要有 {YYYY} 或 {YY} ({MM}{000})',
      'files: accept must list extensions (".pdf") or MIME types ("image/*")',
      'place: regionLevel must be 1, 2 or 3',
    ]);
    const lines: FieldSchema = {
      name: 'lines',
      label: '明细',
      type: 'lineItems',
      itemFields: [{ name: 'at', label: '地点', type: 'region' }],
    };
    expect(developer(lines)).toEqual(['lines.at: type "region" cannot be an item field of lineItems']);
  });

  it('an autoNumber is read-only whatever its schema says: never in forms, asked for by no one', () => {
    expect(fieldReadOnly(number)).toBe(true);
    expect(fieldVisibility(number)).toEqual({ list: true, form: false, show: true });
    expect(fieldVisibility(files)).toEqual({ list: false, form: true, show: true });
    expect(requiredMessage(files)).toBe('请上传附件');
    expect(requiredMessage(region)).toBe('请选择所在地区');
  });
});
