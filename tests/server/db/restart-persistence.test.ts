import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/src/config.js';
import { openDb } from '../../../server/src/db/client.js';
import { migrateToLatest } from '../../../server/src/db/migrate.js';
import { buildApp } from '../../../server/src/app.js';
import { seedDemo } from '../../../server/src/seed/index.js';
import { SUPER_ADMIN, DEMO_PASSWORD } from '../helpers/test-app.js';

/** What `npm start` does, minus listening: open, migrate, build, seed. */
async function start(config: AppConfig) {
  const db = openDb({ dataDir: config.dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, logger: false });
  await seedDemo(db, config, app.log);
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}

describe('restart on the same SQLite data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-restart-'));
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    adminUser: SUPER_ADMIN.username,
    adminPassword: SUPER_ADMIN.password,
    clientDir: path.join(dataDir, 'no-client'),
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const login = async (app: Awaited<ReturnType<typeof start>>['app'], username: string, password: string) =>
    (await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password } })).json();

  it('keeps settings, tenants, menus and sessions written before the restart, and seeds nothing twice', async () => {
    const first = await start(config);
    const admin = await login(first.app, 'demo_admin', DEMO_PASSWORD);
    const projects = (await first.app.inject({ url: '/ace-apis/setting/project/listByUser', headers: { authorization: `Bearer ${admin.data.token}` } })).json().data.value;
    const headers = { authorization: `Bearer ${admin.data.token}`, projectid: projects[0]._id };
    const added = await first.app.inject({ method: 'POST', url: '/ace-apis/setting/add', headers, payload: { key: 'persisted', type: 4, value: { city: '郑州' } } });
    expect(added.json().success).toBe(true);
    const root = await login(first.app, SUPER_ADMIN.username, SUPER_ADMIN.password);
    const rootHeaders = { authorization: `Bearer ${root.data.token}` };
    await first.app.inject({ method: 'POST', url: '/ace-apis/setting/tenant/add', headers: rootHeaders, payload: { name: '许昌重启测试', adminUsername: 'xc_admin', adminPassword: 'Xuchang123' } });
    await first.app.inject({ method: 'POST', url: '/ace-apis/setting/menu/addSystemMenu', headers: rootHeaders, payload: { name: 'kept', label: '保留', path: '/app/kept' } });
    await first.stop();

    const second = await start(config);
    try {
      // The session token issued before the restart is still valid.
      const item = await second.app.inject({ url: '/ace-apis/setting/getItemByKey?key=persisted', headers });
      expect(item.statusCode).toBe(200);
      expect(JSON.parse(item.json().data.value.value)).toEqual({ city: '郑州' });
      const tenants = (await second.app.inject({ url: '/ace-apis/setting/tenant/list', headers: rootHeaders })).json().data;
      expect(tenants.total).toBe(2);
      expect((await login(second.app, 'xc_admin', 'Xuchang123')).success).toBe(true);
      const menu = (await second.app.inject({ url: '/ace-apis/setting/menu/systemMenu', headers: rootHeaders })).json().data.value;
      expect(menu.filter((n: { name: string }) => n.name === 'kept')).toHaveLength(1);
      expect(menu.filter((n: { name: string }) => n.name === 'dashboard')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});
