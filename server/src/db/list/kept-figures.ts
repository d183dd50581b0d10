import type { Db } from '../client';
import { KEPT_TOTAL_TTL_MS } from './count-cache';
import { listVersion } from './list-versions';

/**
 * Figures computed over whole tables of a scope (the dashboard's customer counts), kept in this
 * process at the list versions of the tables they read (list-versions.ts): answered from memory while
 * every table's version is still the one they were computed at, so a dashboard opened again reads one
 * key per table, not every customer. A write in any process moves a version and the next reader
 * computes them again; like kept totals they expire after KEPT_TOTAL_TTL_MS (rows written behind the
 * engine's back) and are not kept with `ACE_COUNT_CACHE=off`.
 */

interface Kept {
  versions: string;
  at: number;
  value: unknown;
}

/** At most this many kept figures per database (a few per tenant and project); oldest out first. */
const MAX_KEPT = 2000;

const kept = new WeakMap<Db, Map<string, Kept>>();

/**
 * `compute()`, or what it answered before at the same versions of `tables` in `scopeKey`. The
 * versions are read before computing: a write that commits in between is in the figures or moves a
 * version past them, so figures are never kept under a version they are older than.
 */
export async function keptFigures<T>(
  db: Db,
  tables: readonly string[],
  scopeKey: string,
  name: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (!db.counts.enabled) return compute();
  let figures = kept.get(db);
  if (!figures) kept.set(db, (figures = new Map()));
  const key = `${name}|${scopeKey}`;
  const versions = (await Promise.all(tables.map((t) => listVersion(db, t, scopeKey)))).join(',');
  const hit = figures.get(key);
  if (hit && hit.versions === versions && Date.now() - hit.at <= KEPT_TOTAL_TTL_MS) return hit.value as T;
  const value = await compute();
  figures.delete(key);
  figures.set(key, { versions, at: Date.now(), value });
  if (figures.size > MAX_KEPT) figures.delete(figures.keys().next().value!);
  return value;
}
