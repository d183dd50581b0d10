import { Card, Progress, Skeleton, Space, theme } from 'antd';
import type { DashboardCollect } from '../../domain/sales/dto';

function Split({ title, personal, company, deleted }: { title: string; personal: number; company: number; deleted: number }) {
  const total = personal + company;
  const pct = total ? Math.round((company / total) * 100) : 0;
  const { token } = theme.useToken();
  // Plain text, not antd's Typography: the dashboard is the first screen, and Typography brings an editor with it.
  return (
    <div>
      <strong>{title}</strong>
      <span style={{ float: 'right', color: token.colorTextSecondary }}>
        共 {total.toLocaleString()}，已删除 {deleted.toLocaleString()}
      </span>
      {/* The bar is the whole (企业 purple over 个人 blue): with nobody counted there is no whole, so it stays empty. */}
      <Progress percent={total ? 100 : 0} success={{ percent: pct, strokeColor: '#722ed1' }} strokeColor="#1777ff" showInfo={false} />
      <Space size="large">
        <span>
          <span style={{ color: '#722ed1' }}>■</span> 企业 {company.toLocaleString()}
        </span>
        <span>
          <span style={{ color: '#1777ff' }}>■</span> 个人 {personal.toLocaleString()}
        </span>
      </Space>
    </div>
  );
}

/** Customers and potential customers by kind, with the deleted ones the dashboard counts. */
export function CustomerBreakdown({ data }: { data: DashboardCollect | null }) {
  return (
    <Card title="客户构成" style={{ height: '100%' }}>
      {data ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Split title="客户" personal={data.customerPersonal} company={data.customerCompany} deleted={data.customerDeleted} />
          <Split title="潜在客户" personal={data.potentialPersonal} company={data.potentialCompany} deleted={data.potentialDeleted} />
        </Space>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
