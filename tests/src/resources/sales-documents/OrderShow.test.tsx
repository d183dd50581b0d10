import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { OrderShow } from '../../../../src/resources/sales-documents/OrderShow';
import { orderSchema } from '../../../../src/schemas/order';
import { customerQuotationSchema } from '../../../../src/schemas/customerQuotation';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { salesTestProvider } from '../../support/salesTestProvider';
import { setPermissions } from '../../../../src/state/permissions';
import { OrderStatus } from '../../../../src/domain/sales/statuses';
import type { ResourceSchema } from '../../../../src/schemas/types';

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

/** The page of document `id` of `schema`'s view, its sales calls answered by `api`. */
const renderShow = (schema: ResourceSchema, id: string) =>
  render(
    <TestRefine
      dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}
      resources={[{ name: schema.name, show: `/${schema.name}/show/:id` }]}
      path={`/${schema.name}/show/${id}`}
      route={`/${schema.name}/show/:id`}
    >
      <OrderShow schema={schema} />
    </TestRefine>,
  );

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
    renderShow(orderSchema, 'o1');
    const link = await screen.findByRole('link', { name: 'QP20261101-0000000B' }, { timeout: 15000 });
    expect(link).toHaveAttribute('href', `/app/${view}/show/q1`);
    await waitFor(() => expect(api.findOrder).toHaveBeenCalledWith('q1'));
  });

  it('lists its source quotation once, as 来源报价单, not again among the related records', async () => {
    api.findOrder.mockImplementation(async (id: string) =>
      id === 'o1'
        ? doc({ _id: 'o1', sourceQuotationId: 'q1' })
        : doc({ _id: 'q1', type: 1, code: 'QT20261101-0000000D', status: 102, orderId: 'o1' }),
    );
    renderShow(orderSchema, 'o1');
    await screen.findByRole('link', { name: 'QT20261101-0000000D' }, { timeout: 15000 });
    await screen.findByText('付款记录');
    // The quotation views' 生成的订单 names the order: a related list of each would be derived from it.
    expect(document.querySelector('[data-related="customer_quotation"]')).toBeNull();
    expect(document.querySelector('[data-related="customer_potential_quotation"]')).toBeNull();
    expect(screen.queryByText(/^客户报价单/)).toBeNull();
  });
});

describe('OrderShow of an order refunded in part', () => {
  it('shows 已付, 已退, 实收 and 未付 side by side (已收 / 未付 read ¥0.00 owed with no word of the refund)', async () => {
    api.listPayments.mockResolvedValue({ rows: [], total: 0 });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    const money = { total: 886824, paidTotal: 886824, refundedTotal: 100000, receivedAmount: 786824, unpaidAmount: 0 };
    api.findOrder.mockResolvedValue(doc({ _id: 'o1', paymentStatus: 4, ...money }));
    renderShow(orderSchema, 'o1');
    await screen.findByTestId('received-amount', undefined, { timeout: 15000 });
    // A bordered item: its label's cell, then its content's.
    const figure = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling;
    expect(figure('已付')).toHaveTextContent('¥8,868.24');
    expect(figure('已退')).toHaveTextContent('¥1,000.00');
    expect(figure('实收')).toHaveTextContent('¥7,868.24');
    expect(figure('未付')).toHaveTextContent('¥0.00');
  });
});

describe('OrderShow of a closed quotation', () => {
  beforeEach(() => {
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.findOrder.mockResolvedValue(doc({ _id: 'q1', type: 1, code: 'QT20261116-0000000C', status: 104 }));
  });

  it('has no empty row around its details (no action left, no custom field)', async () => {
    renderShow(customerQuotationSchema, 'q1');
    await screen.findByText('QT20261116-0000000C', { selector: '.ant-descriptions *' }, { timeout: 15000 });
    // The details' column, in the page's 详情 tab.
    const items = [...document.querySelectorAll('.ant-card-body .ant-tabs-tabpane-active > .ant-space-vertical > .ant-space-item')];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0].querySelector('.ant-descriptions')).not.toBeNull();
    expect(items.every((i) => i.textContent !== '')).toBe(true);
  });

  it('prints at a path naming its view (the print page of a deleted one still knows its list)', async () => {
    renderShow(customerQuotationSchema, 'q1');
    const print = await screen.findByRole('link', { name: /打\s*印/ }, { timeout: 15000 });
    expect(print).toHaveAttribute('href', '/app/print/customer_quotation/q1');
  });
});

describe('OrderShow of an order that cannot be read', () => {
  it('says it does not exist and offers 返回列表 (a switch of project used to strand the user here)', async () => {
    api.findOrder.mockRejectedValue(Object.assign(new Error('请求的资源不存在'), { statusCode: 404 }));
    render(
      <TestRefine
        dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}
        resources={[{ name: 'order', list: '/order', show: '/order/show/:id' }]}
        path="/order/show/o1"
        route="/order/show/:id"
      >
        <OrderShow schema={orderSchema} />
      </TestRefine>,
    );
    expect(await screen.findByText('订单不存在或已删除', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回列表/ })).toBeInTheDocument();
  });
});

describe('OrderShow under a role’s rights (docs/requirements.md §10.2)', () => {
  beforeEach(() => {
    api.listPayments.mockResolvedValue({ rows: [], total: 0 });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.findOrder.mockResolvedValue(doc({ _id: 'o1', status: OrderStatus.PROCESSING }));
  });
  afterEach(() => setPermissions(null));

  const renderOrder = () => renderShow(orderSchema, 'o1');
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

  it('offers 编辑 of a 处理中 order (its remark) but disables its 删除 with the reason', async () => {
    renderOrder();
    await screen.findByText('SO20261116-0000000A', {}, { timeout: 15000 });
    await waitFor(() =>
      expect(screen.getByTestId('refused-delete')).toHaveAttribute('data-refused', expect.stringContaining('只能删除草稿或已取消的订单')),
    );
    expect(screen.queryByTestId('refused-edit')).toBeNull();
    expect(buttonTexts()).toContain('编辑');
  });

  it('disables 编辑 of a 完成 order with the reason', async () => {
    api.findOrder.mockResolvedValue(doc({ _id: 'o1', status: OrderStatus.COMPLETED }));
    renderOrder();
    await screen.findByText('SO20261116-0000000A', {}, { timeout: 15000 });
    await waitFor(() => expect(screen.getByTestId('refused-edit')).toHaveAttribute('data-refused', '「完成」状态的订单已结束，不能再编辑'));
  });
});
