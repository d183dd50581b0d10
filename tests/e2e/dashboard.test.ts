import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';

/**
 * 仪表盘's drill-down (docs/requirements.md §3): a figure opens the list it was counted from,
 * already filtered — the filter shown in the list's bar, the list counting what the figure said, and
 * the filter kept over a reload (it is in the URL).
 */
describe.skipIf(!e2eEnabled)('dashboard drill-down', () => {
  const app = signedIn(DEMO_ADMIN);

  /** The list's total as its pagination says it (共 N 条). */
  const listTotal = async () => {
    const text = await app.page.locator('.ant-pagination-total-text').first().textContent();
    return Number((text ?? '').replace(/[^\d]/g, ''));
  };

  it('未收款金额 opens the orders still owing money: 待收款 = 是 in the filters, as many as 未付款订单 said', async () => {
    const { page } = app;
    await page.goto('/app/dashboard');
    const card = page.getByTestId('figure-link-2');
    await expect.poll(() => card.textContent()).toMatch(/未付款订单 [\d,]+ 单/);
    const owing = Number((await card.textContent())!.match(/未付款订单 ([\d,]+) 单/)![1].replace(/,/g, ''));
    expect(owing).toBeGreaterThan(0);
    const listed = page.waitForResponse((r) => r.url().includes('/business/order/list') && r.url().includes('isUnpaid=true'));
    await card.click();
    await listed;
    await page.waitForURL(/\/app\/order\?/);
    await expect.poll(listTotal).toBe(owing);
    // The filter is the list's own, shown in its bar: 待收款 是.
    const filter = page.locator('.ant-form-item', { has: page.locator('label', { hasText: /^待收款$/ }) });
    await expect.poll(() => filter.locator('.ant-select-selection-item').textContent()).toBe('是');
    await screenshot(page, 'dashboard-drill-unpaid');
    await page.reload();
    await expect.poll(listTotal).toBe(owing);
  });

  it('a 客户构成 legend entry opens that kind of customer, and 本期 the period’s sales', async () => {
    const { page } = app;
    await page.goto('/app/dashboard');
    const company = page.getByRole('link', { name: /^企业 [\d,]+，查看企业客户$/ });
    await company.waitFor();
    const count = Number((await company.getAttribute('aria-label'))!.match(/企业 ([\d,]+)/)![1].replace(/,/g, ''));
    await company.click();
    await page.waitForURL(/\/app\/customer\?/);
    await expect.poll(listTotal).toBe(count);
    await expect
      .poll(async () => [...new Set(await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents())])
      .toEqual(['企业']);

    await page.goto('/app/dashboard');
    const period = page.getByRole('link', { name: /^本期 [\d,]+ 单$/ });
    await period.waitFor();
    const sales = Number((await period.textContent())!.replace(/[^\d]/g, ''));
    await period.click();
    await page.waitForURL(/\/app\/order\?/);
    await expect.poll(listTotal).toBe(sales);
  });
});
