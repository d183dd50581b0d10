import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { choose } from './helpers/antd';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';
import { listShown, nextListAnswer } from './helpers/lists';

/** antd puts a space between two Chinese characters of a button. */
const button = (page: Page, text: string) => page.locator('button', { hasText: new RegExp(`^\\s*${[...text].join('\\s*')}\\s*$`) });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const filterBar = (page: Page) => page.locator('form[aria-label="筛选"]:visible');

describe.skipIf(!e2eEnabled)('导出 (docs/schema-engine.md)', () => {
  const app = signedIn(DEMO_ADMIN);

  it('客户: exports the filtered list as shown — its rows, order and columns — in a file exceljs reads', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await rows(page).first().waitFor();
    await choose(page, filterBar(page), '客户类型', '企业');
    await page.keyboard.press('Escape');
    const listed = nextListAnswer(page, '/business/customer', (url) => url.searchParams.has('type') || url.searchParams.has('type__in'));
    await button(page, '搜索').click();
    const { total } = await listShown(page, listed);
    // The title column links to the show page: the names in the list's order.
    const shown = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('td a')?.textContent ?? ''));
    const headers = await page.locator('.ant-table-thead th').allTextContents();

    const download = page.waitForEvent('download');
    await button(page, '导出').focus();
    await page.keyboard.press('Enter');
    const file = await (await download).path();

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header[0]).toBe('客户名称');
    // Every column of the file is one the list shows (操作 and the selection are not fields).
    for (const h of header) expect(headers).toContain(h);
    expect(sheet.actualRowCount - 1).toBe(total);
    const type = header.indexOf('客户类型') + 1;
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      names.push(String(row.getCell(1).value));
      expect(row.getCell(type).value).toBe('企业');
    });
    expect(names.slice(0, shown.length)).toEqual(shown);

    // The list's toolbar, where 导出 sits, and its table.
    expect(await seriousAxeProblems(page, { within: '.ant-card-head', ...COMPONENT_CHECKS })).toEqual([]);
    expect(await seriousAxeProblems(page, { within: '.list-table', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'export-customer-filtered');
  });

  it('客户: 导出所选 exports the chosen rows alone', async () => {
    const { page } = app;
    const boxes = rows(page).locator('.ant-checkbox-input');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const chosen = await rows(page).evaluateAll((trs) =>
      trs.filter((tr) => tr.querySelector('input:checked')).map((tr) => tr.querySelector('td a')?.textContent ?? ''),
    );
    const download = page.waitForEvent('download');
    await button(page, '导出所选').click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    const names: string[] = [];
    book.worksheets[0].eachRow((row, n) => void (n > 1 && names.push(String(row.getCell(1).value))));
    expect(names).toEqual(chosen);
  });
});
