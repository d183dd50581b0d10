import { describe, expect, it, vi } from 'vitest';
import { BoundHistoryTabs } from '../support/BoundHistoryTabs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Router, useLocation, useNavigate } from 'react-router';
import { HistoryTabs, type HistoryTabsProps } from '../../../src/shell/HistoryTabs';
import { useHistoryTabs } from '../../../src/shell/useHistoryTabs';
import { readStored } from '../../../src/storage/clientStorage';
import { noteDeleted } from '../../../src/state/deletedRecords';

const TITLES: Record<string, string> = { '/app/a': '客户', '/app/b': '产品', '/app/c': '订单' };
const state = { items: ['/app/a', '/app/b', '/app/c'].map((id) => ({ id, path: id })), active: '/app/b' };

function renderTabs(over: Partial<HistoryTabsProps> = {}) {
  const props: HistoryTabsProps = {
    state,
    titleFor: (id) => TITLES[id],
    onSelect: vi.fn(),
    onClose: vi.fn(),
    onCloseOthers: vi.fn(),
    onCloseRight: vi.fn(),
    onCloseAll: vi.fn(),
    ...over,
  };
  render(<HistoryTabs {...props} />);
  return props;
}

/** The opened screens' links in the bar (a page's navigation, not ARIA tabs). */
const tabButtons = () =>
  screen.queryByRole('navigation', { name: '已打开的页面' }) ? within(screen.getByRole('navigation')).queryAllByRole('link') : [];
const closeButtons = () => screen.getAllByRole('button', { name: /^关闭“/ });

async function contextMenuOf(title: string) {
  fireEvent.contextMenu(screen.getByText(title));
  return screen.findByRole('menu');
}

describe('HistoryTabs', () => {
  it('shows one tab per opened screen, the active one selected', () => {
    renderTabs();
    const tabs = tabButtons();
    expect(tabs.map((t) => t.textContent)).toEqual(['客户', '产品', '订单']);
    expect(tabs[1]).toHaveAttribute('aria-current', 'page');
    expect(tabs[0]).not.toHaveAttribute('aria-current');
    // A link to where the tab leads: Ctrl-click or a middle click opens it in a browser tab.
    expect(tabs[0]).toHaveAttribute('href', '/app/a');
    expect(closeButtons().map((b) => b.getAttribute('aria-label'))).toEqual(['关闭“客户”', '关闭“产品”', '关闭“订单”']);
  });

  it('renders nothing without opened screens', () => {
    const { container } = render(<HistoryTabs {...renderTabsProps()} state={{ items: [], active: undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('selects a tab on click and closes one with its close button', async () => {
    const props = renderTabs();
    await userEvent.click(screen.getByText('订单'));
    expect(props.onSelect).toHaveBeenCalledWith('/app/c');
    await userEvent.click(closeButtons()[0]);
    expect(props.onClose).toHaveBeenCalledWith('/app/a');
  });

  it('leaves a Ctrl-click to the browser (a new browser tab) and does nothing on the shown tab', async () => {
    const props = renderTabs();
    const [customers, products, orders] = tabButtons();
    // Whether the app kept the browser from following the link, read after the app's handler (jsdom
    // cannot navigate, so the listener then keeps it from trying).
    let prevented: boolean | undefined;
    const afterApp = (e: Event) => {
      prevented = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', afterApp);
    try {
      fireEvent.click(customers, { ctrlKey: true });
      expect(prevented).toBe(false);
      fireEvent.click(products);
      expect(prevented).toBe(true);
      expect(props.onSelect).not.toHaveBeenCalled();
      // A plain click moves within the app, without the browser loading the page.
      fireEvent.click(orders);
      expect(prevented).toBe(true);
      expect(props.onSelect).toHaveBeenCalledWith('/app/c');
    } finally {
      window.removeEventListener('click', afterApp);
    }
  });

  it('closes the focused tab on Delete, and focus goes to the tab then shown', async () => {
    const props = renderTabsProps();
    const { rerender } = render(<HistoryTabs {...props} />);
    tabButtons()[1].focus();
    await userEvent.keyboard('{Delete}');
    expect(props.onClose).toHaveBeenCalledWith('/app/b');
    rerender(<HistoryTabs {...props} state={{ items: state.items.filter((i) => i.id !== '/app/b'), active: '/app/a' }} />);
    expect(tabButtons()[0]).toHaveFocus();
  });

  it('offers 关闭, 关闭其他, 关闭右侧, 关闭全部 on right click, for the clicked tab', async () => {
    const props = renderTabs();
    const menu = await contextMenuOf('客户');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['关闭', '关闭其他', '关闭右侧', '关闭全部']);
    await userEvent.click(within(menu).getByText('关闭右侧'));
    expect(props.onCloseRight).toHaveBeenCalledWith('/app/a');
  });

  it('the whole tab is the right-click target, not only its text', async () => {
    const props = renderTabs();
    const tab = document.querySelector('.history-tabs__tab[data-tab-id="/app/a"]')!;
    // The tab's own box (its padding), outside the label.
    fireEvent.contextMenu(tab);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('关闭其他'));
    expect(props.onCloseOthers).toHaveBeenCalledWith('/app/a');
  });

  it("right-clicking a tab's close button offers the menu of that tab", async () => {
    const props = renderTabs();
    const close = document.querySelector('.history-tabs__tab[data-tab-id="/app/c"] .history-tabs__close')!;
    fireEvent.contextMenu(close);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('关闭右侧').closest('li')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByText('关闭'));
    expect(props.onClose).toHaveBeenCalledWith('/app/c');
  });

  it('disables 关闭右侧 on the last tab', async () => {
    renderTabs();
    const menu = await contextMenuOf('订单');
    expect(within(menu).getByText('关闭右侧').closest('li')).toHaveAttribute('aria-disabled', 'true');
  });

  it('the dropdown at the end acts on the active tab', async () => {
    const props = renderTabs();
    await userEvent.click(screen.getByRole('button', { name: '标签操作' }));
    await userEvent.click(await screen.findByText('关闭其他'));
    expect(props.onCloseOthers).toHaveBeenCalledWith('/app/b');
  });
});

function renderTabsProps(): HistoryTabsProps {
  return {
    state,
    titleFor: (id) => TITLES[id],
    onSelect: vi.fn(),
    onClose: vi.fn(),
    onCloseOthers: vi.fn(),
    onCloseRight: vi.fn(),
    onCloseAll: vi.fn(),
  };
}

/** The tabs bound to a router, as the main layout uses them. */
function Bound() {
  const tabs = useHistoryTabs((p) => p !== '/app');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="where">{location.pathname}</div>
      {Object.keys(TITLES).map((p) => (
        <button key={p} onClick={() => navigate(p)}>
          open {p}
        </button>
      ))}
      <BoundHistoryTabs tabs={tabs} titleFor={(id) => TITLES[id]} />
    </>
  );
}

describe('tabs bound to the router', () => {
  it('opens a tab per visited screen, persists them, and follows the active tab when closing', async () => {
    render(
      <MemoryRouter initialEntries={['/app']}>
        <Bound />
      </MemoryRouter>,
    );
    for (const p of Object.keys(TITLES)) await userEvent.click(screen.getByText(`open ${p}`));
    expect(tabButtons()).toHaveLength(3);
    expect(readStored('history')?.map((h) => h.id)).toEqual(['/app/a', '/app/b', '/app/c']);
    expect(readStored('historyActive')).toBe('/app/c');

    // Closing the active last tab goes to the previous one.
    fireEvent.contextMenu(screen.getByText('订单'));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('关闭'));
    expect(screen.getByTestId('where')).toHaveTextContent('/app/b');
    expect(tabButtons()).toHaveLength(2);

    // Close all leaves no tab and the bare /app.
    await userEvent.click(screen.getByRole('button', { name: '标签操作' }));
    await userEvent.click(await screen.findByText('关闭全部'));
    expect(tabButtons()).toHaveLength(0);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/app$/);
    expect(readStored('history')).toEqual([]);
  });
});

