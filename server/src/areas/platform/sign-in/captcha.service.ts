import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { badRequest, operationFailed, tooManyRequests } from '../../../core/errors';
import { smsSendFailed } from '../../../../../src/domain/smsChannel';
import { smsAvailability, type SmsChannel } from './sms/sms-channel';
import { RETAIN_MS, SWEEP_BATCH, throttledSweep } from './housekeeping';
import { hitRateLimit } from './rate-counter';
import { clientNetwork } from './client-network';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

const CAPTCHA_TTL_MINUTES = 5;
const CAPTCHA_MAX_ATTEMPTS = 5;
const CAPTCHA_RESEND_SECONDS = 60;
const CAPTCHA_MAX_PER_DAY = 10;
/** Requests from one client address per hour, whatever the numbers (stops SMS bombing of many numbers). */
const CAPTCHA_MAX_PER_ADDRESS_PER_HOUR = 20;

/** Mainland mobile numbers (the client's forms check the same rule). */
export { MOBILE_PATTERN } from '../../../../../src/domain/mobileRule';

const hashCode = (salt: string, mobile: string, code: string) => createHmac('sha256', salt).update(`${mobile}:${code}`).digest();

/** What a code request answers; `devCode` only without an SMS provider in development (sms/sms-channel.ts). */
export interface CaptchaReply {
  expiresInSeconds: number;
  resendInSeconds: number;
  devCode?: string;
}

/**
 * 6-digit SMS codes stored as salted hashes: valid 5 minutes, 5 attempts per code, at most one
 * request per number per 60 s and 10 per 24 h, and 20 per client address per hour. Every limit is
 * counted atomically in the database, so parallel requests and several processes cannot exceed it.
 * Codes leave through `channel` only: the code is never logged, nor passed to anything that logs.
 */
