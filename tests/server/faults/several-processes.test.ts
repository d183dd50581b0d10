import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, SUPER_ADMIN, DEMO_PASSWORD, type TestApp } from '../helpers/test-app';
import { openDb, type Db } from '../../../server/src/db/client';
import { buildApp } from '../../../server/src/app';

const onPostgres = !!process.env.DATABASE_URL;

/** Polls `probe` until it returns true; fails if it takes longer than `ms`. */
async function within(ms: number, probe: () => Promise<boolean>) {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Two server instances on one PostgreSQL database, each with its own pool and its own caches, as
 * two processes behind a proxy have (docs/requirements.md §10.1): a change committed through one is seen through the
 * other within one second — a revoked session, a list total, an edited menu.
 */
describe.runIf(onPostgres)('several server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDb: Db;
  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: unknown,
    projectId = t.ids.mainProjectId,
  ) =>
    app.inject({
      method,
      url: `/ace-apis${url}`,
      headers: { authorization: `Bearer ${token}`, ...(projectId ? { projectid: projectId } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const login = async (app: FastifyInstance, username: string, password: string) =>
    (await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password } })).json().data.token as string;

  beforeAll(async () => {
    t = await createTestApp('postgres', { countCache: 'auto' });
    otherDb = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 4 });
    other = await buildApp({ config: t.config, db: otherDb, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await t?.close();
  });

  it('a session ended through one is refused by the other within a second', async () => {
    const token = await login(t.app, 'demo_staff', DEMO_PASSWORD);
    expect((await call(other, 'GET', '/business/customer/list', token)).statusCode).toBe(200); // now cached there
    expect((await call(t.app, 'GET', '/login/logout', token)).json().success).toBe(true);
    await within(1000, async () => (await call(other, 'GET', '/business/customer/list', token)).statusCode === 401);
  });

  it('a list total changed through one is exact through the other within a second', async () => {
    const token = await login(t.app, 'demo_admin', DEMO_PASSWORD);
    const total = async (app: FastifyInstance) =>
      (await call(app, 'GET', '/business/customer/list', token, undefined)).json().data.total as number;
    const before = await total(t.app); // cached there when its cache is on
    const added = await call(other, 'POST', '/business/customer/add', token, {
      name: '另一进程客户',
      type: 1,
      contactMethod: 0,
      contactValue: '13800138000',
    });
    expect(added.json().success).toBe(true);
    await within(1000, async () => (await total(t.app)) === before + 1);
  });

  it('a menu edited through one shows in the other within a second', async () => {
    const root = await login(t.app, SUPER_ADMIN.username, SUPER_ADMIN.password);
    const staff = await login(other, 'demo_staff', DEMO_PASSWORD);
    const menu = async () => JSON.stringify((await call(other, 'GET', '/setting/menu/userMenu', staff)).json().data.value);
    const before = await menu(); // cached there
    const system = (await call(t.app, 'GET', '/setting/menu/systemMenu', root, undefined, '')).json().data.value as Array<{
      _id: string;
      label: string;
      children?: Array<{ _id: string; label: string }>;
    }>;
    const target = system.flatMap((n) => [n, ...(n.children ?? [])]).find((n) => before.includes(`"${n.label}"`))!;
    const renamed = `${target.label}（改）`;
    const res = await call(t.app, 'POST', '/setting/menu/updateSystemMenu', root, { _id: target._id, label: renamed }, '');
    expect(res.json().success).toBe(true);
    await within(1000, async () => (await menu()).includes(renamed));
  });

  it('a resource published through one is served by the other within a second (docs/requirements.md §10.3)', async () => {
    const admin = await login(t.app, 'demo_admin', DEMO_PASSWORD);
    const staff = await login(other, 'demo_staff', DEMO_PASSWORD);
    // Cached there: the tenant has no added resources yet, and the staff's rights and menu are known.
    expect((await call(other, 'GET', '/setting/resource/published', staff)).json().data.value).toEqual([]);
    expect((await call(other, 'GET', '/business/custom/meters/list', staff)).statusCode).toBe(404);
    const schema = {
      name: 'meters',
      label: '仪表',
      titleField: 'name',
      fields: [{ name: 'name', label: '名称', type: 'text', required: true }],
    };
    expect((await call(t.app, 'POST', '/setting/resource/save', admin, { schema })).json().success).toBe(true);
    expect((await call(t.app, 'POST', '/setting/resource/publish', admin, { name: 'meters' })).json().data.value.version).toBe(1);
    // 员工 does not hold a resource added after its rights were set; the admin signs in on the other process.
    const adminThere = await login(other, 'demo_admin', DEMO_PASSWORD);
    await within(1000, async () => (await call(other, 'GET', '/business/custom/meters/list', adminThere)).statusCode === 200);
    const published = (await call(other, 'GET', '/setting/resource/published', staff)).json().data.value as Array<{ name: string }>;
    expect(published.map((s) => s.name)).toEqual(['meters']);
  });
});