describe('tabs and late locations', () => {
  /** The tabs over a router whose location the test moves by hand, as a busy browser commits it late. */
  function Controlled({
    at,
    onNavigate,
    grab,
  }: {
    at: string;
    onNavigate: (to: string | { pathname: string }) => void;
    grab: (t: ReturnType<typeof useHistoryTabs>) => void;
  }) {
    return (
      <Router
        location={at}
        navigator={{ push: onNavigate, replace: onNavigate, go: () => undefined, createHref: (to: unknown) => String(to) } as never}
      >
        <Inner grab={grab} />
      </Router>
    );
  }
  function Inner({ grab }: { grab: (t: ReturnType<typeof useHistoryTabs>) => void }) {
    const tabs = useHistoryTabs((p) => p !== '/app');
    grab(tabs);
    return <div data-testid="tabs">{tabs.state.items.map((i) => i.id).join(',')}</div>;
  }

  it('does not reopen a tab whose location arrives after 关闭全部', () => {
    let tabs!: ReturnType<typeof useHistoryTabs>;
    const went: string[] = [];
    const view = (at: string) => (
      <Controlled at={at} onNavigate={(to) => went.push(typeof to === 'string' ? to : to.pathname)} grab={(t) => (tabs = t)} />
    );
    const { rerender } = render(view('/app/a'));
    rerender(view('/app/b'));
    rerender(view('/app/c'));
    expect(screen.getByTestId('tabs')).toHaveTextContent('/app/a,/app/b,/app/c');
    // 关闭 on the active 订单 sends the router to /app/b, and 关闭全部 follows before that location is shown.
    act(() => tabs.close('/app/c'));
    act(() => tabs.closeAll());
    expect(went).toEqual(['/app/b', '/app']);
    expect(screen.getByTestId('tabs')).toHaveTextContent(/^$/);
    rerender(view('/app/b')); // the late location of the first navigation
    rerender(view('/app'));
    expect(screen.getByTestId('tabs')).toHaveTextContent(/^$/);
    // Afterwards a screen visited opens its tab as before.
    rerender(view('/app/a'));
    expect(screen.getByTestId('tabs')).toHaveTextContent('/app/a');
  });
});

describe('tabs of a deleted record', () => {
  it('close when the record is deleted, from any screen; other tabs stay', async () => {
    render(
      <MemoryRouter initialEntries={['/app/customer/show/c1']}>
        <Deleting />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('open edit'));
    fireEvent.click(screen.getByText('open list'));
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/app/customer'));
    expect(ids()).toEqual(['/app/customer/show/c1', '/app/customer/edit/c1', '/app/customer']);
    act(() => noteDeleted('customer', ['c1']));
    expect(ids()).toEqual(['/app/customer']);
  });
});

const ids = () => [...document.querySelectorAll('[data-tab-id]')].map((t) => t.getAttribute('data-tab-id'));

function Deleting() {
  const tabs = useHistoryTabs(() => true);
  const navigate = useNavigate();
  const where = useLocation().pathname;
  return (
    <>
      <span data-testid="at">{where}</span>
      <button onClick={() => navigate('/app/customer/edit/c1')}>open edit</button>
      <button onClick={() => navigate('/app/customer')}>open list</button>
      <BoundHistoryTabs tabs={tabs} titleFor={(id) => id} />
    </>
  );
}
