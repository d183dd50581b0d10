import { afterEach, describe, expect, it, vi } from 'vitest';

// The app's chunk (whose theme a sign-in draws before opening /app) is not this page's to load here:
// what is drawn after a sign-in is src/state/appearance.ts's, tested there and in the browser.
const drawn: string[] = [];
vi.mock('../../../../src/shell/lazyApp', () => ({
  MainApp: Object.assign(() => null, { preload: async () => undefined }),
  drawSignedInTheme: async () => void drawn.push(JSON.parse(localStorage.getItem('auth') ?? 'null')?.username),
}));
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RegisterPage } from '../../../../src/pages/auth/RegisterPage';
import { useCountdown } from '../../../../src/pages/auth/useCountdown';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { readStored } from '../../../../src/storage/clientStorage';
import { SMS_OFF_MESSAGES, type SmsAvailability } from '../../../../src/domain/smsChannel';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
});

const USER = { _id: 'u9', username: 'newboss', displayName: 'newboss', mobile: '13800138000', role: 'admin', tenantId: 't9' };

/** The calls the form made, without the page's question GET /login/options. */
const sent = () => fake!.requests.filter((r) => r.url !== '/login/options');

function renderRegister(sms: SmsAvailability = 'on', devCode?: string) {
  fake = installFakeAdapter((c) =>
    c.url === '/login/options'
      ? { data: envelope({ sms }) }
      : c.url === '/register/smsCaptcha'
        ? { data: envelope({ expiresInSeconds: 300, resendInSeconds: 60, ...(devCode ? { devCode } : {}) }, { message: '验证码已发送' }) }
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
    expect(sent()).toHaveLength(0);
  });

  it('requests a code, then counts down with the button disabled', async () => {
    renderRegister();
    await userEvent.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(JSON.parse(sent()[0].data as string)).toEqual({ mobile: '13800138000' });
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
    expect(JSON.parse(sent()[0].data as string)).toEqual({
      companyName: '洛阳新星贸易有限公司',
      username: 'newboss',
      password: 'Secret123',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(readStored('authToken')).toBe('tok9');
    expect(drawn).toHaveLength(1);
  });

  it('without an SMS channel says sign-up is unavailable and whom to ask, instead of a form the server would refuse', async () => {
    renderRegister('off');
    expect(await screen.findByText(SMS_OFF_MESSAGES.register)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    expect(sent()).toHaveLength(0);
  });

  it('in development shows the code the server returned, as no SMS is sent', async () => {
    renderRegister('dev', '246810');
    await userEvent.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByTestId('dev-code')).toHaveTextContent('开发模式未发送短信，验证码：246810');
  });

  it('shows no code hint when the server sent the code by SMS', async () => {
    renderRegister('on');
    await userEvent.type(screen.getByPlaceholderText('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60 秒后重新获取' });
    expect(screen.queryByTestId('dev-code')).toBeNull();
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
