import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../server/src/config';
import { openDb, type DialectName } from '../server/src/db/client';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/seed';
import { findDemoIds } from '../server/src/areas/platform/platform.seed';
import type { CountedTable } from './load-mix';

/** Rows of the tables the writes add to, and the cents paid on all orders: read straight from the database. */
export type RowCounts = Record<CountedTable, number> & { paid: number };

export interface LoadDatabase {
  dialect: DialectName;
  /** The environment of a server process on this database (DATABASE_URL, ACE_DATA_DIR, …). */
  env: NodeJS.ProcessEnv;
  projectId: string;
  customerIds: string[];
  productIds: string[];
  orderIds: string[];
  payModeId: string;
  counts(): Promise<RowCounts>;
  cleanup(): Promise<void>;
}

/**
 * A database of its own for the run, migrated and seeded like a first start (the demo tenant and its
 * year of sales): a fresh SQLite folder, or a fresh schema in `pgUrl`, dropped afterwards. Nothing
 * that is already there is touched.
 */
export async function prepareDatabase(dialect: DialectName, pgUrl: string): Promise<LoadDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-bench-load-'));
  const schema = dialect === 'postgres' ? `bench_load_${randomBytes(4).toString('hex')}` : undefined;
  const admin = schema ? new pg.Client({ connectionString: pgUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  }
  const databaseUrl = schema ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ACE_DATA_DIR: dataDir,
    ACE_CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
  };
  const open = () => openDb({ dataDir, databaseUrl: databaseUrl || undefined, poolSize: 2 });

  const db = open();
  await migrateToLatest(db);
  await seedDemo(db, loadConfig(env), pino({ level: 'silent' }));
  const demo = (await findDemoIds(db))!;
  const k = db.kysely as Kysely<any>;
  const ids = async (table: string, where: [string, unknown][] = []) => {
    let q = k.selectFrom(table).select('id').where('project_id', '=', demo.mainProjectId);
    for (const [col, v] of where) q = v === null ? q.where(col, 'is', null) : q.where(col, '=', v);
    return ((await q.limit(1000).execute()) as { id: string }[]).map((r) => r.id);
  };
  const prepared = {
    projectId: demo.mainProjectId,
    customerIds: await ids('customer', [['deleted_at', null]]), // the seed deletes a few (soft delete)
    productIds: await ids('product'),
    orderIds: await ids('orders', [['type', 0]]),
    payModeId: (await ids('pay_modes'))[0],
  };
  await db.close();

  return {
    dialect,
    env,
    ...prepared,
    async counts() {
      const reader = open();
      try {
        const count = async (table: string) =>
          Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(reader.kysely)).rows[0].n);
        const paid = await sql<{ n: number }>`select coalesce(sum(paid_total), 0) as n from orders`.execute(reader.kysely);
        return {
          customer: await count('customer'),
          product: await count('product'),
          payments: await count('payments'),
          paid: Number(paid.rows[0].n),
        };
      } finally {
        await reader.close();
      }
    },
    async cleanup() {
      if (admin) {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
