import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, e2eEnabled, screenshot, serverAndBrowser, signedInPage } from './helpers/harness';
import { choose, dialog, placedDropdown } from './helpers/antd';

/** An iPhone-like screen: 390×844 CSS pixels, touch, the page's viewport meta honoured. */
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TABLET: BrowserContextOptions = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true };

/** How wide the page is laid out: more than the viewport means the body scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box (not visible)`);
  return b;
}

/** Whether `locator` lies wholly within the viewport's width (x from 0 to `width`). */
async function withinWidth(locator: Locator, width: number) {
  const b = await box(locator);
  return b.x >= 0 && b.x + b.width <= width;
}

const visibleMenuItems = (page: Page) => page.locator('.ant-menu-item:visible');

describe.skipIf(!e2eEnabled)('the app on a phone (390×844) and a tablet', () => {
  const app = serverAndBrowser();
  let page: Page;
  beforeAll(async () => {
    ({ page } = await signedInPage(app, DEMO_ADMIN, PHONE));
  });

  it('dashboard: a one-line header, no side menu, the figure cards stacked, nothing wider than the screen', async () => {
    await page.goto('/app/dashboard');
    await page.getByText('销售趋势').waitFor();
    await page.getByTestId('figure-3').waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    // The menu is hidden until the drawer opens.
    expect(await visibleMenuItems(page).count()).toBe(0);
    // Header: one line, its controls on it (centred in it, none taller) and on the screen.
    const header = await box(page.locator('.app-header'));
    expect(header.height).toBeLessThanOrEqual(64);
    for (const part of [
      page.getByRole('button', { name: '打开菜单' }),
      page.locator('.project-switcher'),
      page.getByRole('button', { name: '用户菜单' }),
    ]) {
      const b = await box(part);
      expect(b.height).toBeLessThanOrEqual(header.height);
      expect(Math.abs(b.y + b.height / 2 - (header.y + header.height / 2))).toBeLessThanOrEqual(2);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    // The menu button is a finger's tap target (it was 27×32).
    const toggle = await box(page.getByRole('button', { name: '打开菜单' }));
    expect(Math.min(toggle.width, toggle.height)).toBeGreaterThanOrEqual(44);
    // The figure cards stack: one under the other, each the content's width.
    const [first, second] = [await box(page.getByTestId('figure-0')), await box(page.getByTestId('figure-1'))];
    expect(second.x).toBe(first.x);
    expect(second.y).toBeGreaterThan(first.y + first.height);
    await screenshot(page, 'phone-dashboard');
  });

  it('menu: the header button opens it in a drawer; choosing an entry opens the screen and closes it', async () => {
    await page.getByRole('button', { name: '打开菜单' }).click();
    const entry = page.locator('.app-menu-drawer .ant-menu-item', { hasText: /^客户$/ });
    await entry.waitFor();
    // On the screen once it has slid in.
    await expect.poll(() => withinWidth(page.locator('.app-menu-drawer .ant-drawer-content'), 390)).toBe(true);
    await screenshot(page, 'phone-menu');
    await entry.click();
    await page.waitForURL(/\/app\/customer$/);
    await expect.poll(() => visibleMenuItems(page).count()).toBe(0);
  });

  it('list (客户): the table scrolls sideways inside its card; the filters open from 筛选 in a drawer', async () => {
    // The list's card (the dashboard's stay on screen until the list has loaded).
    const card = page.locator('.app-content .ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^客户$/ }) });
    await card.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await withinWidth(card, 390)).toBe(true);
    // antd's scrolling box: .ant-table-body under a sticky header (the lists' own), else .ant-table-content.
    const table = card.locator('.ant-table-body, .ant-table-content').first();
    const [scrollWidth, clientWidth] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The filter fields wait in the drawer: only the search box and 筛选 above the table.
    const typeFilter = page.locator('.ant-form-item-label:visible', { hasText: /^客户类型$/ });
    expect(await typeFilter.count()).toBe(0);
    // A row's actions: one 44×44 button beside its name, on the screen without scrolling sideways (they
    // stood about 1,500 px to the right); its checkbox a 44×44 target too (it was 16×16).
    const firstRow = card.locator('.ant-table-row').first();
    const actions = firstRow.getByRole('button', { name: /^操作：/ });
    const actionsBox = await box(actions);
    expect(Math.min(actionsBox.width, actionsBox.height)).toBeGreaterThanOrEqual(44);
    expect(await withinWidth(actions, 390)).toBe(true);
    const checkbox = await box(firstRow.locator('.ant-table-selection-column .ant-checkbox-wrapper'));
    expect(Math.min(checkbox.width, checkbox.height)).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'phone-list');
    await actions.click();
    // Measured once it has grown: its entrance starts at scale(0), where each entry is 0 px high.
    const menu = await placedDropdown(page, 'phone-row-actions__menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['查看', '编辑', '删除']);
    for (const item of await menu.getByRole('menuitem').all()) expect((await box(item)).height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'phone-list-actions');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);

    await page.getByRole('button', { name: /筛\s*选/ }).click();
    const drawer = page.locator('.list-filters-drawer .ant-drawer-content:visible');
    await drawer.locator('.ant-form-item-label', { hasText: /^客户类型$/ }).waitFor();
    await expect.poll(() => withinWidth(drawer, 390)).toBe(true);
    await choose(page, drawer, '客户类型', '企业');
    await screenshot(page, 'phone-list-filters');
    const filtered = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/business/customer/list') && [...url.searchParams.keys()].some((k) => k.startsWith('type'));
    });
    await page
      .locator('.list-filters-drawer')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await filtered;
    await expect.poll(() => page.locator('.ant-drawer-content:visible').count()).toBe(0);
    // The button tells that a filter is on.
    await expect.poll(() => page.getByRole('button', { name: /筛\s*选/ }).textContent()).toContain('1');
  });

  it('form (新建客户): one column, labels above the fields', async () => {
    await page.goto('/app/customer/create');
    const items = page.locator('.app-content form .ant-form-item').filter({ has: page.locator('.ant-form-item-label') });
    await items.first().waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    const xs = new Set<number>();
    for (const item of (await items.all()).slice(0, 5)) {
      const [label, control] = [await box(item.locator('.ant-form-item-label')), await box(item.locator('.ant-form-item-control'))];
      expect(label.y + label.height).toBeLessThanOrEqual(control.y + 1);
      xs.add(Math.round((await box(item)).x));
      expect(await withinWidth(item, 390)).toBe(true);
    }
    expect(xs.size).toBe(1);
    await screenshot(page, 'phone-customer-form');
  });

  it('form (新建订单): the head fields one under another, as wide as the form', async () => {
    await page.goto('/app/order/create');
    const head = page.locator('.app-content .order-form__head .ant-form-item');
    await head.first().waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    const boxes = await Promise.all((await head.all()).map((item) => box(item)));
    expect(boxes.length).toBeGreaterThanOrEqual(3); // 客户, 状态, 下单日期
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
    expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
    for (const [above, below] of boxes.slice(0, -1).map((b, i) => [b, boxes[i + 1]]))
      expect(above.y + above.height).toBeLessThanOrEqual(below.y + 1);
    expect(await withinWidth(head.first(), 390)).toBe(true);
    // A line is a card: 产品名称, 数量 and 单价 one under the other, on the screen (they were reached by
    // scrolling the line table sideways).
    await page.getByRole('button', { name: /添加明细/ }).click();
    const line = page.locator('.line-item-cards__line').first();
    await line.waitFor();
    for (const name of ['产品名称', '数量', '单价'])
      expect(await withinWidth(line.getByLabel(name, { exact: true }).first(), 390)).toBe(true);
    expect(await page.locator('.app-content .ant-table').count()).toBe(0);
    await screenshot(page, 'phone-order-form');
  });

  it('show page: the descriptions in one column', async () => {
    await page.goto('/app/customer');
    await page.locator('.app-content .ant-table-row a').first().click();
    await page.waitForURL(/\/app\/customer\/show\//);
    const rows = page.locator('.app-content .ant-descriptions-row');
    await rows.first().waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
    const labelsPerRow = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('.ant-descriptions-item-label').length));
    expect(Math.max(...labelsPerRow)).toBe(1);
    await screenshot(page, 'phone-customer-show');
  });

  it('dialogs (新建项目, 记录付款): within the screen', async () => {
    await page.goto('/app/setting/projects');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await dialog(page).getByLabel('项目名称').waitFor();
    expect(await withinWidth(dialog(page), 390)).toBe(true);
    expect(await withinWidth(dialog(page).getByRole('button', { name: /保\s*存/ }), 390)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-dialog');
    await dialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // 记录付款 on an order still owed money.
    const unpaid = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('authToken') ?? 'null');
      const project = JSON.parse(localStorage.getItem('currentProject') ?? 'null');
      const r = await fetch('/ace-apis/business/order/dashboard/unpaid?pageNo=1&pageSize=1', {
        headers: { authorization: `Bearer ${token}`, projectid: project },
      });
      return (await r.json()).data.rows[0]._id as string;
    });
    await page.goto(`/app/order/show/${unpaid}`);
    await page.getByRole('button', { name: '记录付款' }).click();
    await dialog(page).getByLabel('金额（元）').waitFor();
    expect(await withinWidth(dialog(page), 390)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-payment-dialog');
  });

  // Last: signing in again ends the phone's session (one session per user).
  it('tablet (768×1024): keeps the side menu (folded to icons) and fits the list and the dashboard to the screen', async () => {
    const { page } = await signedInPage(app, DEMO_ADMIN, TABLET);
    await page.goto('/app/dashboard');
    await page.getByTestId('figure-3').waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(768);
    const sider = await box(page.locator('.app-sider'));
    expect(sider.width).toBeLessThanOrEqual(80);
    await screenshot(page, 'tablet-dashboard');
    await page.goto('/app/customer');
    const card = page.locator('.app-content .ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^客户$/ }) });
    await card.locator('.ant-table-row').first().waitFor();
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(768);
    expect(await withinWidth(card, 768)).toBe(true);
    await screenshot(page, 'tablet-list');
  });
});
