import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderBar } from '../../../src/shell/HeaderBar';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';
import { MemoryRouter } from 'react-router';

const header = (onToggle: () => void = () => {}, collapsed = false) =>
  render(
    // The user menu says so through the app's notices when its dialog cannot load; 个人中心 is a route.
    <MemoryRouter>
      <NoticesProvider>
        <HeaderBar
          company={{ name: '郑州云帆信息科技有限公司' } as never}
          projects={[
            { _id: 'p-main', name: 'Main' },
            { _id: 'p-east', name: '华东分公司' },
          ]}
          projectId="p-main"
          user={{ username: 'demo_admin', displayName: '演示管理员', role: 'admin' } as never}
          phone={false}
          collapsed={collapsed}
          onToggle={onToggle}
          onSwitchProject={() => {}}
          onLogout={() => {}}
          onOpenScreen={(path) => path}
          routes={[]}
        />
      </NoticesProvider>
    </MemoryRouter>,
  );

// The header is sticky: its popups are drawn inside it so that a page scrolling under an open menu
// cannot move the menu away from a click (see src/shell/headerPopup.ts).
describe('HeaderBar', () => {
  it('folds the side menu with a button the keyboard reaches and presses (it was a span)', async () => {
    const toggle = vi.fn();
    header(toggle);
    const button = screen.getByRole('button', { name: '收起菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveBeenCalledOnce();
  });

  it('names the folded menu’s toggle 展开菜单', () => {
    header(() => {}, true);
    expect(screen.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the user menu inside the header', async () => {
    const { container } = header();
    await userEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    const logout = await screen.findByText('退出登录');
    expect(container.querySelector('.app-header')).toContainElement(logout);
  });

  it("draws the project switcher's menu inside the header", async () => {
    const { container } = header();
    await userEvent.click(screen.getByRole('button', { name: /^当前项目：/ }));
    const east = await screen.findByRole('menuitemradio', { name: '华东分公司' });
    expect(container.querySelector('.app-header')).toContainElement(east);
  });
});
