import type { ResourceSchema } from './types';
import { MAX_AMOUNT_CENTS } from '../domain/sales/money';

/** 付款: payments (收款) and refunds (退款) recorded against formal orders; entries are never edited. */
export const paymentSchema: ResourceSchema = {
  name: 'payment',
  label: '付款',
  icon: 'PayCircleOutlined',
  apiBase: '/business/payment',
  table: 'payments',
  titleField: 'orderCode',
  fields: [
    { name: 'orderId', label: '订单', type: 'reference', required: true, reference: { resource: 'order', labelField: 'code' }, filterable: true, visible: { list: false } },
    { name: 'orderCode', label: '订单号', type: 'text', readOnly: true, width: 190, visible: { form: false } },
    { name: 'customerName', label: '客户', type: 'text', readOnly: true, visible: { form: false } },
    {
      name: 'kind', label: '类型', type: 'enum', required: true, default: 0, filterable: true,
      options: [{ value: 0, label: '收款', color: 'green' }, { value: 1, label: '退款', color: 'red' }],
    },
    // Up to the largest order total (MAX_AMOUNT_CENTS, ¥1000亿); the server also caps it at what is owed.
    { name: 'amount', label: '金额', type: 'money', required: true, min: 1, max: MAX_AMOUNT_CENTS, sortable: true, filterable: true },
    { name: 'payModeId', label: '付款方式', type: 'reference', required: true, reference: { resource: 'paymode', labelField: 'name' }, filterable: true, visible: { list: false } },
    { name: 'payModeName', label: '付款方式', type: 'text', readOnly: true, visible: { form: false } },
    { name: 'paidAt', label: '付款日期', type: 'date', filterable: true, sortable: true },
    { name: 'remark', label: '备注', type: 'textarea', maxLength: 500 },
  ],
  list: {
    columns: ['orderCode', 'customerName', 'kind', 'amount', 'payModeName', 'paidAt', 'remark'],
    filters: ['kind', 'payModeId', 'paidAt'],
    defaultSort: { field: 'paidAt', order: 'desc' },
  },
  actions: ['create', 'show', 'delete'],
};
