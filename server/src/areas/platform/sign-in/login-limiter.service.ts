import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import { AppError, tooManyRequests } from '../../../core/errors';
import { ServerCode } from '../../../../../src/domain/errorCatalogue';
import { RETAIN_MS, SWEEP_BATCH, throttledSweep } from './housekeeping';
import { hitRateLimit } from './rate-counter';
import { clientNetwork } from './client-network';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

export interface LoginLimiterOptions {
  /** Failures of one account after which its logins need a solved image check. */
  challengeAfter: number;
  /** Failures from one client address after which its logins need a solved image check. */
  challengeAfterPerIp: number;
  /** Failures are forgotten after this long without a new one. */
  windowMinutes: number;
  /** Login attempts one address may make per minute, whatever their outcome (protects the server). */
  maxPerIpPerMinute: number;
  /** Clock in ms; tests move time with it. */
  now: () => number;
}

/** What an admitted attempt learns from the counters. */
export interface AdmittedAttempt {
  /** How long to wait before checking the password (loginDelayMs). */
  delayMs: number;
  /** Should this attempt fail, the next one needs a solved image check. */
  challengeNext: boolean;
}

/**
 * The account's counter, keyed by the username exactly as the login looks it up: usernames are
 * unique case-sensitively, so `Boss` and `boss` (maybe of two tenants) must not share a counter,
 * nor one's unlock clear the other's.
 */
const accountKey = (username: string) => `u:${username}`;
const ipKey = (ip: string) => `ip:${clientNetwork(ip)}`;

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 5000;

/**
 * The wait before a login is answered, after `failures` failures of a key: none up to the
 * threshold, then 0.5 s, 1 s, 2 s, 4 s, and 5 s from then on.
 */
export function loginDelayMs(failures: number, threshold: number): number {
  if (failures <= threshold) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold - 1));
}

/** 428, code 10206: the client shows the image check and sends its answer with the next login. */
const challengeRequired = () =>
  new AppError(428, () => ts('challengeMissing'), ServerCode.LOGIN_CHALLENGE_REQUIRED, { challengeRequired: true });

/**
 * Counts failed logins per account and per client address in `login_attempts`, so several server
 * processes over one database share them. Reaching a threshold never locks anyone out (that would
 * let anyone lock out anyone by typing wrong passwords, or a whole office behind one address): it
 * makes logins of that key need a solved image check, and each further failure adds a delay.
 *
 * An attempt is counted *before* the password is checked, in one conditional upsert that also
 * decides whether it may go on without a check: N parallel guesses cannot all slip past a count
 * read before any of them failed. A successful login gives its attempt back (the account's count
 * is cleared, the address's lowered by one), so only failures add up.
 */
export function createLoginLimiter(db: Db, opts: LoginLimiterOptions) {
  const k = db.kysely;
  const windowMs = opts.windowMinutes * 60_000;

  /**
   * Counts one attempt on `key` and returns the count including it; `null` (nothing counted) when
   * the key is at its threshold and no image check was solved.
   */
  async function countAttempt(key: string, threshold: number, solved: boolean): Promise<number | null> {
    const now = opts.now();
    const nowIso = new Date(now).toISOString();
    // Quiet for a whole window: the failures before it are forgotten.
    const stale = sql<boolean>`(login_attempts.updated_at < ${new Date(now - windowMs).toISOString()})`;
    const row = await k
      .insertInto('login_attempts')
      .values({ key, failures: 1, window_started_at: nowIso, locked_until: null, updated_at: nowIso })
      .onConflict((oc) => {
        // Every SET expression reads the row as it was before this statement (SQL semantics).
        const update = oc.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN ${stale} THEN 1 ELSE login_attempts.failures + 1 END`,
          window_started_at: sql<string>`CASE WHEN ${stale} THEN ${nowIso} ELSE login_attempts.window_started_at END`,
          locked_until: null,
          updated_at: nowIso,
        });
        return solved ? update : update.where(sql<boolean>`(${stale} OR login_attempts.failures < ${threshold})`);
      })
      .returning('failures')
      .executeTakeFirst();
    return row ? Number(row.failures) : null;
  }

  const lowerByOne = (key: string) =>
    k
      .updateTable('login_attempts')
      .set({ failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
      .where('key', '=', key)
      .execute();

  /** Forgets the account's failures (an admin's 解锁 or password reset, or a successful login). */
  const clearAccount = async (username: string) => {
    await k.deleteFrom('login_attempts').where('key', '=', accountKey(username)).execute();
  };

  return {
    /** 429 when the address made more than `maxPerIpPerMinute` attempts this minute: a guard of the server, over in a minute. */
    async admit(ip: string) {
      const rate = await hitRateLimit(db, `loginrate:${clientNetwork(ip)}`, { windowMs: 60_000, max: opts.maxPerIpPerMinute }, opts.now());
      if (!rate.allowed) {
        const seconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
        throw tooManyRequests(() => ts('loginsTooOften', { seconds }));
      }
    },

    /**
     * Counts a login attempt for the address and the account; throws 428 (challengeRequired) when
     * either is at its threshold and `solved` is false. Call before checking the password.
     */
    async beginAttempt(username: string, ip: string, solved: boolean): Promise<AdmittedAttempt> {
      const byIp = await countAttempt(ipKey(ip), opts.challengeAfterPerIp, solved);
      if (byIp === null) throw challengeRequired();
      const byAccount = await countAttempt(accountKey(username), opts.challengeAfter, solved);
      if (byAccount === null) {
        // The address's count was taken for an attempt that checks nothing: give it back.
        await lowerByOne(ipKey(ip));
        throw challengeRequired();
      }
      return {
        delayMs: Math.max(loginDelayMs(byIp - 1, opts.challengeAfterPerIp), loginDelayMs(byAccount - 1, opts.challengeAfter)),
        challengeNext: byIp >= opts.challengeAfterPerIp || byAccount >= opts.challengeAfter,
      };
    },

    /** The password was right: the account's count is cleared, the address gets its attempt back. */
    async recordSuccess(username: string, ip: string) {
      await clearAccount(username);
      await lowerByOne(ipKey(ip));
    },

    clearAccount,

    /**
     * Of these usernames, those whose logins now need the image check (failures at the threshold
     * within the window): what 组织与人员 shows as 已锁定 until an admin's 解锁 or a right password.
     */
    async limitedAccounts(usernames: string[]): Promise<Set<string>> {
      if (!usernames.length) return new Set();
      const rows = await k
        .selectFrom('login_attempts')
        .select('key')
        .where('key', 'in', usernames.map(accountKey))
        .where('failures', '>=', opts.challengeAfter)
        .where('updated_at', '>=', new Date(opts.now() - windowMs).toISOString())
        .execute();
      return new Set(rows.map((r) => r.key.slice(accountKey('').length)));
    },

    /**
     * Deletes counters untouched for a day (or the window, when longer); runs at most once a minute
     * (see housekeeping.ts). SMS counters share the table and have shorter windows.
     */
    sweep: throttledSweep(opts.now, async (now) => {
      const cutoff = new Date(now - Math.max(RETAIN_MS, windowMs)).toISOString();
      await k
        .deleteFrom('login_attempts')
        .where('key', 'in', (eb) => eb.selectFrom('login_attempts').select('key').where('updated_at', '<', cutoff).limit(SWEEP_BATCH))
        .execute();
    }),
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
