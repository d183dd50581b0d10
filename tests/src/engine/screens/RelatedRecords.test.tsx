import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { RelatedRecords } from '../../../../src/engine/screens/RelatedRecords';
import { setPermissions } from '../../../../src/state/permissions';
import { customerSchema } from '../../../../src/schemas/customer';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const resources = ['order', 'customer_quotation', 'payment', 'customer_potential'].map((name) => ({ name, show: `/${name}/show/:id` }));
const order = (code: string, total: number, paidTotal: number) => ({
  _id: code,
  code,
  customerId: 'c1',
  orderDate: '2026-05-01',
  status: 1,
  paymentStatus: paidTotal ? 1 : 0,
  total,
  paidTotal,
  refundedTotal: 0,
  receivedAmount: paidTotal,
  unpaidAmount: total - paidTotal,
});

/** GET /related answered per resource (only the first page of orders here); every query recorded. */
function relatedProvider() {
  const queries: Array<Record<string, unknown>> = [];
  const pages: Record<string, unknown> = {
    order: {
      rows: [order('SO-1', 10000, 3000), order('SO-2', 5000, 0)],
      total: 7,
      sums: { total: 90000, paidTotal: 3000, refundedTotal: 0, receivedAmount: 3000, unpaidAmount: 87000 },
    },
    customer_quotation: { rows: [], total: 0, sums: {} },
  };
  const provider: DataProvider = {
    ...memoryDataProvider({}).provider,
    async custom({ url, query }) {
      const q = query as Record<string, unknown>;
      queries.push({ url, ...q });
      return { data: pages[q.resource as string] as never };
    },
  };
  return { provider, queries };
}

describe('RelatedRecords', () => {
  afterEach(() => setPermissions(null));

  it('draws a panel per related list the role may list, with its count, links and the totals of all the records', async () => {
    setPermissions({
      superAdmin: false,
      permissions: {
        customer: { actions: ['list', 'show'] },
        order: { actions: ['list', 'show'] },
        customer_quotation: { actions: ['list'] },
      },
    });
    const { provider, queries } = relatedProvider();
    render(
      <TestRefine dataProvider={provider} resources={resources} path="/customer/show/c1">
        <RelatedRecords schema={customerSchema} id="c1" />
      </TestRefine>,
    );
    const orders = (await screen.findByText('订单（7）')).closest('.ant-card') as HTMLElement;
    expect(await screen.findByText('客户报价单（0）')).toBeTruthy();
    // No right to list payments or leads: no panel, and nothing asked.
    expect(screen.queryByText(/^付款（/)).toBeNull();
    expect(queries.map((q) => q.resource).sort()).toEqual(['customer_quotation', 'order']);
    expect(queries.find((q) => q.resource === 'order')).toMatchObject({
      url: '/related',
      owner: 'customer',
      via: 'customerId',
      id: 'c1',
      totals: 'total,paidTotal,refundedTotal,receivedAmount,unpaidAmount',
      pageNo: 1,
      pageSize: 5,
    });
    // The first column links to the order's show page.
    expect(within(orders).getByText('SO-1').closest('a')!.getAttribute('href')).toBe('/order/show/SO-1');
    const summary = orders.querySelector('.ant-table-summary')!;
    expect([...summary.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '合计',
      '',
      '',
      '',
      '¥900.00',
      '¥30.00',
      '¥0.00',
      '¥30.00',
      '¥870.00',
    ]);
    expect(
      within(orders)
        .getAllByRole('listitem')
        .some((li) => li.textContent === '2'),
    ).toBe(true);
    // An empty list says what is missing.
    expect(screen.getByText('还没有客户报价单')).toBeTruthy();
  });

  it('shows no column of a field the role hides, as the list screen shows none', async () => {
    setPermissions({
      superAdmin: false,
      permissions: {
        customer: { actions: ['list', 'show'] },
        order: { actions: ['list', 'show'], fields: { paidTotal: 'hidden' } },
      },
    });
    render(
      <TestRefine dataProvider={relatedProvider().provider} resources={resources} path="/customer/show/c1">
        <RelatedRecords schema={customerSchema} id="c1" />
      </TestRefine>,
    );
    const orders = (await screen.findByText('订单（7）')).closest('.ant-card') as HTMLElement;
    await within(orders).findByText('SO-1');
    const headers = within(orders)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('总金额');
    expect(headers).not.toContain('已付金额');
  });
});
