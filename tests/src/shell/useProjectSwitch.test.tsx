import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { useHistoryTabs } from '../../../src/shell/useHistoryTabs';
import { recordListPath, useProjectSwitch } from '../../../src/shell/useProjectSwitch';
import { ShellContext, type ShellValue } from '../../../src/state/shellContext';
import { setLeaveGuard } from '../../../src/state/leaveGuard';
import { readStored } from '../../../src/storage/clientStorage';
import type { ResourceSchema } from '../../../src/schemas/types';
import { lazyComponent } from '../../../src/engine/screens/lazyComponent';

const page = lazyComponent(async () => () => null);
const order: ResourceSchema = { name: 'order', label: '订单', apiBase: '/business/order', titleField: 'code', fields: [] };
const routes = buildRouteTable([order], { dashboard: page }, () => ({ list: page, create: page, edit: page, show: page }));

/** The switch with the tab bar's state, as the main layout binds them; the buttons visit screens. */
function Switcher() {
  const tabs = useHistoryTabs(() => true);
  const switchProject = useProjectSwitch(routes, tabs.closeWhere);
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="where">{useLocation().pathname}</div>
      <div data-testid="tabs">{tabs.state.items.map((i) => i.id).join(',')}</div>
      <div data-testid="active">{tabs.state.active}</div>
      {['/app/order/edit/o2', '/app/dashboard', '/app/order/show/o1', '/app/order', '/app/print/order/o1'].map((p) => (
        <button key={p} onClick={() => navigate(p)}>
          open {p}
        </button>
      ))}
      <button onClick={() => switchProject('p-east')}>华东分公司</button>
    </>
  );
}

function renderAt(path: string, visits: string[] = []) {
  // Where the user is when the project changes: the record page would read its record in the new one.
  const switchProject = vi.fn(() => {
    seenAt.push(document.querySelector('[data-testid="where"]')!.textContent!);
    storedAtSwitch.push(readStored('history')?.map((h) => h.id) ?? []);
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={{ switchProject } as unknown as ShellValue}>
        <Switcher />
      </ShellContext.Provider>
    </MemoryRouter>,
  );
  for (const p of visits) fireEvent.click(screen.getByText(`open ${p}`));
  fireEvent.click(screen.getByText('华东分公司'));
  return switchProject;
}

const tabIds = () => screen.getByTestId('tabs').textContent!.split(',');

const seenAt: string[] = [];
/** The stored tabs when the project changes: the app then remounts the layout (refine is keyed by project), which reads them. */
const storedAtSwitch: string[][] = [];

describe('switching project from a record page', () => {
  it('the list replaces a show or edit page of a resource; other screens stay', () => {
    expect(recordListPath(routes, '/app/order/show/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/order/edit/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/order')).toBeUndefined();
    expect(recordListPath(routes, '/app/order/create')).toBeUndefined();
    expect(recordListPath(routes, '/app/dashboard')).toBeUndefined();
  });

  it("a document's print page is a record page of its view's list (of the orders' on a path of before)", () => {
    expect(recordListPath(routes, '/app/print/customer_quotation/q1')).toBe('/app/customer_quotation');
    expect(recordListPath(routes, '/app/print/order/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/print/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/print/nonsense/o1')).toBe('/app/order');
  });

  it('from a print page goes to its list and switches, its tab closed', async () => {
    const switchProject = renderAt('/app/dashboard', ['/app/print/order/o1']);
    await waitFor(() => expect(switchProject).toHaveBeenCalledWith('p-east'));
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    expect(seenAt.at(-1)).toBe('/app/order');
    expect(tabIds()).toEqual(['/app/dashboard', '/app/order']);
  });

  it('from an order goes to the order list and switches', async () => {
    const switchProject = renderAt('/app/order/show/o1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/app/order'));
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    expect(switchProject).toHaveBeenCalledWith('p-east');
    // Only once the record page has gone (docs/requirements.md §10.6: its read in the new project showed 请求错误 404).
    expect(seenAt.at(-1)).toBe('/app/order');
  });

  it('from a list stays on it', () => {
    const switchProject = renderAt('/app/order');
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    expect(switchProject).toHaveBeenCalledWith('p-east');
  });
});

describe('the tabs of record pages when switching project', () => {
  it('close, the one on show as well once it became its list; other tabs stay, stored as shown', async () => {
    const switchProject = renderAt('/app/order/edit/o2', ['/app/dashboard', '/app/order/show/o1']);
    await waitFor(() => expect(switchProject).toHaveBeenCalledWith('p-east'));
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    // Each record tab would open the not-found page in the new project.
    expect(tabIds()).toEqual(['/app/dashboard', '/app/order']);
    expect(screen.getByTestId('active').textContent).toBe('/app/order');
    // A reload shows the same tabs.
    expect(readStored('history')?.map((h) => h.id)).toEqual(['/app/dashboard', '/app/order']);
    expect(readStored('historyActive')).toBe('/app/order');
    // Stored before the project changes: the layout the new project mounts reads its tabs from there
    // (and opens the one of its location itself).
    expect(storedAtSwitch.at(-1)!.filter((id) => recordListPath(routes, id))).toEqual([]);
    expect(storedAtSwitch.at(-1)).toContain('/app/dashboard');
  });

  it('close when switching from a list, which stays the active tab', () => {
    const switchProject = renderAt('/app/order/show/o1', ['/app/order']);
    expect(switchProject).toHaveBeenCalledWith('p-east');
    expect(tabIds()).toEqual(['/app/order']);
    expect(readStored('history')?.map((h) => h.id)).toEqual(['/app/order']);
    expect(readStored('historyActive')).toBe('/app/order');
  });

  it('close with the switch the user confirmed over unsaved changes, unasked again; cancelling keeps them', async () => {
    const answers = [false, true];
    const ask = vi.fn(async () => answers.shift()!);
    setLeaveGuard(ask);
    try {
      const switchProject = renderAt('/app/dashboard', ['/app/order/edit/o2']);
      // 取消: no switch, the record page and its tab stay.
      await act(async () => undefined);
      expect(switchProject).not.toHaveBeenCalled();
      expect(tabIds()).toEqual(['/app/dashboard', '/app/order/edit/o2']);
      fireEvent.click(screen.getByText('华东分公司'));
      await waitFor(() => expect(switchProject).toHaveBeenCalledWith('p-east'));
      expect(tabIds()).toEqual(['/app/dashboard', '/app/order']);
      expect(ask).toHaveBeenCalledTimes(2);
    } finally {
      setLeaveGuard(null);
    }
  });
});
