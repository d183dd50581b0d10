import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import { Button, Result, Space, Spin } from 'antd';
import { PrinterOutlined, RollbackOutlined } from '@ant-design/icons';
import type { OrderDto } from '../../domain/sales/dto';
import { salesApi } from '../../components/sales/salesApi';
import { useShell } from '../../app/shellContext';
import { PrintSheet } from './PrintSheet';
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
  useEffect(() => {
    salesApi.findOrder(id).then(setOrder, () => setFailed(true));
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
      <PrintSheet order={order} company={company} />
      <PrintPortal>
        <PrintSheet order={order} company={company} />
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
