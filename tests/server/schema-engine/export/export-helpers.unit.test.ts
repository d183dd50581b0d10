import { describe, expect, it } from 'vitest';
import { askedColumns, exportColumns } from '../../../../server/src/schema-engine/export/export-columns';
import { idsByTarget } from '../../../../server/src/schema-engine/export/reference-titles';
import { businessWallClock as wallClock } from '../../../../server/src/core/business-days';
import { customerSchema } from '../../../../src/schemas/customer';
import { orderSchema } from '../../../../src/schemas/order';

/** The export's pure parts: which columns, which ids to look titles up for, the wall clock of a date-time. */
describe('exportColumns', () => {
  it('keeps the columns asked for in their order, drops unknown names and fields hidden from the caller', () => {
    const none = () => false;
    const cols = exportColumns(customerSchema, none, askedColumns('tags,name,操作,createdAt,name'));
    expect(cols.map((c) => c.field.label)).toEqual(['客户标签', '客户名称', '创建时间']);
    expect(cols[2].numFmt).toBe('yyyy-mm-dd hh:mm');
    const hiding = exportColumns(customerSchema, (f) => f === 'contactValue', askedColumns('name,contactValue'));
    expect(hiding.map((c) => c.field.name)).toEqual(['name']);
  });

  it('takes the list’s own columns when none are asked for', () => {
    const names = exportColumns(customerSchema, () => false, askedColumns('')).map((c) => c.field.name);
    expect(names).toContain('name');
    expect(names).not.toContain('address');
  });
});

describe('idsByTarget', () => {
  it('collects each target’s ids once, over top-level references and those of line items', () => {
    const fields = orderSchema.fields.filter((f) => ['customerId', 'lines'].includes(f.name));
    const records = [
      { _id: '1', customerId: 'c1', lines: [{ productId: 'p1' }, { productId: 'p2' }] },
      { _id: '2', customerId: 'c1', lines: [{ productId: 'p1' }] },
    ];
    const found = [...idsByTarget(fields, records)].map(([, { target, ids }]) => [target.resource, [...ids]]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['customer', ['c1']],
        ['product', ['p1', 'p2']],
      ]),
    );
  });
});

describe('wallClock', () => {
  it('reads an instant on the business time zone’s clock (Asia/Shanghai by default)', () => {
    expect(wallClock(new Date('2026-03-05T16:30:00Z'))).toEqual(new Date(Date.UTC(2026, 2, 6, 0, 30)));
  });
});
