import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { personWithRights } from '../../helpers/people';
import { ok } from '../../helpers/replies';
import { buildApp } from '../../../../server/src/app';
import { openDb, type Db } from '../../../../server/src/db/client';
import { KEPT_TOTAL_TTL_MS } from '../../../../server/src/db/list/count-cache';
import { purgeRecycleBins } from '../../../../server/src/schema-engine/recycle-purge';

/**
 * The dashboard's customer counts are counted over every customer and potential customer of the
 * project; they are kept at the two tables' list versions (db/list/kept-figures.ts): opened again
 * with nothing written they read no customer, and a write in this process or another, or a purge of
 * the recycle bin, is in the next figures.
 */
describe.each(dialects)('the dashboard’s kept customer counts on %s', (dialect) => {
  let t: TestApp;
  let other: { db: Db; app: FastifyInstance };
  let a: Caller;
  let seen: string[] = [];
  const collect = async () => ok(await a.get('/business/order/dashboard/collect'));
  const counted = () => seen.filter((s) => /from "customer(_potential)?"/.test(s) && /group by/i.test(s));

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { onQuery: (statement) => seen.push(statement) });
    a = t.as(await t.login('demo_admin'));
    // A second server over the same database, as a second process would be.
    const db = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
    other = { db, app: await buildApp({ config: t.config, db, logger: false }) };
    await other.app.ready();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await other?.app.close();
    await other?.db.close();
    await t?.close();
  });

  it('opens again without counting the customers while neither table is written', async () => {
    const first = await collect();
    seen = [];
    expect(await collect()).toEqual(first);
    expect(counted()).toEqual([]);
  });

  it('has another process’s write in its next figures', async () => {
    const before = await collect();
    // B's caller: another person with customer rights, so neither sign-in ends the other's session.
    const { token } = await personWithRights(t, a, 'dash_b', { customer: { actions: ['list', 'show', 'create'], scope: 'all' } });
    const added = await other.app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/add',
      headers: { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId },
      payload: { name: '另一进程的客户', type: 1, contactMethod: 0, contactValue: '13800138020' },
    });
    expect(added.json().success, added.body).toBe(true);
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
    expect(await purgeRecycleBins(t.db, t.app.services, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThan(0);
    const after = await collect();
    expect(after.customerDeleted).toBeLessThan(binned.customerDeleted);
    expect(after.customerTotal).toBe(binned.customerTotal);
  });

  it('counts rows written behind the engine’s back once the kept figures expire', async () => {
    const before = await collect();
    const sample = await t.db.kysely
      .selectFrom('customer')
      .selectAll()
      .where('tenant_id', '=', t.ids.tenantId)
      .where('project_id', '=', t.ids.mainProjectId)
      .where('type', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('customer')
      .values({ ...sample, id: `${sample.id}-raw` })
      .execute();
    // No version moved: the kept figures still answer.
    expect((await collect()).customerTotal).toBe(before.customerTotal);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + KEPT_TOTAL_TTL_MS + 1000 });
    expect((await collect()).customerTotal).toBe(before.customerTotal + 1);
    vi.useRealTimers();
  });
});
