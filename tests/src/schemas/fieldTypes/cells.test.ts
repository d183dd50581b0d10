import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_SPECS, specOf } from '../../../../src/schemas/fieldTypes';
import type { CellContext } from '../../../../src/schemas/fieldTypes/spec';
import type { FieldSchema, FieldType } from '../../../../src/schemas/types';

/** Each type's `toCell` (spec.ts CellConversions): what an exported cell holds for a wire value. */
const ctx: CellContext = {
  title: (field, id) => `${field.label}#${id}`,
  // Asia/Shanghai: eight hours ahead of UTC all year.
  wallClock: (instant) => new Date(instant.getTime() + 8 * 3600_000),
  itemText: (item, value) => (item.type === 'reference' ? `${item.label}#${String(value)}` : specOf(item).text(value, item)),
};
const f = (type: FieldType, more: Partial<FieldSchema> = {}): FieldSchema => ({ name: 'x', label: '字段', type, ...more });
const cell = (field: FieldSchema, value: unknown) => specOf(field).cell.toCell(value, field, ctx);
const fmt = (field: FieldSchema) => specOf(field).cell.numFmt?.(field);

describe('toCell', () => {
  it('gives every type an empty cell for a missing value', () => {
    for (const type of Object.keys(FIELD_TYPE_SPECS) as FieldType[]) {
      expect(cell(f(type), null), type).toBeNull();
      expect(cell(f(type), undefined), type).toBeNull();
    }
  });

  it('reads options as their labels', () => {
    const options = [
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ];
    expect(cell(f('enum', { options }), 'b')).toBe('乙');
    expect(cell(f('multiEnum', { options }), ['a', 'b'])).toBe('甲、乙');
    expect(cell(f('multiEnum', { options }), [])).toBeNull();
  });

  it('reads booleans as 是 / 否', () => {
    expect(cell(f('boolean'), true)).toBe('是');
    expect(cell(f('boolean'), false)).toBe('否');
  });

  it('gives money as yuan with the ¥ format, numbers as numbers', () => {
    expect(cell(f('money'), 123456)).toBe(1234.56);
    expect(fmt(f('money'))).toBe('¥#,##0.00');
    expect(cell(f('integer'), 7)).toBe(7);
    expect(cell(f('number', { precision: 1 }), 2.5)).toBe(2.5);
    expect(fmt(f('number', { precision: 1 }))).toBe('0.0');
    expect(cell(f('percent'), 13)).toBe(13);
    expect(fmt(f('percent'))).toBe('0.00"%"');
    expect(cell(f('rating'), 4)).toBe(4);
  });

  it('gives dates as Dates Excel reads, a date-time on the business wall clock', () => {
    expect(cell(f('date'), '2026-03-05')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(fmt(f('date'))).toBe('yyyy-mm-dd');
    expect(cell(f('datetime'), '2026-03-05T16:30:00.000Z')).toEqual(new Date(Date.UTC(2026, 2, 6, 0, 30)));
    expect(fmt(f('datetime'))).toBe('yyyy-mm-dd hh:mm');
    expect(cell(f('date'), 'not a date')).toBeNull();
  });

  it('reads references as titles', () => {
    const target = { resource: 'customer', labelField: 'name' };
    expect(cell(f('reference', { reference: target }), 'c1')).toBe('字段#c1');
    expect(cell(f('references', { reference: target }), ['t1', 't2'])).toBe('字段#t1、字段#t2');
  });

  it('reads regions, files and images by their names', () => {
    expect(cell(f('region'), { codes: ['41', '4101'], names: ['河南省', '郑州市'] })).toBe('河南省 郑州市');
    expect(
      cell(f('file'), [
        { id: '1', name: '合同.pdf', size: 1, type: 'application/pdf' },
        { id: '2', name: '附件.docx' },
      ]),
    ).toBe('合同.pdf、附件.docx');
    expect(cell(f('image'), '/ace-apis/uploads/t1/abc.png')).toBe('abc.png');
  });

  it('keeps codes and times as text', () => {
    expect(cell(f('phone'), '13800138000')).toBe('13800138000');
    expect(cell(f('time'), '09:30')).toBe('09:30');
    expect(cell(f('text'), '')).toBeNull();
  });

  it('reads line items one row a line, and JSON as text', () => {
    const lines = f('lineItems', {
      itemFields: [
        { name: 'productId', label: '产品', type: 'reference', reference: { resource: 'product', labelField: 'name' } },
        { name: 'quantity', label: '数量', type: 'integer' },
        { name: 'unitPrice', label: '单价', type: 'money' },
      ],
    });
    expect(
      cell(lines, [
        { productId: 'p1', quantity: 2, unitPrice: 1250 },
        { productId: 'p2', quantity: 1 },
      ]),
    ).toBe('产品：产品#p1，数量：2，单价：¥12.50\n产品：产品#p2，数量：1');
    expect(cell(f('json'), { a: 1 })).toBe('{"a":1}');
  });
});
