import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { pgDriver } from './pg-driver';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type LogEvent, type Transaction } from 'kysely';
import type { Database } from './types';
import { QueryTemplates, type TemplateQuery } from './query-templates';
import { namedStatements } from './pg-named-statements';
import { CountCache } from './list/count-cache';
import { runTransaction } from './transactions';
import { localChangeBus, pgChangeBus, type ChangeBus } from './change-bus';
import { createRecordEvents, type RecordEvents } from './record-events';
import { registerZhSortKey } from './chinese-order';

export type DialectName = 'sqlite' | 'postgres';

/** An open database plus the facts code needs to know about it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Hot queries compiled once per shape (see query-templates.ts); SQL is per dialect, so per database. */
  templates: QueryTemplates;
  /**
   * Runs a read-only compiled query (in `trx` when given). On SQLite outside any transaction it runs
   * synchronously on a cached statement instead of queueing for Kysely's single connection: nothing
   * can interleave with a synchronous call, and while a transaction is open the read waits its turn,
   * so it never sees another request's uncommitted writes. On PostgreSQL outside a transaction, a
   * plan-stable template's query (`statement` set) runs as a named statement, planned once per
   * connection (pg-named-statements.ts).
   */
  read<R = Record<string, unknown>, DB = Database>(query: TemplateQuery, trx?: Kysely<DB>): Promise<R[]>;
  /** Cached list totals of this database, kept exact by the row changes of committed writes. */
  counts: CountCache;
  /**
   * One write transaction. Every business write runs in one (or joins one through `{ trx }`): the
   * rows it records (transactions.ts) adjust the cached list totals once it has committed.
   */
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** Tells the other server processes on this database what changed (their caches drop it). */
  changes: ChangeBus;
  /** Committed record writes, heard here and in every other process (the live lists, record-events.ts). */
  records: RecordEvents;
  close(): Promise<void>;
}

/** The parts every dialect shares: list totals and tracked write transactions. */
function common(kysely: Kysely<Database>) {
  const counts = new CountCache();
  return {
    counts,
    templates: new QueryTemplates(),
    transaction: <T>(fn: (trx: Transaction<Database>) => Promise<T>) => runTransaction(kysely, counts, fn),
  };
}

export interface OpenDbOptions {
  databaseUrl?: string;
  /** Folder holding `ace.sqlite` when no databaseUrl is given. */
  dataDir: string;
  /** PostgreSQL only: schema to work in (tests use one schema per test file). */
  pgSchema?: string;
  poolSize?: number;
  /** PostgreSQL only: how long a request waits for a connection before failing (ms). */
  connectTimeoutMs?: number;
  /**
   * Told the SQL and values of every statement run (tests count the statements a call needs, so a read that
   * creeps back to reading twice fails them). Production leaves it unset: no logging cost.
   */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

/**
 * What the server tells PostgreSQL a parallel plan costs to start (its default is 1,000): ten times
 * more, so only a statement that reads much of a large table plans workers (openDb).
 */
export const PARALLEL_SETUP_COST = 10_000;

/**
 * The connection string and the startup options of the server's PostgreSQL connections: the server's
 * own (`ours`), then those DATABASE_URL's `options` names, so a setting named in both is the URL's —
 * PostgreSQL applies a repeated `-c` in order. pg would otherwise let the URL's `options` replace
 * the server's whole (it reads the connection string last); a string that is not a URL keeps its own.
 */
function withOptions(databaseUrl: string, ours: string[]): { connectionString: string; options: string } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { connectionString: databaseUrl, options: ours.join(' ') };
  }
  const theirs = url.searchParams.get('options');
  url.searchParams.delete('options');
  return { connectionString: url.toString(), options: [...ours, ...(theirs ? [theirs] : [])].join(' ') };
}

/** `application_name` of the server's PostgreSQL connections, followed by `:<pid>`. */
export const PG_APPLICATION = 'ace-admin';

/**
 * Opens SQLite (WAL, foreign keys on) under `dataDir`, or PostgreSQL when `databaseUrl` is set.
 */
