/**
 * The scope a list's totals belong to, as every list and every write names it: a write reaches
 * exactly the totals of its tenant and project.
 */
export const countScopeKey = (scope: { tenantId: string; projectId: string }) => `${scope.tenantId}|${scope.projectId}`;

/**
 * How long a kept total is answered at most: it bounds how stale one can be when rows are written
 * behind the engine's back (raw SQL), which moves no list version.
 */
export const KEPT_TOTAL_TTL_MS = 15_000;

/** A table row as the database holds it (snake_case columns). */
export type Row = Record<string, unknown>;

/** One row written: its columns before (null: inserted) and after (null: deleted). Any row type of a table. */
export interface RowChange {
  before: object | null;
  after: object | null;
}

interface Entry {
  scope: string;
  total: number;
  /** An estimate (list-total.ts), not a count: moved by writes like a count, answered as 约. */
  estimated: boolean;
  /** The list version (list-versions.ts) the total is true at. */
  version: number;
  at: number;
  /** Whether a row is counted by this total; absent when that cannot be judged in JS (search, custom SQL). */
  matches?: (row: Row) => boolean;
}

/** A kept total and whether it is an estimate. */
export interface KeptTotal {
  total: number;
  estimated: boolean;
}

/**
 * Remembers list totals per table and scope, so the expensive COUNT(*) behind `total` runs once,
 * not on every page turn — and not again after every write either. Each total is kept with the
 * list version it was counted at (list-versions.ts) and answered only while the database's version
 * is still that one: a write in any process, on the same database, makes it stale. A write of this
 * process reports its row changes and the version it made (`writeEnded`): every total that can
 * judge a row (`matches`) and was true just before moves by what the change adds or takes away (a
 * remark edit moves nothing) to the new version; the others are dropped. So on a busy back office
 * a list stays exact without recounting a million rows after each save, in one process or several.
 *
 * A count that was running while a write of this process committed may have missed it: it is only
 * stored when no write ended in its scope since it started (`stamp`). Entries also expire after
 * `ttlMs`, which bounds staleness when rows are written behind the engine's back (raw SQL).
 */
export class CountCache {
  /** Off: every total is counted (nothing is kept), by configuration (ACE_COUNT_CACHE=off). */
  private on = true;
  private readonly generations = new Map<string, number>();
  /** Every entry, oldest first (eviction order), by `table|scope|query`. */
  private readonly entries = new Map<string, Entry>();
  /** The entry keys of each `table|scope`, so a write visits only its own. */
  private readonly byScope = new Map<string, Set<string>>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number } = { ttlMs: KEPT_TOTAL_TTL_MS, maxEntries: 5_000 }) {}

  private gen(scope: string) {
    return this.generations.get(scope) ?? 0;
  }

  private drop(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.byScope.get(e.scope)?.delete(key);
  }

  /** Whether totals are kept. */
  get enabled(): boolean {
    return this.on;
  }

  /** Turns keeping totals on or off; turning it off forgets every total kept. */
  setEnabled(on: boolean): void {
    if (this.on === on) return;
    this.on = on;
    if (!on) {
      this.entries.clear();
      this.byScope.clear();
    }
  }

  /** Taken before counting; `set` keeps the count only if no write ended in this scope since. */
  stamp(table: string, scopeKey: string): number {
    return this.gen(`${table}|${scopeKey}`);
  }

  /** The kept total of this query in this table and scope, if it was true at `version` (the database's now) and has not expired. */
  get(table: string, scopeKey: string, queryKey: string, version: number): KeptTotal | undefined {
    if (!this.on) return undefined;
    const key = `${table}|${scopeKey}|${queryKey}`;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (Date.now() - e.at > this.opts.ttlMs || e.version < version) {
      this.drop(key);
      return undefined;
    }
    // Newer than the version read: a write of this process committed since; that reader recounts.
    if (e.version > version) return undefined;
    return { total: e.total, estimated: e.estimated };
  }

  /** Keeps a total counted (or estimated) at `version` (unless a write of this process ended in the scope since `stamp`). */
  set(
    table: string,
    scopeKey: string,
    queryKey: string,
    kept: KeptTotal & { version: number; stamp: number },
    matches?: (row: Row) => boolean,
  ): void {
    const scope = `${table}|${scopeKey}`;
    if (!this.on || kept.stamp !== this.gen(scope)) return;
    const key = `${scope}|${queryKey}`;
    this.drop(key); // re-insert so Map order is least-recently-set first
    this.entries.set(key, { scope, total: kept.total, estimated: kept.estimated, version: kept.version, at: Date.now(), matches });
    if (!this.byScope.has(scope)) this.byScope.set(scope, new Set());
    this.byScope.get(scope)!.add(key);
    if (this.entries.size > this.opts.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  /**
   * A write of this process in this table and scope ended. `changes`: committed rows, which made
   * list version `version` (totals true just before and able to judge the rows move to it, others
   * are dropped); `null`: rolled back (nothing changed); `undefined`: unknown (every total of the
   * scope is dropped).
   */
  writeEnded(table: string, scopeKey: string, changes: RowChange[] | null | undefined, version?: number): void {
    const scope = `${table}|${scopeKey}`;
    this.generations.set(scope, this.gen(scope) + 1);
    if (changes === null) return;
    for (const key of [...(this.byScope.get(scope) ?? [])]) {
      const e = this.entries.get(key)!;
      // Counted after this write committed: it is in the total already.
      if (version !== undefined && e.version >= version) continue;
      // Unknown rows, a total that cannot judge them, or another write (another process's) between.
      if (!changes || !e.matches || version === undefined || e.version !== version - 1) {
        this.drop(key);
        continue;
      }
      const counted = (row: object | null) => (row && e.matches!(row as Row) ? 1 : 0);
      for (const { before, after } of changes) e.total += counted(after) - counted(before);
      e.version = version;
    }
  }

  /** Forgets every total of this table and scope (rows written behind the engine's back). */
  invalidate(table: string, scopeKey: string): void {
    this.writeEnded(table, scopeKey, undefined);
  }
}
