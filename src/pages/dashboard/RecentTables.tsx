import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Col, Row, Table, Tag } from 'antd';
import { Panel } from '../../components/Panel';
import { Link } from 'react-router';
import type { OrderRecord } from '../../schemas/orderFields';
import type { PaymentRecord } from '../../schemas/payment';
import { formatCents } from '../../domain/money';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { PaymentStatusTag } from '../../components/StatusTag';
import { printPath } from '../../components/printPaths';
import { useAllowed } from '../../state/useAllowed';
import { useFieldRules } from '../../engine/screens/useFieldRules';
import { orderSchema } from '../../schemas/order';
import { t } from '../../i18n/messages/zh-CN/pageDashboardRecent';

/** Dashboard tables show three rows a page (docs/requirements.md §9). */
const DASHBOARD_PAGE_SIZE = 3;

/**
 * A page of a dashboard table read from `url` (`pageNo`, `pageSize` and `extra` in the query).
 * The previous page stays on screen while the next one loads; a failed read shows an empty table.
 */
function usePage<T>(url: string, extra: Record<string, unknown> = {}) {
  const [pageNo, setPageNo] = useState(1);
  const { query } = useCustom<{ rows: T[]; total: number }>({
    url,
    method: 'get',
    config: { query: { pageNo, pageSize: DASHBOARD_PAGE_SIZE, ...extra } },
    ...CLIENT_NOTICES,
  });
  const data = query.isError ? undefined : query.data?.data;
  const pagination = {
    current: pageNo,
    pageSize: DASHBOARD_PAGE_SIZE,
    total: data?.total ?? 0,
    onChange: setPageNo,
    size: 'small' as const,
    showSizeChanger: false,
  };
  return { rows: data?.rows ?? [], loading: query.isFetching, pagination };
}

/** The latest payments first. */
const LATEST_FIRST = { sortField: 'paidAt', sortOrder: 'desc' };

const money = (v: number) => <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatCents(v)}</span>;
const nowrap = (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v}</span>;

/** Orders still waiting for money, newest first. */
export function UnpaidOrdersCard() {
  const page = usePage<OrderRecord>('/business/order/dashboard/unpaid');
  const mayPrint = useAllowed('order', 'print');
  // The rows are orders under the caller's order rights: a role not shown the total is not shown what is owed.
  const owedShown = useFieldRules(orderSchema).ruleOf('unpaidAmount') !== 'hidden';
  return (
    <Panel title={t('unpaidOrdersTitle')} extra={<Link to="/app/order">{t('allOrders')}</Link>}>
      <Table<OrderRecord>
        rowKey="_id"
        size="small"
        loading={page.loading}
        dataSource={page.rows}
        pagination={page.pagination}
        locale={{ emptyText: t('noUnpaidOrders') }}
        columns={[
          // A column with ellipsis makes the layout fixed: the code needs its own width, or it runs into 客户.
          {
            title: t('orderCode'),
            dataIndex: 'code',
            width: 160,
            ellipsis: true,
            render: (v, r) => (
              <Link to={`/app/order/show/${r._id}`} title={v}>
                {v}
              </Link>
            ),
          },
          { title: t('customer'), dataIndex: 'customerName', ellipsis: true },
          // Half a row wide: the unpaid amount is what this card is about; the total is on the order.
          ...(owedShown ? [{ title: t('unpaid'), dataIndex: 'unpaidAmount', align: 'right' as const, width: 120, render: money }] : []),
          { title: t('paymentStatus'), dataIndex: 'paymentStatus', render: (v) => <PaymentStatusTag status={v} /> },
          ...(mayPrint
            ? [{ title: '', key: 'print', render: (_: unknown, r: OrderRecord) => <Link to={printPath(r)}>{t('print')}</Link> }]
            : []),
        ]}
      />
    </Panel>
  );
}

/** The latest payments and refunds. */
function PaymentsCard() {
  const page = usePage<PaymentRecord>('/business/payment/list', LATEST_FIRST);
  return (
    <Panel title={t('recentPayments')} extra={<Link to="/app/payment">{t('allPayments')}</Link>}>
      <Table<PaymentRecord>
        rowKey="_id"
        size="small"
        loading={page.loading}
        dataSource={page.rows}
        pagination={page.pagination}
        locale={{ emptyText: t('noPayments') }}
        columns={[
          { title: t('orderCode'), dataIndex: 'orderCode', render: (v, r) => <Link to={`/app/order/show/${r.orderId}`}>{nowrap(v)}</Link> },
          {
            title: t('kind'),
            dataIndex: 'kind',
            render: (v) => (v === 1 ? <Tag color="red">{t('refund')}</Tag> : <Tag color="green">{t('payment')}</Tag>),
          },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: money },
          { title: t('payMode'), dataIndex: 'payModeName' },
          { title: t('date'), dataIndex: 'paidAt', render: nowrap },
        ]}
      />
    </Panel>
  );
}

/**
 * Both tables side by side, as the dashboard shows them (loaded on demand: LazyRecentTables.tsx). The
 * payments are a list of 付款: a role that may not list them is not asked (the server would refuse, and
 * a 权限不足 notice would greet the dashboard); the unpaid orders then take the row.
 */
export function RecentTables() {
  const mayListPayments = useAllowed('payment', 'list');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={mayListPayments ? 12 : 24}>
        <UnpaidOrdersCard />
      </Col>
      {mayListPayments && (
        <Col xs={24} xl={12}>
          <PaymentsCard />
        </Col>
      )}
    </Row>
  );
}
