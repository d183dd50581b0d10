import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../server/src/config';
import { openDb } from '../../server/src/db/client';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedDemo } from '../../server/src/seed';

/** The super-admin every API test app is seeded with. */
export const SUPER_ADMIN = { username: 'root_admin', password: 'Root@123456' };

/** Config the template is seeded with (and every test app starts from). */
export function templateConfig(dataDir: string, databaseUrl?: string): AppConfig {
  return {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    adminUser: SUPER_ADMIN.username,
    adminPassword: SUPER_ADMIN.password,
    clientDir: path.join(dataDir, 'no-client'),
    logLevel: 'silent',
  };
}

/** `DATABASE_URL` with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function pgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLog;
  },
  level: 'silent',
} as any;

/**
 * Migrates and seeds the demo tenant once per test run, exactly as a first start does, into a
 * SQLite file and (with DATABASE_URL) a PostgreSQL template database. Each test app then starts
 * from a copy: a file copy, or CREATE DATABASE … TEMPLATE, instead of re-seeding a year of sales.
 */
export async function createTemplates(): Promise<{ sqliteFile: string; pgDatabase?: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-template-'));
  const sqliteDb = openDb({ dataDir: dir });
  await migrateToLatest(sqliteDb);
  await seedDemo(sqliteDb, templateConfig(dir), silentLog);
  await sqliteDb.close(); // checkpoints the WAL: the single file is complete

  let pgDatabase: string | undefined;
  if (process.env.DATABASE_URL) {
    pgDatabase = `ace_tpl_${randomBytes(5).toString('hex')}`;
    await pgAdmin((c) => c.query(`CREATE DATABASE ${pgDatabase}`));
    const url = withDatabase(process.env.DATABASE_URL, pgDatabase);
    const pgDb = openDb({ databaseUrl: url, dataDir: dir, poolSize: 2 });
    await migrateToLatest(pgDb);
    await seedDemo(pgDb, templateConfig(dir, url), silentLog);
    await pgDb.close();
  }
  return {
    sqliteFile: path.join(dir, 'ace.sqlite'),
    pgDatabase,
    async cleanup() {
      if (pgDatabase) await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
