import { Link } from 'react-router';
import { useOne } from '@refinedev/core';
import { Descriptions } from 'antd';
import type { OrderRecord } from '../../schemas/orderFields';
import { formatCents } from '../../domain/money';
import { OrderType, isQuotationType } from '../../domain/sales/statuses';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderTotals } from './OrderTotals';
import { PaymentStatusTag, StatusTag } from '../../components/StatusTag';
import { VIEW_OF_TYPE } from '../../schemas/orderViews';
import { t } from '../../i18n/messages/zh-CN/salesDocuments';

/**
 * 来源报价单: the quotation an order was generated from, linked to its own show page — a customer's
 * quotation or a potential customer's, which only the quotation itself tells (one read).
 */
function SourceQuotationLink({ id }: { id: string }) {
  const { query } = useOne<OrderRecord>({ resource: 'order', id, ...CLIENT_NOTICES });
  const source = query.data?.data;
  if (query.isError) return <>{t('deleted')}</>;
  if (!source) return <>…</>;
  return <Link to={`/app/${VIEW_OF_TYPE[source.type] ?? 'customer_quotation'}/show/${id}`}>{source.code}</Link>;
}

const money = (v: number) => formatCents(v);

/**
 * The details, lines and totals of an order or quotation on its show page. `shown` says whether
 * the user's role lets them see a field (`lines.unitPrice` for a column of the lines): the server
 * never sends a hidden one, so its place goes rather than showing empty.
 */
export function OrderDetails({ order, shown }: { order: OrderRecord; shown: (field: string) => boolean }) {
  const quotation = isQuotationType(order.type);
  const figure = (name: 'subtotal' | 'discountTotal' | 'taxTotal' | 'total') => (shown(name) ? order[name] : undefined);
  const items = [
    shown('code') && { key: 'code', label: quotation ? t('quotationCode') : t('orderCode'), children: order.code },
    shown('customerName') && {
      key: 'customerName',
      label: order.type === OrderType.CUSTOMER_POTENTIAL_QUTATION ? t('lead') : t('customer'),
      children: order.customerName,
    },
    shown('status') && { key: 'status', label: t('status'), children: <StatusTag type={order.type} status={order.status} /> },
    shown('orderDate') && { key: 'orderDate', label: quotation ? t('quotationDate') : t('orderDate'), children: order.orderDate },
    quotation
      ? shown('validUntil') && { key: 'validUntil', label: t('validUntil'), children: order.validUntil ?? '-' }
      : shown('paymentStatus') && {
          key: 'paymentStatus',
          label: t('paymentStatus'),
          children: <PaymentStatusTag status={order.paymentStatus} />,
        },
    quotation
      ? shown('orderId') && {
          key: 'orderId',
          label: t('generatedOrder'),
          children: order.orderId ? <Link to={`/app/order/show/${order.orderId}`}>{t('viewOrder')}</Link> : '-',
        }
      : shown('paidTotal') && { key: 'paidTotal', label: t('paid'), children: money(order.paidTotal) },
    // 已付, 已退, 实收 and 未付 side by side: a refund lowers 实收, never what 已付 says was received.
    !quotation && shown('refundedTotal') && { key: 'refundedTotal', label: t('refunded'), children: money(order.refundedTotal) },
    !quotation &&
      shown('receivedAmount') && {
        key: 'receivedAmount',
        label: t('received'),
        children: <span data-testid="received-amount">{money(order.receivedAmount)}</span>,
      },
    !quotation &&
      shown('unpaidAmount') && {
        key: 'unpaidAmount',
        label: t('unpaid'),
        children: <b data-testid="unpaid-amount">{money(order.unpaidAmount)}</b>,
      },
    shown('sourceQuotationId') &&
      order.sourceQuotationId && {
        key: 'sourceQuotationId',
        label: t('sourceQuotation'),
        children: <SourceQuotationLink id={order.sourceQuotationId} />,
      },
    shown('remark') && order.remark && { key: 'remark', label: t('remark'), span: 3, children: order.remark },
  ].filter((i) => !!i);
  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />
      {shown('lines') && <OrderLinesTable lines={order.lines} shown={shown} />}
      <OrderTotals
        subtotal={figure('subtotal')}
        discountTotal={figure('discountTotal')}
        taxTotal={figure('taxTotal')}
        total={figure('total')}
      />
    </>
  );
}
