import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, changeStatus, line, salesSettings, walk } from '../../helpers/sales-fixtures';
import { ORDER_TRANSITIONS, QUOTATION_TRANSITIONS, canTransition, statusLabel } from '../../../../src/domain/sales/statuses';

/** A status path from the start status (0 or 100) to `target` using allowed moves only. */
function pathTo(type: number, target: number): number[] {
  const start = type === 0 ? 0 : 100;
  const edges = type === 0 ? ORDER_TRANSITIONS : QUOTATION_TRANSITIONS;
  const seen = new Map<number, number[]>([[start, []]]);
  const queue = [start];
  while (queue.length) {
    const s = queue.shift()!;
    for (const e of edges.filter((x) => x.from === s)) {
      if (!seen.has(e.to)) {
        seen.set(e.to, [...seen.get(s)!, e.to]);
        queue.push(e.to);
      }
    }
  }
  return seen.get(target)!;
}

describe.each(dialects)('order and quotation status transitions on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
    await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  // Every move, allowed or not, for each type: potential-customer quotations (2) share the quotation table.
  for (const [type, statuses] of [
    [0, [0, 1, 2, 3, 4]],
    [1, [100, 101, 102, 103, 104]],
    [2, [100, 101, 102, 103, 104]],
  ] as const) {
    for (const from of statuses) {
      for (const to of statuses) {
        if (from === to) continue;
        const allowed = canTransition(type, from, to);
        it(`${['订单', '报价单', '潜在客户报价单'][type]} ${statusLabel(type, from)} → ${statusLabel(type, to)}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const o = await addOrder(c, { type, lines: [line(1, 100)] });
          await walk(c, o._id, pathTo(type, from));
          const res = await changeStatus(c, o._id, to);
          if (allowed) {
            expect(res.json()).toMatchObject({ success: true, data: { status: to } });
          } else {
            expect(res.statusCode).toBe(400);
            const what = type === 0 ? '订单' : '报价单';
            expect(res.json()).toMatchObject({
              success: false,
              code: 10100,
              message: `不允许将${what}状态从「${statusLabel(type, from)}」改为「${statusLabel(type, to)}」`,
            });
            expect((await c.get('/business/order/findById', { _id: o._id })).json().data.status).toBe(from);
          }
        });
      }
    }
  }

  // A status of the other family is never a move: formal orders have no 100–104, quotations no 0–4.
  for (const [type, from, to] of [
    [0, 0, 101],
    [0, 1, 102],
    [0, 0, 100],
    [1, 100, 1],
    [1, 101, 0],
    [2, 101, 3],
    [2, 100, 1],
  ] as const) {
    it(`refuses a cross-family move: type ${type} ${statusLabel(type, from)} → ${to}`, async () => {
      const o = await addOrder(c, { type, lines: [line(1, 100)] });
      await walk(c, o._id, pathTo(type, from));
      const res = await changeStatus(c, o._id, to);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 10100 });
      expect(res.json().message).toBe(`${type === 0 ? '订单' : '报价单'}没有状态 ${to}，请刷新后重试`);
      expect((await c.get('/business/order/findById', { _id: o._id })).json().data.status).toBe(from);
    });
  }

  it('applies the same rules to potential-customer quotations', async () => {
    const q = await addOrder(c, { type: 2, lines: [line(1, 100)] });
    expect((await changeStatus(c, q._id, 102)).json().code).toBe(10100);
    await walk(c, q._id, [101, 102]);
  });

  it('refuses to accept an expired quotation', async () => {
    const q = await addOrder(c, { type: 1, orderDate: '2020-01-01', validUntil: '2020-01-31', lines: [line(1, 100)] });
    await walk(c, q._id, [101]);
    const res = await changeStatus(c, q._id, 102);
    expect(res.json()).toMatchObject({ code: 10100, message: '报价单已过有效期（2020-01-31），不能接受，请撤回修改有效期后重新发送' });
  });

  it('refuses a change to the current status and unknown orders', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    expect((await changeStatus(c, o._id, 0)).json()).toMatchObject({ code: 10100, message: '订单已经是「草稿」状态' });
    expect((await changeStatus(c, 'missing', 1)).statusCode).toBe(404);
  });
});
