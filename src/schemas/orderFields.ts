import type { FieldSchema } from './types';
import { ORDER_STATUS_OPTIONS, ORDER_STATUS_SELECTABLE, PAYMENT_STATUS_OPTIONS, QUOTATION_STATUS_OPTIONS, QUOTATION_STATUS_SELECTABLE } from '../domain/sales/statuses';

/**
 * Fields of the one order entity (SPEC section 3: _id, type, status, payment status, …) shared by
 * its three views. Money in integer cents; the server computes every figure (readOnly here).
 */
const lineFields = (): FieldSchema[] => [
  { name: 'productId', label: '产品', type: 'reference', reference: { resource: 'product', labelField: 'name' }, width: 200 },
  { name: 'productName', label: '产品名称', type: 'text', maxLength: 200, width: 180 },
  { name: 'quantity', label: '数量', type: 'integer', required: true, min: 1, max: 1000000, default: 1, width: 90 },
  { name: 'unitPrice', label: '单价', type: 'money', required: true, min: 0, max: 99999999999, width: 120 },
  { name: 'discount', label: '优惠金额', type: 'money', min: 0, max: 99999999999, default: 0, width: 120 },
  { name: 'taxId', label: '税费', type: 'reference', reference: { resource: 'taxes', labelField: 'name' }, width: 140 },
  { name: 'taxRate', label: '税率', type: 'percent', readOnly: true, width: 80 },
  { name: 'amount', label: '金额', type: 'money', readOnly: true, width: 120 },
  { name: 'taxAmount', label: '税额', type: 'money', readOnly: true, width: 110 },
];

const statusField = (quotation: boolean): FieldSchema => ({
  name: 'status',
  label: '状态',
  type: 'enum',
  filterable: true,
  sortable: true,
  options: quotation ? QUOTATION_STATUS_OPTIONS : ORDER_STATUS_OPTIONS,
  selectable: quotation ? QUOTATION_STATUS_SELECTABLE : ORDER_STATUS_SELECTABLE,
  default: quotation ? 100 : 0,
  visible: { form: false },
});

/** The fields of one view: formal orders have payment figures, quotations a validity date and a linked order. */
export function orderFields(view: 'order' | 'quotation' | 'potentialQuotation'): FieldSchema[] {
  const quotation = view !== 'order';
  const customer: FieldSchema = {
    name: 'customerId',
    label: view === 'potentialQuotation' ? '潜在客户' : '客户',
    type: 'reference',
    required: true,
    reference: { resource: view === 'potentialQuotation' ? 'customer_potential' : 'customer', labelField: 'name' },
    filterable: true,
    visible: { list: false },
  };
  const money = (name: string, label: string, list = false): FieldSchema => ({ name, label, type: 'money', readOnly: true, sortable: name === 'total', filterable: name === 'total', visible: { list, form: false } });
  return [
    { name: 'code', label: quotation ? '报价单号' : '订单号', type: 'text', readOnly: true, searchable: true, sortable: true, width: 190, visible: { form: false } },
    customer,
    { name: 'customerName', label: view === 'potentialQuotation' ? '潜在客户' : '客户', type: 'text', readOnly: true, searchable: true, sortable: true, width: 200, visible: { form: false } },
    { name: 'orderDate', label: quotation ? '报价日期' : '下单日期', type: 'date', filterable: true, sortable: true },
    ...(quotation ? [{ name: 'validUntil', label: '有效期至', type: 'date', filterable: true, sortable: true } as FieldSchema] : []),
    statusField(quotation),
    ...(quotation ? [] : [{ name: 'paymentStatus', label: '付款状态', type: 'enum', options: PAYMENT_STATUS_OPTIONS, filterable: true, sortable: true, readOnly: true, visible: { form: false } } as FieldSchema]),
    { name: 'lines', label: '明细', type: 'lineItems', required: true, itemFields: lineFields(), visible: { list: false } },
    money('subtotal', '不含税金额'),
    money('discountTotal', '优惠合计'),
    money('taxTotal', '税额合计'),
    money('total', '总金额', true),
    ...(quotation
      ? [{ name: 'orderId', label: '生成的订单', type: 'reference', readOnly: true, reference: { resource: 'order', labelField: 'code' }, visible: { list: false, form: false } } as FieldSchema]
      : [money('paidTotal', '已付金额', true), money('refundedTotal', '已退金额'), money('unpaidAmount', '未付金额'),
         // The source may be either kind of quotation, and a reference names one target view: kept as
         // the plain id here; the order's show page (OrderShow) links to the right quotation view.
         { name: 'sourceQuotationId', label: '来源报价单', type: 'text', readOnly: true, visible: { list: false, form: false, show: false } } as FieldSchema]),
    { name: 'remark', label: '备注', type: 'textarea', maxLength: 2000 },
  ];
}
