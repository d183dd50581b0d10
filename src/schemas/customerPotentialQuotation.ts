import type { ResourceSchema } from './types';
import { orderFields } from './orderFields';

/**
 * 潜在客户报价单: quotations to potential customers (type CUSTOMER_POTENTIAL_QUTATION 2). When one
 * becomes an order the potential customer is converted into a customer.
 */
export const customerPotentialQuotationSchema: ResourceSchema = {
  name: 'customer_potential_quotation',
  label: '潜在客户报价单',
  icon: 'FileSearchOutlined',
  apiBase: '/business/order',
  table: 'orders',
  titleField: 'code',
  fixed: { type: 2 },
  fields: orderFields('potentialQuotation'),
  list: {
    columns: ['code', 'customerName', 'orderDate', 'validUntil', 'total', 'status'],
    filters: ['status', 'customerId', 'orderDate'],
    defaultSort: { field: 'orderDate', order: 'desc' },
    searchPlaceholder: '搜索报价单号或潜在客户名称',
  },
  form: {
    sections: [
      { title: '基本信息', fields: ['customerId', 'orderDate', 'validUntil', 'remark'] },
      { title: '明细', fields: ['lines'] },
    ],
  },
  actions: ['create', 'edit', 'show', 'delete'],
  recordRules: 'salesDocument',
  areaActions: ['generateOrder', 'print'],
};
