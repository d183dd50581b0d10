import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../helpers/test-app';
import { openDb, type Db } from '../../../../../server/src/db/client';
import { buildApp } from '../../../../../server/src/app';

/** Polls `probe` until it returns true; fails if it takes longer than `ms`. */
async function within(ms: number, probe: () => Promise<boolean>) {
  const start = Date.now();
  for (;;) {
    if (await probe()) return;
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Two servers listening on loopback over one PostgreSQL, each with its own pool and session cache, as
 * two processes behind a proxy: a session ended in one (强退, 退出其他设备) is refused by the other
 * within a second, though the other had it cached (the change bus drops it there).
 */
describe.runIf(!!process.env.DATABASE_URL)('ending sessions with two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let otherDb: Db;
  let other: FastifyInstance;
  const base: string[] = [];
  const call = async (i: number, method: string, url: string, token: string, body?: unknown) => {
    const res = await fetch(`${base[i]}/ace-apis${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: { value: any } } };
  };
  const login = async (i: number, username: string) => {
    const res = await fetch(`${base[i]}/ace-apis/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };

  beforeAll(async () => {
    t = await createTestApp('postgres');
    otherDb = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 4 });
    other = await buildApp({ config: t.config, db: otherDb, logger: false });
    base.push(await t.app.listen({ host: '127.0.0.1', port: 0 }), await other.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await t?.close();
  });

  it('a session 强退 in one is refused by the other within a second', async () => {
    const admin = await login(0, 'demo_admin');
    const staff = await login(0, 'demo_staff');
    expect((await call(1, 'GET', '/setting/project/listByUser', staff)).status).toBe(200); // cached in the second
    const rows = (await call(0, 'GET', '/setting/session/list?userName=demo_staff', admin)).body.data.value.rows;
    expect((await call(0, 'POST', '/setting/session/kick', admin, { _id: rows[0]._id })).status).toBe(200);
    await within(1000, async () => (await call(1, 'GET', '/setting/project/listByUser', staff)).status === 401);
    expect((await call(1, 'GET', '/setting/project/listByUser', staff)).body.code).toBe(10204);
  });

  it('退出其他设备 in one ends the others in the other within a second', async () => {
    const admin = await login(0, 'demo_admin');
    expect((await call(0, 'PUT', '/setting/session/limit', admin, { maxPerUser: 2 })).status).toBe(200);
    const first = await login(1, 'demo_staff');
    const second = await login(0, 'demo_staff');
    expect((await call(1, 'GET', '/setting/project/listByUser', first)).status).toBe(200);
    expect((await call(0, 'POST', '/setting/session/logoutOthers', second)).body.data.value).toEqual({ ended: 1 });
    await within(1000, async () => (await call(1, 'GET', '/setting/project/listByUser', first)).status === 401);
  });
});
