import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useNavigation, useOne } from '@refinedev/core';
import { Button, Card, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { FileAddOutlined, PayCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import type { ScreenProps } from '../../engine/screens/overrides';
import type { OrderRecord } from '../../schemas/orderFields';
import type { PaymentRecord } from '../../schemas/payment';
import { formatCents } from '../../domain/money';
import { OrderType, QuotationStatus, amountKept, isQuotationType, paymentAllowed } from '../../domain/sales/statuses';
import { OrderDetails } from './OrderDetails';
import { CustomFieldDetails, customFields } from '../../engine/screens/CustomFields';
import { RowActions } from '../../engine/screens/RowActions';
import { isClosedStatus } from '../../domain/sales/documentRules';
import { RecordLoadFailure } from '../../engine/screens/LoadFailure';
import { useRecordTabTitle } from '../../state/recordTitles';
import { PaymentDialog } from './PaymentDialog';
import { StatusActions } from './StatusActions';
import { useOrderPayments, useSalesActions } from './salesApi';
import { useBusinessToday } from './useBusinessToday';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { useFieldRules } from '../../engine/screens/useFieldRules';
import { useAllowed } from '../../state/useAllowed';
import { paymentSchema } from '../../schemas/payment';
import { customerQuotationSchema } from '../../schemas/customerQuotation';
import { customerPotentialQuotationSchema } from '../../schemas/customerPotentialQuotation';
import { useSameNameChoice } from '../../components/customers/useSameNameChoice';
import { RecordTabs } from '../../engine/screens/RecordTabs';
import { RelatedRecords } from '../../engine/screens/RelatedRecords';
import { printPath } from '../../components/printPaths';
import { useLiveRecord } from '../../engine/screens/useLiveRecord';
import { LiveUpdatedMark } from '../../engine/screens/LiveUpdatedMark';
import { t } from '../../i18n/messages/zh-CN/salesDocuments';

const money = (v: number) => formatCents(v);

/**
 * What refers to a document that its page shows its own way, so not again as related records: the
 * payments (付款记录 table) and the quotation an order came from — its 生成的订单 names the order,
 * which the quotation views' related lists derive from, and the details link it as 来源报价单.
 */
const SHOWN_ABOVE = [paymentSchema.name, customerQuotationSchema.name, customerPotentialQuotationSchema.name];

/**
 * The show page of the three order views: details, lines, totals; status buttons offering only
 * the allowed transitions; 生成订单 on accepted quotations; 记录付款 and the payments of formal
 * orders; 打印 (A4 view); 编辑 and 删除 as the documents' record rules allow. Each action only for a user whose role holds it, and
 * only the fields the role lets them see.
 */
export function OrderShow({ schema: given }: ScreenProps) {
  const { schema, ruleOf } = useFieldRules(given);
  const shown = (field: string) => ruleOf(field) !== 'hidden';
  const may = {
    edit: useAllowed(schema, 'edit'),
    print: useAllowed(schema, 'print'),
    generateOrder: useAllowed(schema, 'generateOrder'),
    pay: useAllowed(paymentSchema, 'create'),
    payments: useAllowed(paymentSchema, 'list'),
  };
  const { id = '' } = useParams();
  const nav = useNavigation();
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  const today = useBusinessToday();
  const actions = useSalesActions();
  // 生成订单 of a lead's quotation converts the lead: customers of its name are chosen in a dialog.
  const sameName = useSameNameChoice();
  const { query: read } = useOne<OrderRecord>({ resource: schema.name, id, ...CLIENT_NOTICES });
  const order = read.data?.data ?? null;
  const missing = read.isError;
  useRecordTabTitle(order?.code);
  // Payments belong to formal orders: read once the order says it is one.
  const formal = order?.type === OrderType.FORMAL;
  const { payments, refetch: refetchPayments } = useOrderPayments(id, formal && may.payments);
  // Another user's change to the document (a payment moves its sums too) shows at once, marked 已更新.
  const live = useLiveRecord(schema.name, schema.label, id || undefined, () => {
    if (formal && may.payments) void refetchPayments();
    return read.refetch();
  });
  live.remember(order);

  /** Reads the document again (and its payments) after a change. */
  const load = () => {
    void read.refetch();
    if (formal && may.payments) void refetchPayments();
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

  if (missing) return <RecordLoadFailure schema={schema} error={read.error} onRetry={() => void read.refetch()} />;
  if (!order)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const quotation = isQuotationType(order.type);
  const canGenerate = may.generateOrder && quotation && order.status === QuotationStatus.ACCEPTED && !order.orderId;
  const canPay = may.pay && !quotation && paymentAllowed(order.status, 'refund');
  const payable = canPay && (order.unpaidAmount > 0 || amountKept(order.paidTotal, order.refundedTotal) > 0);
  // A status change is a write of the document; a closed one has no move left.
  const moves = may.edit && !isClosedStatus(order.type, order.status);
  return (
    <Card
      title={
        <>
          {`${schema.label} ${order.code}`}
          <LiveUpdatedMark live={live} />
        </>
      }
      extra={
        <Space wrap>
          {/* 编辑 and 删除 as the document's rules allow (a closed one: disabled, with the reason). */}
          <RowActions
            schema={schema}
            record={order as unknown as Record<string, unknown>}
            onShowPage
            onDeleted={() => nav.list(schema.name)}
          />
          {may.print && (
            <Link to={printPath(order)}>
              <Button icon={<PrinterOutlined />}>{t('print')}</Button>
            </Link>
          )}
        </Space>
      }
    >
      <RecordTabs schema={schema} id={order._id}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {/* No action left (a closed quotation): no bar, not an empty row above the details. */}
          {(moves || canGenerate || payable) && (
            <Space wrap data-testid="order-actions">
              {/* A status change is a write of the document. */}
              {moves && (
                <StatusActions
                  order={order}
                  busy={busy}
                  today={today}
                  onChange={(s) => void act(() => actions.changeStatus(order._id, s))}
                />
              )}
              {canGenerate && (
                <Button
                  type="primary"
                  icon={<FileAddOutlined />}
                  loading={busy}
                  onClick={() =>
                    void act(async () => {
                      const made = await sameName.run(order.customerName ?? '', (choice) => actions.generateOrder(order._id, choice));
                      if (made) nav.show('order', made._id);
                    })
                  }
                >
                  {t('generateOrder')}
                </Button>
              )}
              {payable && (
                <Button
                  icon={<PayCircleOutlined />}
                  onClick={() => setPaying(true)}
                  disabled={!paymentAllowed(order.status, 'payment') && amountKept(order.paidTotal, order.refundedTotal) <= 0}
                >
                  {t('recordPayment')}
                </Button>
              )}
            </Space>
          )}
          <OrderDetails order={order} shown={shown} />
          {/* Only when the tenant added fields: an item that renders nothing still takes a row of the column. */}
          {customFields(schema, 'show').length > 0 && (
            <CustomFieldDetails schema={schema} record={order as unknown as Record<string, unknown>} />
          )}
          {!quotation && may.payments && (
            <Table<PaymentRecord>
              rowKey="_id"
              size="small"
              title={() => t('payments')}
              pagination={false}
              dataSource={payments}
              // antd's empty text is its disabled grey (1.6:1): the readable secondary grey instead.
              locale={{ emptyText: <Typography.Text type="secondary">{t('noPayments')}</Typography.Text> }}
              columns={[
                { title: t('date'), dataIndex: 'paidAt' },
                {
                  title: t('kind'),
                  dataIndex: 'kind',
                  render: (v) => (v === 1 ? <Tag color="red">{t('refund')}</Tag> : <Tag color="green">{t('payment')}</Tag>),
                },
                { title: t('amount'), dataIndex: 'amount', align: 'right', render: money },
                { title: t('payMode'), dataIndex: 'payModeName' },
                { title: t('remark'), dataIndex: 'remark' },
              ]}
            />
          )}
        </Space>
        {/* What else refers to this document (SHOWN_ABOVE: not what the page shows already). Outside the
          column, which would keep a row for it when the user may list none of them. */}
        <RelatedRecords schema={schema} id={order._id} except={SHOWN_ABOVE} />
      </RecordTabs>
      {/* Outside the column: a closed dialog would still take a row of it. */}
      {sameName.dialog}
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