export function openDb(opts: OpenDbOptions): Db {
  if (opts.databaseUrl) {
    const connection = {
      // Parallel workers only for statements that read much of a large table (the dashboard's sums):
      // the server's other statements are short and many at once, and a worker is another process
      // wanting the same cores (a rare search's page at a million customers took 10-13 ms with two
      // workers, 3-4 ms without; docs/decisions.md "Parallel workers for large reads only").
      ...withOptions(opts.databaseUrl, [
        `-c parallel_setup_cost=${PARALLEL_SETUP_COST}`,
        ...(opts.pgSchema ? [`-c search_path=${opts.pgSchema}`] : []),
      ]),
      // While the database is unreachable a request waits this long for a connection, then gets 503.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      // Which server process holds a connection (pg_stat_activity): each keeps one open for the
      // change bus, so an operator (and the process tests) can see every process on the database.
      application_name: `${PG_APPLICATION}:${process.pid}`,
    };
    const pool = new (pgDriver().Pool)({ ...connection, max: opts.poolSize ?? 10 });
    const changes = pgChangeBus(pool, connection);
    // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error' on its
    // client. The pool listens on idle clients only; a client checked out by a request between two
    // queries had none, and an unhandled 'error' event kills the process (docs/requirements.md §10.1). Every
    // client gets a listener for its whole life: the request's own query fails (503, faults.ts),
    // the pool drops the dead client on release and opens a fresh one on next use.
    const lost = (err: Error) => console.error(`PostgreSQL 连接中断（将自动重连）: ${err.message}`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...observed(opts.onQuery) });
    const named = namedStatements(pool);
    const bus = buses(changes);
    return {
      kysely,
      dialect: 'postgres',
      ...common(kysely),
      read: async <R, DB>(query: TemplateQuery, trx?: Kysely<DB>) => {
        if (trx || !query.statement) return (await (trx ?? kysely).executeQuery<R>(query)).rows;
        opts.onQuery?.(query.sql, query.parameters);
        return named.read<R>(query.statement, query);
      },
      ...bus,
      close: async () => {
        // Writes committed in the last moments are still told to the other processes (their live lists).
        bus.records.flush();
        await changes.close();
        await kysely.destroy();
      },
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, 'ace.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerZhSortKey(sqlite);
  const statements = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }), ...observed(opts.onQuery) });
  return {
    kysely,
    dialect: 'sqlite',
    ...common(kysely),
    ...buses(localChangeBus()),
    read: async <R, DB>(query: CompiledQuery, trx?: Kysely<DB>) => {
      if (trx || sqlite.inTransaction) return (await (trx ?? kysely).executeQuery<R>(query)).rows;
      opts.onQuery?.(query.sql, query.parameters);
      return statements.prepare(query.sql).all(query.parameters as unknown[]) as R[];
    },
    close: async () => {
      await kysely.destroy(); // closes the better-sqlite3 handle, which checkpoints the WAL
    },
  };
}

/** A change bus and the record announcements that travel on it. */
const buses = (changes: ChangeBus) => ({ changes, records: createRecordEvents(changes) });

/** Kysely's log option telling `onQuery` each statement it runs (none when unset). */
function observed(onQuery: OpenDbOptions['onQuery']): { log?: (event: LogEvent) => void } {
  return onQuery ? { log: (event) => onQuery(event.query.sql, event.query.parameters) } : {};
}

/** How many prepared statements one SQLite connection keeps (the engine generates a few per resource). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing is a large share of a fast SQLite query's cost.
 * Statements are keyed by their SQL text and reused (better-sqlite3 runs them synchronously, so one
 * statement is never in use twice at once). Least-recently-used entries are dropped past the limit.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(query: string) {
      let stmt = cache.get(query);
      if (stmt) {
        cache.delete(query); // re-insert to mark as most recently used
      } else {
        stmt = sqlite.prepare(query);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(query, stmt);
      return stmt;
    },
  };
}
