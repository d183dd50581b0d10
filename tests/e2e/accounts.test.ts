import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  callApi,
  e2eEnabled,
  launchBrowser,
  loginThroughUi,
  newPage,
  screenshot,
  startServer,
  type RunningServer,
} from './helpers/harness';
import { dialog } from './helpers/antd';

/** A member added through the API (set-up, not what the screens are about), with a mobile number when given. */
async function addMember(server: RunningServer, username: string, mobile: string | null = null) {
  const login = await callApi(server, '/login', { method: 'POST', body: DEMO_ADMIN });
  const token = login.json.data.token as string;
  const res = await callApi(server, '/setting/org/addUser', {
    method: 'POST',
    token,
    body: { username, password: 'Start1234', displayName: username, mobile },
  });
  if (!res.json.success) throw new Error(res.json.message);
}

/** The newest SMS code the server "sent" to `mobile`: without an SMS gateway it is written to the server log. */
function smsCodeFromLog(server: RunningServer, mobile: string): string {
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.includes(`"mobile":"${mobile}"`) && l.includes('"code"'));
  const code = lines.length ? (JSON.parse(lines.at(-1)!) as { code?: string }).code : undefined;
  if (!code) throw new Error(`no SMS code for ${mobile} in the server log`);
  return code;
}

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await page.waitForURL(/\/login/);
};

describe.skipIf(!e2eEnabled)('accounts in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // At info the server log carries the SMS codes (there is no SMS gateway in the demo).
    server = await startServer({ env: { LOG_LEVEL: 'info' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('修改密码 from the user menu, then signs in with the new password', async () => {
    await addMember(server, 'e2e_change');
    const { page, context } = await newPage(browser, server.url);
    await loginThroughUi(page, { username: 'e2e_change', password: 'Start1234' });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('修改密码').click();
    await dialog(page).getByLabel('原密码').fill('Wrong1234');
    await dialog(page).getByLabel('新密码', { exact: true }).fill('Changed123');
    await dialog(page).getByLabel('确认新密码').fill('Changed123');
    await dialog(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await dialog(page).getByText('原密码错误').waitFor();
    await dialog(page).getByLabel('原密码').fill('Start1234');
    await screenshot(page, 'accounts-change-password');
    await dialog(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await page.getByText('密码已修改').first().waitFor();
    await signOut(page);
    await loginThroughUi(page, { username: 'e2e_change', password: 'Changed123' });
    await page.getByRole('button', { name: '用户菜单' }).getByText('e2e_change').waitFor();
    await context.close();
  });

  it('an admin resets a password in 组织与人员; the member signs in with it and must set a new one first', async () => {
    await addMember(server, 'e2e_reset');
    const admin = await newPage(browser, server.url);
    await loginThroughUi(admin.page, DEMO_ADMIN);
    await admin.page.goto('/app/setting/org');
    const row = admin.page.locator('tr', { hasText: 'e2e_reset' });
    await row.getByText('重置密码').click();
    await dialog(admin.page)
      .getByRole('button', { name: /重\s*置/ })
      .click();
    const temporary = (await dialog(admin.page).getByTestId('temporary-password').textContent())!.trim();
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10}$/);
    await screenshot(admin.page, 'accounts-reset-password');
    await dialog(admin.page)
      .getByRole('button', { name: /完\s*成/ })
      .click();
    await row.getByText('待改密码').waitFor();
    await admin.context.close();

    const { page, context } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByPlaceholder('用户名').fill('e2e_reset');
    await page.getByPlaceholder('密码').fill(temporary);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/login\/password/);
    await page.getByText('管理员已重置您的密码，请设置新密码后继续使用').waitFor();
    // The app stays closed until then: its address leads back here.
    await page.goto('/app');
    await page.waitForURL(/\/login\/password/);
    await page.getByPlaceholder('原密码').fill(temporary);
    await page.getByPlaceholder('新密码', { exact: true }).fill('MyOwn12345');
    await page.getByPlaceholder('确认新密码').fill('MyOwn12345');
    await screenshot(page, 'accounts-forced-change');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/app/);
    await page.getByRole('button', { name: '用户菜单' }).getByText('e2e_reset').waitFor();
    await signOut(page);
    await loginThroughUi(page, { username: 'e2e_reset', password: 'MyOwn12345' });
    await context.close();
  });

  it("忘记密码 by an SMS code to the account's mobile, then signs in with the new password", async () => {
    await addMember(server, 'e2e_forgot', '13822220001');
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await page.waitForURL(/\/login\/forgot/);
    await page.getByPlaceholder('用户名或手机号').fill('e2e_forgot');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('如账号存在且已绑定手机号，验证码已发送至该手机号').waitFor();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await page.getByPlaceholder('验证码').fill(smsCodeFromLog(server, '13822220001'));
    await page.getByPlaceholder('新密码', { exact: true }).fill('Forgot1234');
    await page.getByPlaceholder('确认新密码').fill('Forgot1234');
    await screenshot(page, 'accounts-forgot-password');
    await page.getByRole('button', { name: '重设密码' }).click();
    await page.getByText('密码已重置，请使用新密码登录').waitFor();
    await page.getByPlaceholder('用户名').fill('e2e_forgot');
    await page.getByPlaceholder('密码').fill('Forgot1234');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/app/);
    await context.close();
  });
});
