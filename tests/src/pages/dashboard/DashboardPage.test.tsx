import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { DashboardPage } from '../../../../src/pages/dashboard/DashboardPage';
import type { TrendPeriod, TrendResult } from '../../../../src/domain/sales/dto';
import type { TrendView } from '../../../../src/pages/dashboard/trendViews';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

// echarts draws on a canvas jsdom does not have: the chart says which view it was given instead.
// The tables below have their own tests (RecentTables.test.tsx).
vi.mock('../../../../src/pages/dashboard/LazyTrendChart', () => ({
  LazyTrendChart: ({ view }: { view: TrendView }) => <div data-testid="trend-view">{view}</div>,
}));
vi.mock('../../../../src/pages/dashboard/LazyRecentTables', () => ({ LazyRecentTables: () => null }));

const period = (orders: number, totals?: number): TrendPeriod => ({
  start: '2026-11-16',
  end: '2026-11-22',
  points: [{ date: '2026-11-16', orders, ...(totals === undefined ? {} : { totals }) }],
  orders,
  ...(totals === undefined ? {} : { totals }),
});
/** The collect reply without its money figures (the caller's order rules hide 总金额). */
const collect = {
  customerTotal: 1,
  potentialTotal: 0,
  customerPersonal: 1,
  customerCompany: 0,
  potentialPersonal: 0,
  potentialCompany: 0,
  potentialDeleted: 0,
  customerDeleted: 0,
  orders: 3,
  todayOrders: 1,
  unpaidCount: 2,
  today: '2026-11-18',
};

/** The dashboard as the server answers a caller: `trend` for the trend call, `collect` for the figures. */
function renderPage(trend: TrendResult) {
  const provider: DataProvider = {
    ...memoryDataProvider({}).provider,
    custom: async ({ url }) => ({ data: url.endsWith('/trend') ? trend : collect }) as never,
  };
  render(
    <TestRefine dataProvider={provider}>
      <DashboardPage />
    </TestRefine>,
  );
}

describe('DashboardPage trend', () => {
  it('offers counts and amounts when the server sends the money series', async () => {
    renderPage({ range: 'week', labels: ['周一'], this: period(3, 30000), last: period(1, 1000) });
    expect(await screen.findByTestId('trend-view')).toHaveTextContent('order');
    expect(screen.getByText('金额')).toBeInTheDocument();
  });

  it('shows counts only, with no 金额 view, when the server left the money series out', async () => {
    renderPage({ range: 'week', labels: ['周一'], this: period(3), last: period(1) });
    expect(await screen.findByTestId('trend-view')).toHaveTextContent('order');
    expect(screen.getByText((_, el) => el?.textContent === '本期 3 单，上期 1 单')).toBeInTheDocument();
    expect(screen.queryByText('金额')).toBeNull();
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(screen.getByRole('img', { name: '无权查看销售总额' })).toBeInTheDocument();
  });

  it('opens this and last period’s sales from the trend’s caption', async () => {
    renderPage({ range: 'week', labels: ['周一'], this: period(3), last: { ...period(1), start: '2026-11-09', end: '2026-11-15' } });
    await screen.findByTestId('trend-view');
    const href = (name: RegExp) => decodeURIComponent(screen.getByRole('link', { name }).getAttribute('href')!);
    expect(href(/^本期 3 单$/)).toMatch(/^\/app\/order\?.*\[value\]\[0\]=2026-11-16&.*\[value\]\[1\]=2026-11-22&/);
    expect(href(/^上期 1 单$/)).toMatch(/\[value\]\[0\]=2026-11-09&.*\[value\]\[1\]=2026-11-15&/);
  });
});
