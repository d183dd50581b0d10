import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ForgotPasswordPage } from '../../../../src/pages/auth/ForgotPasswordPage';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { SMS_OFF_MESSAGES, type SmsAvailability } from '../../../../src/domain/smsChannel';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

const SENT = '如账号存在且已绑定手机号，验证码已发送至该手机号';

function LoginStub() {
  const state = useLocation().state as { passwordReset?: boolean } | null;
  return <div>{state?.passwordReset ? '登录页：密码已重置' : '登录页'}</div>;
}

/** The calls the form made, without the page's question GET /login/options. */
const sent = () => fake!.requests.filter((r) => r.url !== '/login/options');

function renderForgot(
  reset: () => { status?: number; data: unknown } = () => ({ data: envelope(null) }),
  sms: SmsAvailability = 'on',
  devCode?: string,
) {
  fake = installFakeAdapter((c) =>
    c.url === '/login/options'
      ? { data: envelope({ sms }) }
      : c.url === '/login/forgot/smsCaptcha'
        ? { data: envelope({ expiresInSeconds: 300, resendInSeconds: 60, ...(devCode ? { devCode } : {}) }, { message: SENT }) }
        : reset(),
  );
  render(
    <MemoryRouter initialEntries={['/login/forgot']}>
      <Routes>
        <Route path="/login/forgot" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );
  return (label: string, text: string) => userEvent.type(screen.getByPlaceholderText(label), text);
}

describe('忘记密码', () => {
  it('asks for the account before sending a code, then sends it and counts down', async () => {
    const type = renderForgot();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入用户名或手机号')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    await type('用户名或手机号', 'demo_staff');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(JSON.parse(sent()[0].data as string)).toEqual({ account: 'demo_staff' });
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
  });

  it('checks the new password by the rule and its confirmation before sending', async () => {
    const type = renderForgot();
    await type('用户名或手机号', 'demo_staff');
    await type('验证码', '123456');
    await type('新密码', 'abcdefgh');
    await type('确认新密码', 'abcdefgx');
    await userEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(screen.getByText('新密码强度不足：长度 8–64 位，且需同时包含字母和数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it("shows the server's refusal of the code, then resets and returns to the login form saying so", async () => {
    let refuse = true;
    const type = renderForgot(() =>
      refuse
        ? { status: 400, data: envelope(null, { success: false, code: 400, message: '短信验证码错误，还可尝试 4 次' }) }
        : { data: envelope(null, { message: '密码已重置，请使用新密码登录' }) },
    );
    await type('用户名或手机号', '13800000000');
    await type('验证码', '000000');
    await type('新密码', 'Forgot1234');
    await type('确认新密码', 'Forgot1234');
    await userEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误，还可尝试 4 次');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('登录页：密码已重置')).toBeInTheDocument();
    expect(JSON.parse(sent().at(-1)!.data as string)).toEqual({
      account: '13800000000',
      captcha: '000000',
      password: 'Forgot1234',
    });
  });

  it("without an SMS channel says SMS reset is unavailable and points to an admin's 重置密码", async () => {
    renderForgot(undefined, 'off');
    expect(await screen.findByText(SMS_OFF_MESSAGES.reset)).toBeInTheDocument();
    expect(SMS_OFF_MESSAGES.reset).toContain('管理员');
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重设密码' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    expect(sent()).toHaveLength(0);
  });

  it('in development shows the code the server returned, as no SMS is sent', async () => {
    const type = renderForgot(undefined, 'dev', '135790');
    await type('用户名或手机号', 'demo_staff');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByTestId('dev-code')).toHaveTextContent('开发模式未发送短信，验证码：135790');
  });
});
