/**
 * Remembers list totals per table and scope so the expensive COUNT(*) behind `total` runs once,
 * not on every page turn. Every write through the engine calls `invalidate(table, scopeKey)`,
 * which bumps that scope's generation and so retires all its cached totals at once. Entries also
 * expire after `ttlMs`, which bounds staleness when another process (several servers over one
 * PostgreSQL) or raw SQL wrote the rows.
 */
export class CountCache {
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, { total: number; gen: number; at: number }>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number } = { ttlMs: 15_000, maxEntries: 5_000 }) {}

  private gen(scope: string) {
    return this.generations.get(scope) ?? 0;
  }

  /** A cached total for this query in this table and scope, if still valid. */
  get(table: string, scopeKey: string, queryKey: string): number | undefined {
    const scope = `${table}|${scopeKey}`;
    const key = `${scope}|${queryKey}`;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.gen !== this.gen(scope) || Date.now() - e.at > this.opts.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e.total;
  }

  /** Stores a total counted for this query. */
  set(table: string, scopeKey: string, queryKey: string, total: number): void {
    const scope = `${table}|${scopeKey}`;
    const key = `${scope}|${queryKey}`;
    this.entries.delete(key); // re-insert so Map order is least-recently-set first
    this.entries.set(key, { total, gen: this.gen(scope), at: Date.now() });
    if (this.entries.size > this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets every total of this table and scope; call after any insert, update or delete there. */
  invalidate(table: string, scopeKey: string): void {
    const scope = `${table}|${scopeKey}`;
    this.generations.set(scope, this.gen(scope) + 1);
  }
}
