import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
};

describe('FigureCards', () => {
  it('shows the amounts the server sent', () => {
    render(<FigureCards data={{ ...counts, totals: 3100000, todayTotals: 1500000, unpaidTotal: 0 } as DashboardCollect} />);
    expect(screen.getByText('¥31,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥15,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /无权查看/ })).toBeNull();
  });

  it('shows an amount the server left out as an absent figure named 无权查看, never ¥0.00, and keeps the counts', () => {
    render(<FigureCards data={counts as DashboardCollect} />);
    for (const what of ['销售总额', '今日销售额', '未收款金额']) {
      const dash = screen.getByRole('img', { name: `无权查看${what}` });
      expect(dash).toHaveTextContent('—');
    }
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(screen.getByText('6 单')).toBeInTheDocument();
    expect(screen.getByText('4 单')).toBeInTheDocument();
  });
});
