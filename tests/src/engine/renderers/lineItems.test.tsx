import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPermissions } from '../../../../src/state/permissions';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderDisplay, renderInput } from './helpers';
import { screenOf } from '../../support/screenOf';

const rows = [{ title: '螺丝', quantity: 2, unitPrice: 1000, discount: 100, taxRate: 13 }];

describe('lineItems renderer', () => {
  it('computes amounts and totals live while editing', () => {
    const { changes, container } = renderInput('items', rows);
    // 2 × ¥10.00 − ¥1.00 = ¥19.00; tax 13 % = ¥2.47; total ¥21.47
    expect(container).toHaveTextContent('¥19.00');
    expect(container).toHaveTextContent('小计¥19.00');
    expect(container).toHaveTextContent('税额¥2.47');
    expect(container).toHaveTextContent('合计¥21.47');
    fireEvent.change(container.querySelector('#items_0_quantity')!, { target: { value: '3' } });
    expect(changes.mock.lastCall![0]).toEqual([{ ...rows[0], quantity: 3, amount: 2900 }]);
    expect(container).toHaveTextContent('合计¥32.77');
  });

  it('adds and removes rows', () => {
    const { changes } = renderInput('items', rows);
    fireEvent.click(screen.getByText('添加一行'));
    expect(changes.mock.lastCall![0]).toHaveLength(2);
    fireEvent.click(screen.getAllByLabelText('删除第 1 行')[0]);
    expect(changes.mock.lastCall![0]).toEqual([{ amount: 0 }]);
  });

  it('marks required item columns', () => {
    const { container } = renderInput('items', []);
    const header = container.querySelector('thead')!;
    expect(within(header as HTMLElement).getByText('品名').parentElement).toHaveTextContent('* 品名');
    expect(screen.getByText('暂无明细')).toBeInTheDocument();
  });

  it('shows a read-only table with totals on the show page and a row count in lists', () => {
    const { container } = renderDisplay('items', rows, 'show');
    expect(container.querySelector('input')).toBeNull();
    expect(container).toHaveTextContent('螺丝');
    expect(container).toHaveTextContent('合计¥21.47');
    renderDisplay('items', rows, 'list');
    expect(screen.getByText('1 行')).toBeInTheDocument();
  });
});

describe('lineItems renderer under a role’s field rules', () => {
  afterEach(() => setPermissions(null));
  const hiding = (fields: Record<string, 'hidden'>) =>
    setPermissions({ superAdmin: false, permissions: { gadget: { actions: ['list', 'show', 'edit'], fields } } });

  it('leaves out every sum when the unit price is hidden (never ¥0.00 worked out without it)', () => {
    hiding({ 'items.unitPrice': 'hidden' });
    const { container } = renderDisplay('items', [{ title: '螺丝', quantity: 2, discount: 100, taxRate: 13 }], 'show');
    expect(container).toHaveTextContent('螺丝');
    expect(container).not.toHaveTextContent('小计');
    expect(container).not.toHaveTextContent('合计');
    expect(container).not.toHaveTextContent('¥0.00');
  });

  it('keeps the subtotal and leaves out the tax and total when only the tax rate is hidden', () => {
    hiding({ 'items.taxRate': 'hidden' });
    const { container } = renderDisplay('items', [{ title: '螺丝', quantity: 2, unitPrice: 1000, discount: 100 }], 'show');
    expect(container).toHaveTextContent('小计¥19.00');
    expect(container).not.toHaveTextContent('税额');
    expect(container).not.toHaveTextContent('合计');
  });
});

describe('lineItems renderer on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits each line as a card, its fields one under the other with their labels (no sideways table)', () => {
    screenOf(390);
    const { changes, container } = renderInput('items', [...rows, { title: '螺母', quantity: 5, unitPrice: 200 }]);
    expect(container.querySelector('.ant-table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '明细' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('第 1 行');
    const labels = [...cards[0].querySelectorAll('.line-item-cards__label')].map((l) => l.textContent);
    expect(labels).toContain('* 品名');
    expect(labels).toContain('* 数量');
    fireEvent.change(cards[1].querySelector('#items_1_quantity')!, { target: { value: '6' } });
    expect(changes.mock.lastCall![0][1]).toMatchObject({ quantity: 6, amount: 1200 });
    expect(container).toHaveTextContent('合计');
    fireEvent.click(within(cards[0]).getByLabelText('删除第 1 行'));
    expect(changes.mock.lastCall![0]).toHaveLength(1);
    // The form holds the value: one line left, 添加一行 makes it two.
    fireEvent.click(screen.getByText('添加一行'));
    expect(changes.mock.lastCall![0]).toHaveLength(2);
  });

  it('says 暂无明细 with no lines', () => {
    screenOf(390);
    renderInput('items', []);
    expect(screen.getByText('暂无明细')).toBeInTheDocument();
  });
});
