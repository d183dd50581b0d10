import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, E2E_ADMIN, e2eEnabled, screenshot, signedIn, signedInPage } from './helpers/harness';
import { dialog, projectSwitcher, switchProject } from './helpers/antd';

const save = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
const companyName = (page: Page) => page.getByTestId('company-name').textContent();

describe.skipIf(!e2eEnabled)('settings and admin screens in Chromium', () => {
  const app = signedIn(DEMO_ADMIN);

  it('组织与人员: demo_admin adds a staff user, who can then sign in', async () => {
    const { page: admin } = app;
    await admin.goto('/app/setting/org');
    await admin.getByText('李晓明').waitFor();
    await admin.getByRole('button', { name: /新\s*建$/ }).click();
    await dialog(admin).getByLabel('用户名').fill('e2e_staff');
    await dialog(admin).getByLabel('初始密码').fill('Staff12345');
    await dialog(admin).getByLabel('姓名').fill('测试员工');
    await dialog(admin).getByLabel('手机号').fill('13912345678');
    await screenshot(admin, 'settings-org-add');
    await save(admin);
    const row = admin.locator('tr', { hasText: 'e2e_staff' });
    await row.waitFor();
    expect(await row.textContent()).toContain('员工');
    await admin.getByText('操作成功').first().waitFor();
    await screenshot(admin, 'settings-org-list');

    const { page: staff, context } = await signedInPage(app, { username: 'e2e_staff', password: 'Staff12345' });
    await staff.getByRole('button', { name: '用户菜单' }).getByText('测试员工').waitFor();
    await staff.getByText('销售趋势').waitFor();
    // Staff see no admin-type entries.
    expect(await staff.locator('.app-sider').getByText('租户管理').count()).toBe(0);
    await screenshot(staff, 'settings-org-staff-signed-in');
    await context.close();
  });

  it('设置: a new company name shows in the header at once', async () => {
    const { page: admin } = app;
    await admin.goto('/app/setting/general');
    const name = admin.getByLabel('公司名称');
    await expect.poll(() => name.inputValue()).toBe('郑州云帆信息科技有限公司');
    await name.fill('郑州云帆科技集团');
    await admin
      .getByRole('button', { name: /保\s*存/ })
      .first()
      .click();
    await expect.poll(() => companyName(admin)).toBe('郑州云帆科技集团');
    await screenshot(admin, 'settings-general');
    // The stored settings map follows, so a reload shows the same name.
    await admin.reload();
    await expect.poll(() => companyName(admin)).toBe('郑州云帆科技集团');
  });

  it('多项目管理: a new project is offered by the switcher and can be chosen', async () => {
    const { page: admin } = app;
    await admin.goto('/app/setting/projects');
    await admin.locator('tr', { hasText: '华东分公司' }).waitFor();
    await admin.getByRole('button', { name: /新\s*建/ }).click();
    await dialog(admin).getByLabel('项目名称').fill('西北分公司');
    await save(admin);
    await admin.locator('tr', { hasText: '西北分公司' }).waitFor();
    await screenshot(admin, 'settings-projects');

    await switchProject(admin, '西北分公司');
    await expect.poll(() => projectSwitcher(admin).getAttribute('aria-label')).toBe('当前项目：西北分公司');
    const stored = await admin.evaluate(() => [localStorage.getItem('currentProject'), localStorage.getItem('userProject')]);
    const projects = JSON.parse(stored[1]!) as { _id: string; name: string }[];
    expect(JSON.parse(stored[0]!)).toBe(projects.find((p) => p.name === '西北分公司')!._id);
    // The new project starts with the company info of Main.
    await expect.poll(() => companyName(admin)).toBe('郑州云帆科技集团');
    await admin.goto('/app/setting/role');
    await admin.locator('tr', { hasText: '内置' }).first().waitFor();
    await screenshot(admin, 'settings-role-admin');
  });

  it('the super-admin opens 租户管理 and 菜单设置', async () => {
    const { page: root, context } = await signedInPage(app, E2E_ADMIN);
    await root.goto('/app/tenant');
    const tenant = root.locator('tr', { hasText: '郑州云帆信息科技有限公司' });
    await tenant.waitFor();
    expect(await tenant.textContent()).toContain('启用');
    // The tenant the super-admin is signed in to cannot be disabled from here.
    expect(await tenant.getByText('停用').count()).toBe(0);
    await root.getByRole('button', { name: /新\s*建/ }).click();
    await dialog(root).getByLabel('租户名称').fill('洛阳测试科技有限公司');
    await dialog(root).getByLabel('管理员用户名').fill('ly_e2e_admin');
    await dialog(root).getByLabel('管理员密码').fill('Luoyang123');
    await save(root);
    const added = root.locator('tr', { hasText: '洛阳测试科技有限公司' });
    await added.waitFor();
    await added.getByText('停用').click();
    await root
      .locator('.ant-popconfirm:visible', { hasText: '确定停用租户“洛阳测试科技有限公司”吗？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await added.getByText('已停用').waitFor();
    await root.locator('.ant-popconfirm:visible').waitFor({ state: 'detached' });
    await screenshot(root, 'admin-tenant');

    await root.goto('/app/menu');
    await root.locator('.ant-tree').getByText('仪表盘').click();
    await expect.poll(() => root.getByLabel('菜单名称').inputValue()).toBe('仪表盘');
    await root.getByRole('button', { name: '新建子菜单' }).waitFor();
    await screenshot(root, 'admin-menu');
    await context.close();
  });
});
