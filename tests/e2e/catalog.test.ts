import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { E2E_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { pageApi } from './helpers/pageApi';
import { cascaderOption, choose, placedDialog, placedPopover } from './helpers/antd';
import { nextList } from './helpers/lists';

/** The form item labelled `label` (antd puts the label text in the title attribute). */
const item = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) }).first();
/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page | Locator, text: string) =>
  page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const firstCells = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents();

async function search(page: Page, placeholder: string, text: string, path: string) {
  await page.getByPlaceholder(placeholder).fill(text);
  const call = nextList(page, path);
  await button(page, '搜索').click();
  return call;
}

async function confirmDelete(page: Page, rowText: string, question: string) {
  await rows(page)
    .filter({ hasText: rowText })
    .locator('button', { hasText: /删\s*除/ })
    .click();
  // Clicked once antd has placed it and its entrance has ended (placedPopover says why).
  const pop = await placedPopover(page);
  await expect.poll(() => pop.textContent()).toContain(question);
  await pop.locator('button', { hasText: /确\s*定/ }).click();
}

describe.skipIf(!e2eEnabled)('catalogue and customers through the generated screens', () => {
  const app = signedIn(E2E_ADMIN);

  it('product: the override category bar filters; create with a Chinese validation error; search, filter, sort, edit, view, delete', async () => {
    const { page } = app;
    await page.goto('/app/product');
    await rows(page).first().waitFor();
    // The override in use: the category bar starts with 全部 and filters the generated table.
    const bar = page.getByRole('group', { name: '产品分类' });
    // The bar asks for its categories apart from the list: until they come it holds 全部 alone.
    await expect.poll(() => bar.locator('.ant-tag-checkable').count()).toBeGreaterThan(2);
    const tags = await bar.locator('.ant-tag-checkable').allTextContents();
    expect(tags[0]).toBe('全部');
    expect(tags.length).toBeGreaterThan(2);
    const category = tags[1];
    let call = nextList(page, '/business/product');
    await bar.locator('.ant-tag-checkable', { hasText: category }).click();
    expect((await call).categoryId).toBeTruthy();
    await expect
      .poll(async () => [...new Set(await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents())])
      .toEqual([category]);
    await screenshot(page, 'catalog-product-list-category');
    call = nextList(page, '/business/product');
    await bar.locator('.ant-tag-checkable', { hasText: '全部' }).click();
    expect((await call).categoryId).toBeUndefined();

    // Create: an empty save shows the Chinese messages under the fields.
    await button(page, '新建').first().click();
    await page.waitForURL(/\/app\/product\/create$/);
    await button(page, '保存').click();
    await expect.poll(() => item(page, '产品名称').locator('.ant-form-item-explain-error').textContent()).toBe('请输入产品名称');
    expect(await item(page, '售价').locator('.ant-form-item-explain-error').textContent()).toBe('请输入售价');
    await screenshot(page, 'catalog-product-validation');
    await page.locator('#name').fill('E2E 千兆路由器');
    await page.locator('#code').fill('E2E-RT-1');
    await page.locator('#price').fill('1234.5');
    await choose(page, page, '产品分类', category, { search: category, only: true });
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/product\/show\//);
    await expect.poll(() => page.locator('.ant-card').first().textContent()).toContain('¥1,234.50');
    // The category's name is asked for once the record is drawn.
    await expect.poll(() => page.locator('.ant-card').first().textContent()).toContain(category);
    await screenshot(page, 'catalog-product-show');

    // Search, filter by a price range, sort by price.
    await page.goto('/app/product');
    await rows(page).first().waitFor();
    const searched = await search(page, '搜索产品名称或编码', 'E2E 千兆', '/business/product');
    expect(searched.q).toBe('E2E 千兆');
    await expect.poll(() => firstCells(page)).toEqual(['E2E 千兆路由器']);
    await button(page, '重置').click();
    await page.getByLabel('售价最小值').fill('1234');
    await page.getByLabel('售价最大值').fill('1235');
    call = nextList(page, '/business/product');
    await button(page, '搜索').click();
    expect(await call).toMatchObject({ price__gte: '123400', price__lte: '123500' });
    await expect.poll(() => firstCells(page)).toEqual(['E2E 千兆路由器']);
    await button(page, '重置').click();
    call = nextList(page, '/business/product');
    await page.locator('.ant-table-thead th.ant-table-column-has-sorters', { hasText: '售价' }).first().click();
    expect(await call).toMatchObject({ sortField: 'price', sortOrder: 'asc' });
    await expect
      .poll(async () => {
        const prices = (await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allTextContents()).map((t) =>
          Number(t.replace(/[¥,]/g, '')),
        );
        return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1] <= p);
      })
      .toBe(true);
    await screenshot(page, 'catalog-product-sorted');

    // Edit, then view through the first column's link.
    await search(page, '搜索产品名称或编码', 'E2E-RT-1', '/business/product');
    await expect.poll(() => firstCells(page)).toEqual(['E2E 千兆路由器']);
    await rows(page)
      .first()
      .locator('button', { hasText: /编\s*辑/ })
      .click();
    await page.waitForURL(/\/app\/product\/edit\//);
    await expect.poll(() => page.locator('#price').inputValue()).toBe('1234.50');
    await page.locator('#price').fill('2000');
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/product\/show\//);
    await expect.poll(() => page.locator('.ant-card').first().textContent()).toContain('¥2,000.00');
    await page.goto('/app/product');
    await search(page, '搜索产品名称或编码', 'E2E-RT-1', '/business/product');
    await rows(page).first().locator('a', { hasText: 'E2E 千兆路由器' }).click();
    await page.waitForURL(/\/app\/product\/show\//);
    await page.goto('/app/product');
    await search(page, '搜索产品名称或编码', 'E2E-RT-1', '/business/product');
    await expect.poll(() => firstCells(page)).toEqual(['E2E 千兆路由器']);

    // Delete after the question naming the record.
    await confirmDelete(page, 'E2E 千兆路由器', '确定删除该产品“E2E 千兆路由器”吗？');
    await expect.poll(() => page.locator('.ant-empty-description').textContent()).toBe('没有符合条件的产品');
    await screenshot(page, 'catalog-product-deleted');
  });

  it('customer: create (server refusal shown in Chinese), search, filter, sort, edit, view, delete', async () => {
    const { page } = app;
    await page.goto('/app/customer/create');
    await page.locator('#name').fill('E2E 张三');
    await page.locator('#contactValue').fill('12345');
    await button(page, '保存').click();
    // 联系方式 defaults to 手机: the server refuses a 5-digit number; its Chinese message is notified and the form stays.
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('手机号码格式不正确');
    expect(page.url()).toMatch(/\/app\/customer\/create$/);
    await screenshot(page, 'catalog-customer-server-error');
    await page.locator('#contactValue').fill('13912345678');
    await choose(page, page, '客户类型', '企业', { only: true });
    // 所在地区 is 省市区: chosen in the cascader, where a choice may stop at the city.
    await page.getByLabel('所在地区').click();
    await cascaderOption(page, '河南省').dispatchEvent('click');
    await cascaderOption(page, '郑州市').dispatchEvent('click');
    await page.getByLabel('所在地区').press('Escape');
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/customer\/show\//);
    await expect.poll(() => page.locator('.ant-card').first().textContent()).toContain('13912345678');
    expect(await page.locator('.ant-card').first().textContent()).toContain('企业');
    expect(await page.locator('.ant-card').first().textContent()).toContain('河南省 郑州市');

    await page.goto('/app/customer');
    await rows(page).first().waitFor();
    const searched = await search(page, '搜索客户名称、联系人、联系号码', 'E2E 张', '/business/customer');
    expect(searched.q).toBe('E2E 张');
    await expect.poll(() => firstCells(page)).toEqual(['E2E 张三']);
    await button(page, '重置').click();
    await choose(page, page, '客户类型', '企业', { only: true });
    const filtered = nextList(page, '/business/customer');
    await button(page, '搜索').click();
    expect(await filtered).toMatchObject({ type__in: '1' });
    await expect
      .poll(async () => [...new Set(await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents())])
      .toEqual(['企业']);
    await screenshot(page, 'catalog-customer-filtered');
    await button(page, '重置').click();
    const sorted = nextList(page, '/business/customer');
    await page.locator('.ant-table-thead th.ant-table-column-has-sorters', { hasText: '客户名称' }).first().click();
    expect(await sorted).toMatchObject({ sortField: 'name', sortOrder: 'asc' });

    await search(page, '搜索客户名称、联系人、联系号码', '13912345678', '/business/customer');
    await expect.poll(() => firstCells(page)).toEqual(['E2E 张三']);
    await rows(page)
      .first()
      .locator('button', { hasText: /编\s*辑/ })
      .click();
    await page.waitForURL(/\/app\/customer\/edit\//);
    await expect.poll(() => page.locator('#name').inputValue()).toBe('E2E 张三');
    await page.locator('#name').fill('E2E 张三丰');
    // Leaving with unsaved changes asks first, in the app's own dialog; 取消 keeps the form and its text.
    await page.locator('.ant-menu-title-content', { hasText: /^产品$/ }).click();
    const ask = await placedDialog(page, '有未保存的修改，确定离开吗？');
    await ask.getByRole('button', { name: /取\s*消/ }).click();
    await ask.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/app\/customer\/edit\//);
    expect(await page.locator('#name').inputValue()).toBe('E2E 张三丰');
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/customer\/show\//);
    await expect.poll(() => page.locator('.ant-card-head-title').first().textContent()).toBe('E2E 张三丰');
    await screenshot(page, 'catalog-customer-show');

    await page.goto('/app/customer');
    await search(page, '搜索客户名称、联系人、联系号码', 'E2E 张三丰', '/business/customer');
    await confirmDelete(page, 'E2E 张三丰', '确定删除该客户“E2E 张三丰”吗？');
    await expect.poll(() => page.locator('.ant-empty-description').textContent()).toBe('没有符合条件的客户');
    expect(app.foreignRequests()).toEqual([]);
  });

  it('potential customer: 转为客户 asks, opens the new customer, and the lead shows 已转化 with a link to it', async () => {
    const { page } = app;
    await page.goto('/app/customer_potential/create');
    await page.locator('#name').fill('E2E 洛阳新锐科技');
    await page.locator('#contactValue').fill('13812345678');
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/customer_potential\/show\//);
    const leadUrl = page.url();
    await button(page, '转为客户').click();
    const pop = await placedPopover(page);
    await expect.poll(() => pop.textContent()).toContain('确定将潜在客户“E2E 洛阳新锐科技”转为客户吗？');
    await pop.locator('button', { hasText: /确\s*定/ }).click();
    await page.waitForURL(/\/app\/customer\/show\//);
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('操作成功');
    // The lead's page, still on screen while the customer's loads, bears the same name: wait for the
    // customer's own page, whose tab takes the record's title once it is read.
    await expect.poll(() => page.locator('.history-tabs [aria-current="page"]').textContent()).toBe('查看客户 · E2E 洛阳新锐科技');
    expect(await page.locator('.ant-card-head-title').first().textContent()).toBe('E2E 洛阳新锐科技');
    expect(await page.locator('.ant-card').first().textContent()).toContain('13812345678');
    const customerPath = new URL(page.url()).pathname;
    await screenshot(page, 'catalog-lead-converted-customer');

    await page.goto(leadUrl);
    await expect.poll(() => page.locator('.ant-alert').first().textContent()).toContain('已转化为客户');
    expect(await page.locator('.ant-card').first().textContent()).toContain('已转化');
    expect(await button(page, '转为客户').count()).toBe(0);
    const link = page.getByRole('link', { name: '查看转化后的客户' }).first();
    expect(await link.getAttribute('href')).toBe(customerPath);
    await screenshot(page, 'catalog-lead-converted');
    await link.click();
    await page.waitForURL((u) => u.pathname === customerPath);
    expect(app.foreignRequests()).toEqual([]);
  });

  it('potential customer: 转为客户 with a customer of the same name but another contact asks, and 关联已有客户 opens that customer', async () => {
    const { page } = app;
    await page.goto('/app/customer_potential');
    await rows(page).first().waitFor();
    const existing = (
      await pageApi(page, '/business/customer/add', {
        name: 'E2E 信阳东方商贸',
        type: 1,
        contactName: '王芳',
        contactMethod: 0,
        contactValue: '13700001111',
      })
    )._id as string;
    await page.goto('/app/customer_potential/create');
    await page.locator('#name').fill('E2E 信阳东方商贸');
    await page.locator('#contactValue').fill('13900002222');
    await button(page, '保存').click();
    await page.waitForURL(/\/app\/customer_potential\/show\//);
    await button(page, '转为客户').click();
    const pop = await placedPopover(page);
    await pop.locator('button', { hasText: /确\s*定/ }).click();
    // Clicked in once its entrance has ended (placedDialog), as every dialog here is.
    const dialog = await placedDialog(page, '已有同名客户');
    expect(await dialog.textContent()).toContain('联系人：王芳，联系号码：13700001111');
    // The dialog answers the server's code: no error notice beside it (the lead's 操作成功 may still show).
    expect(await page.locator('.ant-notification-notice', { hasText: '请求错误' }).count()).toBe(0);
    await screenshot(page, 'catalog-lead-same-name');
    await button(dialog, '关联已有客户').click();
    await page.waitForURL((u) => u.pathname === `/app/customer/show/${existing}`);
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('操作成功');
    expect(app.foreignRequests()).toEqual([]);
  });
});
