import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Col, Row, Skeleton, Statistic, theme } from 'antd';
import { Panel } from '../../components/Panel';
import type { DashboardCollect } from '../../domain/sales/dto';
import { formatCents } from '../../domain/money';
import { Withheld } from './Withheld';
import { useAllowed } from '../../state/useAllowed';
import { listLink, salesOf, unpaidSales } from './drillDown';
import './dashboard.css';
import { t } from '../../i18n/messages/zh-CN/pageDashboard';
import { formatNumber } from '../../engine/renderers/numberFormat';

/** An amount of the collect reply, or the 无权查看 dash when the server left it out. */
const amount = (cents: number | undefined, what: string): ReactNode =>
  cents === undefined ? <Withheld what={what} /> : formatCents(cents);

/** The order figures of docs/requirements.md §3 as four cards; an amount the server withheld shows as absent. */
export function FigureCards({ data }: { data: DashboardCollect | null }) {
  // The theme's secondary text (src/theme.ts), which passes WCAG AA's contrast; not a colour of its own.
  const { token } = theme.useToken();
  // A card opens its list only for a reader who may open that list (仪表盘 alone may be a role's).
  const listsOrders = useAllowed('order', 'list');
  const listsCustomers = useAllowed('customer', 'list');
  // Each card opens the list it was counted from, filtered to what it counted (drillDown.ts).
  const cards: [string, ReactNode, string, string, string | null][] = data
    ? [
        [
          t('totalSales'),
          amount(data.totals, t('totalSales')),
          t('orderCount'),
          t('orders', { n: formatNumber(data.orders) }),
          listsOrders ? salesOf() : null,
        ],
        [
          t('todaySales'),
          amount(data.todayTotals, t('todaySales')),
          t('todayOrders'),
          t('orders', { n: formatNumber(data.todayOrders) }),
          listsOrders ? salesOf(data.today, data.today) : null,
        ],
        [
          t('unpaidAmount'),
          amount(data.unpaidTotal, t('unpaidAmount')),
          t('unpaidOrders'),
          t('orders', { n: formatNumber(data.unpaidCount) }),
          listsOrders ? unpaidSales() : null,
        ],
        [
          t('customerTotal'),
          formatNumber(data.customerTotal),
          t('leads'),
          formatNumber(data.potentialTotal),
          listsCustomers ? listLink('customer', []) : null,
        ],
      ]
    : [];
  const figure = (c: [string, ReactNode, string, string, string | null], i: number) => (
    <Panel>
      {/* Statistic formats strings and numbers only: the dash goes through its valueRender. */}
      <Statistic
        title={c[0]}
        value={typeof c[1] === 'string' ? c[1] : ''}
        valueRender={(node) => (typeof c[1] === 'string' ? node : c[1])}
        data-testid={`figure-${i}`}
      />
      <div style={{ marginTop: 8, color: token.colorTextSecondary }}>
        {c[2]} <span style={{ color: token.colorText }}>{c[3]}</span>
      </div>
    </Panel>
  );
  return (
    <Row gutter={[16, 16]}>
      {(data ? cards : Array.from({ length: 4 }, () => null)).map((c, i) => (
        <Col key={i} xs={24} sm={12} xl={6}>
          {c ? (
            c[4] ? (
              <Link to={c[4]} className="figure-link" data-testid={`figure-link-${i}`}>
                {figure(c, i)}
              </Link>
            ) : (
              figure(c, i)
            )
          ) : (
            <Panel>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Panel>
          )}
        </Col>
      ))}
    </Row>
  );
}
