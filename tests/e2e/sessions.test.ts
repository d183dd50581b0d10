import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_STAFF, e2eEnabled, serverAndBrowser, signedInPage } from './helpers/harness';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';
import { chooseInUserMenu } from './helpers/antd';

const SHOTS = '/tmp/shots-sessions';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A full-page capture under /tmp/shots-sessions, to be looked at. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The rows of 在线用户's table, as their text. */
const rowOf = (page: Page, name: RegExp) => page.locator('.ant-table-row').filter({ hasText: name });

describe.skipIf(!e2eEnabled)('在线用户 and 个人中心 in Chromium', () => {
  const app = serverAndBrowser();

  it('the admin sees both sign-ins in 在线用户 and 强退 ends the other one: their next action lands on the login screen', async () => {
    const staff = await signedInPage(app, DEMO_STAFF);
    const admin = await signedInPage(app, DEMO_ADMIN);
    const page = admin.page;
    await page.goto('/app/setting/onlineUser');
    await rowOf(page, /demo_staff/).waitFor();
    await expect
      .poll(() =>
        rowOf(page, /demo_admin/)
          .getByText('当前会话')
          .count(),
      )
      .toBe(1);
    expect(
      await rowOf(page, /demo_staff/)
        .getByText('Chrome')
        .count(),
    ).toBe(1);
    expect(await seriousAxeProblems(page, { within: '.ant-layout-content', ...COMPONENT_CHECKS })).toEqual([]);
    await shot(page, 'online-users-1440');

    await rowOf(page, /demo_staff/)
      .getByRole('button', { name: /^强退 / })
      .click();
    await page.getByText('确定强退').waitFor();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /强\s*退/ })
      .click();
    await expect.poll(() => rowOf(page, /demo_staff/).count()).toBe(0);

    await staff.page.reload();
    await staff.page.waitForURL(/\/login/);
    await staff.context.close();
    await admin.context.close();
  });

  it('个人中心 from the user menu saves an e-mail and lists the sign-ins; both screens fit a phone', async () => {
    const { page, context } = await signedInPage(app, DEMO_ADMIN);
    await chooseInUserMenu(page, '个人中心');
    await page.waitForURL(/\/app\/profile/);
    await page.getByLabel('邮箱').fill('not-an-email');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('邮箱的格式不正确').waitFor();
    await page.getByLabel('邮箱').fill('admin@example.com');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('操作成功').first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('邮箱').inputValue()).toBe('admin@example.com');
    await page.getByRole('table').getByText('当前会话').waitFor();
    expect(await seriousAxeProblems(page, { within: '.ant-layout-content', ...COMPONENT_CHECKS })).toEqual([]);
    await shot(page, 'profile-1440');
    await context.close();

    const phone = await signedInPage(app, DEMO_ADMIN, PHONE);
    await phone.page.goto('/app/profile');
    await expect.poll(() => phone.page.getByLabel('邮箱').inputValue()).toBe('admin@example.com');
    await shot(phone.page, 'profile-390');
    await phone.page.goto('/app/setting/onlineUser');
    await rowOf(phone.page, /demo_admin/)
      .first()
      .waitFor();
    await phone.page.locator('.ant-spin-blur').waitFor({ state: 'detached' });
    await shot(phone.page, 'online-users-390');
    await phone.context.close();
  });
});
