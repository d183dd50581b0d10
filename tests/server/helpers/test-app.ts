import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../../server/src/config';
import { SUPER_ADMIN, pgAdmin, templateConfig, withDatabase } from '../../setup/test-database-template';
import { openDb, type Db, type DialectName } from '../../../server/src/db/client';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { buildApp } from '../../../server/src/app';
import type { ServiceDeps } from '../../../server/src/app';
import { seedDemo } from '../../../server/src/seed';
import { findDemoIds, DEMO_PASSWORD, type DemoIds } from '../../../server/src/areas/platform/platform.seed';

/** Every API test runs on SQLite, and on PostgreSQL too when DATABASE_URL is set. */
export const dialects: DialectName[] = ['sqlite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];

export { SUPER_ADMIN };
export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  ids: DemoIds;
  dialect: DialectName;
  /** Logs in and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** A caller bound to a token and a project id (defaults: demo_admin in Main). */
  as(token: string, projectId?: string): Caller;
  close(): Promise<void>;
}

export interface Caller {
  get(url: string, query?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string, query?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

const qs = (query?: Record<string, unknown>) =>
  query
    ? '?' +
      new URLSearchParams(
        Object.entries(query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
      ).toString()
    : '';

/** Optional extras of createTestApp: pluggable services parts, test-only routes, a logger. */
export interface TestAppExtras {
  /** SMS sender, clock… passed to the services factory. */
  deps?: ServiceDeps;
  /** Runs after the app is built and before it is ready: register test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Pino options (e.g. with a capturing stream); default none. */
  logger?: boolean | object;
  /** Told the SQL and values of every statement the app runs (db/client.ts `onQuery`). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/** CREATE DATABASE … TEMPLATE, retried while another test is copying the same template. */
async function createDatabaseFromTemplate(name: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await pgAdmin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/**
 * The real app on a fresh database: a copy of the template SQLite file, or a PostgreSQL database
 * created from the template database. The templates were migrated and seeded with the demo tenant
 * exactly as on first start, once per run (tests/setup/api.global-setup.ts). Migrations still run
 * here, as on every start (a no-op on an up-to-date database).
 */
export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  extras: TestAppExtras = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-test-'));
  let databaseUrl: string | undefined;
  let pgDatabase: string | undefined;
  if (dialect === 'postgres') {
    pgDatabase = `ace_t_${randomBytes(6).toString('hex')}`;
    await createDatabaseFromTemplate(pgDatabase, inject('pgTemplate'));
    databaseUrl = withDatabase(process.env.DATABASE_URL!, pgDatabase);
  } else {
    fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'ace.sqlite'));
  }
  const config: AppConfig = { ...templateConfig(dataDir, databaseUrl), ...overrides };
  const db = openDb({ databaseUrl: config.databaseUrl, dataDir, poolSize: 4, onQuery: extras.onQuery });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, logger: extras.logger ?? false, deps: extras.deps });
  await extras.beforeReady?.(app);
  await seedDemo(db, config, app.log);
  await app.ready();
  const ids = (await findDemoIds(db))!;

  const as = (token: string, projectId = ids.mainProjectId): Caller => {
    const headers = { authorization: `Bearer ${token}`, ...(projectId ? { projectid: projectId } : {}) };
    return {
      get: (url, query) => app.inject({ method: 'GET', url: `/ace-apis${url}${qs(query)}`, headers }),
      post: (url, body) => app.inject({ method: 'POST', url: `/ace-apis${url}`, headers, payload: body as any }),
      put: (url, body) => app.inject({ method: 'PUT', url: `/ace-apis${url}`, headers, payload: body as any }),
      delete: (url, query) => app.inject({ method: 'DELETE', url: `/ace-apis${url}${qs(query)}`, headers }),
    };
  };

  return {
    app,
    db,
    config,
    ids,
    dialect,
    as,
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password } });
      const body = res.json();
      if (!body.success) throw new Error(`login ${username} failed: ${body.message}`);
      return body.data.token as string;
    },
    async close() {
      await app.close();
      await db.close();
      if (pgDatabase) await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
