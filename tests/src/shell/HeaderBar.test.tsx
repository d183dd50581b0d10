import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderBar } from '../../../src/shell/HeaderBar';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';
import { MemoryRouter } from 'react-router';

const header = () =>
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
          collapsed={false}
          onToggle={() => {}}
          onSwitchProject={() => {}}
          onLogout={() => {}}
        />
      </NoticesProvider>
    </MemoryRouter>,
  );

// The header is sticky: its popups are drawn inside it so that a page scrolling under an open menu
// cannot move the menu away from a click (see src/shell/headerPopup.ts).
describe('HeaderBar', () => {
  it('draws the user menu inside the header', async () => {
    const { container } = header();
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
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
