import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page, text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const dialog = (page: Page) => page.getByRole('dialog', { name: '导入客户' });

describe.skipIf(!e2eEnabled)('导入 (docs/schema-engine.md)', () => {
  const app = signedIn(DEMO_ADMIN);
  const stamp = Date.now().toString(36);
  const names = [`导入E2E甲${stamp}`, `导入E2E乙${stamp}`];

  /** The downloaded template filled with two customers, the second's phone `phone`. */
  async function filled(template: string, phone: string): Promise<string> {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(template);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const col = (label: string) => headers.indexOf(label) + 1;
    const rows: Array<[string, string]> = [
      [names[0], '13800138000'],
      [names[1], phone],
    ];
    rows.forEach(([name, value], i) => {
      sheet.getCell(i + 2, col('*客户名称')).value = name;
      sheet.getCell(i + 2, col('客户类型')).value = '企业';
      sheet.getCell(i + 2, col('*联系号码')).value = value;
    });
    const file = path.join(os.tmpdir(), `import-${stamp}-${phone}.xlsx`);
    await book.xlsx.writeFile(file);
    return file;
  }

  it('客户: downloads the template, imports a sheet with a bad row (reported by row and column), then the fixed one', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await button(page, '导入').click();
    await dialog(page).waitFor();

    const download = page.waitForEvent('download');
    await button(page, '下载导入模板').click();
    const template = await (await download).path();

    await page.locator('input[type=file][aria-label="选择导入文件"]').setInputFiles(await filled(template, '123'));
    await button(page, '开始导入').click();
    const report = page.getByRole('table', { name: '未导入的行' });
    await report.waitFor();
    await expect.poll(() => report.locator('tbody tr.ant-table-row').first().textContent()).toContain('3联系号码手机号码格式不正确');
    expect(await page.getByRole('status').textContent()).toContain('未导入任何数据');
    expect(await seriousAxeProblems(page, { within: '.ant-modal-content', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'import-customer-refused');

    await page.locator('input[type=file][aria-label="选择导入文件"]').setInputFiles(await filled(template, '13800138001'));
    await button(page, '开始导入').click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('导入成功：新增 2 条');
    await screenshot(page, 'import-customer-done');
    await button(page, '关闭').first().click();

    await page.getByPlaceholder('搜索客户名称、联系人、联系号码').fill(`导入E2E`);
    await page.keyboard.press('Enter');
    for (const name of names) await page.locator('.ant-table-tbody').getByText(name).waitFor();
  });
});
