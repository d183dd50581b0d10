import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ADMIN,
  DEMO_STAFF,
  E2E_ADMIN,
  e2eEnabled,
  loginThroughUi,
  newPage,
  screenshot,
  serverAndBrowser,
  type PageSession,
} from './helpers/harness';
import { placedDialog, projectSwitcher, switchProject } from './helpers/antd';

const SPEC_KEYS = ['auth', 'authToken', 'userMenu', 'settings', 'isLogout', 'currentProject', 'userProject', 'history', 'historyActive'];
const COMPANY = '郑州云帆信息科技有限公司';

/** The visible tabs' titles, in order. */
const tabTitles = (page: Page) => page.locator('.history-tabs__tab a').allTextContents();
const menuItem = (page: Page, label: string) => page.locator('.app-sider .ant-menu-title-content', { hasText: new RegExp(`^${label}$`) });

/** Waits until the screen titled `title` is the one on show (a list's card title). */
const screenShown = (page: Page, title: string) =>
  page.locator('.app-content .ant-card-head-title', { hasText: new RegExp(`^${title}$`) }).waitFor();

async function tabMenu(page: Page, title: string, action: '关闭' | '关闭其他' | '关闭右侧' | '关闭全部') {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  // A menu still closing from the previous operation must be gone, or the click may land in it.
  await expect.poll(() => open.count()).toBe(0);
  await page.locator('.history-tabs__tab a', { hasText: new RegExp(`^${title}$`) }).click({ button: 'right' });
  await expect.poll(() => open.count()).toBe(1);
  // The menu slides in; on a loaded machine the motion can outlast any fixed wait and a pointer click
  // may land on the header instead (closing the menu). The item is clicked where it is, by event.
  const item = open.locator('.ant-dropdown-menu-item', { hasText: new RegExp(`^${action}$`) });
  await item.waitFor({ state: 'visible' });
  await item.dispatchEvent('click');
}

