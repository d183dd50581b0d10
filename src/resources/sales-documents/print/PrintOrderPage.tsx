import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { useCustom, useOne } from '@refinedev/core';
import { Button, Space, Spin } from 'antd';
import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import type { OrderRecord } from '../../../schemas/orderFields';
import { CLIENT_NOTICES } from '../../../providers/customCalls';
import { useShell } from '../../../state/shellContext';
import { useAllowed } from '../../../state/useAllowed';
import { printedView } from '../../../components/printPaths';
import { viewOfType } from '../../../schemas/orderViews';
import { ResultPage } from '../../../engine/screens/ResultPage';
import { RecordLoadFailure } from '../../../engine/screens/LoadFailure';
import { schemaOf } from '../../../state/servedSchemas';
import { orderSchema } from '../../../schemas/order';
import { PrintSheet, type PrintCustomer } from './PrintSheet';
import { t } from '../../../i18n/messages/zh-CN/salesDocuments';
import { t as tc } from '../../../i18n/messages/zh-CN/common';
import './print.css';

/** A container directly under <body>, shown only when printing (see print.css). */
function PrintPortal({ children }: { children: ReactNode }) {
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'print-portal';
    return el;
  });
  useEffect(() => {
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

function PrintOne() {
  const { id = '', view } = useParams();
  const navigate = useNavigate();
  const { company } = useShell();
  const { query: read } = useOne<OrderRecord>({ resource: 'order', id, ...CLIENT_NOTICES });
  const order = read.data?.data ?? null;
  const failed = read.isError;
  // 打印 is granted per view (订单, 客户报价, 潜在客户报价): known once the document says its type.
  const mayPrint = useAllowed(viewOfType(order?.type), 'print');
  // Contact and address from the customer record (a potential customer's for type 2); the sheet
  // prints without them when the record is gone or not readable (the name is on the order), so
  // the read is silent.
  const base = order?.type === 2 ? '/business/customer_potential' : '/business/customer';
  const { query: customerRead } = useCustom<PrintCustomer>({
    url: `${base}/findById`,
    method: 'get',
    config: { query: { _id: order?.customerId } },
    meta: { silent: true },
    queryOptions: { enabled: !!order },
    ...CLIENT_NOTICES,
  });
  const customer = (customerRead.isError ? null : customerRead.data?.data) ?? null;
  // The document's type is unknown when it cannot be read: the view in the path names its list.
  if (failed)
    return <RecordLoadFailure schema={schemaOf(printedView(view)) ?? orderSchema} error={read.error} onRetry={() => void read.refetch()} />;
  if (!order) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  if (!mayPrint) return <ResultPage status={403} subTitle={t('printForbidden')} />;
  return (
    <>
      <div className="print-toolbar">
        <Space>
          <Button icon={<RollbackOutlined />} onClick={() => navigate(-1)}>
            {tc('back')}
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Space>
      </div>
      <PrintSheet order={order} company={company} customer={customer} />
      <PrintPortal>
        <PrintSheet order={order} company={company} customer={customer} />
      </PrintPortal>
    </>
  );
}

/**
 * /app/print/:view/:id — the A4 print view of an order or quotation (no menu entry; printPath makes
 * the path). /app/print/:id, the path of before, still opens.
 */
export function PrintOrderPage() {
  return (
    <Routes>
      <Route path=":view/:id" element={<PrintOne />} />
      <Route path=":id" element={<PrintOne />} />
    </Routes>
  );
}
