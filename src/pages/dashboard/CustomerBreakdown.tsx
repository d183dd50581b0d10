import { Skeleton, Space, theme } from 'antd';
import { Panel } from '../../components/Panel';
import type { DashboardCollect } from '../../domain/sales/dto';
import { PRIMARY_COLOR } from '../../theme';

const COMPANY_COLOUR = '#722ed1';
const PERSONAL_COLOUR = PRIMARY_COLOR;

/**
 * The whole as one bar, 企业 purple then 个人 blue, in per cent; with nobody counted there is no whole
 * and the bar stays empty. Two plain segments rather than antd's Progress, which the dashboard, the
 * first screen after login, would otherwise load for this alone.
 */
function SplitBar({ company, personal, track }: { company: number; personal: number; track: string }) {
  return (
    <div
      role="img"
      aria-label={`企业 ${company}%，个人 ${personal}%`}
      style={{ display: 'flex', height: 8, margin: '10px 0', borderRadius: 4, overflow: 'hidden', background: track }}
    >
      <div data-part="company" style={{ width: `${company}%`, background: COMPANY_COLOUR }} />
      <div data-part="personal" style={{ width: `${personal}%`, background: PERSONAL_COLOUR }} />
    </div>
  );
}

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
      <SplitBar company={pct} personal={total ? 100 - pct : 0} track={token.colorFillSecondary} />
      <Space size="large">
        <span>
          <span style={{ color: COMPANY_COLOUR }}>■</span> 企业 {company.toLocaleString()}
        </span>
        <span>
          <span style={{ color: PERSONAL_COLOUR }}>■</span> 个人 {personal.toLocaleString()}
        </span>
      </Space>
    </div>
  );
}

/** Customers and potential customers by kind, with the deleted ones the dashboard counts. */
export function CustomerBreakdown({ data }: { data: DashboardCollect | null }) {
  return (
    <Panel title="客户构成" style={{ height: '100%' }}>
      {data ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Split title="客户" personal={data.customerPersonal} company={data.customerCompany} deleted={data.customerDeleted} />
          <Split title="潜在客户" personal={data.potentialPersonal} company={data.potentialCompany} deleted={data.potentialDeleted} />
        </Space>
      ) : (
        <Skeleton active />
      )}
    </Panel>
  );
}
