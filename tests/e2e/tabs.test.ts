import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';

/**
 * An opened screen is gone back to as it was left, by its tab or by the menu: a list's search,
 * filters, sort and page (they are in its URL, so a reload keeps them too).
 */
describe.skipIf(!e2eEnabled)('opened screens keep their list state', () => {
  const app = signedIn(DEMO_ADMIN);
  const menu = (name: string) => app.page.locator('.app-sider .ant-menu-title-content', { hasText: new RegExp(`^${name}$`) });
  const searchBox = () => app.page.getByPlaceholder(/^搜索客户名称/);
  const names = () => app.page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents();

  it('客户 searched, then 订单, then 客户 again from the menu and from its tab: the search and its rows are still there', async () => {
    const { page } = app;
    // On a slow CPU, as a loaded machine is: screens left behind still render while the next one is chosen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/app/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await searchBox().fill('郑州');
    await searchBox().press('Enter');
    await page.waitForURL(/\/app\/customer\?.*%E9%83%91%E5%B7%9E/);
    await expect.poll(async () => (await names()).length > 0 && (await names()).every((n) => n.includes('郑州'))).toBe(true);
    const searched = await names();

    for (const back of ['menu', 'tab'] as const) {
      await menu('订单').click();
      await page.waitForURL(/\/app\/order/);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      if (back === 'menu') await menu('客户').click();
      else await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '客户', exact: true }).click();
      await page.waitForURL(/\/app\/customer\?.*%E9%83%91%E5%B7%9E/);
      await expect.poll(() => searchBox().inputValue(), { message: back }).toBe('郑州');
      await expect.poll(names, { message: back }).toEqual(searched);
    }
    await screenshot(page, 'tabs-search-kept');
    await page.reload();
    await expect.poll(() => searchBox().inputValue()).toBe('郑州');
    await expect.poll(names).toEqual(searched);
  });
});
