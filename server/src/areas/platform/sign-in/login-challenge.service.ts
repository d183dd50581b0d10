import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { badRequest, tooManyRequests, type Message } from '../../../core/errors';
import { RETAIN_MS, SWEEP_BATCH, throttledSweep } from './housekeeping';
import { hitRateLimit } from './rate-counter';
import { clientNetwork } from './client-network';
import { normalizeChallengeAnswer, randomChallengeText, renderChallengeImage } from './challenge-image';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

/** An image check lives this long: time to read and type it, too short to collect them. */
const CHALLENGE_TTL_SECONDS = 180;
/** Image checks one client address may fetch per minute (each is a row in the database). */
const CHALLENGES_PER_ADDRESS_PER_MINUTE = 30;

/** What the client shows: the check's id, to send back with the answer, and its picture. */
export interface LoginChallenge {
  id: string;
  /** An SVG data URL. */
  image: string;
  expiresInSeconds: number;
}

export interface LoginChallengeOptions {
  now: () => number;
  /** The answer of a new check (randomChallengeText); tests pass a known one. */
  text?: () => string;
}

const hashAnswer = (salt: string, answer: string) => createHmac('sha256', salt).update(normalizeChallengeAnswer(answer)).digest();

/** The field a form shows the failure under; `challengeRequired` tells the login page to show a new image. */
const refused = (message: Message) => badRequest(message, { field: 'challengeAnswer', challengeRequired: true });

/**
 * The image check (验证码) a login needs after repeated failures (login-limiter.service.ts decides
 * when). Only a salted hash of the answer is stored; a check is used up by the first answer given to
 * it, right or wrong, so each password tried past the threshold costs one solved image.
 */
export function createLoginChallenges(db: Db, opts: LoginChallengeOptions) {
  const k = db.kysely;
  const text = opts.text ?? randomChallengeText;

  const sweep = throttledSweep(opts.now, async (t) => {
    const cutoff = new Date(t - RETAIN_MS).toISOString();
    await k
      .deleteFrom('login_challenges')
      .where('id', 'in', (eb) => eb.selectFrom('login_challenges').select('id').where('created_at', '<', cutoff).limit(SWEEP_BATCH))
      .execute();
  });

  return {
    /** A new check; 429 when the address fetched too many this minute. */
    async issue(ip: string): Promise<LoginChallenge> {
      await sweep();
      const t = opts.now();
      const rate = await hitRateLimit(db, `chip:${clientNetwork(ip)}`, { windowMs: 60_000, max: CHALLENGES_PER_ADDRESS_PER_MINUTE }, t);
      if (!rate.allowed) {
        const seconds = Math.max(1, Math.ceil(rate.retryAfterMs / 1000));
        throw tooManyRequests(() => ts('challengeTooOften', { seconds }));
      }
      const answer = text();
      const salt = randomBytes(16).toString('hex');
      const id = newId();
      await k
        .insertInto('login_challenges')
        .values({
          id,
          answer_hash: hashAnswer(salt, answer).toString('hex'),
          salt,
          expires_at: new Date(t + CHALLENGE_TTL_SECONDS * 1000).toISOString(),
          consumed_at: null,
          created_at: new Date(t).toISOString(),
        })
        .execute();
      return { id, image: renderChallengeImage(answer), expiresInSeconds: CHALLENGE_TTL_SECONDS };
    },

    /**
     * Uses up the check and compares the answer; 400 naming 验证码 when it is unknown, used, expired
     * or wrong. Using it up and reading it is one statement, so two requests cannot both use one check.
     */
    async verify(id: string, answer: string): Promise<void> {
      if (!normalizeChallengeAnswer(answer)) throw refused(() => ts('challengeMissing'));
      const nowIso = new Date(opts.now()).toISOString();
      const row = await k
        .updateTable('login_challenges')
        .set({ consumed_at: nowIso })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .returning(['answer_hash', 'salt'])
        .executeTakeFirst();
      if (!row) throw refused(() => ts('challengeExpired'));
      if (!timingSafeEqual(Buffer.from(row.answer_hash, 'hex'), hashAnswer(row.salt, answer))) throw refused(() => ts('challengeWrong'));
    },
  };
}

export type LoginChallenges = ReturnType<typeof createLoginChallenges>;
