import type { Kysely, Transaction } from 'kysely';
import type { CountCache, RowChange } from './count-cache.js';

interface ChangeLog {
  counts: CountCache;
  /** Row changes by `table|scope`, in write order; `unknown` when some were written without saying which. */
  writes: Map<string, { table: string; scopeKey: string; changes: RowChange[]; unknown: boolean }>;
}

/** The change log of every transaction opened by `runTransaction` (keyed by Kysely's transaction object). */
const logs = new WeakMap<object, ChangeLog>();

/**
 * Runs `fn` in one transaction and, once it has committed, hands the row changes it recorded
 * (`recordChanges`) to the count cache; a rollback changes nothing. Services nest by passing the
 * transaction on (`{ trx }`): their changes join this log and wait for this commit.
 */
export async function runTransaction<DB, T>(kysely: Kysely<DB>, counts: CountCache, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const log: ChangeLog = { counts, writes: new Map() };
  let result: T;
  try {
    result = await kysely.transaction().execute((trx) => {
      logs.set(trx, log);
      return fn(trx);
    });
  } catch (err) {
    for (const w of log.writes.values()) counts.writeEnded(w.table, w.scopeKey, null);
    throw err;
  }
  for (const w of log.writes.values()) counts.writeEnded(w.table, w.scopeKey, w.unknown ? undefined : w.changes);
  return result;
}

/**
 * Notes rows written in `trx` to `table` within `scopeKey` (tenant|project), for the list totals.
 * `unknown`: rows were written without saying which; the scope's totals of `table` are recounted.
 * `trx` must come from `runTransaction` (`db.transaction`): a write anywhere else could commit or
 * roll back unseen, leaving a total wrong, so it is refused as the programming error it is.
 */
export function recordChanges(trx: Kysely<any>, table: string, scopeKey: string, changes: RowChange[] | 'unknown'): void {
  const log = logs.get(trx);
  if (!log) throw new Error(`写入 ${table} 必须在 db.transaction() 开启的事务中进行（列表总数依赖其提交结果）`);
  const key = `${table}|${scopeKey}`;
  let w = log.writes.get(key);
  if (!w) log.writes.set(key, (w = { table, scopeKey, changes: [], unknown: false }));
  if (changes === 'unknown') w.unknown = true;
  else w.changes.push(...changes);
}
