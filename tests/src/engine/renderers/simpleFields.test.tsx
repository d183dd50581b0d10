import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fieldOf, renderDisplay, renderFilter, renderInput } from './helpers';

const typeInto = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('text-like renderers', () => {
  it.each(['name', 'phone', 'email'])('%s: input emits the text, filter emits the substring', (name) => {
    const { changes, container } = renderInput(name, 'a');
    typeInto(container.querySelector('input')!, 'abc');
    expect(changes).toHaveBeenLastCalledWith('abc');
    const f = renderFilter(name);
    typeInto(f.container.querySelector('input')!, '13');
    expect(f.changes).toHaveBeenLastCalledWith('13');
  });

  it('text display shows the value or a dash', () => {
    renderDisplay('name', '螺丝刀');
    expect(screen.getByText('螺丝刀')).toBeInTheDocument();
    renderDisplay('name', null);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('textarea keeps line breaks on the show page and counts characters', () => {
    const { changes, container } = renderInput('note', '');
    typeInto(container.querySelector('textarea')!, '第一行\n第二行');
    expect(changes).toHaveBeenLastCalledWith('第一行\n第二行');
    expect(container.textContent).toContain('/ 200');
    const { container: shown } = renderDisplay('note', '第一行\n第二行', 'show');
    expect(shown.querySelector('div')).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('phone and email display as links', () => {
    renderDisplay('phone', '13800138000');
    expect(screen.getByRole('link', { name: '13800138000' })).toHaveAttribute('href', 'tel:13800138000');
    renderDisplay('email', 'a@b.cn');
    expect(screen.getByRole('link', { name: 'a@b.cn' })).toHaveAttribute('href', 'mailto:a@b.cn');
  });
});

describe('number renderers', () => {
  it('number: input emits numbers, display groups thousands, filter emits [from, to]', () => {
    const { changes, container } = renderInput('weight', 1);
    typeInto(container.querySelector('input')!, '12.5');
    expect(changes).toHaveBeenLastCalledWith(12.5);
    renderDisplay('weight', 1234.5);
    expect(screen.getByText('1,234.5')).toBeInTheDocument();
    const f = renderFilter('weight');
    typeInto(screen.getByLabelText('重量最小值'), '2');
    expect(f.changes).toHaveBeenLastCalledWith([2, null]);
    typeInto(screen.getByLabelText('重量最大值'), '8');
    expect(f.changes).toHaveBeenLastCalledWith([2, 8]);
  });

  it('integer shows no decimals and percent shows %', () => {
    renderDisplay('stock', 12000);
    expect(screen.getByText('12,000')).toBeInTheDocument();
    renderDisplay('rate', 13);
    expect(screen.getByText('13%')).toBeInTheDocument();
    const { changes, container } = renderInput('rate', 6);
    expect(container.textContent).toContain('%');
    typeInto(container.querySelector('input')!, '9');
    expect(changes).toHaveBeenLastCalledWith(9);
  });
});

describe('money renderer', () => {
  it('edits yuan, emits integer cents', () => {
    const { changes, container } = renderInput('price', 123456);
    const input = container.querySelector('input')!;
    expect(input).toHaveValue('1234.56');
    typeInto(input, '19.99');
    expect(changes).toHaveBeenLastCalledWith(1999);
  });

  it('shows ¥1,234.56', () => {
    renderDisplay('price', 123456);
    expect(screen.getByText('¥1,234.56')).toBeInTheDocument();
  });

  it('filters a yuan range as cents', () => {
    const f = renderFilter('price');
    typeInto(screen.getByLabelText('价格最小值'), '10');
    typeInto(screen.getByLabelText('价格最大值'), '20.5');
    expect(f.changes).toHaveBeenLastCalledWith([1000, 2050]);
  });
});

describe('boolean renderer', () => {
  it('switch emits booleans, display shows 是/否, filter emits one boolean', async () => {
    const { changes } = renderInput('active', false);
    fireEvent.click(screen.getByRole('switch'));
    expect(changes).toHaveBeenLastCalledWith(true);
    renderDisplay('active', true);
    expect(screen.getAllByText('是').length).toBeGreaterThan(0);
    const f = renderFilter('active');
    fireEvent.mouseDown(f.container.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('否'));
    expect(f.changes).toHaveBeenLastCalledWith(false);
  });
});

describe('enum renderer', () => {
  it('offers only the selectable options, keeping a current value outside them', async () => {
    const { changes, container } = renderInput('status', 2);
    expect(container).toHaveTextContent('取消');
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await screen.findByTitle('处理中');
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['草稿', '处理中', '取消']);
    expect(document.querySelector('.ant-select-item-option-disabled')).toHaveTextContent('取消');
    fireEvent.click(screen.getByTitle('处理中'));
    expect(changes).toHaveBeenLastCalledWith(1);
  });

  it('shows the Chinese label in a coloured tag', () => {
    const { container } = renderDisplay('status', 1);
    expect(screen.getByText('处理中')).toBeInTheDocument();
    expect(container.querySelector('.ant-tag-blue')).not.toBeNull();
  });

  it('filters by any of all options', async () => {
    const f = renderFilter('status');
    fireEvent.mouseDown(f.container.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('取消'));
    expect(f.changes).toHaveBeenLastCalledWith([2]);
  });

  it('exposes its field options in the test schema', () => {
    expect(fieldOf('status').options).toHaveLength(3);
  });
});
