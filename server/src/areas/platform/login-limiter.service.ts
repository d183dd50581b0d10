import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../core/errors';
import { RETAIN_MS, SWEEP_BATCH, throttledSweep } from './housekeeping';

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
 * Throttles logins per account and per client address. Counters live in `login_attempts` so
 * several server processes over one database share them.
 *
 * An attempt is counted *before* the password is checked, in one atomic upsert that also decides
 * whether it may go on: N parallel guesses cannot all slip past a check made before any of them
 * failed. A successful login gives its attempt back (the account's count is cleared, the
 * address's lowered by one), so only failures add up. Counts live in a window of `lockMinutes`;
 * an attempt past the maximum locks the key that long (and the lock starts a fresh window).
 */
export function createLoginLimiter(db: Db, opts: LoginLimiterOptions) {
  const k = db.kysely;
  const lockMs = opts.lockMinutes * 60_000;

  /** Counts one attempt on `key`; returns the lock end (ms) when the attempt is refused. */
  async function countAttempt(key: string, max: number): Promise<number | null> {
    const now = opts.now();
    const nowIso = new Date(now).toISOString();
    const windowStart = new Date(now - lockMs).toISOString();
    const lockUntil = new Date(now + lockMs).toISOString();
    // Every SET expression below reads the row as it was before this statement (SQL semantics).
    const locked = sql<boolean>`(login_attempts.locked_until IS NOT NULL AND login_attempts.locked_until > ${nowIso})`;
    const next = sql<number>`(CASE WHEN login_attempts.window_started_at < ${windowStart} THEN 1 ELSE login_attempts.failures + 1 END)`;
    const row = await k
      .insertInto('login_attempts')
      .values({ key, failures: 1, window_started_at: nowIso, locked_until: null, updated_at: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // While locked nothing changes; past the maximum the key locks and its window starts over.
          failures: sql<number>`CASE WHEN ${locked} THEN login_attempts.failures WHEN ${next} > ${max} THEN 0 ELSE ${next} END`,
          window_started_at: sql<string>`CASE WHEN ${locked} THEN login_attempts.window_started_at
            WHEN ${next} > ${max} OR login_attempts.window_started_at < ${windowStart} THEN ${nowIso}
            ELSE login_attempts.window_started_at END`,
          locked_until: sql<
            string | null
          >`CASE WHEN ${locked} THEN login_attempts.locked_until WHEN ${next} > ${max} THEN ${lockUntil} ELSE NULL END`,
          updated_at: nowIso,
        }),
      )
      .returning('locked_until')
      .executeTakeFirstOrThrow();
    return row.locked_until && row.locked_until > nowIso ? Date.parse(row.locked_until) : null;
  }

  const refuse = (until: number) => {
    const minutes = Math.max(1, Math.ceil((until - opts.now()) / 60_000));
    return tooManyRequests(`登录失败次数过多，请 ${minutes} 分钟后再试`);
  };

  return {
    /**
     * Counts a login attempt for the address and the account; throws 429 when either is locked or
     * this attempt goes past its maximum. Call before checking the password.
     */
    async beginAttempt(username: string, ip: string) {
      // The address first: a locked address does not also use up the account's allowance.
      const ipLock = await countAttempt(ipKey(ip), opts.maxFailuresPerIp);
      if (ipLock) throw refuse(ipLock);
      const accountLock = await countAttempt(accountKey(username), opts.maxFailuresPerAccount);
      if (accountLock) throw refuse(accountLock);
    },

    /**
     * Deletes counters untouched for a day (or the lock window, when longer) and not locked; runs at
     * most once a minute (see housekeeping.ts). SMS counters share the table and have shorter windows.
     */
    sweep: throttledSweep(opts.now, async (now) => {
      const cutoff = new Date(now - Math.max(RETAIN_MS, lockMs)).toISOString();
      const nowIso = new Date(now).toISOString();
      await k
        .deleteFrom('login_attempts')
        .where('key', 'in', (eb) =>
          eb
            .selectFrom('login_attempts')
            .select('key')
            .where('updated_at', '<', cutoff)
            .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', nowIso)]))
            .limit(SWEEP_BATCH),
        )
        .execute();
    }),

    /** The password was right: the account's count is cleared, the address gets its attempt back. */
    async recordSuccess(username: string, ip: string) {
      await k.deleteFrom('login_attempts').where('key', '=', accountKey(username)).execute();
      await k
        .updateTable('login_attempts')
        .set({ failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
        .where('key', '=', ipKey(ip))
        .execute();
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
