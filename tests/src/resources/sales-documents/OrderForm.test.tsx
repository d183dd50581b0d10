import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { OrderForm } from '../../../../src/resources/sales-documents/OrderForm';
import { customerQuotationSchema } from '../../../../src/schemas/customerQuotation';
import { orderSchema } from '../../../../src/schemas/order';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { salesTestProvider } from '../../support/salesTestProvider';

// antd tables in jsdom on a shared 2-core machine: generous limits, same assertions.
vi.setConfig({ testTimeout: 60000 });
const until = (fn: () => void) => waitFor(fn, { timeout: 15000 });

// The form's sales calls (taxes, the server's day, saving) land in these mocks through the app's data
// provider (salesTestProvider); customers come from a memory provider.
const api = vi.hoisted(() => ({
  listTaxes: vi.fn(),
  today: vi.fn(),
  addOrder: vi.fn(),
  updateOrder: vi.fn(),
  findOrder: vi.fn(),
}));

const TAXES = [
  { _id: 'vat13', name: '增值税 13%', rate: 13, isDefault: true, enabled: true },
  { _id: 'vat6', name: '增值税 6%', rate: 6, isDefault: false, enabled: true },
];

function renderForm(schema: ResourceSchema) {
  const data = memoryDataProvider({ customer: [{ _id: 'c1', name: '河南大象科技有限公司' }] });
  render(
    <TestRefine
      dataProvider={salesTestProvider(api, data.provider)}
      resources={[{ name: schema.name, show: `/${schema.name}/show/:id` }, { name: 'customer' }, { name: 'product' }]}
      path={`/${schema.name}/create`}
      route={`/${schema.name}/create`}
    >
      <OrderForm schema={schema} mode="create" />
    </TestRefine>,
  );
}

const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')] as HTMLElement[];
const type = (el: Element, value: string) => {
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};
const totalsText = () => screen.getByTestId('order-totals').textContent ?? '';

/** Opens the antd select holding `inside` (or the first select of a form item) and picks the option titled `title`. */
async function pick(inside: HTMLElement, title: string) {
  const select = inside.closest('.ant-select') ?? inside.querySelector('.ant-select');
  fireEvent.mouseDown(select!.querySelector('.ant-select-selector')!);
  const options = await screen.findAllByTitle(title, undefined, { timeout: 15000 });
  fireEvent.click(options.find((o) => o.classList.contains('ant-select-item-option'))!);
}

