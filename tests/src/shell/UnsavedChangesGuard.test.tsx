import { describe, expect, it, vi } from 'vitest';
import { BoundHistoryTabs } from '../support/BoundHistoryTabs';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine, useWarnAboutChange } from '@refinedev/core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SideMenu } from '../../../src/shell/SideMenu';
import { useHistoryTabs } from '../../../src/shell/useHistoryTabs';
import { UnsavedChangesGuard } from '../../../src/shell/UnsavedChangesGuard';
import type { MenuEntry } from '../../../src/storage/types';
import { memoryDataProvider } from '../support/memoryDataProvider';
import { testRouterProvider } from '../support/testRouterProvider';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';

vi.setConfig({ testTimeout: 60000 });

const MENU = [
  { _id: '1', name: 'a', label: '客户', path: '/app/a', type: 'menu' },
  { _id: '2', name: 'b', label: '产品', path: '/app/b', type: 'menu' },
] as MenuEntry[];

/** The side menu and the tab bar bound to the router, as the main layout has them, and a form's unsaved change. */
function Shell() {
  const tabs = useHistoryTabs(() => true);
  const { setWarnWhen } = useWarnAboutChange();
  return (
    <>
      <div data-testid="where">{useLocation().pathname}</div>
      <button onClick={() => setWarnWhen(true)}>改动</button>
      <SideMenu menu={MENU} routes={[]} collapsed={false} onOpen={tabs.open} />
      <BoundHistoryTabs tabs={tabs} titleFor={(id) => `tab ${id}`} />
    </>
  );
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/app/a']}>
      <NoticesProvider>
        <Refine
          dataProvider={memoryDataProvider({}).provider}
          routerProvider={testRouterProvider}
          options={{ disableTelemetry: true, warnWhenUnsavedChanges: true }}
        >
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
          <UnsavedChangesGuard />
        </Refine>
      </NoticesProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const tabIds = () => [...document.querySelectorAll('[data-tab-id]')].map((t) => t.getAttribute('data-tab-id'));
const dialogButton = async (name: RegExp) => {
  const [title] = await screen.findAllByText('有未保存的修改，确定离开吗？', undefined, { timeout: 15000 });
  const dialog = title.closest('.ant-modal') as HTMLElement;
  return [...dialog.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
};

describe('UnsavedChangesGuard: leaving a form with unsaved changes asks in the app', () => {
  it('取消 keeps the user on the screen with the tab bar unchanged; 确定 leaves and opens the tab', async () => {
    const browserConfirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderShell();
    await waitFor(() => expect(tabIds()).toEqual(['/app/a']));
    fireEvent.click(screen.getByText('改动'));

    fireEvent.click(screen.getByText('产品'));
    fireEvent.click(await dialogButton(/取\s*消/));
    await waitFor(() => expect(screen.queryByText('有未保存的修改，确定离开吗？')).toBeNull());
    expect(where()).toBe('/app/a');
    expect(tabIds()).toEqual(['/app/a']);
    expect(browserConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('产品'));
    fireEvent.click(await dialogButton(/确\s*定/));
    await waitFor(() => expect(where()).toBe('/app/b'));
    await waitFor(() => expect(tabIds()).toEqual(['/app/a', '/app/b']));
    expect(browserConfirm).not.toHaveBeenCalled();
    browserConfirm.mockRestore();
  });

  it('closing the tab on show asks too; 取消 leaves the tab bar as it was', async () => {
    renderShell();
    fireEvent.click(screen.getByText('产品'));
    await waitFor(() => expect(tabIds()).toEqual(['/app/a', '/app/b']));
    fireEvent.click(screen.getByText('改动'));
    const close = document.querySelector('.history-tabs__tab[data-tab-id="/app/b"] .history-tabs__close') as HTMLElement;
    fireEvent.click(close);
    fireEvent.click(await dialogButton(/取\s*消/));
    await waitFor(() => expect(screen.queryByText('有未保存的修改，确定离开吗？')).toBeNull());
    expect(where()).toBe('/app/b');
    expect(tabIds()).toEqual(['/app/a', '/app/b']);
  });
});
