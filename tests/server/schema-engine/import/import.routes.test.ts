import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { personWithRights } from '../../helpers/people';
import { uploadImport, xlsx } from '../../helpers/import-files';
import { ok } from '../../helpers/replies';

/**
 * 导入 of any list (docs/schema-engine.md): the template, all-or-nothing and valid-only imports with
 * the sheet's row numbers and columns, references by title (the 负责人 by name), re-import by the natural key, the
 * `import` right, a designed resource, the audit trail, and a large file as a job; on both databases.
 */
const PASSWORD = 'Import12345';

describe.each(dialects)('import on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let token: string;

  const upload = (url: string, fileName: string, bytes: Buffer, mode?: string, as = token, locale = 'zh-CN') =>
    uploadImport(t, as, url, fileName, bytes, { mode, locale });

  const userWith = (username: string, permissions: Record<string, unknown>) => personWithRights(t, admin, username, permissions);
  const names = async (q: string) =>
    ok(await admin.get('/business/customer/list', { q, pageSize: 100 }))
      .rows.map((r: { name: string }) => r.name)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login('demo_admin');
    admin = t.as(token);
    ok(await admin.post('/business/customer_tags/add', { name: '导入标签' }));
  });
  afterAll(async () => t?.close());

  it('gives a template: the writable fields, required ones marked, choices listed, references by name', async () => {
    const res = await admin.get('/business/customer/importTemplate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('客户导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [data, notes] = book.worksheets;
    const headers = (data.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual([
      '*客户名称',
      '客户类型',
      '联系人',
      '联系方式',
      '*联系号码',
      '客户分类',
      '客户标签',
      '负责人',
      '所在地区',
      '详细地址',
      '备注',
    ]);
    expect(String(data.getRow(1).getCell(1).note)).toContain('必填');
    expect(data.getCell(2, 2).dataValidation).toMatchObject({ type: 'list', formulae: ['"个人,企业"'] });
    expect(notes.name).toBe('说明');
    const rules = new Map<string, string>();
    notes.eachRow((r, i) => i > 1 && rules.set(String(r.getCell(1).value), String(r.getCell(3).value)));
    expect(rules.get('客户类型')).toBe('可选：个人、企业');
    expect(rules.get('客户分类')).toBe('填写客户分类名称');
    expect(rules.get('客户标签')).toBe('填写客户标签名称，多个用、分隔');
    expect(rules.get('负责人')).toBe('填写员工名称');
    expect(rules.get('所在地区')).toBe('填写省、市、区县的名称，以空格分隔，如 河南省 郑州市 中原区');
  });

  it('reads 所在地区 by the names typed, as exported or as people write them; a street or an unknown place is refused', async () => {
    const withRegion = [...headers, '所在地区'];
    const refused = await xlsx(withRegion, [
      ['地区甲', '企业', '手机', '13800138030', '', '河南省 郑州市 中原区'],
      ['地区乙', '企业', '手机', '13800138031', '', '火星'],
      ['地区丙', '企业', '手机', '13800138032', '', '河南省郑州市文化路 8 号'],
    ]);
    expect(ok(await upload('/business/customer/import', '客户.xlsx', refused)).failed).toEqual([
      { row: 3, field: '所在地区', message: '所在地区“火星”不是可识别的省市区，请按“省 市 区县”填写，如 河南省 郑州市 中原区' },
      { row: 4, field: '所在地区', message: '所在地区只能填写省市区，“文化路 8 号”无法识别（街道、门牌请填在详细地址中）' },
    ]);
    const file = await xlsx(withRegion, [
      ['地区甲', '企业', '手机', '13800138030', '', '河南省 郑州市 中原区'],
      ['地区乙', '企业', '手机', '13800138031', '', '广东深圳'],
    ]);
    expect(ok(await upload('/business/customer/import', '客户.xlsx', file))).toMatchObject({ created: 2, failed: [] });
    const rows = ok(await admin.get('/business/customer/list', { q: '地区', pageSize: 10 })).rows as { name: string; region: unknown }[];
    expect(Object.fromEntries(rows.map((r) => [r.name, r.region]))).toEqual({
      地区甲: { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] },
      地区乙: { codes: ['44', '4403'], names: ['广东省', '深圳市'] },
    });
  });

  const headers = ['*客户名称', '客户类型', '联系方式', '*联系号码', '客户标签'];
  /** A good row, then a bad option, a bad phone number and a tag nobody has (rows 3–5 of the sheet). */
  const BAD_ROWS = [
    ['导入甲', '企业', '手机', '13800138000', '导入标签'],
    ['导入乙', '个体', '手机', '13800138001', ''],
    ['导入丙', '个人', '手机', '123', ''],
    ['导入丁', '个人', '手机', '13800138002', '没有的标签'],
  ];

  it('imports nothing when a row is bad (all), naming every bad row and column', async () => {
    const file = await xlsx(headers, BAD_ROWS);
    const result = ok(await upload('/business/customer/import', '客户.xlsx', file));
    expect(result.created).toBe(0);
    expect(result.failed).toEqual([
      { row: 3, field: '客户类型', message: '客户类型没有选项「个体」（可选：个人、企业）' },
      { row: 4, field: '联系号码', message: '手机号码格式不正确，应为 11 位手机号' },
      { row: 5, field: '客户标签', message: '找不到名称为「没有的标签」的客户标签' },
    ]);
    expect(await names('导入')).toEqual([]);
  });

  it('says the report in the language the import was asked in: columns by their English labels', async () => {
    const file = await xlsx(headers, BAD_ROWS);
    const result = ok(await upload('/business/customer/import', '客户.xlsx', file, 'all', token, 'en-US'));
    expect(result.failed).toEqual([
      { row: 3, field: 'Customer type', message: 'Customer type has no option "个体" (options: 个人、企业)' },
      { row: 4, field: 'Contact number', message: 'The mobile number is not valid; it should be an 11-digit mobile number' },
      { row: 5, field: 'Customer tags', message: 'Customer tags: nothing is named "没有的标签"' },
    ]);
    const key = await xlsx(
      ['*产品名称', '*产品编码', '*售价'],
      [
        ['甲', 'IMP-E', 1],
        ['乙', 'IMP-E', 1],
      ],
    );
    expect(ok(await upload('/business/product/import', '产品.xlsx', key, 'all', token, 'en-US')).failed).toEqual([
      { row: 3, field: 'Product code', message: 'Product code "IMP-E" repeats row 2' },
    ]);
    // The same file asked in Chinese says it in Chinese: nothing of the English stayed behind.
    expect(ok(await upload('/business/customer/import', '客户.xlsx', file)).failed[2]).toEqual({
      row: 5,
      field: '客户标签',
      message: '找不到名称为「没有的标签」的客户标签',
    });
  });

  it('imports the good rows only (valid), references by title, on the audit trail as 导入', async () => {
    const file = await xlsx(headers, [
      ['导入甲', '企业', '手机', '13800138000', '导入标签'],
      ['导入乙', '个体', '手机', '13800138001', ''],
    ]);
    const result = ok(await upload('/business/customer/import', '客户.xlsx', file, 'valid'));
    expect(result).toMatchObject({ created: 1, updated: 0, failed: [{ row: 3, field: '客户类型' }] });
    const [row] = ok(await admin.get('/business/customer/list', { q: '导入甲' })).rows;
    expect(row.type).toBe(1);
    const tag = ok(await admin.get('/business/customer_tags/list', { q: '导入标签' })).rows[0];
    expect(row.tags).toEqual([tag._id]);
    const trail = ok(await admin.get('/setting/audit/list', { resource: 'customer', recordId: row._id })).rows;
    expect(trail.map((e: { actionLabel: string }) => e.actionLabel)).toEqual(['导入']);
  });

  it('finds every title of a file even where one title is shared by many records', async () => {
    // Five tags of one name, made after the one of its own (the newest are read first): a page of
    // titles must not fill with them.
    ok(await admin.post('/business/customer_tags/add', { name: '导入独有标签' }));
    for (let i = 0; i < 5; i++) ok(await admin.post('/business/customer_tags/add', { name: '导入重名标签' }));
    const file = await xlsx(headers, [
      ['重名甲', '企业', '手机', '13800138020', '导入重名标签'],
      ['独有乙', '企业', '手机', '13800138021', '导入独有标签'],
    ]);
    const result = ok(await upload('/business/customer/import', '客户.xlsx', file, 'valid'));
    expect(result).toMatchObject({
      created: 1,
      failed: [{ row: 2, field: '客户标签', message: expect.stringContaining('有多个名称为「导入重名标签」') }],
    });
    expect(await names('独有乙')).toEqual(['独有乙']);
  });

  it('reads the 负责人 by name among those who may be chosen: unknown, disabled or shared names refused', async () => {
    const person = async (username: string, displayName: string) =>
      ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName })).value._id as string;
    const owner = await person('import_owner', '导入负责人');
    await person('import_twin_a', '导入同名');
    await person('import_twin_b', '导入同名');
    ok(await admin.post('/setting/org/disable', { _id: await person('import_left', '导入离职') }));
    const withOwner = [...headers, '负责人'];
    const refused = await xlsx(withOwner, [
      ['有主甲', '个人', '手机', '13800138010', '', '导入负责人'],
      ['有主乙', '个人', '手机', '13800138011', '', '没有这个人'],
      ['有主丙', '个人', '手机', '13800138012', '', '导入同名'],
      ['有主丁', '个人', '手机', '13800138013', '', '导入离职'],
    ]);
    expect(ok(await upload('/business/customer/import', '客户.xlsx', refused))).toEqual({
      created: 0,
      updated: 0,
      failed: [
        { row: 3, field: '负责人', message: '找不到名称为「没有这个人」的员工' },
        { row: 4, field: '负责人', message: '有多个名称为「导入同名」的员工' },
        { row: 5, field: '负责人', message: '找不到名称为「导入离职」的员工' },
      ],
    });
    expect(ok(await admin.get('/business/customer/list', { q: '有主' })).total).toBe(0);
    const good = await xlsx(withOwner, [['有主甲', '个人', '手机', '13800138010', '', '导入负责人']]);
    expect(ok(await upload('/business/customer/import', '客户.xlsx', good))).toMatchObject({ created: 1, failed: [] });
    const [row] = ok(await admin.get('/business/customer/list', { q: '有主甲' })).rows;
    expect(row.ownerId).toBe(owner);
  });

  it('reads a CSV too', async () => {
    const csv = Buffer.from(`\uFEFF客户名称,联系号码,备注\n导入CSV,13800138009,"一行,带逗号"\n`);
    expect(ok(await upload('/business/customer/import', 'c.csv', csv))).toMatchObject({ created: 1, failed: [] });
  });

  it('updates by the natural key on a second import (产品编码), adding no duplicates', async () => {
    const file = async (price: number) =>
      xlsx(
        ['*产品名称', '*产品编码', '*售价', '状态'],
        [
          ['导入产品一', 'IMP-001', price, ''],
          ['导入产品二', 'IMP-002', price, ''],
        ],
      );
    const first = ok(await upload('/business/product/import', '产品.xlsx', await file(12.5)));
    expect(first).toMatchObject({ created: 2, updated: 0, failed: [] });
    const second = ok(await upload('/business/product/import', '产品.xlsx', await file(20)));
    expect(second).toMatchObject({ created: 0, updated: 2, failed: [] });
    const rows = ok(await admin.get('/business/product/list', { q: 'IMP-00', pageSize: 100 })).rows;
    expect(rows.map((r: { price: number }) => r.price)).toEqual([2000, 2000]);
    const repeated = ok(
      await upload(
        '/business/product/import',
        '产品.xlsx',
        await xlsx(
          ['*产品名称', '*产品编码', '*售价'],
          [
            ['甲', 'IMP-9', 1],
            ['乙', 'IMP-9', 1],
          ],
        ),
      ),
    );
    expect(repeated.failed).toEqual([{ row: 3, field: '产品编码', message: '产品编码「IMP-9」与第 2 行重复' }]);
  });

  it('needs the import right; own-scope callers import records as theirs', async () => {
    const lister = await userWith('import_lister', { customer: { actions: ['list', 'show', 'create'] } });
    const refused = await lister.caller.get('/business/customer/importTemplate');
    expect([refused.statusCode, refused.json().message]).toEqual([403, '没有导入客户的权限']);
    const posted = await upload(
      '/business/customer/import',
      'c.xlsx',
      await xlsx(headers, [['x', '', '', '13800138000', '']]),
      'all',
      lister.token,
    );
    expect([posted.statusCode, posted.json().message]).toEqual([403, '没有导入客户的权限']);
    const own = await userWith('import_own', { customer: { actions: ['list', 'show', 'create', 'import'], scope: 'own' } });
    const file = await xlsx(['*客户名称', '*联系号码'], [['导入自己的', '13800138000']]);
    expect(ok(await upload('/business/customer/import', 'c.xlsx', file, 'all', own.token))).toMatchObject({ created: 1 });
    const mine = ok(await own.caller.get('/business/customer/list', { q: '导入自己的' })).rows;
    expect(mine.length).toBe(1);
  });

  it('refuses a file that is no sheet, or misses a required column, in Chinese', async () => {
    const bad = await upload('/business/customer/import', 'a.txt', Buffer.from('x'));
    expect([bad.statusCode, bad.json().message]).toEqual([400, '导入文件只支持 .xlsx 或 .csv 格式']);
    const missing = await upload('/business/customer/import', 'a.xlsx', await xlsx(['客户名称'], [['x']]));
    expect(missing.json().message).toBe('文件缺少必填列：联系号码（请使用导入模板）');
    const mode = await upload(
      '/business/customer/import',
      'a.xlsx',
      await xlsx(['*客户名称', '*联系号码'], [['x', '13800138000']]),
      'some',
    );
    expect([mode.statusCode, mode.json().message]).toEqual([400, '导入方式（mode）须为 all（全部正确才导入）或 valid（只导入正确的行）']);
  });

  it("offers no import where no cell fills a required field (an order's lines)", async () => {
    expect((await admin.get('/business/order/importTemplate', { type: 1 })).statusCode).toBe(404);
  });

  it('imports a designed resource: money in yuan, dates, 是/否', async () => {
    const design = {
      name: 'imp_expense',
      label: '报销',
      icon: 'StarOutlined',
      titleField: 'title',
      fields: [
        { name: 'title', label: '事由', type: 'text', required: true, searchable: true },
        { name: 'amount', label: '金额', type: 'money' },
        { name: 'day', label: '日期', type: 'date' },
        { name: 'paid', label: '已报销', type: 'boolean' },
      ],
    };
    ok(await admin.post('/setting/resource/save', { schema: design }));
    ok(await admin.post('/setting/resource/publish', { name: 'imp_expense' }));
    const file = await xlsx(['*事由', '金额', '日期', '已报销'], [['出差', 1234.56, new Date(Date.UTC(2026, 2, 5)), '是']]);
    expect(ok(await upload('/business/custom/imp_expense/import', 'e.xlsx', file))).toMatchObject({ created: 1, failed: [] });
    const [row] = ok(await admin.get('/business/custom/imp_expense/list', {})).rows;
    expect(row).toMatchObject({ title: '出差', amount: 123456, day: '2026-03-05', paid: true });
  });

  it('imports 10,000 rows as a job its starter follows to the result', async () => {
    const rows = Array.from({ length: 10_000 }, (_v, i) => [`导入批量${i}`, `138${String(i).padStart(8, '0')}`]);
    const started = ok(await upload('/business/customer/import', 'big.xlsx', await xlsx(['*客户名称', '*联系号码'], rows)));
    expect(typeof started.jobId).toBe('string');
    let job: { status: string; progress: number; total: number; result?: { created: number; failed: unknown[] } } = {
      status: 'running',
      progress: 0,
      total: 0,
    };
    for (let i = 0; i < 600 && job.status === 'running'; i++) {
      job = ok(await admin.get('/setting/job/findById', { _id: started.jobId })).value;
      if (job.status === 'running') await new Promise((r) => setTimeout(r, 200));
    }
    expect(job).toMatchObject({ status: 'done', total: 10_000, result: { created: 10_000, updated: 0, failed: [] } });
    expect(ok(await admin.get('/business/customer/list', { q: '导入批量9999' })).total).toBe(1);
  }, 120_000);
});
