import { sql } from 'kysely';
import type { Db } from '../../../db/client';

export interface RateLimit {
  /** Length of the counting window; the window starts at the first allowed hit. */
  windowMs: number;
  /** Hits allowed per window. */
  max: number;
  /** Least time between two allowed hits (0: none). */
  minIntervalMs?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; reason: 'interval' | 'max'; retryAfterMs: number };

/**
 * Counts one hit on `key` and decides in the same statement whether it is allowed: a conditional
 * upsert on `login_attempts` (the login throttle's table; keys are prefixed per use) that only
 * changes the row when the hit is allowed. Parallel requests therefore cannot both pass a check
 * made before either was counted, on SQLite or PostgreSQL, across processes. Refused hits change
 * nothing, so they neither extend the wait nor use up the allowance.
 *
 * Columns as used here: `failures` = allowed hits in the window, `window_started_at`, and
 * `updated_at` = time of the last allowed hit.
 */
export async function hitRateLimit(db: Db, key: string, limit: RateLimit, nowMs: number): Promise<RateDecision> {
  const k = db.kysely;
  const now = new Date(nowMs).toISOString();
  const windowStart = new Date(nowMs - limit.windowMs).toISOString();
  const expired = sql<boolean>`(login_attempts.window_started_at < ${windowStart})`;
  // Only with an interval: parallel hits read their clocks in one order and reach the row in another,
  // so "the last hit is not later than now" would refuse some of them for no interval at all.
  const spaced = limit.minIntervalMs
    ? sql<boolean>`login_attempts.updated_at <= ${new Date(nowMs - limit.minIntervalMs).toISOString()}`
    : sql<boolean>`1 = 1`;
  const row = await k
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_started_at: now, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<number>`CASE WHEN ${expired} THEN 1 ELSE login_attempts.failures + 1 END`,
          window_started_at: sql<string>`CASE WHEN ${expired} THEN ${now} ELSE login_attempts.window_started_at END`,
          updated_at: now,
        })
        .where(sql<boolean>`${spaced} AND (${expired} OR login_attempts.failures < ${limit.max})`),
    )
    .returning('failures')
    .executeTakeFirst();
  if (row) return { allowed: true };

  // Refused: read the row only to tell the caller why and how long to wait (the allowance first:
  // "wait 40 s" would be a false promise when the window's allowance is used up).
  const cur = await k
    .selectFrom('login_attempts')
    .select(['failures', 'updated_at', 'window_started_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!cur) return { allowed: false, reason: 'max', retryAfterMs: limit.windowMs };
  const windowLeft = Date.parse(cur.window_started_at) + limit.windowMs - nowMs;
  if (Number(cur.failures) >= limit.max && windowLeft > 0) return { allowed: false, reason: 'max', retryAfterMs: windowLeft };
  return { allowed: false, reason: 'interval', retryAfterMs: Math.max(0, Date.parse(cur.updated_at) + (limit.minIntervalMs ?? 0) - nowMs) };
}
