import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';

// The unit suite's quick getComputedStyle (tests/setup/computed-style.ts) decides what the testing
// libraries take for hidden and for clickable; these cases hold it to jsdom's cascade.

const sheets: HTMLStyleElement[] = [];
function addSheet(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  sheets.push(style);
  return style;
}
afterEach(() => sheets.splice(0).forEach((s) => s.remove()));

describe('getComputedStyle in the unit suite', () => {
  it('hides what a sheet rule hides, the later rule winning, and reads a sheet again when its text changes', () => {
    addSheet('.gone { display: none } .gone.back { display: flex }');
    render(
      <div>
        <button className="gone">隐藏</button>
        <button className="gone back">显示</button>
      </div>,
    );
    expect(screen.queryByRole('button', { name: '隐藏' })).toBeNull();
    expect(screen.getByRole('button', { name: '显示' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('显示')).display).toBe('flex');

    sheets[0]!.textContent = '.gone { display: inline-block }';
    expect(screen.getByRole('button', { name: '隐藏' })).toBeInTheDocument();
  });

  it('inherits visibility and pointer-events from an ancestor, and the inline style overrides the sheets', async () => {
    addSheet('.quiet { visibility: hidden } .inert { pointer-events: none }');
    render(
      <div>
        <div className="quiet">
          <button>看不见</button>
          <button style={{ visibility: 'visible' }}>看得见</button>
        </div>
        <div className="inert">
          <button>点不了</button>
        </div>
      </div>,
    );
    expect(screen.queryByRole('button', { name: '看不见' })).toBeNull();
    expect(screen.getByRole('button', { name: '看得见' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('点不了')).pointerEvents).toBe('none');
    await expect(userEvent.click(screen.getByText('点不了'))).rejects.toThrow(/pointer-events/);
  });

  it('applies a @media rule naming screen and no other, and clears a property set to unset', () => {
    addSheet(
      '@media screen { .wide { display: none } } @media print { .narrow { display: none } } .reset { display: none } .reset { display: unset }',
    );
    render(
      <div>
        <button className="wide">宽</button>
        <button className="narrow">窄</button>
        <button className="reset">复原</button>
      </div>,
    );
    expect(screen.queryByRole('button', { name: '宽' })).toBeNull();
    expect(screen.getByRole('button', { name: '窄' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复原' })).toBeInTheDocument();
  });

  it("reads antd's injected styles: a closed Select's options are hidden again", async () => {
    const user = userEvent.setup();
    render(<Select aria-label="状态" options={[{ value: 'a', label: '启用' }]} style={{ width: 120 }} />);
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: '启用' })).toBeInTheDocument();
    await user.click(await screen.findByTitle('启用'));
    // Closed, the dropdown stays in the page under antd's hidden class; its rule in antd's injected
    // sheet is what hides the list from the queries.
    await expect.poll(() => screen.queryAllByRole('listbox').length).toBe(0);
    const dropdown = document.querySelector('.ant-select-dropdown-hidden') as HTMLElement;
    expect(dropdown).not.toBeNull();
    expect(dropdown.style.display).toBe('');
    expect(getComputedStyle(dropdown).display).toBe('none');
  });
});
