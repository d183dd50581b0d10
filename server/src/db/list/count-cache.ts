/**
 * The scope a list's totals belong to, as every list and every write names it: a write reaches
 * exactly the totals of its tenant and project.
 */
export const countScopeKey = (scope: { tenantId: string; projectId: string }) => `${scope.tenantId}|${scope.projectId}`;

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
  at: number;
  /** Whether a row is counted by this total; absent when that cannot be judged in JS (search, custom SQL). */
  matches?: (row: Row) => boolean;
}

/**
 * Remembers list totals per table and scope, so the expensive COUNT(*) behind `total` runs once,
 * not on every page turn — and not again after every write either. A committed write reports its
 * row changes (`writeEnded`): every total that can judge a row (`matches`) moves by what the
 * change adds or takes away (a remark edit moves nothing), the others are dropped. So on a busy
 * back office a list stays exact without recounting 100,000 rows after each save.
 *
 * A count that was running while a write committed may have missed it: it is only stored when no
 * write ended in its scope since it started (`stamp`). Entries also expire after `ttlMs`, which
 * bounds staleness when another process (several servers over one PostgreSQL) or raw SQL wrote.
 */
export class CountCache {
  /**
   * Off: every total is counted (nothing is kept). Set when another server process writes the same
   * PostgreSQL database (its writes would not reach this cache) or by configuration (ACE_COUNT_CACHE).
   */
  private on = true;
  private readonly generations = new Map<string, number>();
  /** Every entry, oldest first (eviction order), by `table|scope|query`. */
  private readonly entries = new Map<string, Entry>();
  /** The entry keys of each `table|scope`, so a write visits only its own. */
  private readonly byScope = new Map<string, Set<string>>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number } = { ttlMs: 15_000, maxEntries: 5_000 }) {}

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

  /** A cached total for this query in this table and scope, if still valid. */
  get(table: string, scopeKey: string, queryKey: string): number | undefined {
    if (!this.on) return undefined;
    const key = `${table}|${scopeKey}|${queryKey}`;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (Date.now() - e.at > this.opts.ttlMs) {
      this.drop(key);
      return undefined;
    }
    return e.total;
  }

  /** Stores a total counted for this query (unless a write ended in the scope since `stamp`). */
  set(table: string, scopeKey: string, queryKey: string, total: number, stamp: number, matches?: (row: Row) => boolean): void {
    const scope = `${table}|${scopeKey}`;
    if (!this.on || stamp !== this.gen(scope)) return;
    const key = `${scope}|${queryKey}`;
    this.drop(key); // re-insert so Map order is least-recently-set first
    this.entries.set(key, { scope, total, at: Date.now(), matches });
    if (!this.byScope.has(scope)) this.byScope.set(scope, new Set());
    this.byScope.get(scope)!.add(key);
    if (this.entries.size > this.opts.maxEntries) this.drop(this.entries.keys().next().value!);
  }

  /**
   * A write in this table and scope ended. `changes`: committed rows (totals that can judge them
   * are adjusted, others dropped); `null`: rolled back (nothing changed); `undefined`: unknown
   * (every total of the scope is dropped).
   */
  writeEnded(table: string, scopeKey: string, changes: RowChange[] | null | undefined): void {
    const scope = `${table}|${scopeKey}`;
    this.generations.set(scope, this.gen(scope) + 1);
    if (changes === null) return;
    for (const key of [...(this.byScope.get(scope) ?? [])]) {
      const e = this.entries.get(key)!;
      if (!changes || !e.matches) {
        this.drop(key);
        continue;
      }
      const counted = (row: object | null) => (row && e.matches!(row as Row) ? 1 : 0);
      for (const { before, after } of changes) e.total += counted(after) - counted(before);
    }
  }

  /** Forgets every total of this table and scope (rows written behind the engine's back). */
  invalidate(table: string, scopeKey: string): void {
    this.writeEnded(table, scopeKey, undefined);
  }
}
