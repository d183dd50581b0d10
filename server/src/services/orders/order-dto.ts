import type { OrderLinesTable, OrdersTable } from '../../db/tables/sales.js';
import { amountOwed, bpToPercent } from '../../../../src/domain/sales/index.js';
import type { OrderDto, OrderLineDto } from '../../../../src/domain/sales/dto.js';

export type { OrderDto, OrderLineDto };

export const toOrderDto = (r: OrdersTable, lines?: OrderLinesTable[]): OrderDto => ({
  _id: r.id,
  type: r.type,
  code: r.code,
  status: r.status,
  paymentStatus: r.payment_status,
  customerId: r.customer_id,
  customerName: r.customer_name,
  orderDate: r.order_date,
  validUntil: r.valid_until,
  subtotal: r.subtotal,
  discountTotal: r.discount_total,
  taxTotal: r.tax_total,
  total: r.total,
  paidTotal: r.paid_total,
  refundedTotal: r.refunded_total,
  unpaidAmount: amountOwed(r.total, r.paid_total),
  sourceQuotationId: r.source_quotation_id,
  orderId: r.order_id,
  remark: r.remark,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  ...(lines ? { lines: lines.map(toLineDto) } : {}),
});

export const toLineDto = (l: OrderLinesTable): OrderLineDto => ({
  _id: l.id,
  lineNo: l.line_no,
  productId: l.product_id,
  productName: l.product_name,
  quantity: l.quantity,
  unitPrice: l.unit_price,
  discount: l.discount,
  taxId: l.tax_id,
  taxName: l.tax_name,
  taxRate: bpToPercent(l.tax_bp),
  amount: l.amount,
  taxAmount: l.tax,
});
