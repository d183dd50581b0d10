import { useEffect, useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { OrderDto, PaymentDto } from '../../domain/sales/dto';
import { formatCents } from '../../domain/sales/money';
import { salesApi } from '../../components/sales/salesApi';
import { PaymentStatusTag } from '../../components/sales/StatusTag';

/** Dashboard tables show three rows a page (SPEC section 9). */
export const DASHBOARD_PAGE_SIZE = 3;

/** A page of a dashboard table: reloads when the page or `version` changes. */
function usePage<T>(load: (pageNo: number) => Promise<{ rows: T[]; total: number }>, version: number) {
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<{ rows: T[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load(pageNo)
      .then((d) => live && setData(d))
      .catch(() => live && setData({ rows: [], total: 0 }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `load` is stable per table; page and version drive the reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageNo, version]);
  const pagination = { current: pageNo, pageSize: DASHBOARD_PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNo, size: 'small' as const, showSizeChanger: false };
  return { rows: data?.rows ?? [], loading, pagination };
}

const money = (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatCents(v)}</span>;
const nowrap = (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>;

/** Orders still waiting for money, newest first. */
export function UnpaidOrdersCard({ version }: { version: number }) {
  const page = usePage<OrderDto>((p) => salesApi.unpaid(p, DASHBOARD_PAGE_SIZE), version);
  return (
    <Card title="待收款订单" extra={<Link to="/app/order">全部订单</Link>}>
      <Table<OrderDto>
        rowKey="_id"
        size="small"
        loading={page.loading}
        dataSource={page.rows}
        pagination={page.pagination}
        locale={{ emptyText: '没有待收款的订单' }}
        columns={[
          // A column with ellipsis makes the layout fixed: the code needs its own width, or it runs into 客户.
          { title: '订单号', dataIndex: 'code', width: 160, ellipsis: true, render: (v, r) => <Link to={`/app/order/show/${r._id}`} title={v}>{v}</Link> },
          { title: '客户', dataIndex: 'customerName', ellipsis: true },
          // Half a row wide: the unpaid amount is what this card is about; the total is on the order.
          { title: '未付金额', dataIndex: 'unpaidAmount', align: 'right', width: 120, render: money },
          { title: '付款状态', dataIndex: 'paymentStatus', render: (v) => <PaymentStatusTag status={v} /> },
          { title: '', key: 'print', render: (_, r) => <Link to={`/app/print/${r._id}`}>打印</Link> },
        ]}
      />
    </Card>
  );
}

/** The latest payments and refunds. */
export function PaymentsCard({ version }: { version: number }) {
  const page = usePage<PaymentDto>((p) => salesApi.listPayments({ pageNo: p, pageSize: DASHBOARD_PAGE_SIZE, sortField: 'paidAt', sortOrder: 'desc' }), version);
  return (
    <Card title="最近付款" extra={<Link to="/app/payment">全部付款</Link>}>
      <Table<PaymentDto>
        rowKey="_id"
        size="small"
        loading={page.loading}
        dataSource={page.rows}
        pagination={page.pagination}
        locale={{ emptyText: '还没有付款记录' }}
        columns={[
          { title: '订单号', dataIndex: 'orderCode', render: (v, r) => <Link to={`/app/order/show/${r.orderId}`}>{nowrap(v)}</Link> },
          { title: '类型', dataIndex: 'kind', render: (v) => (v === 1 ? <Tag color="red">退款</Tag> : <Tag color="green">收款</Tag>) },
          { title: '金额', dataIndex: 'amount', align: 'right', render: money },
          { title: '付款方式', dataIndex: 'payModeName' },
          { title: '日期', dataIndex: 'paidAt', render: nowrap },
        ]}
      />
    </Card>
  );
}
