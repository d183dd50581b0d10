import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { addOrder, line, salesSettings } from '../helpers/sales-fixtures';

/**
 * A read takes the statements it needs and no more (docs/performance.md). A findById: the row once, and the
 * lines of a record kept in a child table once — also for a family's member (an order is read as
 * the order view its type says), whose row tells which member it is. On PostgreSQL, where each
 * statement is a round trip, the lines come in the row's statement. A page whose total is kept: one
 * statement, the list's version read with the page (db/list/list-versions.ts).
 */
describe.each(dialects)('statements of a read on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  let seen: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { onQuery: (sql) => seen.push(sql) });
    c = t.as(await t.login('demo_admin'));
    await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  /** The statements a call runs that read `table`. */
  async function statementsOn(table: string, call: () => Promise<{ statusCode: number }>) {
    await call(); // the session and the caller's rights are cached after a first call
    seen = [];
    const res = await call();
    expect(res.statusCode).toBe(200);
    return seen.filter((sql) => new RegExp(`from "${table}"`).test(sql));
  }

  it('reads an order once and its lines once', async () => {
    const order = await addOrder(c, { type: 0, lines: [line(1, 100), line(2, 300)] });
    const get = () => c.get('/business/order/findById', { _id: order._id });
    expect(await statementsOn('orders', get)).toHaveLength(1);
    expect(await statementsOn('order_lines', get)).toHaveLength(1);
    // Everything the call ran: one statement on PostgreSQL (row and lines together), two on SQLite.
    expect(seen).toHaveLength(dialect === 'postgres' ? 1 : 2);
    const lines = (await get()).json().data.lines;
    expect(lines.map((l: { lineNo: number; quantity: number }) => [l.lineNo, l.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('reads a page whose total is kept in one statement, the list version with it', async () => {
    const page = () => c.get('/business/product/list', { pageSize: 1 });
    expect((await page()).json().data.total).toBeGreaterThan(1); // a full page: its total counted, then kept
    seen = [];
    expect((await page()).json().data.total).toBeGreaterThan(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/from "product"/);
    expect(seen[0]).toMatch(/from "list_versions"/);
  });

  it('reads a record without lines once', async () => {
    const added = (await c.post('/business/product/add', { name: '计数用产品', code: 'COUNT-1', price: 100 })).json();
    expect(added.success).toBe(true);
    const get = () => c.get('/business/product/findById', { _id: added.data._id });
    expect(await statementsOn('product', get)).toHaveLength(1);
  });
});
