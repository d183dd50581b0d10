import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, callApi, e2eEnabled, screenshot, signInApi, signedIn, signedInPage, type RunningServer } from './helpers/harness';
import { choose, dialog, option } from './helpers/antd';
import { NEEDED_TO_ADD_HINT } from '../../src/pages/settings/role/permissionMatrix';
import { OWNER_BOUND_HELP } from '../../src/engine/screens/fieldRules';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const sider = (page: Page) => page.locator('.app-sider');

/** A call set-up needs (not what the screens are about), failing loudly on a refusal. */
async function ok(server: RunningServer, url: string, init: Parameters<typeof callApi>[2]) {
  const { json } = await callApi(server, url, init);
  if (!json.success) throw new Error(`${url}: ${json.message}`);
  return json.data;
}

describe.skipIf(!e2eEnabled)('roles and permissions in Chromium', () => {
  const app = signedIn(DEMO_ADMIN);

  it('an admin makes 销售 (own customers and quotations, no delete, 成本价 hidden), gives it to a new user, who sees only that', async () => {
    const { page: admin, server } = app;
    // 1. 角色管理 → 新建角色, in the permission matrix.
    await admin.goto('/app/setting/role');
    await admin.getByRole('button', { name: /新建角色/ }).click();
    await drawer(admin).getByLabel('名称').fill('销售');
    await drawer(admin).getByLabel('说明').fill('只管自己的客户和报价');
    for (const resource of ['客户', '客户报价单']) {
      for (const action of ['列表', '查看', '新建', '编辑'])
        await drawer(admin).getByLabel(`${resource}：${action}`, { exact: true }).check();
      await choose(admin, drawer(admin), `${resource}的数据范围`, '仅本人', { only: true });
    }
    await drawer(admin).getByLabel('仪表盘：列表', { exact: true }).check();
    for (const action of ['列表', '查看']) await drawer(admin).getByLabel(`产品：${action}`, { exact: true }).check();
    await drawer(admin).getByRole('button', { name: '产品的字段权限' }).click();
    await drawer(admin).locator('[aria-label="产品·成本价"]').getByText('隐藏').click();
    // A field a new customer needs offers only 可见 while 新建 is ticked, and says why.
    await drawer(admin).getByRole('button', { name: '客户的字段权限', exact: true }).click();
    await drawer(admin).getByText(NEEDED_TO_ADD_HINT).first().waitFor();
    expect(await drawer(admin).locator('[aria-label="客户·联系号码"] input[value="hidden"]').isDisabled()).toBe(true);
    expect(await drawer(admin).locator('[aria-label="客户·备注"] input[value="hidden"]').isDisabled()).toBe(false);
    expect(await seriousAxeProblems(admin, { within: '.ant-drawer-content', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(admin, 'roles-matrix');
    await drawer(admin)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const row = admin.locator('tr', { hasText: '只管自己的客户和报价' });
    await row.waitFor();
    expect(await row.textContent()).toContain('销售');
    await screenshot(admin, 'roles-list');

    // 2. 组织与人员: a new user holding 销售 only (instead of the default 员工).
    await admin.goto('/app/setting/org');
    await admin.getByText('李晓明').waitFor();
    await admin.getByRole('button', { name: /新\s*建$/ }).click();
    await dialog(admin).getByLabel('用户名').fill('e2e_sales');
    await dialog(admin).getByLabel('初始密码').fill('Sales12345');
    await dialog(admin).getByLabel('姓名').fill('赵销售');
    await dialog(admin).locator('.ant-select-selection-item', { hasText: '员工' }).waitFor();
    await choose(admin, dialog(admin), '角色', '销售', { only: true });
    await option(admin, '员工').click();
    await dialog(admin).getByText('初始密码').click(); // closes the dropdown
    await dialog(admin)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    const person = admin.locator('tr', { hasText: 'e2e_sales' });
    await person.waitFor();
    expect(await person.textContent()).toContain('销售');
    expect(await person.textContent()).not.toContain('员工');
    await screenshot(admin, 'roles-org-assigned');

    // Records for the screens: a customer of the new user's (made by them, before they sign in in the browser) and one of the admin's.
    const sales0 = await signInApi(server, 'e2e_sales', 'Sales12345');
    const customer = { type: 1, contactMethod: 0, contactValue: '13800138000' };
    await ok(server, '/business/customer/add', { ...sales0, method: 'POST', body: { name: '赵销售的客户', ...customer } });
    // The admin's own session (signing in again would end the one the browser holds).
    const adminSession = await admin.evaluate(() => ({
      token: JSON.parse(localStorage.getItem('authToken')!) as string,
      projectId: JSON.parse(localStorage.getItem('currentProject')!) as string,
    }));
    await ok(server, '/business/customer/add', { ...adminSession, method: 'POST', body: { name: '王经理的大客户', ...customer } });
    const product = (await ok(server, '/business/product/list?pageNo=1&pageSize=1', adminSession)).rows[0];

    // 3. The user signs in: only the granted menu entries.
    const { page: sales, context } = await signedInPage(app, { username: 'e2e_sales', password: 'Sales12345' });
    await sider(sales).getByText('客户报价单').waitFor();
    const entries = await sider(sales).locator('.ant-menu-title-content').allTextContents();
    expect(entries).toEqual(['仪表盘', '客户', '客户报价单', '产品']);
    await screenshot(sales, 'roles-sales-menu');

    // Own customers only, with 编辑 but no 删除: rows are selected for 批量修改 (edit), never for 批量删除.
    await sales.goto('/app/customer');
    const own = sales.locator('tr', { hasText: '赵销售的客户' });
    await own.waitFor();
    expect(await sales.getByText('王经理的大客户').count()).toBe(0);
    expect(await own.getByText('编辑').count()).toBe(1);
    expect(await own.getByText('删除').count()).toBe(0);
    await own.locator('.ant-checkbox-input').check();
    await sales.getByRole('button', { name: /批量修改/ }).waitFor();
    expect(await sales.getByRole('button', { name: /批量删除/ }).count()).toBe(0);
    await own.locator('.ant-checkbox-input').uncheck();
    await screenshot(sales, 'roles-sales-customers');

    // Without 转移 the 负责人 of a new customer is not the user's to choose.
    await sales.goto('/app/customer/create');
    await sales.getByText(OWNER_BOUND_HELP).waitFor();
    // …and shows the user there from the start: the record will be theirs.
    await sales
      .locator('.ant-form-item', { has: sales.locator('label[title="负责人"]') })
      .locator('.ant-select-selection-item', { hasText: '赵销售' })
      .waitFor();
    expect(await seriousAxeProblems(sales, { within: 'form', ...COMPONENT_CHECKS })).toEqual([]);

    // 成本价: on the admin's product page, not on the user's.
    await admin.goto(`/app/product/show/${product._id}`);
    await admin.getByText('成本价').first().waitFor();
    await sales.goto(`/app/product/show/${product._id}`);
    await sales.getByText(product.name).first().waitFor();
    await sales.getByText('售价').first().waitFor();
    expect(await sales.getByText('成本价').count()).toBe(0);
    await screenshot(sales, 'roles-sales-product');

    // A page the role does not grant, opened by its address: the 403 page.
    await sales.goto('/app/setting/org');
    await sales.getByText('抱歉，您没有权限访问此页面。').waitFor();
    expect(await sales.getByText('李晓明').count()).toBe(0);
    await screenshot(sales, 'roles-sales-403');
    await context.close();
  });
});
