/**
 * Where a dashboard figure leads (docs/requirements.md §3): the list it was counted from, already
 * filtered to what it counted, as a link whose URL carries the filters the way the list keeps them
 * (refine's syncWithLocation), so the list's filter bar shows them and a reload keeps them.
 */
import { stringifyTableParams, type CrudFilter } from '@refinedev/core';
import { SALE_STATUSES } from '../../domain/sales/statuses';
import { menuPath } from '../../schemas/menu';

/** A list's path with `filters` applied, from its first page. */
export const listLink = (resource: string, filters: CrudFilter[]): string =>
  `${menuPath(resource)}?${stringifyTableParams({ pagination: { currentPage: 1 }, sorters: [], filters })}`;

/** The sales the dashboard counts (a formal order in 处理中 or 已完成: countsAsSale), of the days `from`…`to` when given. */
export const salesOf = (from?: string, to?: string): string =>
  listLink('order', [
    ...(from && to ? [{ field: 'orderDate', operator: 'between' as const, value: [from, to] }] : []),
    { field: 'status', operator: 'in', value: [...SALE_STATUSES] },
  ]);

/** The sales that still owe money: 未收款金额 and 未付款订单 (the `isUnpaid` flag the figures count). */
export const unpaidSales = (): string => listLink('order', [{ field: 'isUnpaid', operator: 'eq', value: true }]);

/** 客户 or 潜在客户 of one kind (客户类型: 0 个人, 1 企业). */
export const customersOfType = (resource: 'customer' | 'customer_potential', type: number): string =>
  listLink(resource, [{ field: 'type', operator: 'in', value: [type] }]);

/** The last day of the month a `YYYY-MM-DD` falls in. */
const monthEnd = (day: string): string => {
  const [y, m] = day.split('-').map(Number);
  return `${day.slice(0, 8)}${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The days a trend bucket spans: a day, or (a year's trend) its month. */
export const bucketDays = (date: string, byMonth: boolean): [string, string] => (byMonth ? [date, monthEnd(date)] : [date, date]);
