import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp, type Caller } from '../helpers/test-app.js';

describe.each(dialects)('customers and potential customers on %s', (dialect) => {
  let t: TestApp;
  let api: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    api = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  const customer = (over: Record<string, unknown> = {}) => ({
    name: '郑州恒达机械制造有限公司', type: 1, contactName: '张伟', contactMethod: 0, contactValue: '13912345678', region: '河南省郑州市', ...over,
  });

  it('the demo project is seeded with Chinese customers, leads, tags and categories', async () => {
    const list = await api.get('/business/customer/list', { pageNo: 1, pageSize: 10 });
    expect(list.statusCode).toBe(200);
    const body = list.json().data;
    expect(body.rows).toHaveLength(10);
    // 36 seeded, 3 of them deleted, plus the leads converted by the seeds (catalogue and sales).
    const live = await t.db.kysely.selectFrom('customer' as any).select((eb) => eb.fn.countAll().as('n')).where('deleted_at' as any, 'is', null).executeTakeFirst();
    expect(body.total).toBe(Number((live as { n: number }).n));
    expect(body.total).toBeGreaterThanOrEqual(33 + 4);
    expect(body.rows[0].name).toMatch(/[\u4e00-\u9fa5]/);
    const converted = (await api.get('/business/customer_potential/list', { status: 1 })).json().data.total;
    expect(converted).toBeGreaterThanOrEqual(4);
    const fromLeads = (await api.get('/business/customer/list', { pageSize: 100 })).json().data.rows.filter((r: { potentialId: string | null }) => r.potentialId);
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
    for (const [contactMethod, contactValue] of [[1, 'zhangwei_1988'], [2, '10086123'], [3, 'zw@example.cn'], [4, '0371-65881234']] as const) {
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
    const row = await t.db.kysely.selectFrom('customer' as any).select(['deleted_at' as any]).where('id' as any, '=', c._id).executeTakeFirst();
    expect((row as { deleted_at: string }).deleted_at).toMatch(/^\d{4}-/);
    expect((await api.delete('/business/customer/delete', { _id: c._id })).statusCode).toBe(404);
  });

  it('converts a potential customer into a customer, keeping the lead linked', async () => {
    const lead = (await api.post('/business/customer_potential/add', customer({ name: '南阳天瑞电子科技有限公司', intention: 2, remark: '展会结识' }))).json().data;
    expect(lead).toMatchObject({ status: 0, convertedCustomerId: null });
    const res = await api.post('/business/customer_potential/convert', { _id: lead._id });
    expect(res.json()).toMatchObject({ success: true, message: '已转为客户' });
    const { customer: made, potential } = res.json().data;
    expect(made).toMatchObject({ name: '南阳天瑞电子科技有限公司', contactValue: '13912345678', remark: '展会结识', potentialId: lead._id });
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

  it('refuses an owner from another tenant like an unknown one', async () => {
    const ok = await api.post('/business/customer/add', customer({ ownerId: t.ids.staffUserId }));
    expect(ok.json().data.ownerId).toBe(t.ids.staffUserId);
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
    const lead = (await api.post('/business/customer_potential/add', { name: '周口东方物流有限公司', type: 1, contactMethod: 2, contactValue: '88886666' })).json().data;
    expect((await counts()).potentialCompany).toBe(before.potentialCompany + 1);
    await api.delete('/business/customer_potential/delete', { _id: lead._id });
    const after = await counts();
    expect(after).toMatchObject({ potentialCompany: before.potentialCompany, potentialDeleted: before.potentialDeleted + 1, potentialTotal: before.potentialTotal });
    expect((await api.get('/business/customer_potential/list', { q: '周口东方物流' })).json().data.total).toBe(0);
  });
});
