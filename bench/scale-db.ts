import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDb, type DialectName } from '../server/src/db/client';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemo } from '../server/src/seed';
import { findDemoIds } from '../server/src/areas/platform/platform.seed';
import { newId } from '../server/src/core/ids';
import { loadPostgres, loadSqlite, rebuildStatsSql, type OrderScope } from './orders-data';
import { customerNames } from './scale-names';
import { regionColumn } from './region-column';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../server/src/db/types';
import { sqliteIndexedColumns, syncTextIndex } from '../server/src/db/text-index';

/** The tables whose SQLite search index (FTS5, kept by triggers) a bulk load sets aside and rebuilds once. */
const INDEXED_TABLES = ['customer', 'orders'];

const CUSTOMER_COLS = [
  'id',
  'tenant_id',
  'project_id',
  'created_at',
  'updated_at',
  'name',
  'type',
  'contact_name',
  'contact_method',
  'contact_value',
  'tags',
  'owner_id',
  'region',
  'address',
] as const;
const CUSTOMER_INT = new Set(['type', 'contact_method']);
const BATCH = 20_000;

/** A database of the run (its own SQLite folder, or its own PostgreSQL schema) that grows between sizes. */
export interface ScaleDatabase {
  dialect: DialectName;
  /** The environment of a server process on it. */
  env: NodeJS.ProcessEnv;
  /** What the bare handler opens: the SQLite file, or the PostgreSQL URL with the schema's search_path. */
  target: string;
  tenantId: string;
  projectId: string;
  /** Adds customers and orders (about three lines each) until the bench's rows number `size` of each. */
  grow(size: number): Promise<void>;
  /**
   * The substring indexes of customer and orders a migration may have added (FTS5 tables on SQLite,
   * pg_trgm indexes on PostgreSQL), by name: the bare handler's ILIKE uses the latter when the planner
   * likes them; its LIKE on SQLite never uses the former.
   */
  textIndexes(): Promise<string[]>;
  cleanup(): Promise<void>;
}

/**
 * Migrated and seeded like a first start (the demo tenant and its year of sales), then grown by
 * bulk inserts that bypass the services: customers from scale-names.ts, orders from orders-data.ts
 * naming those customers. All in the demo's main project, the one the admin lists.
 */
