import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { dialog, labelledSelect, option } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';
import { listShown, nextListAnswer } from './helpers/lists';

/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page, text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const headers = (page: Page) => page.locator('.ant-table-thead th').allTextContents();
const total = async (page: Page) => (await page.locator('.ant-pagination-total-text').textContent())!;
const SEARCH = '搜索客户名称、联系人、联系号码';

describe.skipIf(!e2eEnabled)('saved views and column settings (docs/schema-engine.md, 视图与列设置)', () => {
  const app = signedIn(DEMO_ADMIN);

  it('客户: a saved view, hidden columns and a copied link all bring back the same list', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await rows(page).first().waitFor();

    // Hide the second column; the save goes to the server in the background.
    await page.getByLabel('列设置').click();
    const column = page.locator('.ant-popover:visible .ant-checkbox-wrapper').nth(1);
    const columnName = (await column.textContent())!.trim();
    const saved = page.waitForResponse((r) => r.url().includes('/setting/view/columns') && r.request().method() === 'PUT');
    await column.click();
    expect((await saved).ok()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).not.toContain(columnName);

    const unfiltered = await total(page);
    const searched = nextListAnswer(page, '/business/customer', (url) => url.searchParams.get('q') === '郑州');
    await page.getByPlaceholder(SEARCH).fill('郑州');
    await button(page, '搜索').click();
    const filtered = `共 ${(await listShown(page, searched)).total} 条`;
    expect(filtered).not.toBe(unfiltered);
    await expect.poll(() => page.url()).toContain('filters');

    await button(page, '保存为视图').click();
    await dialog(page).getByLabel('视图名称').fill('郑州客户');
    await dialog(page).getByText('项目内所有人').click();
    expect(await seriousAxeProblems(page, { within: '.ant-modal', ...COMPONENT_CHECKS })).toEqual([]);
    await button(page, '保存').click();
    await expect.poll(() => page.url()).toContain('view=');
    const link = page.url();

    // Reload: the column stays hidden, the list stays filtered, the view stays chosen.
    await page.reload();
    await rows(page).first().waitFor();
    await expect.poll(() => headers(page)).not.toContain(columnName);
    await expect.poll(() => total(page)).toBe(filtered);
    await expect.poll(() => labelledSelect(page, '视图').textContent()).toBe('郑州客户');

    // 重置 clears the criteria; picking the view again brings them back.
    await button(page, '重置').click();
    await expect.poll(() => page.getByPlaceholder(SEARCH).inputValue()).toBe('');
    await expect.poll(() => total(page)).not.toBe(filtered);
    await labelledSelect(page, '视图').click();
    await option(page, '郑州客户').dispatchEvent('click');
    await expect.poll(() => page.getByPlaceholder(SEARCH).inputValue()).toBe('郑州');
    await expect.poll(() => total(page)).toBe(filtered);
    // The picker and the save dialog (the table's own checks belong to the lists' tests).
    expect(await seriousAxeProblems(page, { within: '.list-view-picker', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'views-customer-saved-view');

    // The copied link, opened in another tab, gives the same list.
    const other = await app.context.newPage();
    await other.goto(link);
    await rows(other).first().waitFor();
    await expect.poll(() => total(other)).toBe(filtered);
    await expect.poll(() => other.getByPlaceholder(SEARCH).inputValue()).toBe('郑州');
    await expect.poll(() => labelledSelect(other, '视图').textContent()).toBe('郑州客户');
    await other.close();
  });
});
