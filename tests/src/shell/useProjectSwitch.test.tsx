import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { recordListPath, useProjectSwitch } from '../../../src/shell/useProjectSwitch';
import { ShellContext, type ShellValue } from '../../../src/state/shellContext';
import type { ResourceSchema } from '../../../src/schemas/types';

const page = lazy(async () => ({ default: () => null }));
const order: ResourceSchema = { name: 'order', label: '订单', apiBase: '/business/order', titleField: 'code', fields: [] };
const routes = buildRouteTable([order], { dashboard: page }, () => ({ list: page, create: page, edit: page, show: page }));

function Switcher() {
  const switchProject = useProjectSwitch(routes);
  return (
    <>
      <div data-testid="where">{useLocation().pathname}</div>
      <button onClick={() => switchProject('p-east')}>华东分公司</button>
    </>
  );
}

function renderAt(path: string) {
  // Where the user is when the project changes: the record page would read its record in the new one.
  const switchProject = vi.fn(() => seenAt.push(document.querySelector('[data-testid="where"]')!.textContent!));
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellContext.Provider value={{ switchProject } as unknown as ShellValue}>
        <Switcher />
      </ShellContext.Provider>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByText('华东分公司'));
  return switchProject;
}

const seenAt: string[] = [];

describe('switching project from a record page', () => {
  it('the list replaces a show or edit page of a resource; other screens stay', () => {
    expect(recordListPath(routes, '/app/order/show/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/order/edit/o1')).toBe('/app/order');
    expect(recordListPath(routes, '/app/order')).toBeUndefined();
    expect(recordListPath(routes, '/app/order/create')).toBeUndefined();
    expect(recordListPath(routes, '/app/dashboard')).toBeUndefined();
  });

  it('from an order goes to the order list and switches', async () => {
    const switchProject = renderAt('/app/order/show/o1');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/app/order'));
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    expect(switchProject).toHaveBeenCalledWith('p-east');
    // Only once the record page has gone (issue 12: its read in the new project showed 请求错误 404).
    expect(seenAt.at(-1)).toBe('/app/order');
  });

  it('from a list stays on it', () => {
    const switchProject = renderAt('/app/order');
    expect(screen.getByTestId('where').textContent).toBe('/app/order');
    expect(switchProject).toHaveBeenCalledWith('p-east');
  });
});
