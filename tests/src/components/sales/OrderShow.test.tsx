import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { OrderShow } from '../../../../src/components/sales/OrderShow';
import { orderSchema } from '../../../../src/schemas/order';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { salesTestProvider } from '../../support/salesTestProvider';
import { setPermissions } from '../../../../src/state/permissions';
import { OrderStatus } from '../../../../src/domain/sales/statuses';

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

describe('OrderShow under a role’s rights (issue 10)', () => {
  beforeEach(() => {
    api.listPayments.mockResolvedValue({ rows: [], total: 0 });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.findOrder.mockResolvedValue(doc({ _id: 'o1', status: OrderStatus.PROCESSING }));
  });
  afterEach(() => setPermissions(null));

  const renderOrder = () =>
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
  const buttonTexts = () => [...document.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s/g, ''));

  it('offers 记录付款 and 打印 before the permissions are read', async () => {
    renderOrder();
    await screen.findByText('SO20261116-0000000A', {}, { timeout: 15000 });
    await waitFor(() => expect(buttonTexts()).toEqual(expect.arrayContaining(['打印', '记录付款'])));
  });

  it('leaves out 记录付款 without `pay` on payments, 打印 without `print`, and hidden figures', async () => {
    setPermissions({
      superAdmin: false,
      permissions: {
        order: { actions: ['list', 'show', 'edit'], fields: { total: 'hidden' } },
        payment: { actions: ['list', 'show'] },
      },
    });
    renderOrder();
    await screen.findByText('SO20261116-0000000A', {}, { timeout: 15000 });
    await screen.findByText('付款记录');
    expect(buttonTexts()).not.toContain('记录付款');
    expect(buttonTexts()).not.toContain('打印');
    expect(screen.getByText('不含税金额')).toBeInTheDocument();
    expect(screen.queryByText('总金额')).toBeNull();
    expect(screen.queryByText('大写金额')).toBeNull();
  });
});
