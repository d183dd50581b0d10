import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '../../../src/shell/UserMenu';
import { ChangePasswordDialog } from '../../../src/shell/lazyShellPages';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';
import { MemoryRouter, Route, Routes } from 'react-router';

vi.setConfig({ testTimeout: 30000 });

const menu = () =>
  render(
    <MemoryRouter initialEntries={['/app/dashboard']}>
      <NoticesProvider>
        <UserMenu user={{ username: 'demo_admin', displayName: '演示管理员', role: 'admin' } as never} onLogout={() => {}} />
        <Routes>
          <Route path="/app/profile" element={<p>个人中心页面</p>} />
          <Route path="*" element={null} />
        </Routes>
      </NoticesProvider>
    </MemoryRouter>,
  );

async function choose修改密码() {
  await userEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
  await userEvent.click(await screen.findByText('修改密码'));
}

// The 修改密码 dialog loads when first asked for (it is not in the first screen's JavaScript).
describe('UserMenu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens 修改密码 once its dialog has loaded', async () => {
    menu();
    await choose修改密码();
    expect(await screen.findByLabelText('原密码')).toBeInTheDocument();
  });

  it('is a button the keyboard reaches, named by the person it shows (the name holds the visible text)', async () => {
    menu();
    const button = screen.getByRole('button', { name: '演示管理员，用户菜单' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveTextContent('演示管理员');
    await userEvent.tab();
    expect(button).toHaveFocus();
    // It says it opens a menu, and whether the menu is open.
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('个人中心')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to 个人中心', async () => {
    menu();
    await userEvent.click(screen.getByRole('button', { name: /用户菜单/ }));
    await userEvent.click(await screen.findByText('个人中心'));
    expect(await screen.findByText('个人中心页面')).toBeInTheDocument();
  });

  it('says so when the dialog cannot load (no network), and loads it on the next try', async () => {
    vi.spyOn(ChangePasswordDialog, 'preload').mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    menu();
    await choose修改密码();
    expect(await screen.findByText('修改密码加载失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByLabelText('原密码')).toBeNull();
    await choose修改密码();
    expect(await screen.findByLabelText('原密码')).toBeInTheDocument();
  });
});
