import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { dialog } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page, text: string) => page.locator('button:visible', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe.skipIf(!e2eEnabled)(
  'records on record: 变更记录, 回收站 and 撤销, 批量修改, 操作日志 (docs/audit-trail.md, docs/recycle-bin.md)',
  () => {
    const app = signedIn(DEMO_ADMIN);

    it('产品: a price changed in its form shows old and new in the product’s 变更记录', async () => {
      const { page } = app;
      await page.goto('/app/product');
      await rows(page).first().waitFor();
      await rows(page).first().locator('td a').first().click();
      await page.getByRole('tab', { name: '详情' }).waitFor();
      const showUrl = page.url();
      await page.goto(showUrl.replace('/show/', '/edit/'));
      const price = page.getByLabel('售价');
      // The fields stay locked until the record is in them; its stored price is what 变更记录 shows as old.
      await expect.poll(() => price.isEnabled()).toBe(true);
      await expect.poll(() => price.inputValue()).not.toBe('');
      const before = await price.inputValue();
      await price.fill('');
      await price.fill('4321.5');
      const saved = page.waitForResponse((r) => r.url().includes('/business/product/update') && r.request().method() === 'PUT');
      await button(page, '保存').click();
      expect((await saved).status()).toBe(200);
      await page.goto(showUrl);
      await page.getByRole('tab', { name: '变更记录' }).click();
      const history = page.getByTestId('record-history');
      const line = history.locator('tr', { hasText: '售价' }).first();
      await line.waitFor();
      await expect.poll(() => line.textContent()).toContain('¥4,321.50');
      expect(await line.textContent()).toContain(
        `¥${Number(before.replace(/,/g, '')).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      expect(await history.textContent()).toContain('王经理');
      expect(await seriousAxeProblems(page, { within: '.record-tabs', ...COMPONENT_CHECKS })).toEqual([]);
      await screenshot(page, 'records-product-history');
    });

    it('客户: deleted, 撤销 brings it back; deleted again, 回收站 restores it', async () => {
      const { page } = app;
      await page.goto('/app/customer');
      await rows(page).first().waitFor();
      const first = rows(page).first();
      const name = (await first.locator('td a').first().textContent())!;
      // Delete it with the row's own action.
      await first.getByRole('button', { name: /删\s*除/ }).click();
      await page
        .locator('.ant-popconfirm:visible')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      const undo = page.locator('.ant-notification-notice', { hasText: '已删除 1 条客户' });
      await undo.waitFor();
      await screenshot(page, 'records-customer-undo');
      await undo.getByRole('button', { name: /撤\s*销/ }).click();
      await page.locator('.ant-message', { hasText: '已恢复 1 条客户' }).waitFor();
      await expect.poll(() => rows(page).locator('td a', { hasText: name }).count()).toBeGreaterThan(0);

      await rows(page)
        .filter({ hasText: name })
        .first()
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await page
        .locator('.ant-popconfirm:visible')
        .getByRole('button', { name: /确\s*定/ })
        .click();
      const notice = page.locator('.ant-notification-notice', { hasText: '已删除 1 条客户' });
      await notice.waitFor();
      await expect.poll(() => rows(page).locator('td a', { hasText: name }).count()).toBe(0);
      // Not undone this time: the notice is closed (it would cover the bin's right edge for its few seconds).
      await notice.locator('.ant-notification-notice-close').click();
      await notice.waitFor({ state: 'hidden' });
      await button(page, '回收站').click();
      const bin = page.getByTestId('recycle-bin');
      await bin.locator('tr', { hasText: name }).first().waitFor();
      expect(await bin.locator('tr', { hasText: name }).first().textContent()).toContain('王经理');
      expect(await seriousAxeProblems(page, { within: '.ant-drawer-content', ...COMPONENT_CHECKS })).toEqual([]);
      await screenshot(page, 'records-customer-bin');
      await bin.getByRole('button', { name: `恢复${name}` }).click();
      await page.locator('.ant-message', { hasText: '已恢复 1 条客户' }).last().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => rows(page).locator('td a', { hasText: name }).count()).toBeGreaterThan(0);
    });

    it('产品: 批量修改 sets 库存 on the selected rows at once', async () => {
      const { page } = app;
      await page.goto('/app/product');
      await rows(page).first().waitFor();
      for (const i of [0, 1]) await rows(page).nth(i).locator('.ant-checkbox-input').check();
      // The list with rows chosen: every box named (the rows' after their records, the header's 全选当页), none hidden yet focusable.
      expect(await seriousAxeProblems(page, { within: '.list-table', ...COMPONENT_CHECKS })).toEqual([]);
      await button(page, '批量修改').click();
      const d = dialog(page);
      await d.getByRole('combobox', { name: '要修改的字段' }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^库存$/ }).click();
      await d.getByRole('spinbutton', { name: '新的库存' }).fill('777');
      expect(await seriousAxeProblems(page, { within: '.ant-modal-content', ...COMPONENT_CHECKS })).toEqual([]);
      const sent = page.waitForResponse((r) => r.url().includes('/business/product/bulkUpdate'));
      await d.getByRole('button', { name: /修\s*改/ }).click();
      expect((await sent).status()).toBe(200);
      await page.locator('.ant-message', { hasText: '已修改 2 条产品' }).waitFor();
      await expect.poll(async () => `${await rows(page).nth(0).textContent()}${await rows(page).nth(1).textContent()}`).toMatch(/777.*777/);
      await screenshot(page, 'records-product-bulk');
    });

    it('操作日志 and 登录日志: the trail of what happened here, filtered, readable by keyboard and screen reader', async () => {
      const { page } = app;
      await page.goto('/app/setting/auditLog');
      await rows(page).first().waitFor();
      expect(await rows(page).first().textContent()).toMatch(/王经理/);
      await page.getByRole('combobox', { name: '操作' }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^恢复$/ }).click();
      const listed = page.waitForResponse((r) => r.url().includes('/setting/audit/list') && r.url().includes('action=restore'));
      await button(page, '查询').click();
      await listed;
      await expect.poll(() => rows(page).first().textContent()).toContain('恢复');
      expect(await seriousAxeProblems(page, { within: '.app-content', ...COMPONENT_CHECKS })).toEqual([]);
      await screenshot(page, 'records-audit-log');
      await page.goto('/app/setting/loginLog');
      await rows(page).first().waitFor();
      expect(await rows(page).first().textContent()).toMatch(/登录/);
      expect(await seriousAxeProblems(page, { within: '.app-content', ...COMPONENT_CHECKS })).toEqual([]);
      await screenshot(page, 'records-login-log');
      // On a phone the rows scroll sideways: the scrolling box is a named region a keyboard reaches.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.getByRole('region', { name: '登录日志' }).count()).toBe(1);
      expect(await seriousAxeProblems(page, { within: '.app-content', ...COMPONENT_CHECKS })).toEqual([]);
      await screenshot(page, 'records-login-log-phone');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  },
);
