import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PaymentDialog } from '../../../../src/resources/sales-documents/PaymentDialog';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { salesTestProvider } from '../../support/salesTestProvider';
import { collectUnhandledRejections } from '../../support/unhandledRejections';

vi.setConfig({ testTimeout: 60000 });

const api = vi.hoisted(() => ({ today: vi.fn(), listPayModes: vi.fn(), addPayment: vi.fn() }));
afterEach(() => vi.clearAllMocks());
const unhandled = collectUnhandledRejections();

const order = {
  _id: 'o1',
  type: 0,
  code: 'SO20261116-0000000A',
  status: 1,
  total: 100000,
  paidTotal: 0,
  refundedTotal: 0,
  unpaidAmount: 100000,
  lines: [],
} as unknown as OrderRecord;

describe('PaymentDialog', () => {
  it('keeps an amount typed before the payment modes arrive, and then picks the first mode', async () => {
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    // The modes' reply is late: the user types the amount first.
    let answerModes!: (rows: unknown) => void;
    api.listPayModes.mockReturnValue(new Promise((resolve) => (answerModes = resolve)));
    api.addPayment.mockResolvedValue({ _id: 'p1' });
    const onDone = vi.fn();
    render(
      <TestRefine dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}>
        <PaymentDialog order={order} open onClose={() => undefined} onDone={onDone} />
      </TestRefine>,
    );
    const amount = await screen.findByLabelText('金额（元）');
    expect(amount).toHaveValue(''); // nothing a click on 保存 could regret
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.blur(amount);
    await waitFor(() => expect(api.listPayModes).toHaveBeenCalled());
    answerModes({ rows: [{ _id: 'm1', name: '银行转账', enabled: true }], total: 1 });
    await screen.findByText('银行转账');
    expect(amount).toHaveValue('100.00');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.addPayment).toHaveBeenCalledOnce());
    expect(api.addPayment.mock.calls[0][0]).toMatchObject({ orderId: 'o1', kind: 0, amount: 10000, payModeId: 'm1' });
  });

  it.each([
    ['empty', '', '请输入金额'],
    ['too large', '5000', /^付款不能超过未付金额/],
  ])('保存 with an amount %s shows the error under the field, no uncaught error', async (_case, typed, error) => {
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.listPayModes.mockResolvedValue({ rows: [{ _id: 'm1', name: '银行转账', enabled: true }], total: 1 });
    render(
      <TestRefine dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}>
        <PaymentDialog order={order} open onClose={() => undefined} onDone={() => undefined} />
      </TestRefine>,
    );
    const amount = await screen.findByLabelText('金额（元）');
    fireEvent.change(amount, { target: { value: typed } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    // The antd form on a busy shared machine: the same patience as the other dialog tests.
    expect(await screen.findByText(error, undefined, { timeout: 15000 })).toBeInTheDocument();
    // A rejection nobody handled is reported once the microtasks of the click have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).toEqual([]);
    expect(api.addPayment).not.toHaveBeenCalled();
  });
});

describe('PaymentDialog on an order paid in full and refunded in part', () => {
  const refunded = { ...order, total: 886824, paidTotal: 886824, refundedTotal: 100000, unpaidAmount: 0 } as unknown as OrderRecord;

  it('shows 已付, 已退 and 实收, fills in no amount, and takes 实收 only on request', async () => {
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.listPayModes.mockResolvedValue({ rows: [{ _id: 'm1', name: '银行转账', enabled: true }], total: 1 });
    api.addPayment.mockResolvedValue({ _id: 'p1' });
    render(
      <TestRefine dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}>
        <PaymentDialog order={refunded} open onClose={() => undefined} onDone={() => undefined} />
      </TestRefine>,
    );
    const amount = await screen.findByLabelText('金额（元）');
    await screen.findByText('银行转账');
    expect(screen.getByTestId('payment-figures')).toHaveTextContent(
      '总金额 ¥8,868.24，已付 ¥8,868.24，已退 ¥1,000.00，实收 ¥7,868.24，未付 ¥0.00',
    );
    expect(screen.getByRole('radio', { name: '退款' })).toBeChecked();
    expect(amount).toHaveValue('');
    // 保存 right away refunds nothing: the amount is asked for.
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入金额', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(api.addPayment).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '全部退回：填入 ¥7,868.24' }));
    await waitFor(() => expect(amount).toHaveValue('7868.24'));
  });
});

describe('PaymentDialog for a role that may not see the total', () => {
  it('names neither the total nor what is owed, offers a payment (not a refund) and takes the amount typed', async () => {
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.listPayModes.mockResolvedValue({ rows: [{ _id: 'm1', name: '银行转账', enabled: true }], total: 1 });
    api.addPayment.mockResolvedValue({ _id: 'p1' });
    // What the server sends such a role: no total and no unpaid amount (derived from it).
    const { total: _t, unpaidAmount: _u, ...hidden } = order as unknown as Record<string, unknown>;
    render(
      <TestRefine dataProvider={salesTestProvider(api, memoryDataProvider({}).provider)}>
        <PaymentDialog order={hidden as unknown as OrderRecord} open onClose={() => undefined} onDone={() => undefined} />
      </TestRefine>,
    );
    const amount = await screen.findByLabelText('金额（元）');
    await screen.findByText('银行转账');
    expect(screen.getByTestId('payment-figures')).toHaveTextContent(/^已付 ¥0\.00，已退 ¥0\.00，实收 ¥0\.00$/);
    expect(screen.getByRole('radio', { name: '收款' })).toBeChecked();
    expect(amount).toHaveValue('');
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.blur(amount);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.addPayment).toHaveBeenCalledOnce());
    expect(api.addPayment.mock.calls[0][0]).toMatchObject({ orderId: 'o1', kind: 0, amount: 30000 });
  });
});
