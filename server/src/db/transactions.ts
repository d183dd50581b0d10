import type { Kysely, Transaction } from 'kysely';
import type { CountCache, RowChange } from './list/count-cache';
import { bumpListVersions } from './list/list-versions';
import type { Database } from './types';

/** What one transaction collects while it runs: row changes for the list totals, tasks to run before it commits. */
interface TransactionLog {
  counts: CountCache;
  /** Row changes by `table|scope`, in write order; `unknown` when some were written without saying which. */
  writes: Map<string, { table: string; scopeKey: string; changes: RowChange[]; unknown: boolean }>;
  /** Work deferred to the end of the transaction, once per key, in the order first asked for. */
  tasks: Map<string, () => Promise<void>>;
  /** …and what runs after all of it, last before the commit (the audit trail: its lock is held briefly). */
  closing: Map<string, () => Promise<void>>;
  /** What runs once the transaction has committed (caches told of what changed), never after a rollback. */
  committed: Map<string, () => void>;
}

/** The log of every transaction opened by `runTransaction` (keyed by Kysely's transaction object). */
const logs = new WeakMap<object, TransactionLog>();

/**
 * Runs `fn` in one transaction. Before it commits, the tasks deferred with `beforeCommit` run (still
 * inside it), then the list versions of every table|scope it wrote move (list/list-versions.ts: every
 * process's kept totals of those lists are then known to be stale); once it has committed, the row
 * changes it recorded (`recordChanges`) reach this process's count cache with the versions they
 * made; a rollback changes nothing. Services nest by passing the transaction on (`{ trx }`): their
 * changes and tasks join this log and wait for this commit.
 */
export async function runTransaction<DB, T>(kysely: Kysely<DB>, counts: CountCache, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const log: TransactionLog = { counts, writes: new Map(), tasks: new Map(), closing: new Map(), committed: new Map() };
  let result: T;
  let versions = new Map<string, number>();
  try {
    result = await kysely.transaction().execute(async (trx) => {
      logs.set(trx, log);
      const value = await fn(trx);
      for (const task of log.tasks.values()) await task();
      const written = [...log.writes].map(([key, w]) => ({ key, table: w.table, scopeKey: w.scopeKey }));
      if (written.length) versions = await bumpListVersions(trx as unknown as Kysely<Database>, written);
      for (const task of log.closing.values()) await task();
      return value;
    });
  } catch (err) {
    for (const w of log.writes.values()) counts.writeEnded(w.table, w.scopeKey, null);
    throw err;
  }
  for (const [key, w] of log.writes) counts.writeEnded(w.table, w.scopeKey, w.unknown ? undefined : w.changes, versions.get(key));
  for (const task of log.committed.values()) task();
  return result;
}

function logOf<DB>(trx: Kysely<DB>, what: string): TransactionLog {
  const log = logs.get(trx);
  if (!log) throw new Error(`${what} 必须在 db.transaction() 开启的事务中进行`);
  return log;
}

/**
 * Notes rows written in `trx` to `table` within `scopeKey` (tenant|project), for the list totals.
 * `unknown`: rows were written without saying which; the scope's totals of `table` are recounted.
 * `trx` must come from `runTransaction` (`db.transaction`): a write anywhere else could commit or
 * roll back unseen, leaving a total wrong, so it is refused as the programming error it is.
 */
export function recordChanges<DB>(trx: Kysely<DB>, table: string, scopeKey: string, changes: RowChange[] | 'unknown'): void {
  const log = logOf(trx, `写入 ${table}（列表总数依赖其提交结果）`);
  const key = `${table}|${scopeKey}`;
  let w = log.writes.get(key);
  if (!w) log.writes.set(key, (w = { table, scopeKey, changes: [], unknown: false }));
  if (changes === 'unknown') w.unknown = true;
  else w.changes.push(...changes);
}

/**
 * Defers `task` to the end of the transaction, before it commits: work several writes of one
 * transaction share and that must happen once, in a fixed order (the dashboard roll-up of every order
 * an operation touched, written in day order so two transactions never lock its rows crosswise).
 * A second call with the same key keeps the first task. `last`: after every other task, so work that
 * takes a lock everyone shares (the audit chain's head) holds it only for the commit itself.
 */
export function beforeCommit<DB>(trx: Kysely<DB>, key: string, task: () => Promise<void>, opts: { last?: boolean } = {}): void {
  const log = logOf(trx, `延后任务 ${key}`);
  const tasks = opts.last ? log.closing : log.tasks;
  if (!tasks.has(key)) tasks.set(key, task);
}

/**
 * Runs `task` once `trx` has committed, never when it rolls back: telling caches what changed (a
 * session ended), which before the commit could be read back stale by another request meanwhile.
 * A second call with the same key keeps the first task.
 */
export function afterCommit<DB>(trx: Kysely<DB>, key: string, task: () => void): void {
  const log = logOf(trx, `提交后任务 ${key}`);
  if (!log.committed.has(key)) log.committed.set(key, task);
}
