import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, line, salesSettings } from '../../helpers/sales-fixtures';

/**
 * 导出 of a family's list (the order views, families.ts): one member when the list's filter names
 * it, with that member's right; across the family only with the right on every member; line items
 * (a table of their own) written one line per row with their titles.
 */
const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
const PASSWORD = 'Export12345';

async function sheetOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe.each(dialects)('export of the order views on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    const s = await salesSettings(t, admin);
    code = (await addOrder(admin, { type: 0, lines: [line(3, 12345, { taxId: s.vat13 })] })).code;
    await addOrder(admin, { type: 1, lines: [line(1, 999)] });
  });
  afterAll(async () => t?.close());

  it('exports the orders the list names: titles, yuan, and the lines one a line', async () => {
    const listed = ok(await admin.get('/business/order/list', { type: 0, pageSize: 100 }));
    const sheet = await sheetOf(await admin.get('/business/order/export', { type: 0, columns: 'code,customerId,total,lines' }));
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['订单号', '客户', '总金额', '明细']);
    expect(sheet.actualRowCount - 1).toBe(listed.total);
    let found = 0;
    sheet.eachRow((row, n) => {
      if (n === 1 || row.getCell(1).value !== code) return;
      found++;
      expect(row.getCell(2).value).toBe('河南大象科技有限公司');
      const order = listed.rows.find((r: { code: string }) => r.code === code);
      expect(row.getCell(3).value).toBe(order.total / 100);
      expect(row.getCell(3).numFmt).toBe('¥#,##0.00');
      const lines = String(row.getCell(4).value);
      expect(lines).toContain('产品名称：测试产品');
      expect(lines).toContain('数量：3');
      expect(lines).toContain('单价：¥123.45');
      expect(lines).toContain('税费：增值税 13%');
    });
    expect(found).toBe(1);
  });

  it('needs the export right on the member named, and on every member across the family', async () => {
    const role = ok(
      await admin.post('/setting/role/add', {
        name: '只导出订单',
        permissions: { order: { actions: ['list', 'show', 'export'] }, customer_quotation: { actions: ['list', 'show'] } },
      }),
    ).value;
    ok(
      await admin.post('/setting/org/addUser', {
        username: 'export_orders',
        password: PASSWORD,
        displayName: '只导出订单',
        roleIds: [role._id],
      }),
    );
    const orders = t.as(await t.login('export_orders', PASSWORD));
    expect((await orders.get('/business/order/export', { type: 0, columns: 'code' })).statusCode).toBe(200);
    const quotations = await orders.get('/business/order/export', { type: 1, columns: 'code' });
    expect([quotations.statusCode, quotations.json().message]).toEqual([403, '没有导出客户报价单的权限']);
    expect((await orders.get('/business/order/export', { columns: 'code' })).statusCode).toBe(403);
  });
});
