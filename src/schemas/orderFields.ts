import type { FieldSchema, FieldVisibility } from './types';
import type { FieldsRecord, SchemaRecord } from './records';
import {
  ORDER_STATUS_OPTIONS,
  ORDER_STATUS_SELECTABLE,
  ORDER_TYPE_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  QUOTATION_STATUS_OPTIONS,
  QUOTATION_STATUS_SELECTABLE,
} from '../domain/sales/statuses';

/**
 * The one order entity (docs/requirements.md §3.4: _id, type, status, payment status, …): formal
 * orders and both kinds of quotation share one table and these fields; the three views (order.ts,
 * customerQuotation.ts, customerPotentialQuotation.ts) differ only in labels, where a field shows
 * and the statuses offered. Money in integer cents; the server computes every figure (readOnly),
 * and `required` on a read-only field says the server always fills it. The table is the largest and
 * busiest: only the date, the equality filters and the code have indexes; sorting by status, customer,
 * validity or total sorts the rows of the view (`indexed: false`, docs/performance.md).
 */
const HIDDEN: FieldVisibility = { list: false, form: false, show: false };

/** One line of an order or quotation, kept in `order_lines` (one row per line). */
export const ORDER_LINE_FIELDS = [
  { name: 'productId', label: '产品', type: 'reference', reference: { resource: 'product', labelField: 'name' }, width: 200 },
  { name: 'productName', label: '产品名称', type: 'text', maxLength: 200, width: 180, help: '选择产品时取产品名称' },
  { name: 'quantity', label: '数量', type: 'integer', required: true, min: 1, max: 1000000, default: 1, width: 90 },
  // Left out, the product's price (the server copies it).
  { name: 'unitPrice', label: '单价', type: 'money', min: 0, max: 99999999999, width: 120 },
  { name: 'discount', label: '优惠金额', type: 'money', min: 0, max: 99999999999, default: 0, width: 120 },
  { name: 'taxId', label: '税费', type: 'reference', reference: { resource: 'taxes', labelField: 'name' }, width: 140 },
  // Copied from the tax when the line is saved, so a later change of the tax never alters a sent document.
  { name: 'taxName', label: '税费名称', type: 'text', readOnly: true, visible: HIDDEN },
  { name: 'taxRate', label: '税率', type: 'percent', required: true, readOnly: true, width: 80 },
  { name: 'amount', label: '金额', type: 'money', required: true, readOnly: true, width: 120 },
  { name: 'taxAmount', label: '税额', type: 'money', required: true, readOnly: true, width: 110 },
] as const satisfies readonly FieldSchema[];

const money = <N extends string>(name: N, label: string) =>
  ({ name, label, type: 'money', required: true, readOnly: true, visible: { list: false, form: false } }) as const;

/** Every field of an order document, as the API stores and returns it (the first view's labels). */
export const ORDER_FIELDS = [
  { name: 'type', label: '类型', type: 'enum', required: true, readOnly: true, options: ORDER_TYPE_OPTIONS, visible: HIDDEN },
  {
    name: 'code',
    label: '订单号',
    type: 'text',
    required: true,
    readOnly: true,
    filterable: true,
    searchable: true,
    sortable: true,
    width: 190,
    visible: { form: false },
  },
  {
    name: 'customerId',
    label: '客户',
    type: 'reference',
    required: true,
    reference: { resource: 'customer', labelField: 'name' },
    filterable: true,
    visible: { list: false },
  },
  {
    name: 'customerName',
    label: '客户',
    type: 'text',
    required: true,
    readOnly: true,
    filterable: true,
    searchable: true,
    sortable: true,
    indexed: false,
    width: 200,
    visible: { form: false },
  },
  { name: 'orderDate', label: '下单日期', type: 'date', default: '$today', filterable: true, sortable: true },
  { name: 'validUntil', label: '有效期至', type: 'date', filterable: true, sortable: true, indexed: false },
  {
    name: 'status',
    label: '状态',
    type: 'enum',
    required: true,
    default: 0,
    options: ORDER_STATUS_OPTIONS,
    selectable: ORDER_STATUS_SELECTABLE,
    filterable: true,
    sortable: true,
    indexed: false,
    visible: { form: false },
  },
  {
    name: 'paymentStatus',
    label: '付款状态',
    type: 'enum',
    required: true,
    readOnly: true,
    options: PAYMENT_STATUS_OPTIONS,
    filterable: true,
    sortable: true,
    indexed: false,
    visible: { form: false },
  },
  {
    name: 'lines',
    label: '明细',
    type: 'lineItems',
    required: true,
    max: 200,
    itemFields: ORDER_LINE_FIELDS,
    childTable: { table: 'order_lines', parentColumn: 'order_id' },
    visible: { list: false },
  },
  // The totals of the lines (orderTotals): a role not shown a line's figure is not shown their sum either.
  { ...money('subtotal', '不含税金额'), derivedFrom: ['lines.amount'] },
  { ...money('discountTotal', '优惠合计'), derivedFrom: ['lines.discount'] },
  { ...money('taxTotal', '税额合计'), derivedFrom: ['lines.taxAmount'] },
  {
    ...money('total', '总金额'),
    derivedFrom: ['subtotal', 'taxTotal'],
    filterable: true,
    sortable: true,
    indexed: false,
    visible: { form: false },
  },
  { ...money('paidTotal', '已付金额'), visible: { form: false } },
  money('refundedTotal', '已退金额'),
  // total − payments received, worked out whenever an order is read (amountOwed).
  { ...money('unpaidAmount', '未付金额'), virtual: true, derivedFrom: ['total', 'paidTotal'] },
  // 实收: what the company keeps, payments received − refunds (amountKept); beside 已付 and 已退 wherever
  // an order's money is shown, so a refunded order never reads as paid in full.
  { ...money('receivedAmount', '实收金额'), virtual: true, derivedFrom: ['paidTotal', 'refundedTotal'] },
  // A sale that still owes money (the server's hook keeps it: order-stats.ts isUnpaid), as the
  // dashboard's 未收款 figures count them; a filter, so 未收款金额 opens exactly those orders.
  { name: 'isUnpaid', label: '待收款', type: 'boolean', readOnly: true, filterable: true, visible: HIDDEN },
  // The source may be either kind of quotation, and a reference names one target view: kept as the
  // plain id; the order's show page (OrderShow) links to the right quotation view.
  { name: 'sourceQuotationId', label: '来源报价单', type: 'text', readOnly: true, visible: HIDDEN },
  {
    name: 'orderId',
    label: '生成的订单',
    type: 'reference',
    readOnly: true,
    reference: { resource: 'order', labelField: 'code' },
    visible: { list: false, form: false },
  },
  { name: 'remark', label: '备注', type: 'textarea', maxLength: 2000 },
] as const satisfies readonly FieldSchema[];

