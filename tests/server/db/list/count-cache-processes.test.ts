import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { buildApp } from '../../../../server/src/app';
import { openDb, type Db } from '../../../../server/src/db/client';

/**
 * List totals kept in memory follow only this process's writes. Two server processes over one
 * PostgreSQL database each see the other (server_processes) and count every total instead, so a
 * customer one adds is in the other's next total at once; alone again, a process keeps totals again.
 */
describe.runIf(!!process.env.DATABASE_URL)('the count cache with two server processes on one PostgreSQL', () => {
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

  it("is off in both while both run, so each total includes the other process's writes, and on again when alone", async () => {
    // The second process saw the first at once; the first sees the second at its next heartbeat.
    expect(other.db.counts.enabled).toBe(false);
    await expect.poll(() => t.db.counts.enabled, { timeout: 10_000, interval: 200 }).toBe(false);

    const a = t.as(await t.login('demo_admin'));
    const login = await other.app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_staff', password: 'Demo@123456' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}`, projectid: t.ids.mainProjectId };
    const total = async () => (await a.get('/business/customer/list', { pageSize: 1, type: 1 })).json().data.total as number;
    const before = await total();
    expect(await total()).toBe(before);
    const added = await other.app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/add',
      headers,
      payload: { name: '另一进程添加的客户', type: 1, contactMethod: 0, contactValue: '13800138000' },
    });
    expect(added.json().success).toBe(true);
    expect(await total()).toBe(before + 1);

    await other.app.close();
    await expect.poll(() => t.db.counts.enabled, { timeout: 10_000, interval: 200 }).toBe(true);
  });
});

describe('the count cache settings', () => {
  it('is on by itself on SQLite, and off when ACE_COUNT_CACHE=off', async () => {
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
