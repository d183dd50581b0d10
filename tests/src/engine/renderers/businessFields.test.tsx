import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fieldProblem } from '../../../../src/engine/renderers/rules';
import { toCrudFilter } from '../../../../src/engine/renderers/filterValue';
import type { FieldSchema } from '../../../../src/schemas/types';
import { renderDisplay, renderFilter, renderInput } from './helpers';

/** The five field types of Chinese business records (docs/requirements.md §10.3), declared here only. */
const website: FieldSchema = { name: 'website', label: '网址', type: 'url', filterable: true };
const opensAt: FieldSchema = { name: 'opensAt', label: '营业时间', type: 'time', filterable: true };
const scopes: FieldSchema = {
  name: 'scopes',
  label: '经营范围',
  type: 'multiEnum',
  filterable: true,
  options: [
    { value: 'retail', label: '零售', color: 'blue' },
    { value: 'wholesale', label: '批发', color: 'green' },
    { value: 'repair', label: '维修', color: 'orange' },
  ],
  selectable: ['retail', 'wholesale'],
};
const idNo: FieldSchema = { name: 'idNo', label: '身份证号', type: 'idCard', filterable: true };
const creditCode: FieldSchema = { name: 'creditCode', label: '信用代码', type: 'creditCode', filterable: true };

const typeInto = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const pickTime = (input: HTMLElement, text: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('url renderer', () => {
  it('input emits the text and the form refuses what is not an http(s) address', () => {
    const { changes, container } = renderInput(website.name, '', website);
    typeInto(container.querySelector('input')!, 'https://example.cn/a?b=1');
    expect(changes).toHaveBeenLastCalledWith('https://example.cn/a?b=1');
    expect(fieldProblem(website, 'https://example.cn/a?b=1')).toBeUndefined();
    expect(fieldProblem(website, 'ftp://example.cn')).toBe('网址的格式不正确');
    expect(fieldProblem(website, 'javascript:alert(1)')).toBe('网址的格式不正确');
  });

  it('displays a link opening in a new tab without handing it this page', () => {
    renderDisplay(website.name, 'https://example.cn', 'list', website);
    const link = screen.getByRole('link', { name: 'https://example.cn' });
    expect(link).toHaveAttribute('href', 'https://example.cn');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a stored value that is no web address as text, never as a link', () => {
    renderDisplay(website.name, 'javascript:alert(1)', 'show', website);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
  });

  it('filters by substring', () => {
    const f = renderFilter(website.name, undefined, website);
    typeInto(f.container.querySelector('input')!, 'example');
    expect(f.changes).toHaveBeenLastCalledWith('example');
    expect(toCrudFilter(website, 'example')).toEqual({ field: 'website', operator: 'contains', value: 'example' });
  });
});

describe('time renderer', () => {
  it('input shows and emits HH:mm (24 h)', async () => {
    const { changes, container } = renderInput(opensAt.name, '09:30', opensAt);
    const input = container.querySelector('input')!;
    expect(input).toHaveValue('09:30');
    pickTime(input, '18:45');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith('18:45'));
    expect(fieldProblem(opensAt, '24:00')).toBe('营业时间的格式不正确');
  });

  it('displays the value as it is', () => {
    renderDisplay(opensAt.name, '07:05', 'list', opensAt);
    expect(screen.getByText('07:05')).toBeInTheDocument();
  });

  it('filters by a from–to range of HH:mm (an open end shows as empty)', async () => {
    const shown = renderFilter(opensAt.name, ['08:00', null], opensAt);
    expect(shown.container.querySelectorAll('input')[0]).toHaveValue('08:00');
    shown.unmount();
    const f = renderFilter(opensAt.name, undefined, opensAt);
    const [from, to] = f.container.querySelectorAll('input');
    pickTime(from, '08:00');
    pickTime(to, '12:00');
    await waitFor(() => expect(f.changes).toHaveBeenLastCalledWith(['08:00', '12:00']));
    expect(toCrudFilter(opensAt, ['08:00', '12:00'])).toEqual({ field: 'opensAt', operator: 'between', value: ['08:00', '12:00'] });
  });
});

describe('multiEnum renderer', () => {
  it('input offers the selectable options (a stored one outside them disabled) and emits the list of values', async () => {
    const { changes, container } = renderInput(scopes.name, ['repair'], scopes);
    expect(container).toHaveTextContent('维修');
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await screen.findByTitle('零售');
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['零售', '批发', '维修']);
    expect(document.querySelector('.ant-select-item-option-disabled')).toHaveTextContent('维修');
    fireEvent.click(screen.getByTitle('批发'));
    expect(changes).toHaveBeenLastCalledWith(['repair', 'wholesale']);
  });

  it('displays one coloured tag per value', () => {
    const { container } = renderDisplay(scopes.name, ['retail', 'repair'], 'list', scopes);
    expect(screen.getByText('零售')).toBeInTheDocument();
    expect(container.querySelector('.ant-tag-blue')).toHaveTextContent('零售');
    expect(container.querySelector('.ant-tag-orange')).toHaveTextContent('维修');
    renderDisplay(scopes.name, [], 'list', scopes);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('filters by any of all options (equality: in)', async () => {
    const f = renderFilter(scopes.name, undefined, scopes);
    fireEvent.mouseDown(f.container.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('维修'));
    expect(f.changes).toHaveBeenLastCalledWith(['repair']);
    expect(toCrudFilter(scopes, ['repair', 'retail'])).toEqual({ field: 'scopes', operator: 'in', value: ['repair', 'retail'] });
  });

  it('a required one asks to choose when empty', () => {
    expect(fieldProblem({ ...scopes, required: true }, [])).toBe('请选择经营范围');
  });
});

describe('identity code renderers', () => {
  it('idCard input types upper-case; the form checks shape, birth date and check character', () => {
    const { changes, container } = renderInput(idNo.name, '', idNo);
    const input = container.querySelector('input')!;
    expect(input).toHaveAttribute('maxlength', '18');
    typeInto(input, '11010519491231002x');
    expect(changes).toHaveBeenLastCalledWith('11010519491231002X');
    expect(fieldProblem(idNo, '11010519491231002X')).toBeUndefined();
    expect(fieldProblem(idNo, '110105194912310021')).toBe('身份证号的校验位不正确');
    expect(fieldProblem(idNo, '110105194902300020')).toBe('身份证号中的出生日期不正确');
    expect(fieldProblem(idNo, '1101051949123100')).toBe('身份证号的格式不正确');
  });

  it('creditCode input types upper-case; the form checks the check character', () => {
    const { changes, container } = renderInput(creditCode.name, '', creditCode);
    typeInto(container.querySelector('input')!, '91350100m000100y43');
    expect(changes).toHaveBeenLastCalledWith('91350100M000100Y43');
    expect(fieldProblem(creditCode, '91350100M000100Y43')).toBeUndefined();
    expect(fieldProblem(creditCode, '91350100M000100Y44')).toBe('信用代码的校验位不正确');
    expect(fieldProblem(creditCode, '91350100M000100O43')).toBe('信用代码的格式不正确');
  });

  it('display the code as it is and filter by substring', () => {
    renderDisplay(idNo.name, '11010519491231002X', 'list', idNo);
    expect(screen.getByText('11010519491231002X')).toBeInTheDocument();
    const f = renderFilter(creditCode.name, undefined, creditCode);
    typeInto(f.container.querySelector('input')!, '9135');
    expect(f.changes).toHaveBeenLastCalledWith('9135');
  });
});
