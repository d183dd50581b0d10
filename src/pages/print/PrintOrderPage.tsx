import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { Button, Result, Space, Spin } from 'antd';
import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import type { OrderDto } from '../../domain/sales/dto';
import { salesApi } from '../../components/sales/salesApi';
import { apiGet } from '../../providers/httpClient';
import { useShell } from '../../app/shellContext';
import { PrintSheet, type PrintCustomer } from './PrintSheet';
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
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { company } = useShell();
  const [order, setOrder] = useState<OrderDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [customer, setCustomer] = useState<PrintCustomer | null>(null);
  useEffect(() => {
    salesApi.findOrder(id).then(
      (o) => {
        setOrder(o);
        // Contact and address from the customer record (a potential customer's for type 2); the sheet
        // prints without them when the record is gone or not readable (the name is on the order).
        const base = o.type === 2 ? '/business/customer_potential' : '/business/customer';
        apiGet<PrintCustomer>(`${base}/findById`, { _id: o.customerId }, { silent: true }).then(setCustomer, () => undefined);
      },
      () => setFailed(true),
    );
  }, [id]);
  if (failed) return <Result status="404" title="订单不存在或已被删除" />;
  if (!order) return <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  return (
    <>
      <div className="print-toolbar">
        <Space>
          <Button icon={<RollbackOutlined />} onClick={() => navigate(-1)}>返回</Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>打印</Button>
        </Space>
      </div>
      <PrintSheet order={order} company={company} customer={customer} />
      <PrintPortal>
        <PrintSheet order={order} company={company} customer={customer} />
      </PrintPortal>
    </>
  );
}

/** /app/print/:id — the A4 print view of an order or quotation (no menu entry). */
export function PrintOrderPage() {
  return (
    <Routes>
      <Route path=":id" element={<PrintOne />} />
    </Routes>
  );
}
