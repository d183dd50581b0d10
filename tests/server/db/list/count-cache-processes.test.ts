import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { personWithRights } from '../../helpers/people';
import { copyBehindEngine } from '../../helpers/demo-customers';
import { buildApp } from '../../../../server/src/app';
import { openDb, type Db } from '../../../../server/src/db/client';

/**
 * Two server processes over one PostgreSQL database both keep list totals (count-cache.ts), each
 * true at its list version (list-versions.ts): a write in either moves the version in its own
 * transaction, so the other's next total counts again and includes it, while a list nobody wrote
 * is answered from memory in both.
 */
describe.runIf(!!process.env.DATABASE_URL)('list totals with two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const db = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
    other = { db, app: await buildApp({ config: t.config, db, logger: false }) };
    await other.app.ready();
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.db.close();
    await t?.close();
  });

  it('keeps totals in both, and each total includes the other process’s writes at once', async () => {
    expect([t.db.counts.enabled, other.db.counts.enabled]).toEqual([true, true]);
    const a = t.as(await t.login('demo_admin'));
    // B's caller: another person with every customer right, so neither sign-in ends the other's session.
    const { token } = await personWithRights(t, a, 'proc_b', { customer: { actions: ['list', 'show', 'create', 'delete'], scope: 'all' } });
    const headers = { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId };
    const b = {
      get: async (url: string) => (await other.app.inject({ method: 'GET', url: `/ace-apis${url}`, headers })).json(),
      post: async (url: string, payload: object) =>
        (await other.app.inject({ method: 'POST', url: `/ace-apis${url}`, headers, payload })).json(),
    };
    const totalA = async () => (await a.get('/business/customer/list', { pageSize: 1, type: 1 })).json().data.total as number;
    const totalB = async () => (await b.get('/business/customer/list?pageSize=1&type=1')).data.total as number;
    const start = await totalA();
    expect(await totalB()).toBe(start);

    // Kept, not counted: a row slipped in with raw SQL (no version moves) is not in either total yet.
    await copyBehindEngine(t);
    expect([await totalA(), await totalB()]).toEqual([start, start]);

    // A write in B: A's next total is counted afresh (raw row included), B's moved by its own write.
    const added = await b.post('/business/customer/add', {
      name: '另一进程添加的客户',
      type: 1,
      contactMethod: 0,
      contactValue: '13800138000',
    });
    expect(added.success, JSON.stringify(added)).toBe(true);
    expect(await totalA()).toBe(start + 2);
    expect(await totalB()).toBe(start + 1); // moved by its own write from the kept total (the raw row unseen until the next count)

    // A write in A: B's total is stale and counted again; both agree with the table.
    const mine = (
      await a.post('/business/customer/add', { name: '本进程添加的客户', type: 1, contactMethod: 0, contactValue: '13800138001' })
    ).json();
    expect(mine.success, JSON.stringify(mine)).toBe(true);
    expect([await totalA(), await totalB()]).toEqual([start + 3, start + 3]);
    const del = (await a.delete('/business/customer/delete', { _id: mine.data._id })).json();
    expect(del.success, JSON.stringify(del)).toBe(true);
    expect([await totalB(), await totalA()]).toEqual([start + 2, start + 2]);
  });
});

describe('the count cache settings', () => {
  it('is on by itself, and off when ACE_COUNT_CACHE=off', async () => {
    const t = await createTestApp('sqlite');
    const off = await createTestApp('sqlite', { countCache: 'off' });
    try {
      expect(t.db.counts.enabled).toBe(true);
      expect(off.db.counts.enabled).toBe(false);
    } finally {
      await t.close();
      await off.close();
    }
  });
});