export function createCaptchaService(db: Db, channel: SmsChannel, now: () => number) {
  const k = db.kysely;
  const availability = smsAvailability(channel);

  const sweep = throttledSweep(now, async (t) => {
    const cutoff = new Date(t - RETAIN_MS).toISOString();
    await k
      .deleteFrom('sms_captchas')
      .where('id', 'in', (eb) => eb.selectFrom('sms_captchas').select('id').where('created_at', '<', cutoff).limit(SWEEP_BATCH))
      .execute();
    // This service's counters (keys sms:… and smsip:…); logins sweep the whole table too.
    await k
      .deleteFrom('login_attempts')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('login_attempts')
          .select('key')
          .where('key', '>=', 'sms')
          .where('key', '<', 'smt')
          .where('updated_at', '<', cutoff)
          .limit(SWEEP_BATCH),
      )
      .execute();
  });

  return {
    /** Whether codes can be sent (the callers refuse their forms when `off`, with their own words). */
    availability,

    /**
     * Sends a new code; throws 429 when the address or the number asked too recently or too often.
     * `deliver: false` counts and stores the code alike but sends it nowhere (忘记密码 for an account
     * that does not exist answers exactly as for one that does). Every failed send goes to
     * `onSendError` (for the log: it never holds the code). With `background` the reply does not wait
     * for the SMS provider: a reply slowed or failed only when a code is really sent would tell an
     * existing account from a missing one. Otherwise a failed send removes the code and answers 400
     * 短信发送失败，请稍后再试. Without a provider, in development, the code comes back as `devCode`.
     */
    async request(
      mobile: string,
      purpose: string,
      ip = '',
      {
        deliver = true,
        background = false,
        tenant,
        onSendError = () => undefined,
      }: { deliver?: boolean; background?: boolean; tenant?: string; onSendError?: (err: unknown) => void } = {},
    ): Promise<CaptchaReply> {
      // The callers refuse first, saying what remains; this is the last guard.
      if (channel.kind === 'off') throw operationFailed(() => ts('smsOff'));
      await sweep();
      const t = now();
      const byAddress = await hitRateLimit(
        db,
        `smsip:${clientNetwork(ip)}`,
        { windowMs: 3600_000, max: CAPTCHA_MAX_PER_ADDRESS_PER_HOUR },
        t,
      );
      if (!byAddress.allowed) {
        const minutes = Math.max(1, Math.ceil(byAddress.retryAfterMs / 60_000));
        throw tooManyRequests(() => ts('networkCodesTooOften', { minutes }));
      }
      const byNumber = await hitRateLimit(
        db,
        `sms:${mobile}`,
        { windowMs: 24 * 3600_000, max: CAPTCHA_MAX_PER_DAY, minIntervalMs: CAPTCHA_RESEND_SECONDS * 1000 },
        t,
      );
      if (!byNumber.allowed) {
        if (byNumber.reason === 'max') throw tooManyRequests(() => ts('mobileDailyLimit'));
        const seconds = Math.max(1, Math.ceil(byNumber.retryAfterMs / 1000));
        throw tooManyRequests(() => ts('codesTooOften', { seconds }));
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      const id = newId();
      await k
        .insertInto('sms_captchas')
        .values({
          id,
          mobile,
          purpose,
          code_hash: hashCode(salt, mobile, code).toString('hex'),
          salt,
          attempts: 0,
          expires_at: new Date(t + CAPTCHA_TTL_MINUTES * 60_000).toISOString(),
          consumed_at: null,
          created_at: new Date(t).toISOString(),
        })
        .execute();
      const reply: CaptchaReply = { expiresInSeconds: CAPTCHA_TTL_MINUTES * 60, resendInSeconds: CAPTCHA_RESEND_SECONDS };
      if (channel.kind === 'dev-codes') return { ...reply, devCode: code };
      if (!deliver) return reply;
      const message = { mobile, code, purpose, expiresInMinutes: CAPTCHA_TTL_MINUTES, ...(tenant ? { tenant } : {}) };
      // Through a promise, so an adapter that throws at once fails like one that rejects.
      const sending = Promise.resolve().then(() => channel.sender.send(message));
      if (background) {
        sending.catch(onSendError);
        return reply;
      }
      try {
        await sending;
      } catch (err) {
        onSendError(err);
        // A code nobody received is no code: the next request (after the resend wait) stores a new one.
        await k.deleteFrom('sms_captchas').where('id', '=', id).execute();
        throw operationFailed(smsSendFailed);
      }
      return reply;
    },

    /**
     * Checks and consumes the newest code of the number; throws 400 naming what is wrong. Returns
     * the code's id, so a caller whose next step fails can give the code back (`release`).
     */
    async verify(mobile: string, purpose: string, code: string): Promise<string> {
      const t = now();
      const row = await k
        .selectFrom('sms_captchas')
        .select(['id', 'code_hash', 'salt', 'expires_at', 'consumed_at'])
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || row.consumed_at) throw badRequest(() => ts('smsCodeFirst'));
      if (Date.parse(row.expires_at) <= t) throw badRequest(() => ts('smsCodeExpired'));
      // The attempt is counted before the comparison, and only while attempts are left: parallel
      // guesses each take one of the five, and none is compared once they are used up.
      const counted = await k
        .updateTable('sms_captchas')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', CAPTCHA_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) {
        const cur = await k.selectFrom('sms_captchas').select('consumed_at').where('id', '=', row.id).executeTakeFirst();
        throw badRequest(cur?.consumed_at ? () => ts('smsCodeFirst') : () => ts('smsCodeTooManyTries'));
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, hashCode(row.salt, mobile, code))) {
        const left = CAPTCHA_MAX_ATTEMPTS - Number(counted.attempts);
        throw badRequest(left > 0 ? () => ts('smsCodeWrong', { left }) : () => ts('smsCodeTooManyTries'));
      }
      const res = await k
        .updateTable('sms_captchas')
        .set({ consumed_at: new Date(t).toISOString() })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      // A parallel request used the code first.
      if (Number(res.numUpdatedRows) === 0) throw badRequest(() => ts('smsCodeFirst'));
      return row.id;
    },

    /** Makes a consumed code usable again (its attempts stay counted): the step it was for failed. */
    async release(id: string): Promise<void> {
      await k.updateTable('sms_captchas').set({ consumed_at: null }).where('id', '=', id).execute();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
