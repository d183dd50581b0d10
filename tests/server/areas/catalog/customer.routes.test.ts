import { ok } from '../../helpers/replies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../../helpers/test-app';
import { newId } from '../../../../server/src/core/ids';
import { nowIso } from '../../../../server/src/core/time';

/** A user of the demo tenant written straight into the database, member of `projects` only. */
async function addUser(t: TestApp, username: string, displayName: string, status: number, projects: string[]) {
  const id = newId();
  await t.db.kysely
    .insertInto('users')
    .values({
      id,
      tenant_id: t.ids.tenantId,
      username,
      password_hash: 'x',
      display_name: displayName,
      mobile: null,
      role: 'staff',
      status,
      created_at: nowIso(),
    } as any)
    .execute();
  for (const projectId of projects)
    await t.db.kysely.insertInto('user_projects').values({ tenant_id: t.ids.tenantId, user_id: id, project_id: projectId }).execute();
  return id;
}

describe.each(dialects)('customers and potential customers on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login('demo_admin');
    api = t.as(token);
  });
  afterAll(async () => t?.close());

  const customer = (over: Record<string, unknown> = {}) => ({
    name: '郑州恒达机械制造有限公司',
    type: 1,
    contactName: '张伟',
    contactMethod: 0,
    contactValue: '13912345678',
    region: { codes: ['41', '4101'] },
    ...over,
  });

  it('所在地区 is 省市区: the names filled in by the server, text refused naming the field, filtered by province', async () => {
    const added = ok(
      await api.post('/business/customer/add', customer({ name: '地区客户', region: { codes: ['41', '4103'], names: ['乱写'] } })),
    );
    expect(added.region).toEqual({ codes: ['41', '4103'], names: ['河南省', '洛阳市'] });
    const text = await api.post('/business/customer/add', customer({ name: '地区文字', region: '河南省洛阳市' }));
    expect([text.statusCode, text.json().message]).toEqual([400, '所在地区的类型不正确，应为对象']);
    // A province alone is taken (what an earlier free text was matched to may be no deeper).
    expect(ok(await api.post('/business/customer/add', customer({ name: '地区省级', region: { codes: ['42'] } }))).region.names).toEqual([
      '湖北省',
    ]);
    const inHenan = ok(await api.get('/business/customer/list', { region: '41', pageSize: 100 }));
    expect(inHenan.rows.length).toBe(inHenan.total);
    expect(inHenan.rows.every((r: { region: { codes: string[] } }) => r.region.codes[0] === '41')).toBe(true);
    expect(inHenan.rows.map((r: { name: string }) => r.name)).toContain('地区客户');
    expect(inHenan.rows.map((r: { name: string }) => r.name)).not.toContain('地区省级');
  });

  it('the demo project is seeded with Chinese customers, leads, tags and categories', async () => {
    const list = await api.get('/business/customer/list', { pageNo: 1, pageSize: 10 });
    expect(list.statusCode).toBe(200);
    const body = list.json().data;
    expect(body.rows).toHaveLength(10);
    // 36 seeded, 3 of them deleted, plus the leads converted by the seeds (catalogue and sales).
    const live = await t.db.kysely
      .selectFrom('customer' as any)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('deleted_at' as any, 'is', null)
      .executeTakeFirst();
    expect(body.total).toBe(Number((live as { n: number }).n));
    expect(body.total).toBeGreaterThanOrEqual(33 + 4);
    expect(body.rows[0].name).toMatch(/[\u4e00-\u9fa5]/);
    const converted = (await api.get('/business/customer_potential/list', { status: 1 })).json().data.total;
    expect(converted).toBeGreaterThanOrEqual(4);
    const fromLeads = (await api.get('/business/customer/list', { pageSize: 100 }))
      .json()
      .data.rows.filter((r: { potentialId: string | null }) => r.potentialId);
    expect(fromLeads).toHaveLength(converted);
    const cats = await api.get('/setting/listCategory', { belongTo: 'customer' });
    expect(cats.json().data.rows.map((c: { name: string }) => c.name)).toEqual(['制造业', '教育', '政府机构', '零售商贸', '医疗卫生']);
  });

  it('checks the contact value against the contact method', async () => {
    const bad = [
      [0, '12345', '手机号码格式不正确，应为 11 位手机号'],
      [1, '1abc', '微信号格式不正确，应为 6–20 位字母、数字、下划线或减号（以字母开头），或手机号'],
      [2, 'qq123', 'QQ 号格式不正确，应为 5–12 位数字'],
      [3, 'not-an-email', '邮箱格式不正确'],
    ] as const;
    for (const [contactMethod, contactValue, message] of bad) {
      const res = await api.post('/business/customer/add', customer({ contactMethod, contactValue }));
      expect(res.statusCode, `${contactMethod} ${contactValue}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400, message, data: { field: 'contactValue' } });
    }
    for (const [contactMethod, contactValue] of [
      [1, 'zhangwei_1988'],
      [2, '10086123'],
      [3, 'zw@example.cn'],
      [4, '0371-65881234'],
    ] as const) {
      const res = await api.post('/business/customer/add', customer({ contactMethod, contactValue }));
      expect(res.statusCode, `${contactMethod} ${contactValue}`).toBe(200);
    }
    // Changing only the method re-checks the stored value.
    const c = (await api.post('/business/customer/add', customer())).json().data;
    const upd = await api.put('/business/customer/update', { _id: c._id, contactMethod: 3 });
    expect(upd.json()).toMatchObject({ success: false, message: '邮箱格式不正确' });
  });

  it('stores tags as references and filters by one of them', async () => {
    const tags = (await api.get('/business/customer_tags/list', { pageSize: 100 })).json().data.rows;
    const tagId = tags.find((x: { name: string }) => x.name === '高校')._id;
    const c = (await api.post('/business/customer/add', customer({ name: '新乡职业技术学院', tags: [tagId] }))).json().data;
    expect(c.tags).toEqual([tagId]);
    const res = (await api.get('/business/customer/list', { tags: tagId, pageSize: 100 })).json().data;
    expect(res.rows.length).toBeGreaterThan(0);
    expect(res.rows.every((r: { tags: string[] }) => r.tags.includes(tagId))).toBe(true);
    expect(res.rows.some((r: { _id: string }) => r._id === c._id)).toBe(true);
    const bad = await api.post('/business/customer/add', customer({ tags: [tagId, 'no-such-tag'] }));
    expect(bad.json()).toMatchObject({ success: false, code: 400, message: '客户标签不存在或已删除，请重新选择' });
  });

  it('soft-deletes: gone from list and findById, still counted as deleted', async () => {
    const c = (await api.post('/business/customer/add', customer({ name: '开封牡丹商贸有限公司' }))).json().data;
    const before = (await api.get('/business/customer/list')).json().data.total;
    expect((await api.delete('/business/customer/delete', { _id: c._id })).json()).toMatchObject({ success: true, data: { count: 1 } });
    expect((await api.get('/business/customer/findById', { _id: c._id })).statusCode).toBe(404);
    expect((await api.get('/business/customer/list')).json().data.total).toBe(before - 1);
    const row = await t.db.kysely
      .selectFrom('customer' as any)
      .select(['deleted_at' as any])
      .where('id' as any, '=', c._id)
      .executeTakeFirst();
    expect((row as { deleted_at: string }).deleted_at).toMatch(/^\d{4}-/);
    expect((await api.delete('/business/customer/delete', { _id: c._id })).statusCode).toBe(404);
  });

  it('converts a potential customer into a customer, keeping the lead linked', async () => {
    const lead = (
      await api.post('/business/customer_potential/add', customer({ name: '南阳天瑞电子科技有限公司', intention: 2, remark: '展会结识' }))
    ).json().data;
    expect(lead).toMatchObject({ status: 0, convertedCustomerId: null });
    const res = await api.post('/business/customer_potential/convert', { _id: lead._id });
    expect(res.json()).toMatchObject({ success: true, message: '已转为客户' });
    const { customer: made, potential } = res.json().data;
    expect(made).toMatchObject({
      name: '南阳天瑞电子科技有限公司',
      contactValue: '13912345678',
      remark: '展会结识',
      potentialId: lead._id,
    });
    expect(potential).toMatchObject({ _id: lead._id, status: 1, convertedCustomerId: made._id });
    expect(potential.convertedAt).toMatch(/^\d{4}-/);
    expect((await api.get('/business/customer/findById', { _id: made._id })).statusCode).toBe(200);
    expect((await api.get('/business/customer_potential/findById', { _id: lead._id })).json().data.status).toBe(1);

    const again = await api.post('/business/customer_potential/convert', { _id: lead._id });
    expect(again.json()).toMatchObject({ success: false, code: 10100 });
    expect(again.json().message).toContain('已转化为客户');
    const manual = await api.put('/business/customer_potential/update', { _id: lead._id, status: 0 });
    expect(manual.json()).toMatchObject({ success: false, code: 10100 });
    const setConverted = await api.post('/business/customer_potential/add', customer({ status: 1 }));
    expect(setConverted.json()).toMatchObject({ success: false, code: 400, message: '跟进状态“已转化”只能通过“转为客户”操作设置' });
  });

  it('offers and accepts as owner only active members of the project (one rule for both)', async () => {
    const disabled = await addUser(t, 'left_staff', '离职员工', 0, [t.ids.mainProjectId]);
    const elsewhere = await addUser(t, 'east_staff', '华东员工', 1, [t.ids.secondProjectId]);
    const offered = (await api.get('/business/staff/list', { pageSize: 100 })).json().data.rows.map((u: { _id: string }) => u._id);
    expect(offered).toContain(t.ids.staffUserId);
    expect(offered).not.toContain(disabled);
    expect(offered).not.toContain(elsewhere);
    for (const id of [disabled, elsewhere]) {
      expect((await api.get('/business/staff/findById', { _id: id })).statusCode).toBe(404);
      const res = await api.post('/business/customer/add', customer({ ownerId: id }));
      expect(res.json()).toMatchObject({ success: false, code: 400, message: '负责人不存在或已删除，请重新选择' });
    }
    // Names are still found by id (records may point at them): marked when disabled.
    const names = (await api.get('/business/staff/list', { _id__in: `${disabled},${elsewhere}` }))
      .json()
      .data.rows.map((u: { displayName: string }) => u.displayName);
    expect(names.sort()).toEqual(['华东员工', '离职员工（已停用）'].sort());
    // The other project's staff list is its own: there the member is offered and accepted.
    const east = t.as(token, t.ids.secondProjectId);
    expect((await east.get('/business/staff/list', { pageSize: 100 })).json().data.rows.map((u: { _id: string }) => u._id)).toContain(
      elsewhere,
    );
    expect((await east.post('/business/customer/add', customer({ ownerId: elsewhere }))).statusCode).toBe(200);

    // An owner disabled after the fact does not block editing the customer's other fields…
    const active = await addUser(t, 'soon_left', '即将离职', 1, [t.ids.mainProjectId]);
    const c = (await api.post('/business/customer/add', customer({ ownerId: active }))).json().data;
    await t.db.kysely.updateTable('users').set({ status: 0 }).where('id', '=', active).execute();
    const kept = await api.put('/business/customer/update', { ...customer({ name: '郑州恒达机械（改名）' }), _id: c._id, ownerId: active });
    expect(kept.json()).toMatchObject({ success: true, data: { ownerId: active, name: '郑州恒达机械（改名）' } });
    // …but cannot be chosen again for another record.
    expect((await api.post('/business/customer/add', customer({ ownerId: active }))).json().message).toBe(
      '负责人不存在或已删除，请重新选择',
    );
  });

  it.each([
    ['customer', ['name', 'type', 'createdAt', 'updatedAt'], ['type']],
    [
      'customer_potential',
      ['name', 'type', 'intention', 'nextFollowUp', 'status', 'createdAt'],
      ['type', 'intention', 'status', 'nextFollowUp'],
    ],
  ] as const)('%s: sorts on the server by each sortable field, both ways, ties broken by id', async (resource, fields, ordered) => {
    for (const field of fields) {
      const page = async (sortOrder: string) =>
        (await api.get(`/business/${resource}/list`, { sortField: field, sortOrder, pageSize: 100 })).json().data;
      const asc = await page('asc');
      const desc = await page('desc');
      expect(asc.total, field).toBeLessThanOrEqual(100);
      expect(asc.rows.length, field).toBe(asc.total);
      // (field, id) desc is exactly the reverse of (field, id) asc: no row moves between ties.
      expect(
        desc.rows.map((r: { _id: string }) => r._id),
        field,
      ).toEqual([...asc.rows].reverse().map((r: { _id: string }) => r._id));
      if ((ordered as readonly string[]).includes(field)) {
        const values = asc.rows.map((r: Record<string, unknown>) => r[field]).filter((v: unknown) => v !== null);
        expect(values, field).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
      // Pages follow the same order without overlap.
      const second = (await api.get(`/business/${resource}/list`, { sortField: field, sortOrder: 'asc', pageSize: 5, pageNo: 2 })).json()
        .data;
      expect(
        second.rows.map((r: { _id: string }) => r._id),
        field,
      ).toEqual(asc.rows.slice(5, 10).map((r: { _id: string }) => r._id));
    }
    const refused = await api.get(`/business/${resource}/list`, { sortField: 'contactValue' });
    expect(refused.json()).toMatchObject({ code: 400, message: '字段“联系号码”不支持排序' });
  });

  it('refuses an owner from another tenant like an unknown one', async () => {
    const accepted = await api.post('/business/customer/add', customer({ ownerId: t.ids.staffUserId }));
    expect(accepted.json().data.ownerId).toBe(t.ids.staffUserId);
    const bad = await api.post('/business/customer/add', customer({ ownerId: 'someone-else' }));
    expect(bad.json()).toMatchObject({ success: false, message: '负责人不存在或已删除，请重新选择' });
  });
});

describe.each(dialects)('customer figures for the dashboard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('counts live customers by kind and deleted ones separately, and follows soft deletes', async () => {
    const scope = { tenantId: t.ids.tenantId, projectId: t.ids.mainProjectId };
    const counts = () => t.app.services.catalogLookup.customerCounts(t.db.kysely, scope);
    const before = await counts();
    expect(before.customerTotal).toBe(before.customerPersonal + before.customerCompany);
    expect(before.potentialTotal).toBe(before.potentialPersonal + before.potentialCompany);
    expect(before.customerDeleted).toBe(3);
    expect(before.potentialDeleted).toBe(2);
    const api = t.as(await t.login('demo_admin'));
    const lead = (
      await api.post('/business/customer_potential/add', {
        name: '周口东方物流有限公司',
        type: 1,
        contactMethod: 2,
        contactValue: '88886666',
      })
    ).json().data;
    expect((await counts()).potentialCompany).toBe(before.potentialCompany + 1);
    await api.delete('/business/customer_potential/delete', { _id: lead._id });
    const after = await counts();
    expect(after).toMatchObject({
      potentialCompany: before.potentialCompany,
      potentialDeleted: before.potentialDeleted + 1,
      potentialTotal: before.potentialTotal,
    });
    expect((await api.get('/business/customer_potential/list', { q: '周口东方物流' })).json().data.total).toBe(0);
  });
});
