import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { callApi, DEMO_ADMIN, e2eEnabled, newPage, screenshot, serverAndBrowser, signedInPage, signInApi } from './helpers/harness';
import { seriousAxeProblems } from './helpers/axe';
import { printPath } from '../../src/components/printPaths';

/**
 * Whole pages, colour contrast included, as docs/development.md asks of every screen: axe-core finds
 * nothing critical or serious on the login, the dashboard, a list, a form, a show page and the print
 * view, on a desk and on a 390 px phone, in 浅色 and in 深色 (docs/decisions.md "Colours that pass WCAG AA").
 */
const LOOKS = ['light', 'dark'] as const;
const SCREENS: { name: string; device: BrowserContextOptions }[] = [
  { name: 'desk', device: {} },
  { name: 'phone', device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

/** What the page shows once antd's entrance motions have ended (a half-faded colour is not the one that stays). */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"]'));
  await page.evaluate(() => document.fonts.ready);
}

/** Once settled, nothing critical or serious by axe; then a screenshot to look at. */
async function expectReadable(page: Page, shot: string) {
  await settled(page);
  expect(await seriousAxeProblems(page)).toEqual([]);
  await screenshot(page, shot);
}

describe.skipIf(!e2eEnabled)('accessibility of whole screens (axe-core, WCAG 2.1 AA)', () => {
  const app = serverAndBrowser();

  for (const look of LOOKS)
    for (const { name: place, device: placeDevice } of SCREENS) {
      // The sign-in page follows the device's setting; the app, the person's own choice (外观).
      const device: BrowserContextOptions = { ...placeDevice, colorScheme: look };
      const name = look === 'light' ? place : `${place}-dark`;
      describe(`on a ${place}, ${look === 'light' ? '浅色' : '深色'}`, () => {
        let page: Page;
        beforeAll(async () => {
          const admin = await signInApi(app.server);
          const chose = await callApi(app.server, '/setting/profile', { method: 'PUT', token: admin.token, body: { theme: look } });
          expect(chose.json.success).toBe(true);
          ({ page } = await signedInPage(app, DEMO_ADMIN, device));
        });
        afterEach(async () => {
          // What was checked was drawn in this look (a page left light would pass the dark checks unseen).
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(look);
        });

        it('the login screen', async () => {
          const signedOut = (await newPage(app.browser, app.server.url, device)).page;
          try {
            await signedOut.goto('/login');
            await signedOut.getByPlaceholder('用户名').waitFor();
            await settled(signedOut);
            expect(await signedOut.evaluate(() => document.documentElement.dataset.theme)).toBe(look);
            expect(await seriousAxeProblems(signedOut)).toEqual([]);
            await screenshot(signedOut, `a11y-${name}-login`);
          } finally {
            await signedOut.context().close();
          }
        });

        it('the dashboard', async () => {
          await page.goto('/app/dashboard');
          await page.getByText('销售趋势').waitFor();
          await page.getByTestId('figure-3').waitFor();
          await expectReadable(page, `a11y-${name}-dashboard`);
        });

        it('a list (客户), with its row checkboxes and filters', async () => {
          await page.goto('/app/customer');
          await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
          await expectReadable(page, `a11y-${name}-list`);
        });

        it('a list with a header of its own (产品, its category bar with 全部 checked)', async () => {
          await page.goto('/app/product');
          await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
          await page.locator('.ant-tag-checkable-checked', { hasText: '全部' }).waitFor();
          await expectReadable(page, `a11y-${name}-product-list`);
        });

        it('a form (新建客户), before and after 保存 shows its errors', async () => {
          await page.goto('/app/customer/create');
          await page.getByRole('button', { name: /保\s*存/ }).waitFor();
          await settled(page);
          expect(await seriousAxeProblems(page)).toEqual([]);
          await page.getByRole('button', { name: /保\s*存/ }).click();
          await page.locator('.ant-form-item-explain-error').first().waitFor();
          await expectReadable(page, `a11y-${name}-form`);
        });

        it('a customer’s show page: 所在地区 and its related lists, empty ones included', async () => {
          await page.goto('/app/customer');
          const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
          await first.waitFor();
          await first.locator('td a').first().click();
          await page.waitForURL(/\/show\//);
          await page.locator('[data-related]').first().waitFor();
          // An empty related list says so (还没有…) in text that can be read.
          await page.locator('[data-related] .ant-table-placeholder').first().waitFor();
          await expectReadable(page, `a11y-${name}-customer-show`);
        });

        it('a show page (an order) and its print view', async () => {
          await page.goto('/app/order');
          const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
          await first.waitFor();
          await first.locator('td a').first().click();
          await page.waitForURL(/\/show\//);
          await page.getByRole('tab', { name: '详情' }).waitFor();
          await expectReadable(page, `a11y-${name}-show`);
          await page.goto(printPath({ _id: page.url().split('/show/')[1], type: 0 }));
          await page.getByTestId('print-sheet').first().waitFor();
          await expectReadable(page, `a11y-${name}-print`);
        });
      });
    }
});
