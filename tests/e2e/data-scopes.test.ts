import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, callApi, e2eEnabled, screenshot, serverAndBrowser, signInApi, signedInPage } from './helpers/harness';
import { choose, dialog } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

/**
 * Data scopes by department as people meet them (docs/permissions.md「数据范围」): the admin builds a
 * small tree on 组织与人员, gives the role 销售 本部门及以下 on 客户 in 角色管理, and the department's
 * manager and a rep of the team below see different customer lists; 在线用户 shows both sign-ins and
 * 强退 ends the rep's.
 */
const PASSWORD = 'Scope@123456';
const tree = (page: Page) => page.getByRole('navigation', { name: '部门树' });
const node = (page: Page, name: string) => tree(page).locator('.ant-tree-title', { hasText: new RegExp(`^${name}(（\\d+）)?$`) });
const drawer = (page: Page) => page.locator('.ant-drawer:visible');
const saveDialog = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
const tableText = (page: Page) => page.locator('.ant-table-tbody').innerText();

interface Dept {
  _id: string;
  name: string;
  children: Dept[];
}
const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe.skipIf(!e2eEnabled)('data scopes by department in Chromium', () => {
  const app = serverAndBrowser();

  it('a manager sees the customers of the team below, a rep only the team’s; 在线用户 shows both and 强退 ends one', async () => {
    const admin = await signedInPage(app, DEMO_ADMIN);
    const page = admin.page;

    // 1. The tree on 组织与人员: 渠道销售部, and 渠道一组 under it.
    await page.goto('/app/setting/org');
    await node(page, '郑州云帆信息科技有限公司').waitFor();
    await tree(page).getByText('全部').click();
    await page.getByRole('button', { name: /新建部门/ }).click();
    await dialog(page).getByLabel('部门名称').fill('渠道销售部');
    await saveDialog(page);
    await node(page, '渠道销售部').click();
    await page.getByRole('button', { name: /新建部门/ }).click();
    await dialog(page).getByLabel('部门名称').fill('渠道一组');
    await saveDialog(page);
    await node(page, '渠道一组').waitFor();

    // 2. The people and their customers through the API, with the admin's own session.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authToken')!) as string);
    const depts = flat((await callApi(app.server, '/setting/dept/tree', { token })).json.data.value as Dept[]);
    const deptId = (name: string) => depts.find((d) => d.name === name)!._id;
    const role = await callApi(app.server, '/setting/role/add', {
      method: 'POST',
      token,
      body: { name: '渠道销售', permissions: { customer: { actions: ['list', 'show', 'create'], scope: 'own' } } },
    });
    expect(role.json.success, role.json.message).toBe(true);
    for (const [username, displayName, dept] of [
      ['scope_mgr', '渠道经理', '渠道销售部'],
      ['scope_rep', '渠道组员', '渠道一组'],
    ]) {
      const added = await callApi(app.server, '/setting/org/addUser', {
        method: 'POST',
        token,
        body: { username, password: PASSWORD, displayName, roleIds: [role.json.data.value._id], deptId: deptId(dept) },
      });
      expect(added.json.success, added.json.message).toBe(true);
      const own = await signInApi(app.server, username, PASSWORD);
      const customer = await callApi(app.server, '/business/customer/add', {
        method: 'POST',
        token: own.token,
        projectId: own.projectId,
        body: { name: `${displayName}的客户`, type: 1, contactMethod: 0, contactValue: '13800138000' },
      });
      expect(customer.json.success, customer.json.message).toBe(true);
    }

    // 3. 角色管理: 销售's 客户 scope becomes 本部门及以下.
    await page.goto('/app/setting/role');
    await page.locator('tr', { hasText: '渠道销售' }).getByText('编辑').click();
    await choose(page, drawer(page), '客户的数据范围', '本部门及以下', { only: true });
    expect(await seriousAxeProblems(page, { within: '.ant-drawer-content', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'data-scopes-role');
    await drawer(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await drawer(page).waitFor({ state: 'detached' });

    // 4. The manager sees both customers, the rep only the team's.
    const manager = await signedInPage(app, { username: 'scope_mgr', password: PASSWORD });
    await manager.page.goto('/app/customer');
    await expect.poll(() => tableText(manager.page)).toContain('渠道组员的客户');
    expect(await tableText(manager.page)).toContain('渠道经理的客户');
    expect(await seriousAxeProblems(manager.page, { within: '.ant-layout-content', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(manager.page, 'data-scopes-manager');
    const rep = await signedInPage(app, { username: 'scope_rep', password: PASSWORD });
    await rep.page.goto('/app/customer');
    await expect.poll(() => tableText(rep.page)).toContain('渠道组员的客户');
    expect(await tableText(rep.page)).not.toContain('渠道经理的客户');
    await screenshot(rep.page, 'data-scopes-rep');

    // 5. 在线用户 lists both sign-ins; 强退 ends the rep's: their next step lands on the login screen.
    await page.goto('/app/setting/onlineUser');
    const row = (name: string) => page.locator('.ant-table-row').filter({ hasText: name });
    await row('scope_mgr').waitFor();
    await row('scope_rep').waitFor();
    await screenshot(page, 'data-scopes-online');
    await row('scope_rep')
      .getByRole('button', { name: /^强退 / })
      .click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /强\s*退/ })
      .click();
    await expect.poll(() => row('scope_rep').count()).toBe(0);
    expect(await row('scope_mgr').count()).toBe(1);
    await rep.page.reload();
    await rep.page.waitForURL(/\/login/);
    await manager.page.reload();
    await expect.poll(() => tableText(manager.page)).toContain('渠道组员的客户');

    await rep.context.close();
    await manager.context.close();
    await admin.context.close();
  });
});
