import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PrintSheet } from '../../../../src/pages/print/PrintSheet';
import type { OrderRecord } from '../../../../src/schemas/orderFields';

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
