import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_ADMIN, callApi, e2eEnabled, screenshot, signedIn, signedInPage } from './helpers/harness';
import { dialog, labelledSelect, openSelect } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const tree = (page: Page) => page.getByRole('navigation', { name: '部门树' });
/** A department's title in the tree: its name, with the head count when it has people. */
const node = (page: Page, name: string) => tree(page).locator('.ant-tree-title', { hasText: new RegExp(`^${name}(（\\d+）)?$`) });
const save = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
/** The person rows of the list, by username. */
const usernames = (page: Page) => page.locator('.ant-table-tbody tr td:nth-child(2)').allTextContents();

async function addDepartment(page: Page, name: string) {
  await page.getByRole('button', { name: /新建部门/ }).click();
  await dialog(page).getByLabel('部门名称').fill(name);
  await save(page);
  await node(page, name).waitFor();
}

interface Dept {
  _id: string;
  name: string;
  parentId: string | null;
  children: Dept[];
}
const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

/** The tree as the server holds it, read with the browser's own session. */
async function serverTree(page: Page, server: Parameters<typeof callApi>[0]): Promise<Dept[]> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authToken')!) as string);
  const { json } = await callApi(server, '/setting/dept/tree', { token, projectId: '' });
  return (json.data as { value: Dept[] }).value;
}

describe.skipIf(!e2eEnabled)('departments (部门) of 组织与人员 in Chromium', () => {
  const app = signedIn(DEMO_ADMIN);

  it('builds a tree, moves a department by dragging, places a person, filters the list by a department and below, explains a refused delete', async () => {
    const { page, server } = app;
    await page.goto('/app/setting/org');
    await node(page, '郑州云帆信息科技有限公司').waitFor();

    // 1. 销售中心 at the top (全部 selected), then 华东组 under it (the selected one is the default parent).
    await addDepartment(page, '销售中心');
    await node(page, '销售中心').click();
    await page.getByRole('button', { name: /新建部门/ }).click();
    expect(await dialog(page).locator('.ant-select-selection-item', { hasText: '销售中心' }).count()).toBe(1);
    await dialog(page).getByLabel('部门名称').fill('华东组');
    expect(await seriousAxeProblems(page, { within: '.ant-modal-content', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'departments-dialog');
    await save(page);
    await node(page, '华东组').waitFor();

    // 2. A department dragged onto 销售中心 becomes its child.
    await tree(page).getByText('全部').click();
    await addDepartment(page, '待移部门');
    await node(page, '待移部门').dragTo(node(page, '销售中心'));
    const parentOf = async (name: string) => {
      const all = flat(await serverTree(page, server));
      return all.find((d) => d._id === all.find((x) => x.name === name)?.parentId)?.name ?? null;
    };
    await expect.poll(() => parentOf('待移部门')).toBe('销售中心');
    expect(await parentOf('华东组')).toBe('销售中心');

    // 3. 李晓明 into 华东组 through the person dialog's 所属部门.
    await page.locator('tr', { hasText: 'demo_staff' }).getByText('编辑').click();
    await openSelect(page, labelledSelect(dialog(page), '所属部门'));
    // The person dialog's required selects (角色, 所属项目) carry no attribute their box may not have.
    expect(await seriousAxeProblems(page, { within: '.ant-modal-content', ...COMPONENT_CHECKS })).toEqual([]);
    // Clicked by event where it is, as helpers/antd.ts `pick` does (the dropdown aligns after measuring).
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: /^华东组$/ }).dispatchEvent('click');
    await save(page);
    await page.locator('tr', { hasText: 'demo_staff' }).getByText('华东组').waitFor();

    // 4. 销售中心 lists the people of 华东组 below it; 全部 lists everyone again.
    await node(page, '销售中心').click();
    await expect.poll(() => usernames(page)).toEqual(['demo_staff']);
    expect(await seriousAxeProblems(page, { within: '.org-page', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'departments-1440');
    await tree(page).getByText('全部').click();
    await expect.poll(async () => (await usernames(page)).length).toBeGreaterThan(1);

    // 5. 删除 of a department with a member is refused, with the server's reason.
    await node(page, '华东组').click();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => page.locator('.ant-notification').textContent()).toContain('该部门下还有 1 名成员，请先调整他们的部门');
    await screenshot(page, 'departments-refused-delete');
    await node(page, '华东组').waitFor();
  });

  it('on a 390 px phone the tree sits above the list and still filters it', async () => {
    const { page, context } = await signedInPage(app, DEMO_ADMIN, PHONE);
    await page.goto('/app/setting/org');
    await node(page, '华东销售组').waitFor();
    const treeBox = (await tree(page).boundingBox())!;
    const tableBox = (await page.locator('.ant-table').boundingBox())!;
    expect(treeBox.y + treeBox.height).toBeLessThanOrEqual(tableBox.y);
    expect(treeBox.x + treeBox.width).toBeLessThanOrEqual(390);
    await node(page, '财务部').click();
    await page.getByText('没有符合条件的人员').waitFor();
    expect(await seriousAxeProblems(page, { within: '.org-page', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'departments-390');
    await context.close();
  });
});
