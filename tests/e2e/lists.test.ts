import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { choose, labelledSelect } from './helpers/antd';
import { listShown, nextList, nextListAnswer } from './helpers/lists';

/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page, text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const filterBar = (page: Page) => page.locator('form[aria-label="筛选"]:visible');
/** The tags (or the single value) a visible filter select shows. */
const shownIn = (page: Page, label: string) =>
  labelledSelect(filterBar(page), label)
    .locator('.ant-select-selection-item:not(.ant-select-selection-overflow-item-rest *)')
    .allTextContents();

describe.skipIf(!e2eEnabled)('shared lists (docs/requirements.md §10.6)', () => {
  const app = signedIn(DEMO_ADMIN);

  it('客户: a search made on page 2 shows its rows on page 1', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await rows(page).first().waitFor();
    const second = nextListAnswer(page, '/business/customer', (url) => url.searchParams.get('pageNo') === '2');
    await page.locator('.ant-pagination-item-2').click();
    await listShown(page, second);
    await page.getByPlaceholder('搜索客户名称、联系人、联系号码').fill('郑州');
    const answer = nextListAnswer(page, '/business/customer', (url) => url.searchParams.has('q'));
    await button(page, '搜索').click();
    const { query, total } = await listShown(page, answer);
    expect(query).toMatchObject({ pageNo: '1', q: '郑州' });
    expect(total).toBeGreaterThan(0);
    expect(await rows(page).count()).toBe(Math.min(total, 10));
    expect(await page.locator('.ant-pagination-item-active').textContent()).toBe('1');
    await expect.poll(() => page.url()).toContain('currentPage=1');
  });

  it('客户: enum and reference filters restored by a reload show their labels, not codes or ids', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await rows(page).first().waitFor();
    await choose(page, filterBar(page), '客户类型', '企业');
    // A multiple select stays open after a choice: close it before opening the next.
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await labelledSelect(filterBar(page), '客户分类').click();
    const category = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const categoryName = (await category.textContent())!;
    await category.dispatchEvent('click');
    const call = nextList(page, '/business/customer');
    await button(page, '搜索').click();
    await call;
    await expect.poll(() => page.url()).toContain('filters');
    await page.reload();
    await rows(page).first().waitFor();
    await expect.poll(() => shownIn(page, '客户类型')).toEqual(['企业']);
    await expect.poll(() => shownIn(page, '客户分类')).toEqual([categoryName]);
    await screenshot(page, 'lists-customer-filters-restored');
  });
});
