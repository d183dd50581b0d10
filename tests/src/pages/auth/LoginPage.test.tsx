import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginPage } from '../../../../src/pages/auth/LoginPage';
import { envelope, installFakeAdapter, type FakeHandler } from '../../helpers/fakeAdapter';
import { readStored } from '../../../../src/storage/clientStorage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

function renderLogin(handler: FakeHandler) {
  fake = installFakeAdapter(handler);
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/app" element={<div>主界面</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

const USER = { _id: 'u1', username: 'demo_admin', displayName: '王经理', mobile: null, role: 'admin', tenantId: 't1' };

describe('LoginPage', () => {
  it('asks for both fields in Chinese before calling the server', async () => {
    renderLogin(() => ({ data: envelope(null) }));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(fake!.requests).toHaveLength(0);
  });

  it('logs in, stores the session and opens /app', async () => {
    renderLogin(() => ({ data: envelope({ user: USER, token: 'tok' }) }));
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'demo_admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Demo@123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    expect(JSON.parse(fake!.requests[0].data)).toEqual({ username: 'demo_admin', password: 'Demo@123456' });
    expect(readStored('authToken')).toBe('tok');
    expect(readStored('auth')).toEqual(USER);
  });

  it('shows the server message inline when the password is wrong, and stays', async () => {
    renderLogin(() => ({ status: 400, data: envelope(null, { success: false, message: '密码错误', code: 10203 }) }));
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'demo_admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('密码错误');
    expect(screen.queryByText('主界面')).not.toBeInTheDocument();
    expect(readStored('authToken')).toBeUndefined();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    renderLogin(() => 'network');
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'a');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'b');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('无法连接到服务器，请联系账号管理员');
  });
});
