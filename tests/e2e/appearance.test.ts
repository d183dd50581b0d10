import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_STAFF, e2eEnabled, loginThroughUi, newPage, screenshot, serverAndBrowser } from './helpers/harness';
import { seriousAxeProblems } from './helpers/axe';
import { chooseInUserMenu } from './helpers/antd';

/**
 * 外观 (the user menu): a person chooses 深色 and the app redraws at once; a reload and another browser
 * signing in as them draw in it from their first screen; 跟随系统 follows the device. Whole screens in
 * dark are axe's in tests/e2e/accessibility.test.ts.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const drawn = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** The content box's ground, as the person sees it. */
const ground = (page: Page) => page.locator('.app-content').evaluate((el) => getComputedStyle(el).backgroundColor);

async function chooseLook(page: Page, label: '浅色' | '深色' | '跟随系统') {
  await chooseInUserMenu(page, new RegExp(`^外观：\\s*${label}`));
}

describe.skipIf(!e2eEnabled)('外观: light, dark or the device’s, kept with the account', () => {
  const app = serverAndBrowser();

  for (const [place, device] of [
    ['desk', {}],
    ['phone', PHONE],
  ] as const) {
    it(`on a ${place}: 深色 from the user menu redraws at once, survives a reload, and another browser signs in to it`, async () => {
      const { page } = await newPage(app.browser, app.server.url, { ...device, colorScheme: 'light' });
      try {
        await loginThroughUi(page, DEMO_STAFF);
        await page.getByTestId('figure-0').waitFor();
        expect(await drawn(page)).toBe('light');
        expect(await ground(page)).toBe('rgb(255, 255, 255)');

        await chooseLook(page, '深色');
        await expect.poll(() => drawn(page)).toBe('dark');
        await expect.poll(() => ground(page)).toBe('rgb(20, 20, 20)');
        // antd's own parts redraw too (the project switcher is antd's button; its colours ease in over 0.2 s).
        await expect
          .poll(() => page.locator('.project-switcher').evaluate((el) => getComputedStyle(el).backgroundColor))
          .toBe('rgb(20, 20, 20)');
        // The menu says which is chosen, in words too.
        await page.getByRole('button', { name: /用户菜单/ }).click();
        await page.getByRole('menuitem', { name: /^外观：\s*深色\s*（当前）$/ }).waitFor();
        await page.keyboard.press('Escape');

        await page.reload();
        await page.getByTestId('figure-0').waitFor();
        expect(await drawn(page)).toBe('dark');
        expect(await ground(page)).toBe('rgb(20, 20, 20)');
        expect(await seriousAxeProblems(page)).toEqual([]);
        await screenshot(page, `appearance-${place}-dark`);

        // Another browser, light on its device, signs in as the same person: dark from the first screen.
        const other = await newPage(app.browser, app.server.url, { ...device, colorScheme: 'light' });
        try {
          await other.page.goto('/login');
          await other.page.getByPlaceholder('用户名').waitFor();
          expect(await drawn(other.page)).toBe('light');
          await loginThroughUi(other.page, DEMO_STAFF);
          await other.page.locator('.app-content').waitFor();
          expect(await drawn(other.page)).toBe('dark');
        } finally {
          await other.page.context().close();
        }
      } finally {
        // Back to light for the next place (and the account as it was).
        const again = await newPage(app.browser, app.server.url, device);
        await loginThroughUi(again.page, DEMO_STAFF);
        await again.page.getByTestId('figure-0').waitFor();
        if ((await drawn(again.page)) !== 'light') {
          await chooseLook(again.page, '浅色');
          await expect.poll(() => drawn(again.page)).toBe('light');
        }
        await again.page.context().close();
        await page.context().close();
      }
    });
  }

  it('跟随系统 draws as the device is set, and the sign-in page follows the device', async () => {
    const { page } = await newPage(app.browser, app.server.url, { colorScheme: 'dark' });
    try {
      await page.goto('/login');
      await page.getByPlaceholder('用户名').waitFor();
      expect(await drawn(page)).toBe('dark');
      await loginThroughUi(page, DEMO_STAFF);
      await page.getByTestId('figure-0').waitFor();
      // Never chosen: light, whatever the device.
      expect(await drawn(page)).toBe('light');
      await chooseLook(page, '跟随系统');
      await expect.poll(() => drawn(page)).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => drawn(page)).toBe('light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => drawn(page)).toBe('dark');
      await chooseLook(page, '浅色');
      await expect.poll(() => drawn(page)).toBe('light');
    } finally {
      await page.context().close();
    }
  });
});
