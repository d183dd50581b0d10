import type { ResourceSchema } from './types';
import { orderFields } from './orderFields';

/** 订单: formal orders (type FORMAL 0) of the one order entity served at /business/order. */
export const orderSchema: ResourceSchema = {
  name: 'order',
  label: '订单',
  icon: 'ShoppingCartOutlined',
  apiBase: '/business/order',
  table: 'orders',
  titleField: 'code',
  fixed: { type: 0 },
  fields: orderFields('order'),
  list: {
    columns: ['code', 'customerName', 'orderDate', 'total', 'paidTotal', 'refundedTotal', 'receivedAmount', 'status', 'paymentStatus'],
    filters: ['status', 'paymentStatus', 'isUnpaid', 'customerId', 'orderDate'],
    defaultSort: { field: 'orderDate', order: 'desc' },
    searchPlaceholder: '搜索订单号或客户名称',
  },
  form: {
    sections: [
      { title: '基本信息', fields: ['customerId', 'orderDate', 'remark'] },
      { title: '明细', fields: ['lines'] },
    ],
  },
  actions: ['create', 'edit', 'show', 'delete'],
  recordRules: 'salesDocument',
  areaActions: ['print'],
};