describe.skipIf(!e2eEnabled)('client shell in Chromium', () => {
  const app = serverAndBrowser();
  const foreign: string[] = [];

  // Every session's requests are collected when its test ends, passed or failed, so the
  // "no foreign host" check below cannot miss the requests of a test that broke halfway.
  const open: PageSession[] = [];
  afterEach(async () => {
    for (const s of open.splice(0)) {
      foreign.push(...s.foreignRequests());
      await s.context.close().catch(() => undefined);
    }
  });

  async function session() {
    const s = await newPage(app.browser, app.server.url);
    open.push(s);
    return s;
  }

  it('logs in, shows menu and company, works the tabs, switches project, keeps both over a reload, logs out', async () => {
    const { page } = await session();
    const projectHeaders: string[] = [];
    // Product list calls: the project they were made for, and when the app made them (its `_t`):
    // Playwright may report a call made just before the switch a moment after it.
    const productLists: { project: string; at: number }[] = [];
    // At the start company_info comes with the boot call (docs/requirements.md §10.5), for the project it names.
    page.on('response', async (res) => {
      if (new URL(res.url()).pathname === '/ace-apis/setting/boot') projectHeaders.push((await res.json()).data.value.projectId ?? '');
    });
    page.on('request', (req) => {
      if (req.url().includes('/ace-apis/setting/getItemByKey')) projectHeaders.push(req.headers()['projectid'] ?? '');
      const url = new URL(req.url());
      if (url.pathname === '/ace-apis/business/product/list')
        productLists.push({ project: req.headers()['projectid'] ?? '', at: Number(url.searchParams.get('_t')) });
    });

    await page.goto('/');
    await page.waitForURL(/\/login$/);
    await page.getByPlaceholder('用户名').waitFor();
    await screenshot(page, 'login');

    await loginThroughUi(page, E2E_ADMIN);
    await expect.poll(() => page.getByTestId('company-name').textContent()).toBe(COMPANY);
    for (const label of ['仪表盘', '客户', '产品', '供应商', '设置', '菜单设置'])
      await expect.poll(() => menuItem(page, label).count()).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userProject') ?? '[]').map((p: { name: string }) => p.name))).toEqual(
      ['Main', '华东分公司'],
    );
    const mainId = await page.evaluate(() => JSON.parse(localStorage.getItem('currentProject')!));
    await expect.poll(() => projectHeaders.at(-1)).toBe(mainId);

    // Open three screens from the menu (the first screen, the dashboard, opened on arrival).
    for (const label of ['客户', '产品', '供应商']) {
      await menuItem(page, label).click();
      await expect.poll(() => tabTitles(page)).toContain(label);
    }
    expect(await tabTitles(page)).toEqual(['仪表盘', '客户', '产品', '供应商']);
    await page.waitForTimeout(500);
    await screenshot(page, 'main-layout-tabs');

    // Close to the right of 客户: 产品 and 供应商 go, 客户 becomes active.
    await tabMenu(page, '客户', '关闭右侧');
    await expect.poll(() => tabTitles(page)).toEqual(['仪表盘', '客户']);
    await page.waitForURL(/\/app\/customer(\?.*)?$/);
    // Close others keeps only the chosen tab and opens it.
    await menuItem(page, '产品').click();
    await screenShown(page, '产品');
    await tabMenu(page, '仪表盘', '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['仪表盘']);
    await page.waitForURL(/\/app\/dashboard(\?.*)?$/);
    // Closing the active tab activates the previous one.
    await menuItem(page, '客户').click();
    await menuItem(page, '供应商').click();
    await screenShown(page, '供应商');
    await tabMenu(page, '供应商', '关闭');
    await expect.poll(() => tabTitles(page)).toEqual(['仪表盘', '客户']);
    await page.waitForURL(/\/app\/customer(\?.*)?$/);
    // Close all empties the bar and leaves the bare workspace.
    await tabMenu(page, '客户', '关闭全部');
    await expect.poll(() => tabTitles(page)).toEqual([]);
    await page.waitForURL(/\/app$/);
    await page.getByText('请从左侧菜单打开一个页面').waitFor();

    // Open two screens again, then switch project.
    await menuItem(page, '客户').click();
    await menuItem(page, '产品').click();
    await screenShown(page, '产品');
    await expect.poll(() => productLists.at(-1)?.project).toBe(mainId);
    const switchedAt = await page.evaluate(() => Date.now());
    await switchProject(page, '华东分公司');
    const eastId = await page.evaluate(() => JSON.parse(localStorage.getItem('currentProject')!));
    expect(eastId).not.toBe(mainId);
    await expect.poll(() => projectHeaders.at(-1)).toBe(eastId);
    await expect.poll(() => tabTitles(page)).toEqual(['客户', '产品']);
    // The list on show reads its rows again, for the new project, and nothing asks for the old one.
    const since = () => productLists.filter((l) => l.at >= switchedAt).map((l) => l.project);
    await expect.poll(since).toContain(eastId);
    expect(since().every((p) => p === eastId)).toBe(true);

    // A reload keeps tabs, the active screen and the project.
    await page.reload();
    await page.waitForURL(/\/app\/product(\?.*)?$/);
    await expect.poll(() => tabTitles(page)).toEqual(['客户', '产品']);
    await expect.poll(() => projectSwitcher(page).getAttribute('aria-label')).toBe('当前项目：华东分公司');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentProject')!))).toBe(eastId);

    // Log out: back on /login with every stored key gone. The open menu stays under the sticky header
    // when the page scrolls beneath it (a screen still growing as it loads scrolled a menu drawn in the
    // page's body away from the click, which then landed on the header).
    await page.getByRole('button', { name: '用户菜单' }).click();
    const logout = page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' });
    await logout.waitFor();
    const shift = await logout.evaluate((item) => {
      // A screen taller than the window (the dashboard is, once loaded), whatever this one holds.
      document.querySelector<HTMLElement>('.app-content')!.style.minHeight = '3000px';
      const before = item.getBoundingClientRect().top;
      window.scrollTo(0, document.documentElement.scrollHeight);
      const scrolled = window.scrollY;
      const moved = item.getBoundingClientRect().top - before;
      window.scrollTo(0, 0);
      document.querySelector<HTMLElement>('.app-content')!.style.minHeight = '';
      return { scrolled, moved };
    });
    expect(shift.scrolled).toBeGreaterThan(0);
    expect(shift.moved).toBe(0);
    await logout.click();
    await page.waitForURL(/\/login$/);
    const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), SPEC_KEYS);
    expect(left).toEqual([]);
  });

  it('never throws the user back to a screen they left, even on a slow CPU', async () => {
    const { page } = await session();
    // A list still mounted while the next screen renders used to write its paging into the URL
    // (a query-only replace) and so navigate back to itself.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await loginThroughUi(page, E2E_ADMIN);
    await expect.poll(() => tabTitles(page)).toEqual(['仪表盘']);
    for (let round = 0; round < 3; round++) {
      for (const label of ['客户', '产品', '供应商']) {
        await menuItem(page, label).click();
        await expect.poll(() => tabTitles(page)).toContain(label);
      }
      // Each step gives a stale screen time to navigate: the user must stay where they went.
      await tabMenu(page, '客户', '关闭右侧');
      await screenShown(page, '客户');
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/app/customer');
      await menuItem(page, '产品').click();
      await screenShown(page, '产品');
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/app/product');
      await tabMenu(page, '仪表盘', '关闭其他');
      await expect.poll(() => tabTitles(page)).toEqual(['仪表盘']);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  it('switching project on an order lands on the order list; leaving unsaved changes asks in the app, 取消 stays', async () => {
    const { page } = await session();
    const browserDialogs: string[] = [];
    page.on('dialog', (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });
    await loginThroughUi(page, DEMO_ADMIN);
    await page.goto('/app/order');
    await screenShown(page, '订单');
    await page.locator('.app-content .ant-table-row a').first().click();
    await page.waitForURL(/\/app\/order\/show\//);
    const orderTabs = async () => (await tabTitles(page)).filter((t) => t.startsWith('查看订单'));
    await expect.poll(async () => (await orderTabs()).length).toBe(1);
    await switchProject(page, '华东分公司');
    await page.waitForURL(/\/app\/order(\?.*)?$/);
    await screenShown(page, '订单');
    expect(await page.getByText('订单不存在或已删除').count()).toBe(0);
    // The order's tab closed with the old project: it would open the not-found page in this one.
    await expect.poll(orderTabs).toEqual([]);

    await page.goto('/app/customer/create');
    const name = page.locator('.app-content form input[type="text"]').first();
    await name.waitFor();
    const tabsBefore = await tabTitles(page);
    await name.fill('未保存的客户');
    await menuItem(page, '产品').click();
    // 取消 clicked once the confirm has zoomed in (placedDialog), as in catalog.test.ts.
    const ask = await placedDialog(page, '有未保存的修改，确定离开吗？');
    await ask.getByRole('button', { name: /取\s*消/ }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/app/customer/create');
    expect(await tabTitles(page)).toEqual(tabsBefore);
    expect(await name.inputValue()).toBe('未保存的客户');
    expect(browserDialogs).toEqual([]);
  });

  it('shows the not-found screen for an unknown path, with a button back home', async () => {
    const { page } = await session();
    await page.goto('/no/such/page');
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: /返回首页|返\s*回\s*首\s*页/ }).click();
    await page.waitForURL(/\/login$/);
  });

  it('keeps staff out of the admin-type screens menu and tenant', async () => {
    const { page } = await session();
    await loginThroughUi(page, DEMO_STAFF);
    await expect.poll(() => menuItem(page, '客户').count()).toBe(1);
    // The landing screen's tab is stored once its page has loaded; wait for it before leaving.
    await expect.poll(() => tabTitles(page)).toEqual(['仪表盘']);
    expect(await menuItem(page, '菜单设置').count()).toBe(0);
    expect(await menuItem(page, '租户管理').count()).toBe(0);
    for (const path of ['/app/menu', '/app/tenant']) {
      await page.goto(path);
      await page.getByText('抱歉，您没有权限访问此页面。').waitFor();
    }
    // Forbidden screens get no tab.
    expect(await tabTitles(page)).toEqual(['仪表盘']);
    await screenshot(page, 'forbidden');
  });

  it('brings antd’s styles of the first screen built: the dashboard after login writes none in the page', async () => {
    const { page } = await session();
    // Nor does it fetch their generators (scripts/antd-styles-plugin.ts): those come only for a style not built.
    const generators: string[] = [];
    page.on('request', (r) => void (/\/assets\/antd-styles-/.test(r.url()) && generators.push(r.url())));
    await loginThroughUi(page, DEMO_ADMIN);
    await page.getByTestId('figure-0').waitFor();
    // The tables and the chart come after the figures: all of it, written or not, is there once idle.
    await page.locator('.ant-table-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    // antd marks every style it writes in the page with data-css-hash (scripts/antd-static-styles.tsx
    // lists what comes built instead; a component added to the first screen belongs there too).
    const written = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]')].map((s) => (s.textContent ?? '').slice(0, 60)),
    );
    expect(written).toEqual([]);
    expect(generators).toEqual([]);
    // And the built styles apply: the menu is antd's, not the browser's list.
    expect(await page.locator('.app-sider .ant-menu').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
  });

  it('loads antd’s style generator of a style not built, and draws the component styled; a failed load offers 重试', async () => {
    const { page } = await session();
    // The built stylesheet without the checkbox's style, as if a list used it in a way the build did not
    // render: antd must then write it, with the generator the first screen does not carry. (The
    // dashboard has no checkbox; the customer list selects rows with them.)
    let withoutCheckbox = false;
    await page.route('**/assets/*.css', async (route) => {
      const css = await (await route.fetch()).text();
      const without = css.replace(/;[^;"|]*\|Checkbox-Checkbox\|ant-checkbox\|anticon:[^;"]*/, '');
      withoutCheckbox ||= without !== css;
      await route.fulfill({ status: 200, contentType: 'text/css', body: without });
    });
    // Its load fails while the network is down, and goes through once it is back.
    let offline = true;
    const generators: string[] = [];
    await page.route('**/assets/antd-styles-*.js', (route) => {
      generators.push(route.request().url());
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await loginThroughUi(page, DEMO_ADMIN);
    await page.getByTestId('figure-0').waitFor();
    expect(withoutCheckbox).toBe(true);
    await page.goto('/app/customer');
    await page.getByText('页面样式加载失败，请检查网络后重试').waitFor();
    offline = false;
    await page.getByRole('button', { name: /重\s*试/ }).click();
    const box = page.locator('.ant-table-row .ant-checkbox-inner').first();
    await box.waitFor();
    expect(generators.length).toBeGreaterThan(0);
    const written = await page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.textContent ?? ''));
    expect(written.some((css) => css.includes('.ant-checkbox-inner'))).toBe(true);
    // antd's box, not an empty inline span.
    expect(await box.evaluate((el) => getComputedStyle(el).width)).toBe('16px');
    await screenshot(page, 'antd-style-generator-loaded');
  });

  it('requested nothing from any host but its own in all the sessions above', () => {
    expect(foreign).toEqual([]);
  });
});
