import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, dialects, SUPER_ADMIN, type Caller, type TestApp } from '../../../helpers/test-app';
import { ok } from '../../../helpers/replies';
import { addCustomer, addOrder, line, salesSettings, walk } from '../../../helpers/sales-fixtures';
import { purgeRecycleBins } from '../../../../../server/src/schema-engine/recycle-purge';
import { IMPORT_JOB_THRESHOLD } from '../../../../../server/src/schema-engine/import/import.routes';
import { uploadImport, xlsx } from '../../../helpers/import-files';

/**
 * Who each entry of the audit trail names (docs/audit-trail.md): every entry a signed-in request leads
 * to names that user, the address and the browser — those the server writes on the request's behalf
 * included (the order's 付款/退款 written by the payment's hook, the quotation freed when its order is
 * deleted, the lead 生成订单 converts, the audit log's own export recorded after the reply, the rows an
 * import writes as a job after its reply) — and what
 * the server does by itself (the recycle bin's purge) names 系统. Each check takes every entry written
 * since the last, so an entry of the flow that names anyone else fails it.
 */

interface Entry {
  id: string;
  resource: string;
  action: string;
  user_id: string | null;
  user_name: string;
  ip: string;
  user_agent: string;
}

/** The user agent `app.inject` sends (light-my-request's). */
const INJECTED_AGENT = 'lightMyRequest';

