import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { OrderLinesTable } from '../../../../src/resources/sales-documents/OrderLinesTable';
import type { OrderLineRecord } from '../../../../src/schemas/orderFields';
import { screenOf } from '../../support/screenOf';

const LINES = [
  { _id: 'l1', lineNo: 1, productName: '扳手', quantity: 2, unitPrice: 1999, discount: 0, taxName: '增值税', amount: 3998, taxAmount: 520 },
  { _id: 'l2', lineNo: 2, productName: '螺丝刀', quantity: 1, unitPrice: 500, discount: 100, amount: 400, taxAmount: 0 },
] as OrderLineRecord[];
const everything = () => true;

afterEach(() => vi.unstubAllGlobals());

describe('OrderLinesTable', () => {
  it('on a desk: a table, a column per figure the role may see', () => {
    screenOf(1440);
    render(<OrderLinesTable lines={LINES} shown={(f) => f !== 'lines.unitPrice'} />);
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['序号', '产品名称', '数量', '优惠', '税费', '金额', '税额']);
    expect(screen.getByText('¥39.98')).toBeInTheDocument();
    expect(screen.getByText('不含税')).toBeInTheDocument();
  });

  it('on a phone: a card per line, its figures one under the other (nothing scrolls sideways)', () => {
    screenOf(390);
    render(<OrderLinesTable lines={LINES} shown={everything} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '明细' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByText('第 1 行')).toBeInTheDocument();
    expect([...cards[0].querySelectorAll('dt')].map((t) => t.textContent)).toEqual([
      '产品名称',
      '数量',
      '单价',
      '优惠',
      '税费',
      '金额',
      '税额',
    ]);
    expect([...cards[0].querySelectorAll('dd')].map((t) => t.textContent)).toEqual([
      '扳手',
      '2',
      '¥19.99',
      '¥0.00',
      '增值税',
      '¥39.98',
      '¥5.20',
    ]);
  });

  it('on a phone, a figure the role may not see is not on the card', () => {
    screenOf(390);
    render(<OrderLinesTable lines={LINES} shown={(f) => f !== 'lines.unitPrice'} />);
    expect(screen.queryByText('单价')).toBeNull();
    expect(screen.queryByText('¥19.99')).toBeNull();
  });

  it('on a phone with no lines says so', () => {
    screenOf(390);
    render(<OrderLinesTable lines={[]} shown={everything} />);
    expect(screen.getByText('暂无明细')).toBeInTheDocument();
  });
});
