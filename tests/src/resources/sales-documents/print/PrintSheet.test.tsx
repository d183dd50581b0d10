import { describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { PrintSheet } from '../../../../../src/resources/sales-documents/print/PrintSheet';
import { PrintOrderPage } from '../../../../../src/resources/sales-documents/print/PrintOrderPage';
import { printPath } from '../../../../../src/components/printPaths';
import type { OrderRecord } from '../../../../../src/schemas/orderFields';
import { ShellContext, type ShellValue } from '../../../../../src/state/shellContext';
import { memoryDataProvider } from '../../../support/memoryDataProvider';
import { TestRefine } from '../../../support/TestRefine';
import { salesTestProvider } from '../../../support/salesTestProvider';

vi.setConfig({ testTimeout: 60000 });

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    _id: 'o1',
    type: 1,
    code: 'QT20261116-AAAA0001',
    status: 101,
    paymentStatus: 0,
    customerId: 'c1',
    customerName: '河南大象科技有限公司',
    orderDate: '2026-11-16',
    validUntil: '2026-12-16',
    subtotal: 10000,
    discountTotal: 0,
    taxTotal: 1300,
    total: 11300,
    paidTotal: 0,
    refundedTotal: 0,
    unpaidAmount: 11300,
    sourceQuotationId: null,
    orderId: null,
    remark: null,
    createdAt: '',
    updatedAt: '',
    lines: [
      {
        _id: 'l1',
        lineNo: 1,
        productId: null,
        productName: '服务器',
        quantity: 1,
        unitPrice: 10000,
        discount: 0,
        taxId: 't',
        taxName: '增值税 13%',
        taxRate: 13,
        amount: 10000,
        taxAmount: 1300,
      },
    ],
    ...over,
  }) as OrderRecord;
const company = { name: '郑州艾思软件有限公司', address: '郑州市金水区' };

describe('PrintSheet', () => {
  it("prints the customer's contact and address when known", () => {
    render(
      <PrintSheet
        order={order()}
        company={company}
        customer={{ contactName: '王经理', contactMethod: 0, contactValue: '13800138000', region: '河南省郑州市', address: '金水路 1 号' }}
      />,
    );
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet).toHaveTextContent('客户：河南大象科技有限公司');
    expect(screen.getByTestId('print-customer-联系人')).toHaveTextContent('联系人：王经理');
    expect(screen.getByTestId('print-customer-联系方式')).toHaveTextContent('联系方式：手机 13800138000');
    expect(screen.getByTestId('print-customer-地址')).toHaveTextContent('地址：河南省郑州市 金水路 1 号');
    expect(sheet).toHaveTextContent('合计金额（大写）：壹佰壹拾叁元整');
  });

  it('prints the region once when the detail already starts with it', () => {
    render(<PrintSheet order={order()} company={company} customer={{ region: '河南省郑州市', address: '河南省郑州市中原路 146 号' }} />);
    expect(screen.getByTestId('print-customer-地址').textContent).toBe('地址：河南省郑州市中原路 146 号');
  });

  it('prints the name alone when the customer record is not known, and never crashes on a figure it cannot write', () => {
    render(<PrintSheet order={order({ total: 1e17 })} company={company} customer={null} />);
    expect(screen.queryByTestId('print-customer-联系方式')).toBeNull();
    expect(screen.getByTestId('print-sheet')).toHaveTextContent('合计金额（大写）：（金额超出范围，无法大写）');
  });
});

describe('PrintSheet of a role that may not see the unit price', () => {
  it('leaves off what the server did not send (the price and what is computed from it), never printing ¥0.00', () => {
    const base = order();
    const { unitPrice: _p, amount: _a, taxAmount: _t, ...line } = base.lines![0];
    const { subtotal: _s, taxTotal: _x, total: _o, unpaidAmount: _u, ...rest } = base;
    render(<PrintSheet order={{ ...rest, lines: [line] } as OrderRecord} company={company} customer={null} />);
    const sheet = screen.getByTestId('print-sheet');
    const headers = [...sheet.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['序号', '产品名称', '数量', '优惠', '税率']);
    expect(sheet).not.toHaveTextContent('¥0.00');
    expect(sheet).not.toHaveTextContent('大写');
    expect(sheet).toHaveTextContent('服务器');
  });

  it('prints every figure the server sent', () => {
    render(<PrintSheet order={order()} company={company} customer={null} />);
    const sheet = screen.getByTestId('print-sheet');
    expect([...sheet.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      '序号',
      '产品名称',
      '数量',
      '单价',
      '优惠',
      '税率',
      '金额',
      '税额',
    ]);
    expect(sheet).toHaveTextContent('合计（不含税 ¥100.00，税额 ¥13.00）¥113.00');
    expect(sheet).toHaveTextContent('合计金额（大写）：');
  });
});

describe('PrintOrderPage of a document that cannot be read', () => {
  const shell = { company } as unknown as ShellValue;
  const VIEWS = ['order', 'customer_quotation', 'customer_potential_quotation'];
  /** The print page at `path`, with the lists of the three views standing by (each says its name). */
  const renderPage = (path: string, findOrder: Mock) =>
    render(
      <ShellContext.Provider value={shell}>
        <TestRefine
          dataProvider={salesTestProvider({ findOrder }, memoryDataProvider({}).provider)}
          resources={VIEWS.map((name) => ({ name, list: `/app/${name}`, show: `/app/${name}/show/:id` }))}
          path={path}
        >
          <Routes>
            <Route path="/app/print/*" element={<PrintOrderPage />} />
            {VIEWS.map((name) => (
              <Route key={name} path={`/app/${name}`} element={<div>{`列表 ${name}`}</div>} />
            ))}
          </Routes>
        </TestRefine>
      </ShellContext.Provider>,
    );
  const gone = () => vi.fn().mockRejectedValue(Object.assign(new Error('请求的资源不存在'), { statusCode: 404 }));

  it.each([
    [1, 'customer_quotation', '客户报价单不存在或已删除'],
    [2, 'customer_potential_quotation', '潜在客户报价单不存在或已删除'],
    [0, 'order', '订单不存在或已删除'],
  ])('offers 返回列表 to the list of its own view when gone (type %i: %s)', async (type, view, title) => {
    renderPage(printPath({ _id: 'q1', type }), gone());
    expect(await screen.findByText(title, undefined, { timeout: 15000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /返回列表/ }));
    expect(await screen.findByText(`列表 ${view}`)).toBeInTheDocument();
  });

  it('offers 重试 and 返回列表 when the read fails otherwise', async () => {
    const findOrder = vi.fn().mockRejectedValue(Object.assign(new Error('服务器出错'), { statusCode: 500 }));
    renderPage('/app/print/customer_quotation/q1', findOrder);
    expect(await screen.findByText('加载失败', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /返回列表/ }));
    expect(await screen.findByText('列表 customer_quotation')).toBeInTheDocument();
  });

  it('still opens the path of before (no view in it), its list read as the orders', async () => {
    renderPage('/app/print/o1', gone());
    expect(await screen.findByText('订单不存在或已删除', undefined, { timeout: 15000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /返回列表/ }));
    expect(await screen.findByText('列表 order')).toBeInTheDocument();
  });
});