export async function prepareScaleDatabase(dialect: DialectName, pgUrl: string): Promise<ScaleDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-bench-scale-'));
  const schema = dialect === 'postgres' ? `bench_scale_${randomBytes(4).toString('hex')}` : undefined;
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
  const db = openDb({ dataDir, databaseUrl: databaseUrl || undefined });
  await migrateToLatest(db);
  await seedDemo(db, loadConfig(env), pino({ level: 'silent' }));
  const demo = (await findDemoIds(db))!;
  const k = db.kysely as any;
  const products = (
    await k.selectFrom('product').select(['id', 'name', 'price']).where('project_id', '=', demo.mainProjectId).execute()
  ).map((p: any) => ({ ...p, price: Number(p.price) }));
  await db.close();

  const scope: OrderScope = { tenantId: demo.tenantId, projectId: demo.mainProjectId, customerIds: [], customerNames: [], products };
  const owners = [demo.adminUserId, demo.staffUserId];
  const sqliteFile = path.join(dataDir, 'ace.sqlite');
  let rows = 0;

  /** `count` customers as rows of CUSTOMER_COLS, remembered for the orders that name them. */
  const customers = (count: number, seed: number) => {
    const next = customerNames(seed);
    const span = 730 * 86_400_000;
    const start = Date.now() - span;
    const out: Record<(typeof CUSTOMER_COLS)[number], string | number>[] = [];
    for (let i = 0; i < count; i++) {
      const at = start + Math.floor((span / count) * i);
      const c = next();
      const id = newId(at);
      scope.customerIds.push(id);
      scope.customerNames!.push(c.name);
      const when = new Date(at).toISOString();
      out.push({
        id,
        tenant_id: scope.tenantId,
        project_id: scope.projectId,
        created_at: when,
        updated_at: when,
        name: c.name,
        type: c.type,
        contact_name: c.contactName,
        contact_method: 0,
        contact_value: c.contactValue,
        tags: '[]',
        owner_id: owners[i % owners.length],
        region: regionColumn(c.region) ?? '',
        address: `${c.region}人民路 ${1 + (i % 300)} 号`,
      });
    }
    return out;
  };

  async function growSqlite(add: number) {
    const sqlite = new SQLite(sqliteFile);
    // A bulk load as an operator would run one: the search indexes' triggers set aside, each index
    // rebuilt once from the rows afterwards (db/text-index.ts), rather than a trigger per row.
    const k = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    const indexed = new Map<string, string[]>();
    for (const table of INDEXED_TABLES) {
      const cols = await sqliteIndexedColumns(k, table);
      if (cols) indexed.set(table, cols);
      await syncTextIndex(k, 'sqlite', table, []);
    }
    const ins = sqlite.prepare(`insert into customer (${CUSTOMER_COLS.join(',')}) values (${CUSTOMER_COLS.map((c) => '@' + c).join(',')})`);
    for (let done = 0; done < add; done += BATCH) {
      const batch = customers(Math.min(BATCH, add - done), rows + done + 1);
      sqlite.transaction(() => batch.forEach((row) => ins.run(row)))();
    }
    loadSqlite(sqlite, scope, add);
    for (const [table, cols] of indexed) await syncTextIndex(k, 'sqlite', table, cols);
    for (const q of rebuildStatsSql(scope.tenantId, scope.projectId)) sqlite.exec(q);
    // No ANALYZE: the server never runs it, so its plans are measured as a deployment meets them.
    await k.destroy();
  }

  async function growPostgres(add: number) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const ins = `insert into customer (${CUSTOMER_COLS.join(',')}) select * from unnest(${CUSTOMER_COLS.map(
      (c, i) => `$${i + 1}::${CUSTOMER_INT.has(c) ? 'int' : 'text'}[]`,
    ).join(',')})`;
    for (let done = 0; done < add; done += BATCH) {
      const batch = customers(Math.min(BATCH, add - done), rows + done + 1);
      await client.query(
        ins,
        CUSTOMER_COLS.map((c) => batch.map((row) => row[c])),
      );
    }
    await loadPostgres(client, scope, add);
    for (const q of rebuildStatsSql(scope.tenantId, scope.projectId)) await client.query(q);
    await client.query('vacuum analyze');
    await client.end();
  }

  return {
    dialect,
    env,
    target: dialect === 'postgres' ? databaseUrl : sqliteFile,
    tenantId: scope.tenantId,
    projectId: scope.projectId,
    async grow(size) {
      if (size <= rows) return;
      await (dialect === 'postgres' ? growPostgres(size - rows) : growSqlite(size - rows));
      rows = size;
    },
    async textIndexes() {
      if (dialect === 'sqlite') {
        const sqlite = new SQLite(sqliteFile, { readonly: true });
        try {
          const rows = sqlite
            .prepare(`select name from sqlite_master where type = 'table' and name in ('customer_fts', 'orders_fts')`)
            .all() as { name: string }[];
          return rows.map((r) => r.name);
        } finally {
          sqlite.close();
        }
      }
      const { rows } = await admin!.query<{ indexname: string }>(
        `select indexname from pg_indexes where schemaname = $1 and tablename in ('customer', 'orders') and indexdef ilike '%gin_trgm_ops%'`,
        [schema],
      );
      return rows.map((r) => r.indexname);
    },
    async cleanup() {
      // BENCH_KEEP=1 keeps the data (the SQLite folder, the PostgreSQL schema) for a look at query plans.
      if (process.env.BENCH_KEEP) {
        console.log(`保留数据：${schema ? `PostgreSQL 模式 ${schema}` : dataDir}`);
        await admin?.end();
        return;
      }
      if (admin) {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
