import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import ExcelJS from 'exceljs';
import http from 'node:http';
import { createTestApp, dialects, SUPER_ADMIN, DEMO_PASSWORD, type Caller, type TestApp } from '../../../helpers/test-app';
import { ok, refusal } from '../../../helpers/replies';
import { personWithRights } from '../../../helpers/people';
import { addOrder, line, salesSettings, walk } from '../../../helpers/sales-fixtures';
import type { AuditRow } from '../../../../../src/domain/audit/auditEntry';
import type { Db } from '../../../../../server/src/db/client';
import { verifyAuditTrail, type VerifyReport } from '../../../../../server/src/db/audit/audit-verify';
import { purgeAuditTrail } from '../../../../../server/src/db/audit/audit-retention';
import { entryHash } from '../../../../../server/src/db/audit/audit-hash';
import { SYSTEM_ACTOR } from '../../../../../server/src/core/actor';

type Row = AuditRow;

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const customerBody = (name: string) => ({ name, type: 1, contactMethod: 0, contactValue: '13800138000' });

describe.each(dialects)('audit trail on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let root: Caller;

  /** The entries of one record, newest first, as its 变更记录 tab reads them. */
  const historyOf = async (resource: string, recordId: string, by: Caller = admin): Promise<Row[]> =>
    ok(await by.get('/setting/audit/list', { resource, recordId, pageSize: 100 })).rows;
  const changesLog = async (query: Record<string, unknown>): Promise<Row[]> => ok(await admin.get('/setting/audit/list', query)).rows;
  const logins = async (query: Record<string, unknown> = {}, by: Caller = admin): Promise<Row[]> =>
    ok(await by.get('/setting/audit/logins', { pageSize: 100, ...query })).rows;
  const k = () => t.db.kysely as Kysely<any>;
  const total = async () =>
    Number(
      (
        await k()
          .selectFrom('audit_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
  });
  afterAll(async () => t?.close());

  it('records 新建, 修改 with old and new values, and 删除 of a record, newest first, with who and from where', async () => {
    const c = ok(await admin.post('/business/customer/add', customerBody('审计客户甲')));
    ok(await admin.put('/business/customer/update', { _id: c._id, name: '审计客户乙', type: 0 }));
    // A save that changes nothing is no entry.
    ok(await admin.put('/business/customer/update', { _id: c._id, name: '审计客户乙' }));
    ok(await admin.delete('/business/customer/delete', { _id: c._id }));
    const rows = await historyOf('customer', c._id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows.map((r) => r.actionLabel)).toEqual(['删除', '修改', '新建']);
    expect(rows[1]).toMatchObject({
      userName: '王经理',
      resource: 'customer',
      resourceLabel: '客户',
      recordId: c._id,
      recordLabel: '审计客户乙',
    });
    expect(rows[1].ip).toBe('127.0.0.1');
    expect(rows[1].changes).toEqual([
      { field: 'name', label: '客户名称', from: '审计客户甲', to: '审计客户乙', fromText: '审计客户甲', toText: '审计客户乙' },
      { field: 'type', label: '客户类型', from: 1, to: 0, fromText: '企业', toText: '个人' },
    ]);
  });

  it('knows who wrote when the body arrives after the headers (a slow client over a real socket)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.login('demo_admin');
    const body = JSON.stringify(customerBody('慢速客户'));
    const reply = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${address}/ace-apis/business/customer/add`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
            projectid: t.ids.mainProjectId,
            'user-agent': CHROME_WINDOWS,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      // Half the body now, the rest a moment later: the handler resumes from the socket's events.
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 100);
    });
    admin = t.as(await t.login('demo_admin'));
    const id = JSON.parse(reply).data._id;
    const [created] = await historyOf('customer', id);
    expect(created).toMatchObject({ action: 'create', userName: '王经理', ip: '127.0.0.1', browser: 'Chrome 131' });
  });

  it('records a product price change with old and new money values', async () => {
    const p = ok(await admin.post('/business/product/add', { name: '审计产品', code: 'AUD-001', price: 12345 }));
    ok(await admin.put('/business/product/update', { _id: p._id, price: 15000 }));
    const [change] = await historyOf('product', p._id);
    expect(change.changes).toEqual([{ field: 'price', label: '售价', from: 12345, to: 15000, fromText: '¥123.45', toText: '¥150.00' }]);
  });

  it('names the sales actions: 状态变更, 生成订单, 付款 and 退款', async () => {
    const s = await salesSettings(t, admin);
    const q = await addOrder(admin, { type: 1, lines: [line(1, 10000)] });
    await walk(admin, q._id, [101, 102]);
    const generated = ok(await admin.post('/business/order/quotation/generateOrder', { _id: q._id }));
    const orderId = generated.order?._id ?? generated._id;
    ok(await admin.post('/business/payment/add', { orderId, amount: 3000, kind: 0, payModeId: s.bank, paidAt: '2026-05-01' }));
    ok(await admin.post('/business/payment/add', { orderId, amount: 1000, kind: 1, payModeId: s.bank, paidAt: '2026-05-02' }));
    const quotation = await historyOf('customer_quotation', q._id);
    expect(quotation.map((r) => r.action)).toEqual(['generateOrder', 'status', 'status', 'create']);
    expect(quotation[1].changes).toEqual([expect.objectContaining({ field: 'status', from: 101, to: 102, toText: '已接受' })]);
    const order = await historyOf('order', orderId);
    expect(order.map((r) => r.actionLabel)).toEqual(['退款', '付款', '生成订单']);
    expect(order[1].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'paidTotal', from: 0, to: 3000, toText: '¥30.00' })]),
    );
    const payments = await changesLog({ resource: 'payment', pageSize: 2 });
    expect(payments.map((r) => r.action)).toEqual(['refund', 'pay']);
  });

  it('puts configuration on the same trail: settings, roles, menus, projects, people, tenants and designs', async () => {
    const setting = ok(await admin.post('/setting/add', { key: 'audit.demo', value: 'a', type: 0 })).value;
    ok(await admin.put('/setting/update', { _id: setting._id, value: 'b' }));
    const role = ok(await admin.post('/setting/role/add', { name: '审计角色', permissions: { customer: { actions: ['list'] } } })).value;
    ok(await admin.put('/setting/role/update', { _id: role._id, permissions: { customer: { actions: ['list', 'show'], scope: 'own' } } }));
    const user = ok(
      await admin.post('/setting/org/addUser', {
        username: 'audit_u1',
        password: 'Audit12345',
        displayName: '审计员',
        roleIds: [role._id],
      }),
    ).value;
    ok(await admin.put('/setting/org/update', { _id: user._id, displayName: '审计员二' }));
    ok(await admin.post('/setting/project/add', { name: '审计项目' }));
    ok(await root.post('/setting/menu/addSystemMenu', { name: 'audit_menu', label: '审计菜单', path: '/app/audit_menu' }));
    const design = {
      name: 'audit_thing',
      label: '审计物品',
      titleField: 'title',
      fields: [{ name: 'title', label: '名称', type: 'text', required: true }],
    };
    ok(await admin.post('/setting/resource/save', { schema: design }));
    ok(await admin.post('/setting/resource/publish', { name: 'audit_thing' }));

    const all = await changesLog({ pageSize: 100 });
    const find = (resource: string, action: string) => all.find((r) => r.resource === resource && r.action === action);
    expect(find('setting', 'update')?.changes).toEqual([expect.objectContaining({ field: 'value', fromText: 'a', toText: 'b' })]);
    expect(find('role', 'update')).toMatchObject({ resourceLabel: '角色', recordLabel: '审计角色' });
    expect(find('role', 'update')?.changes).toEqual([
      expect.objectContaining({ field: 'rights.customer', label: '权限·客户', fromText: '列表', toText: '列表、查看（仅本人）' }),
    ]);
    expect(find('user', 'create')?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'roles', toText: '审计角色' })]),
    );
    expect(find('user', 'update')?.changes).toEqual([
      expect.objectContaining({ field: 'displayName', fromText: '审计员', toText: '审计员二' }),
    ]);
    expect(find('project', 'create')).toMatchObject({ recordLabel: '审计项目' });
    expect(find('resource_design', 'publish')).toMatchObject({ resourceLabel: '数据模型', recordLabel: '审计物品' });
    // The system menu is the platform's: on the super-admin's tenant's trail (the demo tenant here).
    expect(find('menu', 'create')).toMatchObject({ userName: expect.any(String), recordLabel: '审计菜单' });
    // A tenant's change by the platform is on that tenant's trail.
    const tenants = ok(await root.get('/setting/tenant/list', { pageNo: 1, pageSize: 50 }));
    const demo = (tenants.value ?? tenants).rows.find((r: { _id: string }) => r._id === t.ids.tenantId);
    ok(await root.put('/setting/tenant/update', { _id: t.ids.tenantId, name: `${demo.name}（改）` }));
    expect((await changesLog({ resource: 'tenant' }))[0].changes).toEqual([
      expect.objectContaining({ field: 'name', toText: `${demo.name}（改）` }),
    ]);
  });

  it('gives each of two saves at once the value the other left as its "before" (a setting, a menu entry)', async () => {
    const setting = ok(await admin.post('/setting/add', { key: 'audit.race', value: 'o', type: 0 })).value;
    await Promise.all(['x', 'y'].map(async (value) => ok(await admin.put('/setting/update', { _id: setting._id, value }))));
    const settingChanges = (await changesLog({ resource: 'setting', pageSize: 100 }))
      .filter((r) => r.recordId === setting._id && r.action === 'update')
      .map((r) => r.changes.find((c) => c.field === 'value')!);
    expect(settingChanges.map((c) => c.from).sort()).toEqual(['o', settingChanges.find((c) => c.from === 'o')!.to].sort());
    const menu = ok(await root.post('/setting/menu/addSystemMenu', { name: 'audit_race', label: '甲', path: '/app/audit_race' })).value;
    await Promise.all(['乙', '丙'].map(async (label) => ok(await root.post('/setting/menu/updateSystemMenu', { _id: menu._id, label }))));
    const menuChanges = (await changesLog({ resource: 'menu', pageSize: 100 }))
      .filter((r) => r.recordId === menu._id && r.action === 'update')
      .map((r) => r.changes.find((c) => c.field === 'label')!);
    expect(menuChanges.map((c) => c.from).sort()).toEqual(['甲', menuChanges.find((c) => c.from === '甲')!.to].sort());
  });

  it('records sign-ins, failed sign-ins, sign-outs and forced sign-outs with address, browser and system', async () => {
    const login = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password }, headers: { 'user-agent': CHROME_WINDOWS } });
    expect((await login('demo_staff', 'wrong-password')).statusCode).toBe(400);
    expect((await login('no_such_person', 'wrong-password')).statusCode).toBe(400);
    const first = (await login('demo_staff', DEMO_PASSWORD)).json().data.token;
    // Signing in again elsewhere ends the first session: a forced sign-out of it.
    const second = (await login('demo_staff', DEMO_PASSWORD)).json().data.token;
    expect(first).not.toBe(second);
    ok(await t.as(second).get('/login/logout'));
    const rows = await logins({ userId: t.ids.staffUserId });
    // The first sign-in also ended the session this file began with.
    expect(rows.slice(0, 6).map((r) => [r.action, r.recordLabel])).toEqual([
      ['logout', ''],
      ['login', ''],
      ['forcedLogout', '在其他地方登录'],
      ['login', ''],
      ['forcedLogout', '在其他地方登录'],
      ['loginFailed', '密码错误'],
    ]);
    expect(rows[1]).toMatchObject({
      userName: 'demo_staff',
      ip: '127.0.0.1',
      browser: 'Chrome 131',
      os: 'Windows 10/11',
      actionLabel: '登录',
    });
    // A sign-in as nobody is on no tenant's trail: the platform's super-admin sees it, the tenant does not.
    expect((await logins()).some((r) => r.userName === 'no_such_person')).toBe(false);
    expect((await logins({}, root)).some((r) => r.userName === 'no_such_person' && r.recordLabel === '用户不存在')).toBe(true);
    staff = t.as(await t.login('demo_staff'));
  });

  it('writes nothing for a write that rolls back', async () => {
    const before = await k()
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const customers = t.app.services.resources.get('customer');
    const scope = { tenantId: t.ids.tenantId, projectId: t.ids.mainProjectId };
    await expect(
      t.db.transaction(async (trx) => {
        await customers.add(scope, customerBody('回滚客户'), { trx, actor: SYSTEM_ACTOR });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A refusal after the row was written (a duplicate 编号 of a product) rolls back its entry too.
    ok(await admin.post('/business/product/add', { name: '唯一产品', code: 'AUD-UNIQ', price: 1 }));
    expect((await admin.post('/business/product/add', { name: '重复产品', code: 'AUD-UNIQ', price: 1 })).statusCode).toBe(400);
    const after = await k()
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect((await changesLog({ resource: 'customer', pageSize: 100 })).some((r) => r.recordLabel === '回滚客户')).toBe(false);
  });

  it('masks the values of a field the reader may not see, and lets only those who may read the record read its history', async () => {
    const c = ok(await admin.post('/business/customer/add', customerBody('遮挡客户')));
    ok(await admin.put('/business/customer/update', { _id: c._id, contactValue: '13900139000', remark: '备注' }));
    const { caller: reader } = await personWithRights(t, admin, 'audit_mask', {
      customer: { actions: ['list', 'show'], fields: { contactValue: 'hidden' } },
    });
    const [update] = await historyOf('customer', c._id, reader);
    expect(update.changes.find((x) => x.field === 'contactValue')).toEqual({
      field: 'contactValue',
      label: expect.any(String),
      from: null,
      to: null,
      fromText: '',
      toText: '',
      masked: true,
    });
    const remark = update.changes.find((x) => x.field === 'remark');
    expect(remark).toMatchObject({ to: '备注' });
    expect(remark?.masked).toBeUndefined();
    // 操作日志 needs its own right; a record's history needs the record's.
    expect(refusal(await reader.get('/setting/audit/list'))).toEqual({ status: 403, message: '没有查看操作日志的权限' });
    expect(refusal(await reader.get('/setting/audit/logins')).status).toBe(403);
    expect(refusal(await reader.get('/setting/audit/list', { resource: 'product', recordId: c._id })).status).toBe(403);
    expect(refusal(await staff.get('/setting/audit/list')).status).toBe(403);
  });

  it('under own scope shows the history of the reader’s own records only', async () => {
    const { caller: own } = await personWithRights(t, admin, 'audit_own', {
      customer: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' },
    });
    const mine = ok(await own.post('/business/customer/add', customerBody('我的客户')));
    const theirs = ok(await admin.post('/business/customer/add', customerBody('别人的客户')));
    ok(await own.put('/business/customer/update', { _id: mine._id, name: '我的客户乙' }));
    const [update] = await historyOf('customer', mine._id, own);
    expect(update).toMatchObject({ action: 'update', recordLabel: '我的客户乙' });
    expect(update.changes).toEqual([expect.objectContaining({ field: 'name', from: '我的客户', to: '我的客户乙' })]);
    expect(refusal(await own.get('/setting/audit/list', { resource: 'customer', recordId: theirs._id })).status).toBe(404);
    // With 操作日志 too, the changes of customers are not told to an own-scope reader (theirs are in their records' 变更记录).
    const { caller: ownLog } = await personWithRights(t, admin, 'audit_own_log', {
      customer: { actions: ['list', 'show'], scope: 'own' },
      auditLog: { actions: ['list'] },
    });
    const seen = ok(await ownLog.get('/setting/audit/list', { resource: 'customer', pageSize: 100 })).rows as Row[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.recordLabel === '' && r.changes.every((c) => c.masked))).toBe(true);
  });

  it('filters 操作日志 by person, resource, action and day', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const rows = await changesLog({
      userId: t.ids.adminUserId,
      resource: 'customer',
      action: 'create',
      from: today,
      to: today,
      pageSize: 100,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.resource === 'customer' && r.action === 'create' && r.userName === '王经理')).toBe(true);
    expect(await changesLog({ resource: 'customer', from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    expect(refusal(await admin.get('/setting/audit/list', { from: '2026-02-30' }))).toEqual({
      status: 400,
      message: '开始日期「2026-02-30」不是有效的日期',
    });
  });

  it('exports 操作日志 and 登录日志 under their filters as .xlsx, and puts the export on the trail', async () => {
    const listed = ok(await admin.get('/setting/audit/list', { resource: 'customer', pageSize: 100 }));
    const res = await admin.get('/setting/audit/export', { kind: 'change', resource: 'customer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('操作日志'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('操作日志')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '人员', '操作', '资源', '记录', '变更内容', '地址']);
    expect(sheet.rowCount - 1).toBe(listed.total);
    const texts = sheet.getColumn(6).values.map(String);
    expect(texts.some((v) => v.includes('客户名称：审计客户甲 → 审计客户乙'))).toBe(true);
    expect(sheet.getCell('A2').value).toBeInstanceOf(Date);
    const logins = await admin.get('/setting/audit/export', { kind: 'login' });
    const loginBook = new ExcelJS.Workbook();
    await loginBook.xlsx.load(logins.rawPayload as unknown as ArrayBuffer);
    expect(loginBook.getWorksheet('登录日志')!.getRow(1).values).toEqual([
      undefined,
      '时间',
      '用户',
      '结果',
      '说明',
      '地址',
      '浏览器',
      '系统',
    ]);
    // The export is on the trail once the file is whole.
    await expect.poll(async () => (await changesLog({ action: 'export' })).map((r) => r.resource)).toEqual(['loginLog', 'auditLog']);
    expect(refusal(await staff.get('/setting/audit/export', { kind: 'change' }))).toEqual({
      status: 403,
      message: '没有导出操作日志的权限',
    });
  });

  it('is append-only through the API', async () => {
    for (const [method, url] of [
      ['POST', '/ace-apis/setting/audit/add'],
      ['PUT', '/ace-apis/setting/audit/update'],
      ['DELETE', '/ace-apis/setting/audit/delete'],
    ] as const)
      expect((await t.app.inject({ method, url, headers: { authorization: `Bearer ${await t.login('demo_admin')}` } })).statusCode).toBe(
        404,
      );
    admin = t.as(await t.login('demo_admin'));
  });

  it('chains every entry to the one before it; audit:verify finds the first broken link', async () => {
    expect((await verifyAuditTrail(t.db)).broken).toEqual([]);
    const entries = await k()
      .selectFrom('audit_entries')
      .select(['id', 'seq', 'record_label'])
      .where('tenant_id', '=', t.ids.tenantId)
      .orderBy('seq', 'desc')
      .limit(5)
      .execute();
    const [, , victim] = entries;
    // Changing an entry's content breaks it.
    await k().updateTable('audit_entries').set({ record_label: '篡改' }).where('id', '=', victim.id).execute();
    let report = await verifyAuditTrail(t.db);
    expect(report.broken).toEqual([expect.objectContaining({ tenantId: t.ids.tenantId, seq: Number(victim.seq), entryId: victim.id })]);
    expect(report.broken[0].reason).toMatch(/被修改/);
    await k().updateTable('audit_entries').set({ record_label: victim.record_label }).where('id', '=', victim.id).execute();
    expect((await verifyAuditTrail(t.db)).broken).toEqual([]);
    // Removing one breaks the link after it.
    const copy = await k().selectFrom('audit_entries').selectAll().where('id', '=', victim.id).executeTakeFirstOrThrow();
    await k().deleteFrom('audit_entries').where('id', '=', victim.id).execute();
    report = await verifyAuditTrail(t.db);
    expect(report.broken).toEqual([expect.objectContaining({ seq: Number(victim.seq) })]);
    expect(report.broken[0].reason).toMatch(/缺少第/);
    await k().insertInto('audit_entries').values(copy).execute();
    // Removing the newest one is found by the chain's head.
    const newest = await k().selectFrom('audit_entries').selectAll().where('id', '=', entries[0].id).executeTakeFirstOrThrow();
    await k().deleteFrom('audit_entries').where('id', '=', newest.id).execute();
    expect((await verifyAuditTrail(t.db)).broken[0].reason).toMatch(/末尾的记录被删除/);
    await k().insertInto('audit_entries').values(newest).execute();
    expect((await verifyAuditTrail(t.db)).broken).toEqual([]);
  });

  it('chains after an entry another server process appended, whatever this process last saw of the head', async () => {
    ok(await admin.post('/business/customer/add', customerBody('本进程之前')));
    // Another process on the same database appends an entry and moves the head, unseen by this one.
    await t.db.transaction(async (trx) => {
      const head = await trx
        .selectFrom('audit_chains')
        .select(['seq', 'hash'])
        .where('tenant_id', '=', t.ids.tenantId)
        .executeTakeFirstOrThrow();
      const row = {
        id: `other-${dialect}`,
        tenant_id: t.ids.tenantId,
        seq: Number(head.seq) + 1,
        kind: 'change' as const,
        project_id: t.ids.mainProjectId,
        at: new Date().toISOString(),
        user_id: t.ids.adminUserId,
        user_name: '另一进程',
        ip: '127.0.0.1',
        user_agent: '',
        resource: 'customer',
        record_id: null,
        record_label: '另一进程',
        action: 'create' as const,
        changes: null,
        prev_hash: head.hash,
      };
      const hash = entryHash(row);
      await trx
        .insertInto('audit_entries')
        .values({ ...row, hash })
        .execute();
      await trx.updateTable('audit_chains').set({ seq: row.seq, hash }).where('tenant_id', '=', t.ids.tenantId).execute();
    });
    const after = ok(await admin.post('/business/customer/add', customerBody('本进程之后')));
    const [mine, other] = await Promise.all(
      [after._id, null].map((recordId) =>
        k()
          .selectFrom('audit_entries')
          .select(['seq', 'prev_hash', 'hash'])
          .where(recordId ? 'record_id' : 'id', '=', recordId ?? `other-${dialect}`)
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(Number(mine.seq)).toBe(Number(other.seq) + 1);
    expect(mine.prev_hash).toBe(other.hash);
    expect((await verifyAuditTrail(t.db)).broken).toEqual([]);
  });

  it('keeps one unbroken chain under concurrent writes of one tenant', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 16 },
        async (_, i) => ok(await admin.post('/business/customer/add', customerBody(`并发客户${i}`)))._id as string,
      ),
    );
    const seqs = await k().selectFrom('audit_entries').select('seq').where('record_id', 'in', ids).execute();
    expect(new Set(seqs.map((r) => Number(r.seq))).size).toBe(16);
    expect((await verifyAuditTrail(t.db)).broken).toEqual([]);
  });

  it('purges entries past the retention period and stays verifiable', async () => {
    const before = await total();
    expect(await purgeAuditTrail(t.db, 180)).toBe(0);
    // 181 days on, everything written so far is past 180 days.
    const removed = await purgeAuditTrail(t.db, 180, Date.now() + 181 * 86_400_000);
    expect(removed).toBe(before);
    ok(await admin.post('/business/customer/add', customerBody('清理之后')));
    expect(await total()).toBe(1);
    expect(await verifyAuditTrail(t.db)).toMatchObject({ broken: [], entries: 1 });
  });

  it('purges a long chain in batches, oldest first, the chain verifiable after each', async () => {
    for (let i = 0; i < 7; i++) ok(await admin.post('/business/customer/add', customerBody(`分批清理${i}`)));
    const expired = await total(); // the one entry the last test kept, and these seven: all of one chain
    // Verifies the trail after every committed purge transaction: where a stopped process would leave it.
    const afterEach: VerifyReport[] = [];
    const watched: Db = {
      ...t.db,
      transaction: async (fn) => {
        const answer = await t.db.transaction(fn);
        afterEach.push(await verifyAuditTrail(t.db));
        return answer;
      },
    };
    expect(await purgeAuditTrail(watched, 180, Date.now() + 181 * 86_400_000, 3)).toBe(expired);
    const left = Array.from({ length: Math.ceil(expired / 3) }, (_, i) => Math.max(expired - 3 * (i + 1), 0));
    expect(left.length).toBeGreaterThan(2);
    expect(afterEach.map((r) => r.entries)).toEqual(left);
    expect(afterEach.flatMap((r) => r.broken)).toEqual([]);
    const chain = await k().selectFrom('audit_chains').selectAll().where('tenant_id', '=', t.ids.tenantId).executeTakeFirstOrThrow();
    expect(Number(chain.anchor_seq)).toBe(Number(chain.seq));
    ok(await admin.post('/business/customer/add', customerBody('分批清理之后')));
    expect(await verifyAuditTrail(t.db)).toMatchObject({ broken: [], entries: 1 });
  });
});