describe('OrderForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.listTaxes.mockResolvedValue({ rows: TAXES });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    api.addOrder.mockImplementation(async (body: Record<string, unknown>) => ({ _id: 'new1', ...body }));
  });

  it('shows live totals of two lines with tax and discount equal to what the server computes', async () => {
    renderForm(orderSchema);
    await until(() => expect(rows()).toHaveLength(1)); // one line with the default tax
    fireEvent.click(screen.getByRole('button', { name: /添加明细/ }));
    await until(() => expect(rows()).toHaveLength(2));
    const [a, b] = rows();
    type(within(a).getByLabelText('产品名称'), '服务器');
    type(within(a).getByLabelText('数量'), '3');
    type(within(a).getByLabelText('单价'), '33.35');
    type(within(b).getByLabelText('产品名称'), '安装服务');
    type(within(b).getByLabelText('数量'), '2');
    type(within(b).getByLabelText('单价'), '100');
    type(within(b).getByLabelText('优惠金额'), '15');
    await pick(within(b).getAllByLabelText('税费')[0], '增值税 6%');
    // The figures of tests/server/routes/orders.routes.test.ts for the same lines:
    // 3 × ¥33.35 = ¥100.05, 13 % = ¥13.0065 → ¥13.01; 2 × ¥100 − ¥15 = ¥185.00, 6 % = ¥11.10.
    await until(() =>
      expect(
        within(rows()[1])
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toContain('¥11.10'),
    );
    expect(
      within(rows()[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['¥100.05', '¥13.01']));
    expect(
      within(rows()[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['¥185.00', '¥11.10']));
    // Σ amount ¥285.05, Σ discount ¥15.00, Σ tax ¥24.11, total ¥309.16 (each line rounds its own tax).
    expect(totalsText()).toContain('不含税金额¥285.05');
    expect(totalsText()).toContain('优惠合计¥15.00');
    expect(totalsText()).toContain('税额合计¥24.11');
    expect(screen.getByTestId('order-total')).toHaveTextContent('¥309.16');
    expect(totalsText()).toContain('叁佰零玖元壹角陆分');
  });

  it('lays the line table out fixed, its columns and the delete button within the card at 1280 px', async () => {
    // The card's inside at 1280 px with the side menu open, as Chromium measured it: 1280 less the menu,
    // the page's padding and scrollbar, the card's padding.
    const CARD_AT_1280 = 935;
    renderForm(orderSchema);
    await until(() => expect(rows()).toHaveLength(1));
    const table = rows()[0].closest('table')!;
    expect(table.style.tableLayout).toBe('fixed');
    const cols = [...table.querySelectorAll('colgroup col')].map((c) => parseFloat((c as HTMLElement).style.width));
    expect(cols).toHaveLength(9); // 产品 … 税额, and the delete button
    expect(cols.every((w) => w > 0)).toBe(true);
    expect(cols.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CARD_AT_1280);
  });

  it('warns instead of computing a line beyond ¥1000亿, and does not save it', async () => {
    renderForm(orderSchema);
    await until(() => expect(rows()).toHaveLength(1));
    type(within(rows()[0]).getByLabelText('数量'), '1000000');
    type(within(rows()[0]).getByLabelText('单价'), '999999999.99');
    expect(await screen.findByTestId('amount-limit', undefined, { timeout: 15000 })).toHaveTextContent(
      '第 1 行的金额（数量 × 单价）超过上限 ¥100,000,000,000.00',
    );
    expect(screen.queryByTestId('order-totals')).toBeNull();
    expect(screen.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
  });

  it('offers the statuses a new document may start in, shows the server day, and lets the server date it', async () => {
    renderForm(customerQuotationSchema);
    await until(() => expect(rows()).toHaveLength(1));
    // The server's business day, not the browser's.
    await until(() => expect(screen.getByPlaceholderText('今天')).toHaveValue('2026-11-16'));
    const status = screen.getByText('状态', { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    expect(status).toHaveTextContent('草稿');
    fireEvent.mouseDown(status.querySelector('.ant-select-selector')!);
    await screen.findAllByTitle('待接受', undefined, { timeout: 15000 });
    const offered = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map((o) => o.textContent);
    expect(offered).toEqual(['草稿', '待接受']);
    fireEvent.click(screen.getAllByTitle('待接受').find((o) => o.classList.contains('ant-select-item-option'))!);

    await pick(screen.getByText('客户', { selector: 'label' }).closest('.ant-form-item') as HTMLElement, '河南大象科技有限公司');
    type(within(rows()[0]).getByLabelText('产品名称'), '咨询服务');
    type(within(rows()[0]).getByLabelText('单价'), '10');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await until(() => expect(api.addOrder).toHaveBeenCalledTimes(1));
    const body = api.addOrder.mock.calls[0][0];
    expect(body).toMatchObject({ type: 1, status: 101, customerId: 'c1', validUntil: null });
    expect(body.orderDate).toBeUndefined(); // untouched: the server picks its business day
    // Lines go without figures: the server computes its own.
    expect(body.lines).toEqual([{ productId: null, productName: '咨询服务', quantity: 1, unitPrice: 1000, discount: 0, taxId: 'vat13' }]);
  });

  it('shows the fields the tenant added to 订单 under 自定义字段 and sends them', async () => {
    const withCustom: ResourceSchema = {
      ...orderSchema,
      fields: [...orderSchema.fields, { name: 'contractNo', label: '合同编号', type: 'text', custom: true, default: 'HT-' }],
    };
    renderForm(withCustom);
    await until(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('自定义字段')).toBeInTheDocument();
    const input = screen.getByLabelText('合同编号');
    expect(input).toHaveValue('HT-');
    type(input, 'HT-2026-07');
    await pick(screen.getByText('客户', { selector: 'label' }).closest('.ant-form-item') as HTMLElement, '河南大象科技有限公司');
    type(within(rows()[0]).getByLabelText('产品名称'), '咨询服务');
    type(within(rows()[0]).getByLabelText('单价'), '10');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await until(() => expect(api.addOrder).toHaveBeenCalledTimes(1));
    expect(api.addOrder.mock.calls[0][0]).toMatchObject({ type: 0, contractNo: 'HT-2026-07' });
  });
});

describe('OrderForm editing a sent document', () => {
  it('shows a 处理中 order’s lines read-only, with the reason they cannot change', async () => {
    api.listTaxes.mockResolvedValue({ rows: TAXES });
    api.today.mockResolvedValue({ today: '2026-11-16', timeZone: 'Asia/Shanghai' });
    const line = { _id: 'l1', lineNo: 1, productId: null, productName: '服务器', quantity: 2, unitPrice: 50000, discount: 0 };
    api.findOrder.mockResolvedValue({
      _id: 'o1',
      type: 0,
      code: 'SO20261116-0000000A',
      status: 1,
      customerId: 'c1',
      orderDate: '2026-11-16',
      remark: null,
      subtotal: 100000,
      discountTotal: 0,
      taxTotal: 0,
      total: 100000,
      lines: [{ ...line, taxId: null, taxName: null, taxRate: 0, amount: 100000, taxAmount: 0 }],
    });
    const data = memoryDataProvider({ customer: [{ _id: 'c1', name: '河南大象科技有限公司' }] });
    render(
      <TestRefine
        dataProvider={salesTestProvider(api, data.provider)}
        resources={[{ name: 'order', show: '/order/show/:id' }, { name: 'customer' }]}
        path="/order/edit/o1"
        route="/order/edit/:id"
      >
        <OrderForm schema={orderSchema} mode="edit" />
      </TestRefine>,
    );
    expect(await screen.findByText('服务器', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByTestId('lines-locked')).toHaveTextContent('「处理中」状态的订单不能修改明细、客户和日期，只能修改备注');
    // Read-only: no inputs of a line.
    expect(screen.queryByLabelText('产品名称')).toBeNull();
    expect(screen.getByTestId('order-totals')).toHaveTextContent('1,000.00');
  });
});
