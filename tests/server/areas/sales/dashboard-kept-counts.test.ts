import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialects, type Caller } from '../../helpers/test-app';
import { personWithRights } from '../../helpers/people';
import { ok } from '../../helpers/replies';
import { twoProcesses } from '../../helpers/two-processes';
import { copyBehindEngine } from '../../helpers/demo-customers';
import { KEPT_TOTAL_TTL_MS } from '../../../../server/src/db/list/count-cache';
import { purgeRecycleBins } from '../../../../server/src/schema-engine/recycle-purge';

/**
 * The dashboard's customer counts are counted over every customer and potential customer of the
 * project; they are kept at the two tables' list versions (db/list/kept-figures.ts): opened again
 * with nothing written they read no customer, and a write in this process or another, or a purge of
 * the recycle bin, is in the next figures.
 */
describe.each(dialects)('the dashboard’s kept customer counts on %s', (dialect) => {
  let seen: string[] = [];
  const both = twoProcesses(dialect, { onQuery: (statement) => seen.push(statement) });
  let a: Caller;
  const collect = async () => ok(await a.get('/business/order/dashboard/collect'));
  const counted = () => seen.filter((s) => /from "customer(_potential)?"/.test(s) && /group by/i.test(s));

  beforeAll(async () => {
    a = both.t.as(await both.t.login('demo_admin'));
  });
  afterAll(() => vi.useRealTimers());

  it('opens again without counting the customers while neither table is written', async () => {
    const first = await collect();
    seen = [];
    expect(await collect()).toEqual(first);
    expect(counted()).toEqual([]);
  });

  it('has another process’s write in its next figures', async () => {
    const before = await collect();
    // B's caller: another person with customer rights, so neither sign-in ends the other's session.
    const { token } = await personWithRights(both.t, a, 'dash_b', { customer: { actions: ['list', 'show', 'create'], scope: 'all' } });
    const added = await both.call(1, 'POST', '/business/customer/add', token, {
      name: '另一进程的客户',
      type: 1,
      contactMethod: 0,
      contactValue: '13800138020',
    });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    expect(await collect()).toMatchObject({
      customerTotal: before.customerTotal + 1,
      customerCompany: before.customerCompany + 1,
      potentialTotal: before.potentialTotal,
    });
  });

  it('has a purge of the recycle bin in its next figures', async () => {
    const id = ok(
      await a.post('/business/customer/add', { name: '将被彻底删除', type: 0, contactMethod: 0, contactValue: '13800138021' }),
    )._id;
    ok(await a.delete('/business/customer/delete', { _id: id }));
    const binned = await collect();
    // Purged as if the bin's time had passed (docs/recycle-bin.md).
    expect(await purgeRecycleBins(both.t.db, both.t.app.services, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThan(0);
    const after = await collect();
    expect(after.customerDeleted).toBeLessThan(binned.customerDeleted);
    expect(after.customerTotal).toBe(binned.customerTotal);
  });

  it('counts rows written behind the engine’s back once the kept figures expire', async () => {
    const before = await collect();
    await copyBehindEngine(both.t);
    // No version moved: the kept figures still answer.
    expect((await collect()).customerTotal).toBe(before.customerTotal);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + KEPT_TOTAL_TTL_MS + 1000 });
    expect((await collect()).customerTotal).toBe(before.customerTotal + 1);
    vi.useRealTimers();
  });
});
