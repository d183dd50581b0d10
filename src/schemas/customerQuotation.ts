import type { ResourceSchema } from './types';
import { orderFields } from './orderFields';

/** 客户报价单: quotations to customers (type CUSTOMER_QUOTATION 1) of the order entity. */
export const customerQuotationSchema: ResourceSchema = {
  name: 'customer_quotation',
  label: '客户报价单',
  icon: 'FileTextOutlined',
  apiBase: '/business/order',
  table: 'orders',
  titleField: 'code',
  fixed: { type: 1 },
  fields: orderFields('quotation'),
  list: {
    columns: ['code', 'customerName', 'orderDate', 'validUntil', 'total', 'status'],
    filters: ['status', 'customerId', 'orderDate'],
    defaultSort: { field: 'orderDate', order: 'desc' },
    searchPlaceholder: '搜索报价单号或客户名称',
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
