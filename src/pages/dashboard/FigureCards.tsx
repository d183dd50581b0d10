import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { DashboardCollect } from '../../domain/sales/dto';
import { formatCents } from '../../domain/money';

/** The order figures of docs/requirements.md §3 as four cards. */
export function FigureCards({ data }: { data: DashboardCollect | null }) {
  const cards: [string, string, string, string][] = data
    ? [
        ['销售总额', formatCents(data.totals), '订单数', `${data.orders.toLocaleString()} 单`],
        ['今日销售额', formatCents(data.todayTotals), '今日订单', `${data.todayOrders.toLocaleString()} 单`],
        ['未收款金额', formatCents(data.unpaidTotal), '未付款订单', `${data.unpaidCount.toLocaleString()} 单`],
        ['客户总数', data.customerTotal.toLocaleString(), '潜在客户', data.potentialTotal.toLocaleString()],
      ]
    : [];
  return (
    <Row gutter={[16, 16]}>
      {(data ? cards : Array.from({ length: 4 }, () => null)).map((c, i) => (
        <Col key={i} xs={24} sm={12} xl={6}>
          <Card>
            {c ? (
              <>
                <Statistic title={c[0]} value={c[1]} data-testid={`figure-${i}`} />
                <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>
                  {c[2]} <span style={{ color: 'rgba(0,0,0,0.88)' }}>{c[3]}</span>
                </div>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