/** An order, or a quotation of either kind, as the API returns it (`lines` on findById and writes only). */
export type OrderRecord = Omit<SchemaRecord<typeof ORDER_FIELDS>, 'lines'> & { lines?: SchemaRecord<typeof ORDER_FIELDS>['lines'] };
/** One line of an order or quotation as the API returns it. */
export type OrderLineRecord = NonNullable<OrderRecord['lines']>[number];

type OrderLineFields = FieldsRecord<typeof ORDER_LINE_FIELDS>;

/**
 * One line as the client sends it (add / update), money in cents: what the user picks and types.
 * The server copies the product's name (and price when none is given) and the tax's name and rate,
 * and computes the figures; the client's own figures are never read.
 */
export type OrderLineInput = Pick<OrderLineFields, 'quantity'> &
  Partial<Pick<OrderLineFields, 'productId' | 'productName' | 'unitPrice' | 'discount' | 'taxId'>>;

/** One line while the order form edits it: any of the line's fields, figures computed live. */
export type OrderLineDraft = Partial<OrderLineFields>;

type View = 'order' | 'quotation' | 'potentialQuotation';

/** What each view changes of the shared fields. */
function viewOf(field: FieldSchema, view: View): FieldSchema {
  const quotation = view !== 'order';
  const potential = view === 'potentialQuotation';
  switch (field.name) {
    case 'code':
      return { ...field, label: quotation ? '报价单号' : '订单号' };
    case 'customerId':
      return potential ? { ...field, label: '潜在客户', reference: { resource: 'customer_potential', labelField: 'name' } } : field;
    case 'customerName':
      return { ...field, label: potential ? '潜在客户' : '客户' };
    case 'orderDate':
      return { ...field, label: quotation ? '报价日期' : '下单日期' };
    case 'validUntil':
      // A formal order has no validity date.
      return quotation ? field : { ...field, readOnly: true, visible: HIDDEN };
    case 'status':
      return quotation ? { ...field, options: QUOTATION_STATUS_OPTIONS, selectable: QUOTATION_STATUS_SELECTABLE, default: 100 } : field;
    case 'paymentStatus':
    case 'paidTotal':
    case 'refundedTotal':
    case 'unpaidAmount':
    case 'receivedAmount':
    case 'sourceQuotationId':
      return quotation ? { ...field, visible: HIDDEN } : field;
    case 'isUnpaid':
      return quotation ? { ...field, filterable: false } : field;
    case 'orderId':
      return quotation ? field : { ...field, visible: HIDDEN };
    default:
      return field;
  }
}

/** The fields of one view: the same names and types in every view, so one list can hold all three. */
export function orderFields(view: View): FieldSchema[] {
  return ORDER_FIELDS.map((f) => viewOf(f, view));
}
