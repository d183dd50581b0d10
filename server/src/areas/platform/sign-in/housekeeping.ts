/**
 * Old rows of sessions, login and SMS counters and SMS codes are useless after a day but would
 * pile up forever. Rather than a timer (one more thing to stop at shutdown, and N timers for N
 * processes), the services that write those rows sweep them opportunistically, on login and on
 * SMS requests: at most once a minute per process, and a bounded batch per table, so a sweep
 * costs a few indexed deletes and a large backlog drains over several sweeps.
 */

/** Rows older than this (past their expiry or window) are deleted. */
export const RETAIN_MS = 24 * 3600_000;
/** At most this many rows per table per sweep. */
export const SWEEP_BATCH = 500;
/** A process sweeps at most this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Wraps `sweep` so it runs at most once per SWEEP_EVERY_MS (by the given clock) and never fails the
 * request that triggered it: a failed sweep is logged and simply retried next time.
 */
export function throttledSweep(now: () => number, sweep: (nowMs: number) => Promise<void>): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  let running = false;
  return async () => {
    const t = now();
    if (running || t - last < SWEEP_EVERY_MS) return;
    last = t;
    running = true;
    try {
      await sweep(t);
    } catch (err) {
      console.warn(`清理过期数据失败（下次重试）: ${(err as Error).message}`);
    } finally {
      running = false;
    }
  };
}
