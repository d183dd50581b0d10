import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ForcedPasswordPage } from '../../../../src/pages/auth/ForcedPasswordPage';
import { RequireAuth } from '../../../../src/shell/RequireAuth';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { readStored, writeStored } from '../../../../src/storage/clientStorage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  localStorage.clear();
});

const USER = { _id: 'u1', username: 'demo_staff', displayName: '李晓明', mobile: null, role: 'staff' as const, tenantId: 't1' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<div>登录页</div>} />
        <Route path="/login/password" element={<ForcedPasswordPage />} />
        <Route
          path="/app"
          element={
            <RequireAuth>
              <div>主界面</div>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('修改密码 after an admin reset', () => {
  it('comes before anything of the app while the stored user must change the password', async () => {
    writeStored('auth', { ...USER, mustChangePassword: true });
    writeStored('authToken', 'tok');
    renderAt('/app');
    expect(await screen.findByText('管理员已重置您的密码，请设置新密码后继续使用')).toBeInTheDocument();
    expect(screen.queryByText('主界面')).not.toBeInTheDocument();
  });

  it('sets the new password, then opens the app', async () => {
    writeStored('auth', { ...USER, mustChangePassword: true });
    writeStored('authToken', 'tok');
    fake = installFakeAdapter(() => ({ data: envelope({ ...USER, mustChangePassword: false }, { message: '密码已修改' }) }));
    renderAt('/login/password');
    const type = (label: string, text: string) => userEvent.type(screen.getByPlaceholderText(label), text);
    await type('原密码', 'Temp12345');
    await type('新密码', 'Temp12345');
    await type('确认新密码', 'Temp12345');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
    await userEvent.clear(screen.getByPlaceholderText('新密码'));
    await userEvent.clear(screen.getByPlaceholderText('确认新密码'));
    await type('新密码', 'MyOwn12345');
    await type('确认新密码', 'MyOwn12345');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    expect(readStored('auth')?.mustChangePassword).toBe(false);
    expect(JSON.parse(fake.requests[0].data as string)).toEqual({ oldPassword: 'Temp12345', newPassword: 'MyOwn12345' });
  });

  it('sends a visitor without a session to the login form', async () => {
    renderAt('/login/password');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
  });

  it('sends a user who need not change the password to the app', async () => {
    writeStored('auth', { ...USER, mustChangePassword: false });
    writeStored('authToken', 'tok');
    renderAt('/login/password');
    expect(await screen.findByText('主界面')).toBeInTheDocument();
  });
});
