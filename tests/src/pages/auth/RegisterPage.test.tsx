import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RegisterPage } from '../../../../src/pages/auth/RegisterPage';
import { useCountdown } from '../../../../src/pages/auth/useCountdown';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { readStored } from '../../../../src/storage/clientStorage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

const USER = { _id: 'u9', username: 'newboss', displayName: 'newboss', mobile: '13800138000', role: 'admin', tenantId: 't9' };

function renderRegister() {
  fake = installFakeAdapter((c) =>
    c.url === '/register/smsCaptcha'
      ? { data: envelope({ expiresInSeconds: 300, resendInSeconds: 60 }, { message: '验证码已发送' }) }
      : { data: envelope({ user: USER, token: 'tok9' }) },
  );
  render(
    <MemoryRouter initialEntries={['/login/register']}>
      <Routes>
        <Route path="/login/register" element={<RegisterPage />} />
        <Route path="/app" element={<div>主界面</div>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RegisterPage', () => {
  it('checks the mobile number before requesting a code', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('手机号'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(fake!.requests).toHaveLength(0);
  });

  it('requests a code, then counts down with the button disabled', async () => {
    renderRegister();
    await userEvent.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(JSON.parse(fake!.requests[0].data as string)).toEqual({ mobile: '13800138000' });
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送');
  });

  it('refuses different passwords, then registers and signs the new admin in', async () => {
    renderRegister();
    const type = (label: string, text: string) => userEvent.type(screen.getByPlaceholderText(label), text);
    await type('公司名称', '洛阳新星贸易有限公司');
    await type('用户名', 'newboss');
    await type('密码', 'Secret123');
    await type('确认密码', 'Secret124');
    await type('手机号', '13800138000');
    await type('验证码', '123456');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('确认密码'));
    await type('确认密码', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    expect(JSON.parse(fake!.requests[0].data as string)).toEqual({
      companyName: '洛阳新星贸易有限公司',
      username: 'newboss',
      password: 'Secret123',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(readStored('authToken')).toBe('tok9');
  });
});

describe('useCountdown', () => {
  it('counts down one per second to zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));
    act(() => result.current.start());
    expect(result.current.left).toBe(3);
    for (const expected of [2, 1, 0]) {
      act(() => void vi.advanceTimersByTime(1000));
      expect(result.current.left).toBe(expected);
    }
    expect(result.current.running).toBe(false);
  });
});
