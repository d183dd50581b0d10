import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { choose } from './helpers/antd';
import { listShown, nextListAnswer } from './helpers/lists';

/**
 * An opened screen is gone back to as it was left, by its tab or by the menu: a list's search,
 * filters, sort and page (they are in its URL, so a reload keeps them too), and while its tab stays
 * open what the URL does not carry — a search typed and not applied, the rows ticked, the scroll.
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

  it('a search typed and not applied, the rows ticked and the scroll are there on return, and forgotten with the tab', async () => {
    const { page } = app;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A short window, so the list of 20 rows scrolls.
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto('/app/customer?pageSize=20');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(20);
    // A filter applied from the bar (a number, which the list reads back from its URL as text on return).
    // The ticks below go on the filtered rows: until its answer is drawn the whole list's 20 are shown.
    const filtered = nextListAnswer(page, '/business/customer', (url) => url.searchParams.has('type') || url.searchParams.has('type__in'));
    await choose(page, page.locator('.app-content form[aria-label="筛选"]'), '客户类型', '企业');
    await page
      .locator('.app-content')
      .getByRole('button', { name: /^搜\s*索$/ })
      .click();
    await listShown(page, filtered);
    expect(await rows.count()).toBe(20);
    await searchBox().fill('洛阳');
    const ticked = page.locator('.ant-table-tbody tr.ant-table-row-selected');
    await rows.nth(1).locator('input[type="checkbox"]').check();
    await rows.nth(2).locator('input[type="checkbox"]').check();
    await expect.poll(() => ticked.count()).toBe(2);
    const tickedNames = await ticked.locator('td:nth-child(2)').allTextContents();
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBe(400);

    await menu('订单').click();
    await page.waitForURL(/\/app\/order/);
    // The 订单 screen shown (the URL changes first, while 客户 is still on screen), with its rows.
    await expect.poll(() => searchBox().count()).toBe(0);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // A screen opened afresh shows its top, not where the last one was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '客户', exact: true }).click();
    await page.waitForURL(/\/app\/customer/);
    await expect.poll(() => searchBox().inputValue()).toBe('洛阳');
    await expect.poll(() => ticked.locator('td:nth-child(2)').allTextContents()).toEqual(tickedNames);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Not applied: the rows are still the whole list's.
    expect(page.url()).not.toContain('q=');
    await screenshot(page, 'tabs-typed-kept');

    // Its tab closed, the screen opens afresh, at its top.
    await page.getByRole('button', { name: '关闭“客户”' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/app/customer'));
    // The screen shown instead has rendered (the 客户 screen is gone), not only the URL changed.
    await expect.poll(() => searchBox().count()).toBe(0);
    await menu('客户').click();
    await page.waitForURL(/\/app\/customer/);
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await searchBox().inputValue()).toBe('');
    expect(await ticked.count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
