import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setPermissions } from '../../../../src/state/permissions';
import { FigureCards } from '../../../../src/pages/dashboard/FigureCards';
import type { DashboardCollect } from '../../../../src/domain/sales/dto';

const counts = {
  customerTotal: 4,
  potentialTotal: 2,
  customerPersonal: 3,
  customerCompany: 1,
  potentialPersonal: 2,
  potentialCompany: 0,
  potentialDeleted: 0,
  customerDeleted: 0,
  orders: 6,
  todayOrders: 2,
  unpaidCount: 4,
  today: '2026-11-18',
};

const show = (data: DashboardCollect) =>
  render(
    <MemoryRouter>
      <FigureCards data={data} />
    </MemoryRouter>,
  );

describe('FigureCards', () => {
  it('shows the amounts the server sent', () => {
    show({ ...counts, totals: 3100000, todayTotals: 1500000, unpaidTotal: 0 } as DashboardCollect);
    expect(screen.getByText('¥31,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥15,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /无权查看/ })).toBeNull();
  });

  it('shows an amount the server left out as an absent figure named 无权查看, never ¥0.00, and keeps the counts', () => {
    show(counts as DashboardCollect);
    for (const what of ['销售总额', '今日销售额', '未收款金额']) {
      const dash = screen.getByRole('img', { name: `无权查看${what}` });
      expect(dash).toHaveTextContent('—');
    }
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(screen.getByText('6 单')).toBeInTheDocument();
    expect(screen.getByText('4 单')).toBeInTheDocument();
  });

  it('opens from each card the list it was counted from, filtered to what it counted', () => {
    show(counts as DashboardCollect);
    const href = (i: number) => decodeURIComponent(screen.getByTestId(`figure-link-${i}`).getAttribute('href')!);
    expect(href(2)).toBe('/app/order?currentPage=1&filters[0][field]=isUnpaid&filters[0][operator]=eq&filters[0][value]=true');
    expect(href(1)).toContain(
      'filters[0][field]=orderDate&filters[0][operator]=between&filters[0][value][0]=2026-11-18&filters[0][value][1]=2026-11-18',
    );
    expect(href(0)).toBe(
      '/app/order?currentPage=1&filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=1&filters[0][value][1]=3',
    );
    expect(href(3)).toBe('/app/customer?currentPage=1');
    // A card is one link named by what it shows.
    expect(screen.getByRole('link', { name: /未收款金额.*未付款订单 4 单/ })).toBe(screen.getByTestId('figure-link-2'));
  });

  it('opens nothing a reader may not list: a role with 仪表盘 and 客户 but not 订单', () => {
    setPermissions({ superAdmin: false, permissions: { dashboard: { actions: ['list'] }, customer: { actions: ['list', 'show'] } } });
    try {
      show(counts as DashboardCollect);
      expect(screen.queryByTestId('figure-link-0')).toBeNull();
      expect(screen.queryByTestId('figure-link-2')).toBeNull();
      expect(screen.getByTestId('figure-link-3')).toHaveAttribute('href', '/app/customer?currentPage=1');
      expect(screen.getByText('未付款订单')).toBeInTheDocument();
    } finally {
      setPermissions(null);
    }
  });
});
