import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useNavigation, useOne } from '@refinedev/core';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { EditOutlined, FileAddOutlined, PayCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ScreenProps } from '../../engine/screens/overrides';
import type { OrderLineRecord, OrderRecord } from '../../schemas/orderFields';
import type { PaymentRecord } from '../../schemas/payment';
import { formatCents } from '../../domain/money';
import { OrderType, QuotationStatus, isEditableStatus, isQuotationType, paymentAllowed } from '../../domain/sales/statuses';
import { OrderTotals } from './OrderTotals';
import { PaymentDialog } from './PaymentDialog';
import { PaymentStatusTag, StatusTag } from './StatusTag';
import { StatusActions } from './StatusActions';
import { useOrderPayments, useSalesActions } from './salesApi';
import { useBusinessToday } from './useBusinessToday';
import { CLIENT_NOTICES } from '../../providers/customCalls';

/** The view (route) showing a document of this type. */
const VIEW_OF_TYPE: Record<number, string> = { 0: 'order', 1: 'customer_quotation', 2: 'customer_potential_quotation' };

/**
 * 来源报价单: the quotation an order was generated from, linked to its own show page — a customer's
 * quotation or a potential customer's, which only the quotation itself tells (one read).
 */
function SourceQuotationLink({ id }: { id: string }) {
  const { query } = useOne<OrderRecord>({ resource: 'order', id, ...CLIENT_NOTICES });
  const source = query.data?.data;
  if (query.isError) return <>已删除</>;
  if (!source) return <>…</>;
  return <Link to={`/app/${VIEW_OF_TYPE[source.type] ?? 'customer_quotation'}/show/${id}`}>{source.code}</Link>;
}

const money = (v: number) => formatCents(v);

/**
 * The show page of the three order views: details, lines, totals; status buttons offering only
 * the allowed transitions; 生成订单 on accepted quotations; 记录付款 and the payments of formal
 * orders; 打印 (A4 view); 编辑 while a draft.
 */
export function OrderShow({ schema }: ScreenProps) {
  const { id = '' } = useParams();
  const nav = useNavigation();
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  const today = useBusinessToday();
  const actions = useSalesActions();
  const { query: read } = useOne<OrderRecord>({ resource: schema.name, id, ...CLIENT_NOTICES });
  const order = read.data?.data ?? null;
  const missing = read.isError;
  // Payments belong to formal orders: read once the order says it is one.
  const formal = order?.type === OrderType.FORMAL;
  const { payments, refetch: refetchPayments } = useOrderPayments(id, formal);

  /** Reads the document again (and its payments) after a change. */
  const load = () => {
    void read.refetch();
    if (formal) void refetchPayments();
  };

  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      load();
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  if (missing) return <Result status="404" title={`${schema.label}不存在或已被删除`} />;
  if (!order)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const quotation = isQuotationType(order.type);
  const canGenerate = quotation && order.status === QuotationStatus.ACCEPTED && !order.orderId;
  return (
    <Card
      title={`${schema.label} ${order.code}`}
      extra={
        <Space wrap>
          {isEditableStatus(order.type, order.status) && (
            <Button icon={<EditOutlined />} onClick={() => nav.edit(schema.name, order._id)}>
              编辑
            </Button>
          )}
          <Link to={`/app/print/${order._id}`}>
            <Button icon={<PrinterOutlined />}>打印</Button>
          </Link>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <StatusActions order={order} busy={busy} today={today} onChange={(s) => void act(() => actions.changeStatus(order._id, s))} />
          {canGenerate && (
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              loading={busy}
              onClick={() => void act(async () => nav.show('order', (await actions.generateOrder(order._id))._id))}
            >
              生成订单
            </Button>
          )}
          {!quotation && paymentAllowed(order.status, 'refund') && (order.unpaidAmount > 0 || order.paidTotal > order.refundedTotal) && (
            <Button
              icon={<PayCircleOutlined />}
              onClick={() => setPaying(true)}
              disabled={!paymentAllowed(order.status, 'payment') && order.paidTotal <= order.refundedTotal}
            >
              记录付款
            </Button>
          )}
        </Space>
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={quotation ? '报价单号' : '订单号'}>{order.code}</Descriptions.Item>
          <Descriptions.Item label={order.type === OrderType.CUSTOMER_POTENTIAL_QUTATION ? '潜在客户' : '客户'}>
            {order.customerName}
          </Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag type={order.type} status={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label={quotation ? '报价日期' : '下单日期'}>{order.orderDate}</Descriptions.Item>
          {quotation ? (
            <Descriptions.Item label="有效期至">{order.validUntil ?? '-'}</Descriptions.Item>
          ) : (
            <Descriptions.Item label="付款状态">
              <PaymentStatusTag status={order.paymentStatus} />
            </Descriptions.Item>
          )}
          {quotation ? (
            <Descriptions.Item label="生成的订单">
              {order.orderId ? <Link to={`/app/order/show/${order.orderId}`}>查看订单</Link> : '-'}
            </Descriptions.Item>
          ) : (
            <Descriptions.Item label="已收 / 未付">
              {money(order.paidTotal)}
              {order.refundedTotal > 0 && `（已退 ${money(order.refundedTotal)}）`} /{' '}
              <b data-testid="unpaid-amount">{money(order.unpaidAmount)}</b>
            </Descriptions.Item>
          )}
          {order.sourceQuotationId && (
            <Descriptions.Item label="来源报价单">
              <SourceQuotationLink id={order.sourceQuotationId} />
            </Descriptions.Item>
          )}
          {order.remark && (
            <Descriptions.Item label="备注" span={3}>
              {order.remark}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Table<OrderLineRecord>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            { title: '序号', dataIndex: 'lineNo', width: 60 },
            { title: '产品名称', dataIndex: 'productName' },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '单价', dataIndex: 'unitPrice', align: 'right', render: money },
            { title: '优惠', dataIndex: 'discount', align: 'right', render: money },
            { title: '税费', dataIndex: 'taxName', render: (v) => v ?? '不含税' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: money },
            { title: '税额', dataIndex: 'taxAmount', align: 'right', render: money },
          ]}
        />
        <OrderTotals subtotal={order.subtotal} discountTotal={order.discountTotal} taxTotal={order.taxTotal} total={order.total} />
        {!quotation && (
          <Table<PaymentRecord>
            rowKey="_id"
            size="small"
            title={() => '付款记录'}
            pagination={false}
            dataSource={payments}
            locale={{ emptyText: '还没有付款记录' }}
            columns={[
              { title: '日期', dataIndex: 'paidAt' },
              { title: '类型', dataIndex: 'kind', render: (v) => (v === 1 ? <Tag color="red">退款</Tag> : <Tag color="green">收款</Tag>) },
              { title: '金额', dataIndex: 'amount', align: 'right', render: money },
              { title: '付款方式', dataIndex: 'payModeName' },
              { title: '备注', dataIndex: 'remark' },
            ]}
          />
        )}
      </Space>
      {paying && (
        <PaymentDialog
          order={order}
          open={paying}
          onClose={() => setPaying(false)}
          onDone={() => {
            setPaying(false);
            load();
          }}
        />
      )}
    </Card>
  );
}
