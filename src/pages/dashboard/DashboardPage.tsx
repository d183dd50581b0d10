import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCustom, useInvalidate } from '@refinedev/core';
import { Button, Col, Row, Segmented, Skeleton, Space, theme } from 'antd';
import { Panel } from '../../components/Panel';
import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardCollect, TrendRange, TrendResult } from '../../domain/sales/dto';
import { formatCents } from '../../domain/money';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { FigureCards } from './FigureCards';
import { CustomerBreakdown } from './CustomerBreakdown';
import { trendViews, type TrendView } from './trendViews';
import { LazyTrendChart } from './LazyTrendChart';
import { LazyRecentTables } from './LazyRecentTables';
import { salesOf } from './drillDown';
import { useAllowed } from '../../state/useAllowed';
import { t } from '../../i18n/messages/zh-CN/pageDashboard';
import { formatNumber } from '../../engine/renderers/numberFormat';

// A function: its labels are read when shown.
const rangeOptions = () => [
  { label: t('rangeWeek'), value: 'week' },
  { label: t('rangeMonth'), value: 'month' },
  { label: t('rangeYear'), value: 'year' },
];

/**
 * 仪表盘: figure cards, the sales trend (range default week, view default order counts, with an
 * amount view), customer breakdown, unpaid orders and latest payments (three rows a page).
 */
export function DashboardPage() {
  const [range, setRange] = useState<TrendRange>('week');
  const [view, setView] = useState<TrendView>('order');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const listsOrders = useAllowed('order', 'list');
  const collectQuery = useCustom<DashboardCollect>({ url: '/business/order/dashboard/collect', method: 'get', ...CLIENT_NOTICES }).query;
  const trendQuery = useCustom<TrendResult>({
    url: '/business/order/dashboard/trend',
    method: 'get',
    config: { query: { range } },
    ...CLIENT_NOTICES,
  }).query;
  // A figure that cannot be read keeps its placeholder (the HTTP client showed why).
  const collect = collectQuery.data?.data ?? null;
  const trend = trendQuery.data?.data ?? null;
  // 刷新 reads every figure and table of the page again: all of them are refine queries shown here.
  const invalidate = useInvalidate();
  const refresh = () => void invalidate({ invalidates: ['all'] });

  // Amounts only when the server sent them: a caller whose order rules hide 总金额 sees counts only.
  const views = trendViews(trend);
  const shown: TrendView = views.includes(view) ? view : 'order';
  const sum = trend
    ? shown === 'order'
      ? [t('orders', { n: formatNumber(trend.this.orders) }), t('orders', { n: formatNumber(trend.last.orders) })]
      : [formatCents(trend.this.totals ?? 0), formatCents(trend.last.totals ?? 0)]
    : null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="dashboard">
      <div style={{ textAlign: 'right' }}>
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          {t('refresh')}
        </Button>
      </div>
      <FigureCards data={collect} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Panel
            title={t('salesTrend')}
            extra={
              <Space wrap>
                {views.length > 1 && (
                  <Segmented
                    value={shown}
                    onChange={(v) => setView(v as TrendView)}
                    options={[
                      { label: t('viewOrders'), value: 'order' },
                      { label: t('viewAmount'), value: 'amount' },
                    ]}
                  />
                )}
                {/* Segmented like the view beside it, not a radio group: antd's Radio brings form code to this first screen. */}
                <Segmented value={range} onChange={(v) => setRange(v as TrendRange)} options={rangeOptions()} />
              </Space>
            }
          >
            {trend ? (
              <>
                {/* Each period opens its sales (drillDown.ts), for a reader who may list orders; a bar of the chart its day's or month's. */}
                <div style={{ color: token.colorTextSecondary, marginBottom: 8 }}>
                  {listsOrders ? (
                    <>
                      <Link to={salesOf(trend.this.start, trend.this.end)}>
                        {t('thisPeriod')} <b>{sum![0]}</b>
                      </Link>
                      {t('periodSeparator')}
                      <Link to={salesOf(trend.last.start, trend.last.end)}>
                        {t('lastPeriod')} {sum![1]}
                      </Link>
                    </>
                  ) : (
                    <>
                      {t('thisPeriod')} <b style={{ color: token.colorText }}>{sum![0]}</b>
                      {t('periodSeparator')}
                      {t('lastPeriod')} {sum![1]}
                    </>
                  )}
                </div>
                <LazyTrendChart data={trend} view={shown} onOpen={listsOrders ? (from, to) => navigate(salesOf(from, to)) : undefined} />
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 6 }} />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={8}>
          <CustomerBreakdown data={collect} />
        </Col>
      </Row>
      <LazyRecentTables after={collectQuery.isFetched} />
    </Space>
  );
}
