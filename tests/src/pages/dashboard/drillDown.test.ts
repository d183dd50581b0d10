import { describe, expect, it } from 'vitest';
import { parseTableParams } from '@refinedev/core';
import { bucketDays, customersOfType, salesOf, unpaidSales } from '../../../../src/pages/dashboard/drillDown';

/** The filters a list reads back from a drill-down link's URL, as refine's syncWithLocation parses it. */
const filtersOf = (link: string) => parseTableParams(link.slice(link.indexOf('?'))).parsedFilters;

describe('dashboard drill-down links', () => {
  it('open the order list at the sales the figures count, as the list reads its URL', () => {
    expect(unpaidSales()).toMatch(/^\/app\/order\?/);
    expect(filtersOf(unpaidSales())).toEqual([{ field: 'isUnpaid', operator: 'eq', value: 'true' }]);
    expect(salesOf('2026-11-16', '2026-11-22')).toMatch(/^\/app\/order\?/);
    expect(filtersOf(salesOf('2026-11-16', '2026-11-22'))).toEqual([
      { field: 'orderDate', operator: 'between', value: ['2026-11-16', '2026-11-22'] },
      // 处理中 and 已完成: the sales (countsAsSale), never drafts, cancelled or failed orders.
      { field: 'status', operator: 'in', value: ['1', '3'] },
    ]);
  });

  it('open 客户 or 潜在客户 of one kind', () => {
    expect(customersOfType('customer_potential', 1)).toMatch(/^\/app\/customer_potential\?/);
    expect(filtersOf(customersOfType('customer', 0))).toEqual([{ field: 'type', operator: 'in', value: ['0'] }]);
  });

  it('span a day, or a month in a year’s trend (its last day found, leap years too)', () => {
    expect(bucketDays('2026-11-18', false)).toEqual(['2026-11-18', '2026-11-18']);
    expect(bucketDays('2026-11-01', true)).toEqual(['2026-11-01', '2026-11-30']);
    expect(bucketDays('2028-02-01', true)).toEqual(['2028-02-01', '2028-02-29']);
    expect(bucketDays('2026-12-01', true)).toEqual(['2026-12-01', '2026-12-31']);
  });
});