describe.each(dialects)('who the audit trail names on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let admin: Caller;
  let root: Caller;
  const seen = new Set<string>();
  const k = () => t.db.kysely as Kysely<any>;

  /** The entries written since the last call (every tenant's chain). */
  async function written(): Promise<Entry[]> {
    const rows = (await k()
      .selectFrom('audit_entries')
      .select(['id', 'resource', 'action', 'user_id', 'user_name', 'ip', 'user_agent'])
      .execute()) as Entry[];
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of rows) seen.add(r.id);
    return fresh;
  }
  const userOf = async (username: string) =>
    (await k().selectFrom('users').select(['id', 'display_name']).where('username', '=', username).executeTakeFirstOrThrow()) as {
      id: string;
      display_name: string;
    };
  /** Every entry names `who`, from this address and browser; answers `resource action` of each, to say what was caught. */
  const allBy = (entries: Entry[], who: { id: string; display_name: string }) => {
    for (const e of entries)
      expect(e, `${e.resource} ${e.action}`).toMatchObject({
        user_id: who.id,
        user_name: who.display_name,
        ip: '127.0.0.1',
        user_agent: INJECTED_AGENT,
      });
    return entries.map((e) => `${e.resource} ${e.action}`);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
    root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    await written();
  });
  afterAll(async () => t?.close());

  it('names the seller on every entry of the sales flow, those the hooks write included', async () => {
    const me = await userOf('demo_admin');
    const s = await salesSettings(t, admin);
    const lead = await addCustomer(admin, '审计线索客户', true);
    const q = await addOrder(admin, { type: 2, customerId: lead, lines: [line(1, 10000)] });
    await walk(admin, q._id, [101, 102]);
    const order = ok(await admin.post('/business/order/quotation/generateOrder', { _id: q._id }));
    const orderId = order._id;
    ok(await admin.post('/business/payment/add', { orderId, amount: 3000, kind: 0, payModeId: s.bank, paidAt: '2026-05-01' }));
    const refund = ok(
      await admin.post('/business/payment/add', { orderId, amount: 1000, kind: 1, payModeId: s.bank, paidAt: '2026-05-02' }),
    );
    ok(await admin.delete('/business/payment/delete', { _id: refund._id }));
    // 转为客户 by hand: the lead's entry and the customer's.
    const lead2 = await addCustomer(admin, '审计转化线索', true);
    expect(ok(await admin.post('/business/customer_potential/convert', { _id: lead2 })).customer.name).toBe('审计转化线索');
    const q2 = await addOrder(admin, { type: 1, lines: [line(1, 500)] });
    await walk(admin, q2._id, [101, 102]);
    const order2 = ok(await admin.post('/business/order/quotation/generateOrder', { _id: q2._id }));
    await walk(admin, order2._id, [2]);
    ok(await admin.delete('/business/order/delete', { _id: order2._id }));

    const caught = allBy(await written(), me);
    expect(caught).toEqual(
      expect.arrayContaining([
        // 生成订单 of a lead's quotation converts the lead: its customer made, the lead marked converted.
        'customer create',
        'customer_potential convert',
        'customer_quotation generateOrder',
        // Written by the payment's hooks: the order's sums on a payment, a refund, a payment deleted.
        'order pay',
        'order refund',
        'order update',
        'payment delete',
        // Written by the order's delete: its quotation freed.
        'customer_quotation update',
        'order delete',
      ]),
    );
  });

  it('names the admin on configuration, bulk edits, the recycle bin and exports, the audit log export recorded after its reply', async () => {
    const me = await userOf('demo_admin');
    const setting = ok(await admin.post('/setting/add', { key: 'actors.demo', value: 'a', type: 0 })).value;
    ok(await admin.put('/setting/update', { _id: setting._id, value: 'b' }));
    ok(await admin.put('/setting/watermark', { enabled: true }));
    ok(await admin.post('/setting/dept/add', { name: '审计部' }));
    ok(await admin.post('/setting/role/add', { name: '审计员角色', permissions: { customer: { actions: ['list'] } } }));
    ok(await admin.post('/setting/view/add', { resource: 'customer', name: '审计视图', visibility: 'project', state: { filters: [] } }));
    ok(await admin.put('/setting/profile', { email: 'wang.audit@example.com' }));
    ok(await admin.post('/setting/project/add', { name: '审计项目二' }));
    const a = ok(await admin.post('/business/product/add', { name: '审计批量甲', code: 'ACT-A', price: 100 }));
    const b = ok(await admin.post('/business/product/add', { name: '审计批量乙', code: 'ACT-B', price: 100 }));
    ok(await admin.put('/business/product/bulkUpdate', { _ids: [a._id, b._id], values: { price: 250 } }));
    const c = await addCustomer(admin, '审计回收客户');
    ok(await admin.delete('/business/customer/delete', { _id: c }));
    ok(await admin.post('/business/customer/restore', { _ids: [c] }));
    expect((await admin.get('/business/customer/export', { columns: 'name', _ids: c })).statusCode).toBe(200);
    expect((await admin.get('/setting/audit/export', { kind: 'change', resource: 'customer' })).statusCode).toBe(200);

    const entries: Entry[] = [];
    // The audit log's export is recorded once its file is whole, after the reply.
    await expect
      .poll(async () => {
        entries.push(...(await written()));
        return entries.some((e) => e.resource === 'auditLog');
      })
      .toBe(true);
    expect(allBy(entries, me)).toEqual(
      expect.arrayContaining([
        'setting create',
        'setting update',
        'tenant update',
        'department create',
        'role create',
        'list_view create',
        'user update',
        'project create',
        'product update',
        'customer delete',
        'customer restore',
        'customer export',
        'auditLog export',
      ]),
    );
  });

  it('names the importer on every row an import job writes after its reply', async () => {
    const me = await userOf('demo_admin');
    const rows = Array.from({ length: IMPORT_JOB_THRESHOLD + 1 }, (_v, i) => [`审计导入${i}`, `139${String(i).padStart(8, '0')}`]);
    const file = await xlsx(['*客户名称', '*联系号码'], rows);
    const started = ok(await uploadImport(t, adminToken, '/business/customer/import', 'actors.xlsx', file));
    expect(typeof started.jobId).toBe('string');
    await expect
      .poll(async () => ok(await admin.get('/setting/job/findById', { _id: started.jobId })).value.status, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('done');
    const caught = allBy(await written(), me);
    expect(caught.filter((c) => c === 'customer import')).toHaveLength(rows.length);
  }, 90_000);

  it('names the super-admin on the platform’s menu and a tenant’s change, and the user on their own sign-out', async () => {
    const platform = await userOf(SUPER_ADMIN.username);
    ok(await root.post('/setting/menu/addSystemMenu', { name: 'actors_menu', label: '审计者菜单', path: '/app/actors_menu' }));
    ok(await root.put('/setting/tenant/update', { _id: t.ids.tenantId, name: '演示租户（审计）' }));
    expect(allBy(await written(), platform)).toEqual(expect.arrayContaining(['menu create', 'tenant update']));

    const staff = t.as(await t.login('demo_staff'));
    await written();
    expect((await staff.get('/login/logout')).statusCode).toBe(200);
    expect(allBy(await written(), await userOf('demo_staff'))).toEqual(['session logout']);
  });

  it('names 系统 on what the server does by itself: the recycle bin’s purge', async () => {
    const c = await addCustomer(admin, '审计清理客户');
    ok(await admin.delete('/business/customer/delete', { _id: c }));
    await written();
    expect(await purgeRecycleBins(t.db, t.app.services, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThan(0);
    const purged = await written();
    expect(purged.length).toBeGreaterThan(0);
    for (const e of purged) expect(e, `${e.resource} ${e.action}`).toMatchObject({ action: 'purge', user_id: null, user_name: '系统' });
  });
});
