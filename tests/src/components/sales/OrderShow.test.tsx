import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { OrderShow } from '../../../../src/components/sales/OrderShow';
import { orderSchema } from '../../../../src/schemas/order';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { salesTestProvider } from '../../support/salesTestProvider';

vi.setConfig({ testTimeout: 60000 });

// The page's sales calls land in these mocks through the app's data provider (salesTestProvider).
const api = vi.hoisted(() => ({ findOrder: vi.fn(), listPayments: vi.fn(), today: vi.fn() }));

const doc = (over: Partial<OrderRecord>) =>
  ({
    _id: 'x',
    type: 0,
    code: 'SO20261116-0000000A',
    status: 1,
    paymentStatus: 0,
    customerId: 'c1',
    customerName: '河南大象科技有限公司',
    orderDate: '2026-11-16',
    validUntil: null,
    subtotal: 100,
    discountTotal: 0,
    taxTotal: 0,
    total: 100,
    paidTotal: 0,
    refundedTotal: 0,
    unpaidAmount: 100,
    sourceQuotationId: null,
    orderId: null,
    remark: null,
    createdAt: '',
    updatedAt: '',
    lines: [],
    ...over,
  }) as OrderRecord;

describe('OrderShow', () => {
  beforeEach(() => {
    api.listPayments.mockResolvedValue({ rows: [], total: 0 });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
  });

  it.each([
    [1, 'customer_quotation'],
    [2, 'customer_potential_quotation'],
  ])("links 来源报价单 (type %i) to that quotation's own show page", async (type, view) => {
    const source = doc({ _id: 'q1', type, code: 'QP20261101-0000000B', status: 102, orderId: 'o1' });
    api.findOrder.mockImplementation(async (id: string) => (id === 'o1' ? doc({ _id: 'o1', sourceQuotationId: 'q1' }) : source));
    render(
      <TestRefine
        dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}
        resources={[{ name: 'order', show: '/order/show/:id' }]}
        path="/order/show/o1"
        route="/order/show/:id"
      >
        <OrderShow schema={orderSchema} />
      </TestRefine>,
    );
    const link = await screen.findByRole('link', { name: 'QP20261101-0000000B' }, { timeout: 15000 });
    expect(link).toHaveAttribute('href', `/app/${view}/show/q1`);
    await waitFor(() => expect(api.findOrder).toHaveBeenCalledWith('q1'));
  });
});
