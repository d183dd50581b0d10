import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { cascaderOption, choose, placedPopover } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

/**
 * The resource designer (docs/requirements.md §10.3), in Chromium against the built server, with no restart: an admin designs 设备台账 in 设置 →
 * 数据模型 (ten fields of nine types: a reference to 客户, 省市区, 自动编号 and 附件 among them), sees it in
 * the preview, publishes it, finds it in the menu, meets a Chinese validation error, then creates,
 * lists, filters, edits and deletes records; then adds 行业 to 客户 and finds it in the customer form,
 * list and filter.
 */
describe.skipIf(!e2eEnabled)('the resource designer in Chromium', () => {
  const app = signedIn(DEMO_ADMIN);

  /** 添加字段, then the new field's label, name and type (it opens as the last field). */
  async function addField(label: string, name: string, type: string) {
    const { page } = app;
    await page.getByRole('button', { name: /添加字段/ }).click();
    const field = page.getByRole('group', { name: /^字段：/ }).last();
    await field.getByLabel('显示名称').fill(label);
    await field.getByLabel('字段名').fill(name);
    // The type select is searchable (two dozen types, a virtual list): type the name, pick it.
    await choose(page, field, '类型', new RegExp(`^${type}$`), { search: type });
    return page.getByRole('group', { name: `字段：${label}` });
  }

  it('designs 设备台账, previews and publishes it, then works with its records', async () => {
    const { page } = app;
    await page.goto('/app/setting/resource');
    await page.getByRole('button', { name: /新建资源/ }).click();
    await page.getByLabel('API 名称').fill('equipment');
    await page.getByLabel('中文名称').fill('设备台账');
    // The first field (名称, the title) comes with a new resource; the others are added.
    const name = page.getByRole('group', { name: '字段：名称' });
    await name.getByRole('button', { name: '名称' }).first().click();
    await name.getByLabel('显示名称').fill('设备名称');
    await addField('编号', 'code', '自动编号');
    await page.getByLabel('编号规则').fill('SB-{YYYY}-{0000}');
    const status = await addField('状态', 'status', '单选');
    await status.getByLabel('选项1的取值').fill('on');
    await status.getByLabel('选项1的显示名称').fill('在用');
    await status.getByLabel('选项2的取值').fill('off');
    await status.getByLabel('选项2的显示名称').fill('停用');
    await status.getByText('可筛选').click();
    const customer = await addField('使用客户', 'customerId', '关联记录');
    await choose(page, customer, '关联资源', /^客户/);
    await addField('所在地区', 'location', '省市区');
    const bought = await addField('购入日期', 'boughtOn', '日期');
    await bought.getByText('可筛选').click();
    await bought.getByText('可排序').click();
    await addField('购入价', 'price', '金额');
    const count = await addField('数量', 'count', '整数');
    await count.getByLabel('最小值').fill('1');
    await addField('说明书', 'manual', '附件');
    await addField('备注', 'note', '多行文本');
    await screenshot(page, 'designer-fields');
    // Each line opens its editor and holds its own buttons beside it, never inside it (nested-interactive).
    expect(await seriousAxeProblems(page, { within: '[data-testid="field-list"]', ...COMPONENT_CHECKS })).toEqual([]);

    // The preview renders the generated list and form from the draft, before anything is published.
    const preview = page.locator('.ant-card', { hasText: '预览' }).last();
    await expect.poll(async () => (await preview.locator('th').allTextContents()).join(' ')).toContain('使用客户');
    await preview.getByRole('tab', { name: '表单' }).click();
    await preview.locator('.ant-tabs-tabpane-active').getByText('所在地区').first().waitFor();
    await screenshot(page, 'designer-preview');

    // 保存草稿 says so beside the buttons; no notice covers 发布's confirmation, whose 确定 is the
    // topmost element where it is clicked (a 操作成功 notice over it swallowed a first publish).
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^草稿已保存/ })
      .waitFor();
    await page.getByRole('button', { name: /发\s*布/ }).click();
    const publish = (await placedPopover(page)).getByRole('button', { name: /确\s*定/ });
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    expect(
      await publish.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    await publish.click();
    await page.getByText('已发布版本 1').first().waitFor();

    // In the menu at once (no reload, no restart).
    await page.locator('.app-sider').getByText('设备台账').click();
    await page.waitForURL(/\/app\/equipment$/);
    // 新建 of the list, not 新建资源 of the designer (kept in the tab bar while the list comes up).
    await page
      .getByRole('button', { name: /新\s*建$/ })
      .filter({ visible: true })
      .click();
    await page.waitForURL(/\/app\/equipment\/create$/);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('请输入设备名称').first().waitFor();
    await screenshot(page, 'designer-new-record-error');
    await page.getByLabel('设备名称').fill('叉车');
    await choose(page, page, '使用客户', /./);
    await page.getByLabel('所在地区').click();
    await cascaderOption(page, '河南省').dispatchEvent('click');
    await cascaderOption(page, '郑州市').dispatchEvent('click');
    await cascaderOption(page, '中原区').dispatchEvent('click');
    await page.getByLabel('购入日期').fill('2026-03-01');
    await page.getByLabel('购入日期').press('Enter');
    await page.getByLabel('数量').fill('2');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/app\/equipment\/show\//);
    await page
      .getByText(/^SB-\d{4}-0001$/)
      .first()
      .waitFor();
    await page.getByText('河南省 郑州市 中原区').first().waitFor();
    await screenshot(page, 'designer-record-show');

    // A second record, then the list, a filter, an edit and a delete.
    await page.goto('/app/equipment/create');
    await page.getByLabel('设备名称').fill('打印机');
    await choose(page, page, '状态', '停用');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/app\/equipment\/show\//);
    await page.goto('/app/equipment');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, 'designer-list');
    await choose(page, page, '状态', '停用');
    await page
      .locator('.app-content')
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    // Until the filtered page arrives the table shows the unfiltered one (or none while it loads):
    // wait for exactly the one row the filter leaves.
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('打印机')]);
    await rows
      .first()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await page.waitForURL(/\/app\/equipment\/edit\//);
    await page.getByLabel('备注').fill('已修好');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/app\/equipment\/show\//);
    await page.getByText('已修好').first().waitFor();
    await page.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popover:visible, .ant-modal:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.waitForURL(/\/app\/equipment$/);
    // The whole list again, without the deleted 打印机 (not the filtered page, which held it alone).
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('叉车')]);
  });

  it('adds 行业 to 客户 and finds it in the customer form, list and filter', async () => {
    const { page } = app;
    await page.goto('/app/setting/resource');
    await page
      .locator('tr', { has: page.locator('code', { hasText: /^customer$/ }) })
      .getByText('添加字段')
      .click();
    const industry = await addField('行业', 'industry', '单选');
    await industry.getByLabel('选项1的取值').fill('mfg');
    await industry.getByLabel('选项1的显示名称').fill('制造业');
    await industry.getByLabel('选项2的取值').fill('it');
    await industry.getByLabel('选项2的显示名称').fill('信息技术');
    await industry.getByText('可筛选').click();
    await screenshot(page, 'designer-customer-fields');
    await page.getByRole('button', { name: /发\s*布/ }).click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('已发布版本 1').first().waitFor();

    await page.goto('/app/customer/create');
    await page.getByLabel('客户名称').fill('行业测试客户');
    await page.getByLabel('联系号码').fill('13800138000');
    await choose(page, page, '行业', '信息技术');
    await screenshot(page, 'designer-customer-form');
    await page
      .getByRole('button', { name: /^保\s*存$/ })
      .filter({ visible: true })
      .click();
    await page.waitForURL(/\/app\/customer\/show\//);
    await page.getByText('信息技术').first().waitFor();

    // The list has its column, and its filter (behind 更多筛选: the first filters show, the rest fold).
    await page.goto('/app/customer');
    await page.locator('th', { hasText: '行业' }).first().waitFor();
    await page.getByText('更多筛选').filter({ visible: true }).click();
    await choose(page, page, '行业', '信息技术');
    await page
      .locator('.app-content')
      .getByRole('button', { name: /搜\s*索/ })
      .filter({ visible: true })
      .click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
    // The new customer heads the unfiltered first page too, so wait for the filtered page itself:
    // exactly one row, this one.
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('行业测试客户')]);
    await screenshot(page, 'designer-customer-list');
  });
});
