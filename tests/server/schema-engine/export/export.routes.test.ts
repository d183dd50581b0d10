import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { anotherTenantAdmin } from '../../helpers/replies';

/**
 * 导出 of any list (docs/schema-engine.md): the rows the list shows under its filters, search and
 * sort, the columns asked for that the caller may see, Chinese headers and Excel's own numbers and
 * dates; 导出所选; the `export` right; a designed resource; the job flow, on both databases.
 */
const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
const PASSWORD = 'Export12345';

/** The sheet's rows as arrays of cell values (header first). */
async function sheetOf(res: LightMyRequestResponse): Promise<{ rows: unknown[][]; sheet: ExcelJS.Worksheet }> {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, sheet };
}

describe.each(dialects)('export on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  const ids: Record<string, string> = {};

  async function userWith(username: string, permissions: Record<string, unknown>) {
    const role = ok(await admin.post('/setting/role/add', { name: `导出测试${username}`, permissions })).value;
    ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName: username, roleIds: [role._id] }));
    return t.as(await t.login(username, PASSWORD));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    const tag = ok(await admin.post('/business/customer_tags/add', { name: '导出标签' }))._id;
    for (const [key, name, type, tags] of [
      ['a', '导出甲公司', 1, [tag]],
      ['b', '导出乙公司', 0, []],
      ['c', '导出丙公司', 1, []],
    ] as const) {
      ids[key] = ok(
        await admin.post('/business/customer/add', {
          name,
          type,
          contactMethod: 0,
          contactValue: '13800138000',
          tags,
          ownerId: t.ids.adminUserId,
        }),
      )._id;
    }
  });
  afterAll(async () => t?.close());

  const query = { q: '导出', type: 1, sortField: 'name', sortOrder: 'asc' };

  it('writes the rows the list shows, in its order, with Chinese headers and readable cells', async () => {
    const listed = ok(await admin.get('/business/customer/list', { ...query, pageSize: 100 })).rows.map((r: { name: string }) => r.name);
    const res = await admin.get('/business/customer/export', { ...query, columns: 'name,type,tags,ownerId,createdAt,操作' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''%E5%AE%A2%E6%88%B7_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const { rows } = await sheetOf(res);
    expect(rows[0]).toEqual(['客户名称', '客户类型', '客户标签', '负责人', '创建时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed);
    expect(listed.length).toBe(2);
    const first = rows.find((r) => r[0] === '导出甲公司')!;
    expect(first[1]).toBe('企业');
    expect(first[2]).toBe('导出标签');
    const owner = ok(await admin.get('/business/staff/findById', { _id: t.ids.adminUserId })).displayName;
    expect(first[3]).toBe(owner);
    expect(first[4]).toBeInstanceOf(Date);
  });

  it('exports only the selected rows (导出所选)', async () => {
    const { rows } = await sheetOf(
      await admin.get('/business/customer/export', { _ids: `${ids.b},${ids.c}`, columns: 'name', sortField: 'name', sortOrder: 'asc' }),
    );
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['导出丙公司', '导出乙公司'].sort());
  });

  it("refuses a bad filter with the list's own 400", async () => {
    const list = await admin.get('/business/customer/list', { nope: 1 });
    const res = await admin.get('/business/customer/export', { nope: 1 });
    expect([res.statusCode, res.json().message]).toEqual([400, list.json().message]);
  });

  it('needs the export right, and never exports a field hidden from the caller', async () => {
    const lister = await userWith('export_lister', { customer: { actions: ['list', 'show'] } });
    const refused = await lister.get('/business/customer/export', { columns: 'name' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, '没有导出客户的权限']);
    const hiding = await userWith('export_hiding', {
      customer: { actions: ['list', 'show', 'export'], fields: { contactValue: 'hidden' } },
    });
    const { rows } = await sheetOf(await hiding.get('/business/customer/export', { ...query, columns: 'name,contactValue' }));
    expect(rows[0]).toEqual(['客户名称']);
    expect(rows.length).toBe(3);
  });

  it('exports only their own rows to a caller of own scope', async () => {
    const own = await userWith('export_own', { customer: { actions: ['list', 'show', 'create', 'export'], scope: 'own' } });
    ok(await own.post('/business/customer/add', { name: '导出自己的客户', type: 1, contactMethod: 0, contactValue: '13800138000' }));
    const { rows } = await sheetOf(await own.get('/business/customer/export', { q: '导出', columns: 'name' }));
    expect(rows.slice(1)).toEqual([['导出自己的客户']]);
  });

  it('exports a designed resource: money as yuan with the ¥ format, dates as dates', async () => {
    const design = {
      name: 'expense',
      label: '费用',
      icon: 'StarOutlined',
      titleField: 'title',
      fields: [
        { name: 'title', label: '事由', type: 'text', required: true, searchable: true },
        { name: 'amount', label: '金额', type: 'money' },
        { name: 'day', label: '日期', type: 'date', sortable: true },
        { name: 'paid', label: '已报销', type: 'boolean' },
      ],
    };
    ok(await admin.post('/setting/resource/save', { schema: design }));
    ok(await admin.post('/setting/resource/publish', { name: 'expense' }));
    ok(await admin.post('/business/custom/expense/add', { title: '出差', amount: 123456, day: '2026-03-05', paid: true }));
    const res = await admin.get('/business/custom/expense/export', { columns: 'title,amount,day,paid' });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('费用_'));
    const { rows, sheet } = await sheetOf(res);
    expect(rows).toEqual([
      ['事由', '金额', '日期', '已报销'],
      ['出差', 1234.56, new Date(Date.UTC(2026, 2, 5)), '是'],
    ]);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('¥#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('yyyy-mm-dd');
  });

  it('writes a large export as a job its starter alone can follow and download (not another user, not another tenant)', async () => {
    const started = ok(
      await admin.post(`/business/customer/exportJob?${new URLSearchParams({ ...query, type: '1', columns: 'name' })}`, {}),
    );
    expect(typeof started.jobId).toBe('string');
    let job: { status: string; progress: number; total: number; url?: string } = { status: 'running', progress: 0, total: 0 };
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      job = ok(await admin.get('/setting/job/findById', { _id: started.jobId })).value;
      if (job.status === 'running') await new Promise((r) => setTimeout(r, 50));
    }
    const listed = ok(await admin.get('/business/customer/list', { ...query, pageSize: 100 })).rows.map((r: { name: string }) => r.name);
    expect(job).toMatchObject({ status: 'done', progress: listed.length, total: listed.length });
    const { rows } = await sheetOf(await admin.get(job.url!));
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed);

    const other = await userWith('export_other', { customer: { actions: ['list', 'export'] } });
    expect((await other.get('/setting/job/findById', { _id: started.jobId })).statusCode).toBe(404);
    expect((await other.get(job.url!)).statusCode).toBe(404);
    const otherTenant = await anotherTenantAdmin(t);
    expect((await otherTenant.get('/setting/job/findById', { _id: started.jobId })).statusCode).toBe(404);
    expect((await otherTenant.get(job.url!)).statusCode).toBe(404);
  });
});
