import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { pageApi } from './helpers/pageApi';

const line = (unitPrice: number) => ({ productName: '测试产品', quantity: 1, unitPrice });

describe.skipIf(!e2eEnabled)('related records in Chromium', () => {
  const app = signedIn(DEMO_ADMIN, async ({ page }) => {
    // The shell stores the current project once the layout has loaded the user's projects.
    await page.goto('/app/dashboard');
    await page.getByText('销售趋势').waitFor();
  });

  it("a customer's show page lists its orders, quotations and payments with totals and what is unpaid; an order opens", async () => {
    const { page } = app;
    const customer = (
      await pageApi(page, '/business/customer/add', { name: '关联记录测试客户', type: 1, contactMethod: 0, contactValue: '13800138000' })
    )._id;
    const paid = await pageApi(page, '/business/order/add', { type: 0, customerId: customer, lines: [line(10000)] });
    await pageApi(page, '/business/order/changeStatus', { _id: paid._id, status: 1 });
    const mode = (await pageApi(page, '/setting/paymode/list?pageSize=1')).rows[0]._id;
    await pageApi(page, '/business/payment/add', { orderId: paid._id, amount: 3000, kind: 0, payModeId: mode, paidAt: '2026-05-01' });
    await pageApi(page, '/business/order/add', { type: 0, customerId: customer, lines: [line(5000)] });
    await pageApi(page, '/business/order/add', { type: 1, customerId: customer, lines: [line(2000)] });

    await page.goto(`/app/customer/show/${customer}`);
    const panel = (resource: string) => page.locator(`[data-related="${resource}"]`);
    await page.getByText('订单（2）', { exact: true }).waitFor();
    await page.getByText('客户报价单（1）', { exact: true }).waitFor();
    await page.getByText('付款（1）', { exact: true }).waitFor();
    // 合计: 总金额, 已付金额, 已退金额, 实收金额, 未付金额 over all the customer's orders.
    const orders = panel('order');
    await expect.poll(() => orders.locator('.ant-table-summary').textContent()).toBe('合计¥150.00¥30.00¥0.00¥30.00¥120.00');
    await expect(panel('payment').locator('.ant-table-tbody').textContent()).resolves.toContain('¥30.00');
    await screenshot(page, 'related-customer');

    await orders.getByRole('link', { name: paid.code }).click();
    await page.waitForURL(new RegExp(`/app/order/show/${paid._id}$`));
    await page.getByText(`订单 ${paid.code}`).waitFor();
  });
});
