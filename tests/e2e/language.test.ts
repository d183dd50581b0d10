import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_STAFF, e2eEnabled, loginThroughUi, newPage, screenshot, serverAndBrowser } from './helpers/harness';
import { seriousAxeProblems } from './helpers/axe';
import { chooseInUserMenu } from './helpers/antd';

/**
 * 语言 (the user menu): a person switches to English, and with 深色 it survives a reload and follows
 * them to a phone signing in; a Chinese reader never loads English (docs/decisions.md "Texts in two
 * languages").
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]/;

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const drawn = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** English's chunk: its file name is kept by the build (src/i18n/messages/english.ts). */
const isEnglishChunk = (url: string) => /\/english-[\w-]+\.js$/.test(new URL(url).pathname);

/** The list's own words, not its records: column titles, toolbar, pagination and the menu. */
async function listWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [...document.querySelectorAll('.ant-table-thead th, .ant-pagination, .app-content button, .ant-menu-title-content')].map(
      (el) => (el as HTMLElement).innerText,
    );
    return texts.join('\n');
  });
}

async function openUserMenu(page: Page) {
  await page.locator('button.user-menu').click();
}

describe.skipIf(!e2eEnabled)('语言: English, kept with the account', () => {
  const app = serverAndBrowser();

  it('English and 深色 from the user menu survive a reload and follow the person to a phone; Chinese never loads English', async () => {
    const { page } = await newPage(app.browser, app.server.url, { colorScheme: 'light' });
    const english: string[] = [];
    page.on('request', (req) => {
      if (isEnglishChunk(req.url())) english.push(req.url());
    });
    try {
      await loginThroughUi(page, DEMO_STAFF);
      await page.getByTestId('figure-0').waitFor();
      expect(await lang(page)).toBe('zh-CN');
      await page.goto('/app/customer');
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      expect(english).toEqual([]);

      await chooseInUserMenu(page, /^外观：\s*深色/);
      await expect.poll(() => drawn(page)).toBe('dark');
      // The other language, named in itself, and said with 语言 to a screen reader.
      await Promise.all([page.waitForEvent('load'), chooseInUserMenu(page, /^语言：\s*English$/)]);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await expect.poll(() => lang(page)).toBe('en-US');
      expect(english.length).toBeGreaterThan(0);
      expect(await drawn(page)).toBe('dark');

      await page.reload();
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      expect(await lang(page)).toBe('en-US');
      expect(await drawn(page)).toBe('dark');
      const words = await listWords(page);
      expect(words).toMatch(/\/ page/);
      expect(words.split('\n').filter((w) => CHINESE.test(w))).toEqual([]);
      expect(await seriousAxeProblems(page)).toEqual([]);
      await screenshot(page, 'language-desk-english-dark-list');
      // The menu now offers the other language, named in itself.
      await openUserMenu(page);
      await page.getByRole('menuitem', { name: /^Language:\s*简体中文$/ }).waitFor();
      await page.keyboard.press('Escape');

      // Another browser, a phone, signs in as the same person: English and dark from the first screen.
      const phone = await newPage(app.browser, app.server.url, { ...PHONE, colorScheme: 'light' });
      try {
        await loginThroughUi(phone.page, DEMO_STAFF);
        await phone.page.getByTestId('figure-0').waitFor();
        expect(await lang(phone.page)).toBe('en-US');
        expect(await drawn(phone.page)).toBe('dark');
        expect(await seriousAxeProblems(phone.page)).toEqual([]);
        await screenshot(phone.page, 'language-phone-english-dark-dashboard');
        await phone.page.goto('/app/customer');
        await phone.page.locator('.ant-table-tbody tr.ant-table-row, .ant-list-item').first().waitFor();
        expect(await seriousAxeProblems(phone.page)).toEqual([]);
        await screenshot(phone.page, 'language-phone-english-dark-list');

        // And back (on the phone: its sign-in ended the desk's session), 简体中文 named in Chinese whatever
        // the interface's language.
        await Promise.all([phone.page.waitForEvent('load'), chooseInUserMenu(phone.page, /^Language:\s*简体中文$/)]);
        await phone.page.locator('.ant-table-tbody tr.ant-table-row, .ant-list-item').first().waitFor();
        await expect.poll(() => lang(phone.page)).toBe('zh-CN');
        await phone.page.getByRole('button', { name: /用户菜单/ }).waitFor();
        expect(english.length).toBeGreaterThan(0);
      } finally {
        await phone.page.context().close();
      }
    } finally {
      await page.context().close();
    }
  });
});
