import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { badRequest, tooManyRequests } from '../http/errors.js';

/**
 * Delivers an SMS code. The default sender writes it to the server log; a deployment plugs in
 * its SMS gateway here, and tests plug in a sender that captures the codes.
 */
export interface SmsSender {
  send(message: { mobile: string; code: string; purpose: string; ttlMinutes: number }): Promise<void>;
}

/** The default sender: the code goes to the server log (there is no SMS gateway by default). */
export function logSmsSender(log: { info(obj: object, msg: string): void }): SmsSender {
  return {
    async send({ mobile, code, purpose, ttlMinutes }) {
      log.info({ mobile, purpose, code }, `短信验证码 ${code}，${ttlMinutes} 分钟内有效（未配置短信通道，验证码仅写入日志）`);
    },
  };
}

export const CAPTCHA_TTL_MINUTES = 5;
export const CAPTCHA_MAX_ATTEMPTS = 5;
export const CAPTCHA_RESEND_SECONDS = 60;
export const CAPTCHA_MAX_PER_DAY = 10;

/** Mainland mobile numbers. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

const hashCode = (salt: string, mobile: string, code: string) => createHmac('sha256', salt).update(`${mobile}:${code}`).digest();

/**
 * 6-digit SMS codes stored as salted hashes: valid 5 minutes, 5 wrong attempts per code, and at
 * most one request per number per 60 s and 10 per 24 h (counted in the database, so across processes).
 */
export function createCaptchaService(db: Db, sender: SmsSender, now: () => number) {
  const k = db.kysely;
  return {
    /** Sends a new code; throws 429 when the number asked too recently or too often. */
    async request(mobile: string, purpose: string): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
      const t = now();
      const recent = await k
        .selectFrom('sms_captchas')
        .select(['created_at'])
        .where('mobile', '=', mobile)
        .where('created_at', '>', new Date(t - 24 * 3600_000).toISOString())
        .orderBy('created_at', 'desc')
        .execute();
      if (recent.length) {
        const wait = Math.ceil((Date.parse(recent[0].created_at) + CAPTCHA_RESEND_SECONDS * 1000 - t) / 1000);
        if (wait > 0) throw tooManyRequests(`验证码发送过于频繁，请 ${wait} 秒后再试`);
      }
      if (recent.length >= CAPTCHA_MAX_PER_DAY) throw tooManyRequests('该手机号今日获取验证码次数已达上限，请明天再试');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      await k
        .insertInto('sms_captchas')
        .values({
          id: newId(),
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
      await sender.send({ mobile, code, purpose, ttlMinutes: CAPTCHA_TTL_MINUTES });
      return { expiresInSeconds: CAPTCHA_TTL_MINUTES * 60, resendInSeconds: CAPTCHA_RESEND_SECONDS };
    },

    /** Checks and consumes the newest code of the number; throws 400 naming what is wrong. */
    async verify(mobile: string, purpose: string, code: string): Promise<void> {
      const t = now();
      const row = await k
        .selectFrom('sms_captchas')
        .selectAll()
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || row.consumed_at) throw badRequest('请先获取短信验证码');
      if (Date.parse(row.expires_at) <= t) throw badRequest('短信验证码已过期，请重新获取');
      if (row.attempts >= CAPTCHA_MAX_ATTEMPTS) throw badRequest('短信验证码错误次数过多，请重新获取');
      const expected = Buffer.from(row.code_hash, 'hex');
      if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, hashCode(row.salt, mobile, code))) {
        // Counted atomically so parallel guesses cannot exceed the limit.
        await k.updateTable('sms_captchas').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
        const left = CAPTCHA_MAX_ATTEMPTS - row.attempts - 1;
        throw badRequest(left > 0 ? `短信验证码错误，还可尝试 ${left} 次` : '短信验证码错误次数过多，请重新获取');
      }
      const res = await k
        .updateTable('sms_captchas')
        .set({ consumed_at: new Date(t).toISOString() })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', CAPTCHA_MAX_ATTEMPTS)
        .executeTakeFirst();
      // A parallel request used the code first.
      if (Number(res.numUpdatedRows) === 0) throw badRequest('请先获取短信验证码');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
