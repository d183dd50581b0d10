import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { anotherTenantAdmin, ok } from '../helpers/replies';
import { addCustomer } from '../helpers/sales-fixtures';
import { personWithRights } from '../helpers/people';
import { openLiveStream, type HeardEvent, type LiveStream } from '../helpers/live-stream';

/**
 * 实时列表's event stream (docs/decisions.md「实时列表」) over a listening server: a committed change
 * is told to the readers of its tenant and project who hold 列表 of its resource, naming the records
 * only to those whose data scope reaches every record; nothing else of anyone's is told.
 */
describe.each(dialects)('the live changes stream on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let admin: Caller;
  let adminToken: string;
  const streams: LiveStream[] = [];
  const open = async (token: string, projectId = t.ids.mainProjectId, tab?: string) => {
    const s = await openLiveStream(base, token, projectId, tab);
    streams.push(s);
    if (s.status === 200) await s.next((e) => e.event === 'ready');
    return s;
  };
  const changeOf = (resource: string, id?: string) => (e: HeardEvent) =>
    e.event === 'change' && e.data.resource === resource && (id === undefined || e.data.ids?.includes(id));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    adminToken = await t.login('demo_admin');
    admin = t.as(adminToken);
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells a reader what another user added, changed and deleted, in that order', async () => {
    const stream = await open(adminToken);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const staff = t.as(await t.login('demo_staff'));
    const id = await addCustomer(staff, '实时新增客户');
    expect((await stream.next(changeOf('customer', id))).data).toEqual({ resource: 'customer', kind: 'change', ids: [id] });
    ok(await admin.put('/business/customer/update', { _id: id, name: '实时改名客户' }));
    ok(await admin.delete('/business/customer/delete', { _id: id }));
    const deleted = await stream.next((e) => changeOf('customer', id)(e) && e.data.kind === 'delete');
    const told = stream.events.filter(changeOf('customer', id)).map((e) => e.data.kind);
    expect(told).toEqual(['change', 'change', 'delete']);
    expect(deleted.data.ids).toEqual([id]);
  });

  it('tells nothing of another project or another tenant', async () => {
    const stream = await open(adminToken);
    const other = await anotherTenantAdmin(t);
    const theirs = await addCustomer(other, '别家租户客户');
    const secondProject = await addCustomer(t.as(adminToken, t.ids.secondProjectId), '第二项目客户');
    // Changes are told in the order they committed: once this one is heard, the two above would have been.
    const mine = await addCustomer(admin, '本项目客户');
    await stream.next(changeOf('customer', mine));
    const named = stream.events.flatMap((e) => (e.event === 'change' ? (e.data.ids ?? []) : []));
    expect(named).not.toContain(theirs);
    expect(named).not.toContain(secondProject);
    expect(stream.events.filter((e) => e.event === 'change')).toHaveLength(1);
  });

  it('tells a reader only the resources they may list, and names records only when their scope reaches all', async () => {
    const products = await personWithRights(t, admin, 'live_products', { product: { actions: ['list'] } });
    const ownCustomers = await personWithRights(t, admin, 'live_own', { customer: { actions: ['list'], scope: 'own' } });
    const productStream = await open(products.token);
    const ownStream = await open(ownCustomers.token);
    const customer = await addCustomer(admin, '范围外客户');
    const product = ok(await admin.post('/business/product/add', { name: '实时产品', code: 'LIVE-1', price: 10 }))._id as string;
    expect((await productStream.next(changeOf('product', product))).data.ids).toEqual([product]);
    expect(productStream.events.some(changeOf('customer'))).toBe(false);
    // 仅本人: told that customers changed (its list reloads), not which, nor whose.
    expect((await ownStream.next(changeOf('customer'))).data).toEqual({ resource: 'customer', kind: 'change', ids: null });
    expect(JSON.stringify(ownStream.events)).not.toContain(customer);
    expect(ownStream.events.some(changeOf('product'))).toBe(false);
  });

  it('tells one message for a write of many records, naming none past twenty', async () => {
    const stream = await open(adminToken);
    const ids = await Promise.all(Array.from({ length: 3 }, (_, i) => addCustomer(admin, `批量客户${i}`)));
    ok(await admin.delete('/business/customer/delete', { _ids: ids.join(',') }));
    const deleted = await stream.next((e) => changeOf('customer')(e) && e.data.kind === 'delete');
    expect([...deleted.data.ids].sort()).toEqual([...ids].sort());
    expect(stream.events.filter((e) => changeOf('customer')(e) && e.data.kind === 'delete')).toHaveLength(1);
  });

  it('does not tell a browser tab its own writes; the same user’s other tabs hear them', async () => {
    const writer = await open(adminToken, t.ids.mainProjectId, 'tab-writer');
    const other = await open(adminToken, t.ids.mainProjectId, 'tab-other');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/add',
      headers: { authorization: `Bearer ${adminToken}`, projectid: t.ids.mainProjectId, 'x-ace-tab': 'tab-writer' },
      payload: { name: '本标签页写的客户', type: 1, contactMethod: 0, contactValue: '13800138000' },
    });
    const id = ok(res)._id as string;
    await other.next(changeOf('customer', id));
    // Told in commit order: once a later write is heard on the writer's stream, this one would have been.
    const later = await addCustomer(admin, '之后的客户');
    await writer.next(changeOf('customer', later));
    expect(writer.events.some(changeOf('customer', id))).toBe(false);
  });

  it('refuses a caller without a session or a project of theirs, as every business call does', async () => {
    expect((await openLiveStream(base, 'not-a-token', t.ids.mainProjectId)).status).toBe(401);
    const other = await openLiveStream(base, adminToken, 'no-such-project');
    expect(other.status).toBe(403);
  });

  it('ends the stream of a session that ended, at its next check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const token = await t.login('demo_staff');
    const stream = await open(token);
    ok(await t.as(token).get('/login/logout'));
    vi.advanceTimersByTime(20_000);
    await stream.endedWithin(2_000);
  });
});

describe.each(dialects)('a shutdown with live streams open on %s', (dialect) => {
  // Without that a hijacked stream never ends and the close would wait for it for ever.
  it('ends them, so the server closes', async () => {
    const t = await createTestApp(dialect);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await openLiveStream(base, await t.login('demo_admin'), t.ids.mainProjectId);
    await stream.next((e) => e.event === 'ready');
    await t.close();
    await stream.endedWithin(2_000);
  });
});
