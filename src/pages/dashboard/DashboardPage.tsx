import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Radio, Row, Segmented, Skeleton, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardCollect, TrendRange, TrendResult } from '../../domain/sales/dto';
import { formatCents } from '../../domain/sales/money';
import { salesApi } from '../../components/sales/salesApi';
import { FigureCards } from './FigureCards';
import { CustomerBreakdown } from './CustomerBreakdown';
import { TrendChart, type TrendView } from './TrendChart';
import { PaymentsCard, UnpaidOrdersCard } from './RecentTables';

const RANGE_OPTIONS = [
  { label: '本周', value: 'week' },
  { label: '本月', value: 'month' },
  { label: '本年', value: 'year' },
];

/**
 * 仪表盘: figure cards, the sales trend (range default week, view default order counts, with an
 * amount view), customer breakdown, unpaid orders and latest payments (three rows a page).
 */
export function DashboardPage() {
  const [collect, setCollect] = useState<DashboardCollect | null>(null);
  const [range, setRange] = useState<TrendRange>('week');
  const [view, setView] = useState<TrendView>('order');
  const [trend, setTrend] = useState<TrendResult | null>(null);
  const [version, setVersion] = useState(0);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    salesApi.collect().then(setCollect, () => undefined);
  }, [version]);
  useEffect(() => {
    salesApi.trend(range).then(setTrend, () => undefined);
  }, [range, version]);

  const sum = trend ? (view === 'order' ? [`${trend.this.orders.toLocaleString()} 单`, `${trend.last.orders.toLocaleString()} 单`] : [formatCents(trend.this.totals), formatCents(trend.last.totals)]) : null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="dashboard">
      <div style={{ textAlign: 'right' }}>
        <Button icon={<ReloadOutlined />} onClick={refresh}>刷新</Button>
      </div>
      <FigureCards data={collect} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card
            title="销售趋势"
            extra={
              <Space wrap>
                <Segmented value={view} onChange={(v) => setView(v as TrendView)} options={[{ label: '订单数', value: 'order' }, { label: '金额', value: 'amount' }]} />
                <Radio.Group value={range} onChange={(e) => setRange(e.target.value)} options={RANGE_OPTIONS} optionType="button" />
              </Space>
            }
          >
            {trend ? (
              <>
                <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 8 }}>
                  本期 <b style={{ color: 'rgba(0,0,0,0.88)' }}>{sum![0]}</b>，上期 {sum![1]}
                </div>
                <TrendChart data={trend} view={view} />
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <CustomerBreakdown data={collect} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <UnpaidOrdersCard version={version} />
        </Col>
        <Col xs={24} xl={12}>
          <PaymentsCard version={version} />
        </Col>
      </Row>
    </Space>
  );
}
