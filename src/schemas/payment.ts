import type { FieldSchema, ResourceSchema } from './types';
import type { SchemaRecord } from './records';
import { MAX_AMOUNT_CENTS } from '../domain/sales/money';

/** A payment received (收款) or money given back (退款) against a formal order. */
export const PAYMENT_FIELDS = [
  {
    name: 'orderId',
    label: '订单',
    type: 'reference',
    required: true,
    reference: { resource: 'order', labelField: 'code' },
    filterable: true,
    visible: { list: false },
  },
  // Read from the order whenever a payment is read, so they follow the order.
  { name: 'orderCode', label: '订单号', type: 'text', readOnly: true, virtual: true, width: 190, visible: { form: false } },
  { name: 'customerName', label: '客户', type: 'text', readOnly: true, virtual: true, visible: { form: false } },
  {
    name: 'kind',
    label: '类型',
    type: 'enum',
    required: true,
    default: 0,
    filterable: true,
    options: [
      { value: 0, label: '收款', color: 'green' },
      { value: 1, label: '退款', color: 'red' },
    ],
  },
  // Up to the largest order total (MAX_AMOUNT_CENTS, ¥1000亿); the server also caps it at what is owed.
  { name: 'amount', label: '金额', type: 'money', required: true, min: 1, max: MAX_AMOUNT_CENTS, sortable: true, filterable: true },
  {
    name: 'payModeId',
    label: '付款方式',
    type: 'reference',
    required: true,
    reference: { resource: 'paymode', labelField: 'name' },
    filterable: true,
    visible: { list: false },
  },
  // Copied from the payment mode when recorded.
  { name: 'payModeName', label: '付款方式', type: 'text', required: true, readOnly: true, visible: { form: false } },
  { name: 'paidAt', label: '付款日期', type: 'date', default: '$today', filterable: true, sortable: true },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 500 },
] as const satisfies readonly FieldSchema[];

/** A payment or refund as the API returns it. */
export type PaymentRecord = SchemaRecord<typeof PAYMENT_FIELDS>;

/** 付款: payments (收款) and refunds (退款) recorded against formal orders; entries are never edited. */
export const paymentSchema: ResourceSchema = {
  name: 'payment',
  label: '付款',
  icon: 'PayCircleOutlined',
  apiBase: '/business/payment',
  table: 'payments',
  titleField: 'orderCode',
  fields: [...PAYMENT_FIELDS],
  list: {
    columns: ['orderCode', 'customerName', 'kind', 'amount', 'payModeName', 'paidAt', 'remark'],
    filters: ['kind', 'payModeId', 'paidAt'],
    defaultSort: { field: 'paidAt', order: 'desc' },
  },
  actions: ['create', 'show', 'delete'],
  addAction: 'pay',
};
