import { Suspense } from 'react';
import { Col, Row, Skeleton } from 'antd';
import { Panel } from '../../components/Panel';
import { lazyComponent } from '../../engine/screens/lazyComponent';
import { t } from '../../i18n/messages/zh-CN/pageDashboard';

// The tables sit below the figures and the chart: antd's Table (its chunk, its first layout) waits
// until the figures are on screen, so they are not held up by it (docs/requirements.md §10.5).
const RecentTables = lazyComponent(() => import('./RecentTables').then((m) => m.RecentTables));

const placeholder = (title: string) => (
  <Panel title={title}>
    <Skeleton active paragraph={{ rows: 3 }} />
  </Panel>
);

/**
 * 待收款订单 and 最近付款, side by side; their skeletons until `after` (the figures arrived or could
 * not be read), then the tables, loaded on demand.
 */
export function LazyRecentTables({ after }: { after: boolean }) {
  const fallback = (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        {placeholder(t('unpaidOrdersTitle'))}
      </Col>
      <Col xs={24} xl={12}>
        {placeholder(t('recentPayments'))}
      </Col>
    </Row>
  );
  if (!after) return fallback;
  return (
    <Suspense fallback={fallback}>
      <RecentTables />
    </Suspense>
  );
}
