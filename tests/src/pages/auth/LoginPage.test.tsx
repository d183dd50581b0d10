import { afterEach, describe, expect, it, vi } from 'vitest';

// The app's chunk (whose theme a sign-in draws before opening /app) is not this page's to load here:
// what is drawn after a sign-in is src/state/appearance.ts's, tested there and in the browser.
const drawn: string[] = [];
vi.mock('../../../../src/shell/lazyApp', () => ({
  MainApp: Object.assign(() => null, { preload: async () => undefined }),
  drawSignedInTheme: async () => void drawn.push(JSON.parse(localStorage.getItem('auth') ?? 'null')?.username),
}));
import { render, screen, waitFor } from '@testing-library/react';
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
    expect(JSON.parse(fake!.requests[0].data as string)).toEqual({ username: 'demo_admin', password: 'Demo@123456' });
    expect(readStored('authToken')).toBe('tok');
    expect(readStored('auth')).toEqual(USER);
    // The person's theme was drawn once they were stored, before /app opened.
    expect(drawn).toEqual([USER.username]);
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

  it('shows the 验证码 with its image when the server asks for it, sends the answer and refreshes the image on click', async () => {
    const image = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg n="${n}"/>`)}`;
    let issued = 0;
    let logins = 0;
    renderLogin((c) => {
      if (c.url === '/login/challenge') {
        issued += 1;
        return { data: envelope({ id: `c${issued}`, image: image(issued), expiresInSeconds: 180 }) };
      }
      logins += 1;
      if (logins === 1) {
        return { status: 428, data: envelope({ challengeRequired: true }, { success: false, message: '请输入验证码', code: 10206 }) };
      }
      if (logins === 2) {
        const data = { field: 'challengeAnswer', challengeRequired: true };
        return { status: 400, data: envelope(data, { success: false, message: '验证码错误，请重新输入', code: 400 }) };
      }
      return { data: envelope({ user: USER, token: 'tok' }) };
    });
    expect(screen.queryByPlaceholderText('验证码')).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'demo_admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Demo@123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('请输入验证码');
    expect(await screen.findByAltText('验证码图片')).toHaveAttribute('src', image(1));
    expect(screen.getByPlaceholderText('验证码')).toBeInTheDocument();
    // The answer is required before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入验证码', { selector: '.auth-field__error' })).toBeInTheDocument();
    expect(logins).toBe(1);

    // Hard to read: a click on the image fetches another.
    await userEvent.click(screen.getByRole('button', { name: '看不清？点击换一张' }));
    await waitFor(() => expect(screen.getByAltText('验证码图片')).toHaveAttribute('src', image(2)));

    // A wrong answer shows under the field and brings a new image (each is good for one attempt).
    await userEvent.type(screen.getByPlaceholderText('验证码'), 'AAAAA');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument();
    expect(JSON.parse(fake!.requests.filter((r) => r.url === '/login').at(-1)!.data as string)).toEqual({
      username: 'demo_admin',
      password: 'Demo@123456',
      challengeId: 'c2',
      challengeAnswer: 'AAAAA',
    });
    await waitFor(() => expect(screen.getByAltText('验证码图片')).toHaveAttribute('src', image(3)));
    expect(screen.getByPlaceholderText('验证码')).toHaveValue('');

    await userEvent.type(screen.getByPlaceholderText('验证码'), 'K7WNA');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    const sent = fake!.requests.filter((r) => r.url === '/login').at(-1)!;
    expect(JSON.parse(sent.data as string)).toEqual({
      username: 'demo_admin',
      password: 'Demo@123456',
      challengeId: 'c3',
      challengeAnswer: 'K7WNA',
    });
  });

  it('shows the 验证码 at once when a failed login says the next one needs it', async () => {
    renderLogin((c) =>
      c.url === '/login/challenge'
        ? { data: envelope({ id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 180 }) }
        : { status: 400, data: envelope({ challengeRequired: true }, { success: false, message: '密码错误', code: 10203 }) },
    );
    await userEvent.type(screen.getByPlaceholderText('用户名'), 'demo_admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('密码错误');
    expect(await screen.findByAltText('验证码图片')).toBeInTheDocument();
  });
});
