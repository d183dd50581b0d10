import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { RecentTables, UnpaidOrdersCard } from '../../../../src/pages/dashboard/RecentTables';
import { setPermissions } from '../../../../src/state/permissions';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

/** The dashboard's unpaid orders, as the server sends them to the caller (the rows of `rows`). */
function renderCard(rows: Record<string, unknown>[]) {
  const provider: DataProvider = {
    ...memoryDataProvider({}).provider,
    custom: async () => ({ data: { rows, total: rows.length } }) as never,
  };
  render(
    <TestRefine dataProvider={provider}>
      <UnpaidOrdersCard />
    </TestRefine>,
  );
}
const row = { _id: 'o1', type: 0, code: 'SO20261116-0000000A', customerName: '河南大象科技有限公司', paymentStatus: 0 };

describe('UnpaidOrdersCard', () => {
  afterEach(() => setPermissions(null));

  it('shows what is owed', async () => {
    renderCard([{ ...row, unpaidAmount: 11300 }]);
    expect(await screen.findByText('¥113.00')).toBeInTheDocument();
    expect(screen.getByText('未付金额')).toBeInTheDocument();
  });

  it('has no 未付金额 column for a role not shown the unit price, and so not what is owed (never ¥0.00)', async () => {
    setPermissions({ superAdmin: false, permissions: { order: { actions: ['list', 'show'], fields: { 'lines.unitPrice': 'hidden' } } } });
    renderCard([row]);
    await screen.findByText('河南大象科技有限公司');
    expect(screen.queryByText('未付金额')).toBeNull();
    expect(screen.queryByText('¥0.00')).toBeNull();
  });
});

describe('RecentTables', () => {
  afterEach(() => setPermissions(null));

  /** Both tables, and the URLs they read. */
  function renderTables() {
    const asked: string[] = [];
    const provider: DataProvider = {
      ...memoryDataProvider({}).provider,
      custom: async ({ url }) => {
        asked.push(url);
        return { data: { rows: [], total: 0 } } as never;
      },
    };
    render(
      <TestRefine dataProvider={provider}>
        <RecentTables />
      </TestRefine>,
    );
    return asked;
  }

  it('shows the latest payments beside the unpaid orders', async () => {
    const asked = renderTables();
    expect(await screen.findByText('最近付款')).toBeInTheDocument();
    expect(asked).toContain('/business/payment/list');
  });

  it('does not ask for payments a role may not list (no 权限不足 greeting the dashboard)', async () => {
    setPermissions({ superAdmin: false, permissions: { dashboard: { actions: ['list'] }, order: { actions: ['list', 'show'] } } });
    const asked = renderTables();
    await screen.findByText('没有待收款的订单');
    expect(screen.queryByText('最近付款')).toBeNull();
    expect(asked).not.toContain('/business/payment/list');
  });
});
