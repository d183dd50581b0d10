import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { callApi, DEMO_ADMIN, DEMO_STAFF, e2eEnabled, screenshot, serverAndBrowser, signedInPage, signInApi } from './helpers/harness';
import { pageApi } from './helpers/pageApi';
import { seriousAxeProblems } from './helpers/axe';
import { placedDialog } from './helpers/antd';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const palette = (page: Page) => page.getByRole('dialog', { name: '搜索页面、操作或记录' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜索页面、操作或记录' });
/** The option the palette highlights (the one Enter opens). */
const highlighted = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]');

/** Presses ↓ until the highlighted option holds `text` (at most `limit` times). */
async function arrowTo(page: Page, text: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (((await highlighted(page).textContent()) ?? '').includes(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`↓ did not reach ${text}`);
}

/**
 * The command palette (Ctrl+K / ⌘K, or 搜索 in the header): screens, 新建… and records by name or
 * number, searched on the server as the user types and only where the role may look — used here with
 * the keyboard alone on a desk, and with a finger on a phone.
 */
describe.skipIf(!e2eEnabled)('command palette', () => {
  const app = serverAndBrowser();

  it('Ctrl+K, two characters of a customer’s name, ↓ and Enter open the customer; 新建 and screens by name', async () => {
    const { page } = await signedInPage(app, DEMO_ADMIN);
    // The shell stores the current project once the layout has loaded the user's projects.
    await page.goto('/app/dashboard');
    await page.getByTestId('figure-0').waitFor();
    const name = '琥珀湾精密仪器有限公司';
    const customer = await pageApi(page, '/business/customer/add', { name, type: 1, contactMethod: 0, contactValue: '13800138000' });
    const orders = await pageApi(page, '/business/order/list?pageSize=1');
    const code = String(orders.rows[0].code);
    await page.keyboard.press('Control+K');
    await palette(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

    // Records are asked of the server once typing pauses: the customer appears under 记录.
    const searched = page.waitForResponse((r) => r.url().includes('/business/customer/list') && r.url().includes('q='));
    await page.keyboard.type('琥珀');
    await searched;
    const option = palette(page).getByRole('option', { name: new RegExp(name) });
    await option.waitFor();
    expect(await option.textContent()).toContain('客户');
    await placedDialog(page, '搜索页面、操作或记录');
    expect(await seriousAxeProblems(page)).toEqual([]);
    await screenshot(page, 'palette-record');
    await arrowTo(page, name);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/app/customer/show/${customer._id}$`));
    await page.getByText(name).first().waitFor();
    await expect.poll(() => palette(page).isVisible()).toBe(false);

    // An order by its number.
    await page.keyboard.press('Control+K');
    await searchBox(page).fill(code);
    await palette(page)
      .getByRole('option', { name: new RegExp(code) })
      .waitFor();
    await arrowTo(page, code);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/order\/show\//);

    // An action: 新建客户 opens the empty form.
    await page.keyboard.press('Control+K');
    await searchBox(page).fill('新建客户');
    await expect.poll(() => highlighted(page).textContent()).toContain('新建客户');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/customer\/create$/);

    // A screen inside a menu group, found by the group's name and its own.
    await page.keyboard.press('Control+K');
    await searchBox(page).fill('设置 税');
    await expect.poll(() => highlighted(page).textContent()).toMatch(/税/);
    await page.keyboard.press('Escape');
    await expect.poll(() => palette(page).isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/app\/customer\/create$/);
    await page.context().close();
  });

  it('a staff member finds neither the screens nor the records their role does not open', async () => {
    const { page } = await signedInPage(app, DEMO_STAFF);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: /^搜索/ }).click();
    await searchBox(page).fill('角色');
    await page.getByRole('status').filter({ hasText: '没有找到' }).waitFor();
    expect(await palette(page).getByRole('option').count()).toBe(0);
    await page.context().close();
  });

  it('a role that may list 产品 but not 客户 finds the product by name and not the customer, and never asks for customers', async () => {
    const admin = await signInApi(app.server);
    const call = async (url: string, body?: unknown) => {
      const { json } = await callApi(app.server, url, { ...admin, method: body === undefined ? 'GET' : 'POST', body });
      if (!json.success) throw new Error(`${url}: ${json.message}`);
      return json.data;
    };
    // One name on both sides: a product and a customer that share 翡翠.
    await call('/business/customer/add', { name: '翡翠湖贸易有限公司', type: 1, contactMethod: 0, contactValue: '13800138001' });
    await call('/business/product/add', { name: '翡翠湖定制茶具', code: 'FC-TEA-01', price: 100, cost: 50, stock: 3, status: 1 });
    const role = (await call('/setting/role/add', { name: '仓管', permissions: { product: { actions: ['list', 'show'] } } })).value;
    await call('/setting/org/addUser', { username: 'palette_stock', password: 'Stock12345', displayName: '仓管小周', roleIds: [role._id] });

    const { page } = await signedInPage(app, { username: 'palette_stock', password: 'Stock12345' });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ace-apis/business/')) asked.push(new URL(r.url()).pathname);
    });
    await page.getByRole('button', { name: /^搜索/ }).click();
    const searched = page.waitForResponse((r) => r.url().includes('/business/product/list') && r.url().includes('q='));
    await searchBox(page).fill('翡翠');
    await searched;
    await palette(page)
      .getByRole('option', { name: /翡翠湖定制茶具/ })
      .waitFor();
    expect(
      await palette(page)
        .getByRole('option', { name: /翡翠湖贸易/ })
        .count(),
    ).toBe(0);
    // Nor a screen or an action of 客户.
    await searchBox(page).fill('客户');
    await palette(page).getByRole('status').filter({ hasText: '没有找到' }).waitFor();
    expect(asked.filter((path) => path.includes('/customer'))).toEqual([]);
    await page.context().close();
  });

  it('on a 390 px phone: the header’s magnifier opens it full width, results large enough for a finger', async () => {
    const { page } = await signedInPage(app, DEMO_ADMIN, PHONE);
    await page.goto('/app/dashboard');
    const open = page.getByRole('button', { name: /^搜索/ });
    const button = await open.boundingBox();
    expect(button && button.width >= 44 && button.height >= 44).toBe(true);
    await open.tap();
    await searchBox(page).fill('客户');
    const first = palette(page).getByRole('option').first();
    await first.waitFor();
    // Measured once antd's zoom has ended (while it grows, the box is a fraction of its size).
    await placedDialog(page, '搜索页面、操作或记录');
    const row = await first.boundingBox();
    expect(row, JSON.stringify(row)).toMatchObject({ height: expect.any(Number) });
    expect(row!.height).toBeGreaterThanOrEqual(44);
    expect(row!.x).toBeGreaterThanOrEqual(0);
    expect(row!.x + row!.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeProblems(page)).toEqual([]);
    await screenshot(page, 'palette-phone');
    await palette(page).getByRole('option', { name: /^客户/ }).first().tap();
    await page.waitForURL(/\/app\/customer$/);
    await page.context().close();
  });
});
