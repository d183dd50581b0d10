import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { tooManyRequests } from '../http/errors.js';

export interface LoginLimiterOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  lockMinutes: number;
  /** Clock in ms; tests move time with it. */
  now: () => number;
}

const accountKey = (username: string) => `u:${username.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Throttles failed logins per account and per client address. Counters live in `login_attempts`
 * so several server processes over one database share them; each failure is one atomic upsert.
 * Failures count within a window of `lockMinutes`; reaching the maximum locks the key that long.
 */
export function createLoginLimiter(db: Db, opts: LoginLimiterOptions) {
  const k = db.kysely;
  const lockMs = opts.lockMinutes * 60_000;

  /** Adds one failure to `key`; locks it when the count reaches `max`. */
  async function recordFailure(key: string, max: number) {
    const now = opts.now();
    const nowIso = new Date(now).toISOString();
    const windowStart = new Date(now - lockMs).toISOString();
    const row = await k
      .insertInto('login_attempts')
      .values({ key, failures: 1, window_started_at: nowIso, locked_until: null, updated_at: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // An old window starts over instead of accumulating forever.
          failures: sql<number>`CASE WHEN login_attempts.window_started_at < ${windowStart} THEN 1 ELSE login_attempts.failures + 1 END`,
          window_started_at: sql<string>`CASE WHEN login_attempts.window_started_at < ${windowStart} THEN ${nowIso} ELSE login_attempts.window_started_at END`,
          updated_at: nowIso,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (Number(row.failures) >= max) {
      // The lock starts a fresh window, so after it expires the full allowance is back.
      await k
        .updateTable('login_attempts')
        .set({ locked_until: new Date(now + lockMs).toISOString(), failures: 0, window_started_at: nowIso, updated_at: nowIso })
        .where('key', '=', key)
        .execute();
    }
  }

  return {
    /** Throws 429 when the account or the address is locked. */
    async assertAllowed(username: string, ip: string) {
      const now = opts.now();
      const rows = await k
        .selectFrom('login_attempts')
        .select(['locked_until'])
        .where('key', 'in', [accountKey(username), ipKey(ip)])
        .where('locked_until', '>', new Date(now).toISOString())
        .execute();
      if (!rows.length) return;
      const until = Math.max(...rows.map((r) => Date.parse(r.locked_until!)));
      const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
      throw tooManyRequests(`登录失败次数过多，请 ${minutes} 分钟后再试`);
    },

    async recordFailure(username: string, ip: string) {
      await recordFailure(accountKey(username), opts.maxFailuresPerAccount);
      await recordFailure(ipKey(ip), opts.maxFailuresPerIp);
    },

    /** A successful login clears the account's failures (the address keeps its count). */
    async recordSuccess(username: string) {
      await k.deleteFrom('login_attempts').where('key', '=', accountKey(username)).execute();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
