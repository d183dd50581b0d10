import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../server/src/config';
import { openDb } from '../../../server/src/db/client';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { buildApp } from '../../../server/src/app';
import { seedDemo } from '../../../server/src/seed';
import { DEMO_TENANT_NAME, findDemoIds } from '../../../server/src/areas/platform/platform.seed';
import { migrations } from '../../../server/src/db/migrations/index';
import { newId } from '../../../server/src/core/ids';
import { Migrator } from 'kysely';
import { SUPER_ADMIN, DEMO_PASSWORD, createTestApp, dialects } from '../helpers/test-app';

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
    const projects = (
      await first.app.inject({ url: '/ace-apis/setting/project/listByUser', headers: { authorization: `Bearer ${admin.data.token}` } })
    ).json().data.value;
    const headers = { authorization: `Bearer ${admin.data.token}`, projectid: projects[0]._id };
    const added = await first.app.inject({
      method: 'POST',
      url: '/ace-apis/setting/add',
      headers,
      payload: { key: 'persisted', type: 4, value: { city: '郑州' } },
    });
    expect(added.json().success).toBe(true);
    const root = await login(first.app, SUPER_ADMIN.username, SUPER_ADMIN.password);
    const rootHeaders = { authorization: `Bearer ${root.data.token}` };
    await first.app.inject({
      method: 'POST',
      url: '/ace-apis/setting/tenant/add',
      headers: rootHeaders,
      payload: { name: '许昌重启测试', adminUsername: 'xc_admin', adminPassword: 'Xuchang123' },
    });
    await first.app.inject({
      method: 'POST',
      url: '/ace-apis/setting/menu/addSystemMenu',
      headers: rootHeaders,
      payload: { name: 'kept', label: '保留', path: '/app/kept' },
    });
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

describe.each(dialects)('restart after the demo tenant was renamed, on %s', (dialect) => {
  it('starts, seeds nothing twice and still finds the demo tenant by its id, not its name', async () => {
    const t = await createTestApp(dialect);
    try {
      const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
      expect((await root.put('/setting/tenant/update', { _id: t.ids.tenantId, name: '郑州云帆（更名后）' })).statusCode).toBe(200);
      // A registered tenant may carry the demo's old name; it must not be taken for the demo.
      expect(
        (await root.post('/setting/tenant/add', { name: DEMO_TENANT_NAME, adminUsername: 'namesake', adminPassword: 'Namesake123' }))
          .statusCode,
      ).toBe(200);
      const k = t.db.kysely;
      const count = async (table: 'users' | 'tenants' | 'projects' | 'settings' | 'menus' | 'orders') =>
        Number(
          (
            await (k as any)
              .selectFrom(table)
              .select((eb: any) => eb.fn.countAll().as('c'))
              .executeTakeFirstOrThrow()
          ).c,
        );
      const tables = ['users', 'tenants', 'projects', 'settings', 'menus', 'orders'] as const;
      const before = Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)])));

      // What a restart does, on the same database: open, migrate, build, seed.
      const db = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
      try {
        await migrateToLatest(db);
        const app = await buildApp({ config: t.config, db, logger: false });
        const seeded = await seedDemo(db, t.config, app.log);
        await app.ready();
        expect(seeded.loginLines.join('\n')).toContain('demo_admin / Demo@123456');
        expect(await findDemoIds(db)).toEqual(t.ids);
        const login = await app.inject({
          method: 'POST',
          url: '/ace-apis/login',
          payload: { username: 'demo_admin', password: DEMO_PASSWORD },
        });
        expect(login.json().data.user.tenantId).toBe(t.ids.tenantId);
        await app.close();
      } finally {
        await db.close();
      }
      const after = Object.fromEntries(await Promise.all(tables.map(async (n) => [n, await count(n)])));
      expect(after).toEqual(before);
    } finally {
      await t.close();
    }
  });
});

describe('upgrading a database seeded before the demo tenant id was recorded', () => {
  it('records the demo tenant by its admin and ends all but the newest active session of a user', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-upgrade-'));
    const db = openDb({ dataDir });
    try {
      const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations('sqlite') } });
      expect((await migrator.migrateTo('2026-11-22-0420-catalog-sort-indexes')).error).toBeUndefined();
      const k = db.kysely as any;
      const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString();
      const [demo, other, userId] = [newId(), newId(), newId()];
      await k
        .insertInto('tenants')
        .values([
          { id: other, name: DEMO_TENANT_NAME, status: 1, created_at: at(0) },
          { id: demo, name: '已更名', status: 1, created_at: at(1) },
        ])
        .execute();
      await k
        .insertInto('users')
        .values({
          id: userId,
          tenant_id: demo,
          username: 'demo_admin',
          password_hash: 'x',
          display_name: '王经理',
          mobile: null,
          role: 'admin',
          status: 1,
          created_at: at(1),
        })
        .execute();
      const session = (m: number) => ({
        id: newId(),
        tenant_id: demo,
        user_id: userId,
        token_hash: newId(),
        rotated_at: at(m),
        expires_at: at(m + 120),
        created_at: at(m),
      });
      const sessions = [session(2), session(3), session(4)];
      await k.insertInto('sessions').values(sessions).execute();

      await migrateToLatest(db);
      expect(await k.selectFrom('app_meta').select('value').where('key', '=', 'demo_tenant_id').executeTakeFirst()).toEqual({
        value: demo,
      });
      const active = await k.selectFrom('sessions').select('id').where('revoked_at', 'is', null).execute();
      expect(active).toEqual([{ id: sessions[2].id }]);
      const ended = await k.selectFrom('sessions').select('revoked_reason').where('revoked_at', 'is not', null).execute();
      expect(ended).toEqual([{ revoked_reason: 'elsewhere' }, { revoked_reason: 'elsewhere' }]);
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
