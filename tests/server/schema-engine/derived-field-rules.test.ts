import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { addOrder, line, salesSettings } from '../helpers/sales-fixtures';

/**
 * A hidden field hides what is computed from it (src/schemas/derivations.ts, docs/permissions.md):
 * with `lines.unitPrice` hidden, neither a line's amount and tax nor the document's sums that add
 * them up reach the role — on lists, findById, write replies, related lists, the dashboard's unpaid
 * orders — and they can be neither filtered nor sorted on.
 */
const PASSWORD = 'Derived12345';
/** What a unit price hidden from a role must take with it: per line, and per document. */
const LINE_DERIVED = ['unitPrice', 'amount', 'taxAmount'];
const DOCUMENT_DERIVED = ['subtotal', 'taxTotal', 'total', 'unpaidAmount'];

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
type Doc = Record<string, unknown> & { _id: string; lines?: Record<string, unknown>[] };

/** Neither a derived figure of the lines nor of the document. */
function expectNoPriceFigures(doc: Doc) {
  for (const f of DOCUMENT_DERIVED) expect(doc, f).not.toHaveProperty(f);
  for (const l of doc.lines ?? []) {
    for (const f of LINE_DERIVED) expect(l, `lines.${f}`).not.toHaveProperty(f);
    expect(l).toHaveProperty('quantity');
  }
}

describe.each(dialects)('a hidden field hides the fields derived from it on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let hiding: Caller;
  let seeing: Caller;
  let customerId: string;
  const docs: Record<'order' | 'quotation', Doc> = {} as never;

  async function userWith(name: string, fields: Record<string, 'hidden'>) {
    const grant = (actions: string[]) => ({ actions, fields });
    const role = ok(
      await admin.post('/setting/role/add', {
        name,
        permissions: {
          order: grant(['list', 'show', 'edit']),
          customer_quotation: grant(['list', 'show', 'edit']),
          customer: { actions: ['list', 'show'] },
          dashboard: { actions: ['list'] },
        },
      }),
    ).value;
    const username = `derived_${name.length}_${Object.keys(fields).length}`;
    ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName: name, roleIds: [role._id] }));
    return t.as(await t.login(username, PASSWORD));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    const s = await salesSettings(t, admin);
    customerId = s.customer;
    const lines = [line(3, 12345, { taxId: s.vat13, discount: 100 }), line(1, 999)];
    docs.order = await addOrder(admin, { type: 0, lines });
    docs.quotation = await addOrder(admin, { type: 1, lines });
    // Confirmed and unpaid: on the dashboard's unpaid list.
    ok(await admin.post('/business/order/changeStatus', { _id: docs.order._id, status: 1 }));
    hiding = await userWith('看不到单价', { 'lines.unitPrice': 'hidden' });
    seeing = await userWith('都能看', {});
  });
  afterAll(async () => t?.close());

  it('leaves the price figures out of findById, the list and a write reply', async () => {
    for (const [type, doc] of [
      [0, docs.order],
      [1, docs.quotation],
    ] as const) {
      const found: Doc = ok(await hiding.get('/business/order/findById', { _id: doc._id }));
      expect(found.lines).toHaveLength(2);
      expect(found).toHaveProperty('discountTotal');
      expectNoPriceFigures(found);
      const listed = ok(await hiding.get('/business/order/list', { type, pageSize: 100 })).rows as Doc[];
      expect(listed.some((r) => r._id === doc._id)).toBe(true);
      for (const row of listed) expectNoPriceFigures(row);
      const saved: Doc = ok(await hiding.put('/business/order/update', { _id: doc._id, remark: `备注${type}` }));
      expect(saved.remark).toBe(`备注${type}`);
      expectNoPriceFigures(saved);
    }
    const moved: Doc = ok(await hiding.post('/business/order/changeStatus', { _id: docs.quotation._id, status: 101 }));
    expectNoPriceFigures(moved);
  });

  it('saves an order for a role that may not see its total: the reply leaves it out, the stored figures stay whole', async () => {
    const direct = await userWith('看不到总金额', { total: 'hidden' });
    const saved: Doc = ok(await direct.put('/business/order/update', { _id: docs.order._id, remark: '总金额隐藏' }));
    expect(saved).not.toHaveProperty('total');
    expect(saved).not.toHaveProperty('unpaidAmount');
    expect(saved.lines?.[0]).toHaveProperty('unitPrice');
    expect(ok(await admin.get('/business/order/findById', { _id: docs.order._id })).total).toBe(docs.order.total);
  });

  it('leaves them out of related lists and their sums, and of the dashboard’s unpaid orders', async () => {
    const related = ok(
      await hiding.get('/related', { resource: 'order', owner: 'customer', via: 'customerId', id: customerId, totals: 'total' }),
    );
    expect(related.rows.length).toBeGreaterThan(0);
    for (const row of related.rows) expectNoPriceFigures(row);
    expect(related.sums).not.toHaveProperty('total');
    const unpaid = ok(await hiding.get('/business/order/dashboard/unpaid', { pageSize: 100 }));
    expect(unpaid.rows.some((r: Doc) => r._id === docs.order._id)).toBe(true);
    for (const row of unpaid.rows) expectNoPriceFigures(row);
  });

  it('refuses to filter or sort by a figure derived from the hidden field', async () => {
    const refused = async (query: Record<string, unknown>) => {
      const res = await hiding.get('/business/order/list', { type: 0, ...query });
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await refused({ total__gte: 1 })).toEqual({ status: 403, message: '没有查看“总金额”的权限，不能按它筛选' });
    expect(await refused({ sortField: 'total', sortOrder: 'desc' })).toEqual({
      status: 403,
      message: '没有查看“总金额”的权限，不能按它排序',
    });
  });

  it('shows every figure to a role without the rule', async () => {
    const found: Doc = ok(await seeing.get('/business/order/findById', { _id: docs.order._id }));
    for (const f of DOCUMENT_DERIVED) expect(found, f).toHaveProperty(f);
    expect(found.total).toBe(docs.order.total);
    for (const l of found.lines ?? []) for (const f of LINE_DERIVED) expect(l, f).toHaveProperty(f);
    const total = docs.order.total;
    const listed = ok(
      await seeing.get('/business/order/list', { type: 0, total__gte: total, total__lte: total, sortField: 'total', sortOrder: 'desc' }),
    );
    expect(listed.rows.find((r: Doc) => r._id === docs.order._id)).toMatchObject({ total });
    const related = ok(
      await seeing.get('/related', { resource: 'order', owner: 'customer', via: 'customerId', id: customerId, totals: 'total' }),
    );
    expect(related.sums.total).toBeGreaterThan(0);
  });
});
