import bcrypt from 'bcryptjs';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/client';
import { AppError, type Message } from '../../../core/errors';
import { ServerCode } from '../../../../../src/domain/errorCatalogue';
import { signIn, type SessionsService } from './sessions.service';
import type { Actor } from '../../../core/actor';
import type { AuthContext } from '../../../core/auth-context';
import type { LoginLimiter } from './login-limiter.service';
import type { LoginChallenges } from './login-challenge.service';
import type { UsersTable } from '../../../db/tables/platform';
import type { ThemeChoice } from '../../../../../src/domain/appearance';
import type { Locale } from '../../../../../src/i18n/messages/translate';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

/** bcrypt cost: about 100 ms per check on this machine kind, slow enough to hurt guessing. */
const BCRYPT_COST = 10;

export const hashPassword = (plain: string) => bcrypt.hash(plain, BCRYPT_COST);

/** What the client keeps of the signed-in user (never the hash). */
export interface PublicUser {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  role: UsersTable['role'];
  tenantId: string;
  /** An admin reset the password: the client shows its 修改密码 screen before anything else. */
  mustChangePassword: boolean;
  /** 外观: what the person chose, so a new browser draws in it from the first screen after sign-in. */
  theme: ThemeChoice;
  /** 语言: likewise, so the screens after sign-in are in it. */
  locale: Locale;
}

type UserRow = Pick<Selectable<UsersTable>, 'id' | 'username' | 'display_name' | 'mobile' | 'role' | 'tenant_id' | 'theme' | 'locale'> & {
  must_change_password: number;
};

export const toPublicUser = (u: UserRow): PublicUser => ({
  _id: u.id,
  username: u.username,
  displayName: u.display_name,
  mobile: u.mobile,
  role: u.role,
  tenantId: u.tenant_id,
  mustChangePassword: Number(u.must_change_password) === 1,
  theme: u.theme,
  locale: u.locale,
});

/** What a login sends: the image check only once the server asked for one (428, code 10206). */
export interface LoginInput {
  username: string;
  password: string;
  challengeId?: string;
  challengeAnswer?: string;
}

export interface AuthDeps {
  sessions: SessionsService;
  limiter: LoginLimiter;
  challenges: LoginChallenges;
  /** Waits `ms` (the progressive delay); tests pass one that only records. */
  sleep: (ms: number) => Promise<void>;
}

/**
 * A failed check of the password. When the next attempt will need the image check, `data` says so,
 * and the login page shows it at once rather than after one more round trip.
 */
const failed = (message: Message, code: number, challengeNext: boolean) =>
  new AppError(400, message, code, challengeNext ? { challengeRequired: true } : null);

/** Login and logout. Registration lives in its own service, failure counting in login-limiter. */
export function createAuthService(db: Db, { sessions, limiter, challenges, sleep }: AuthDeps) {
  const k = db.kysely;
  return {
    /**
     * Checks the password and starts a session; 10202 unknown user, 10203 wrong password, 428 (10206)
     * when an image check is needed and none was solved, 400 naming 验证码 when the answer is wrong.
     * `client`: the caller not yet signed in, its address and browser (http/request-actor.ts).
     */
    async login(
      { username, password, challengeId, challengeAnswer }: LoginInput,
      client: Actor,
    ): Promise<{ user: PublicUser; token: string }> {
      const { ip } = client;
      await Promise.all([sessions.sweep(), limiter.sweep()]);
      await limiter.admit(ip);
      // A check sent is used up whether or not it was needed: each solved image buys one password check.
      const sent = challengeId !== undefined || challengeAnswer !== undefined;
      if (sent) await challenges.verify(challengeId ?? '', challengeAnswer ?? '');
      // The attempt is counted (and refused without a solved check past the threshold) before the
      // password is checked, so parallel guesses cannot all pass; only a right password gives it back.
      const attempt = await limiter.beginAttempt(username, ip, sent);
      // Before the check, whatever its outcome: a wait only on failures would let a guesser hang up
      // early and read a failure from the silence.
      if (attempt.delayMs > 0) await sleep(attempt.delayMs);
      const user = await k.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      // A refused sign-in goes on the trail (登录日志) before the refusal: of the user's tenant, or of none;
      // the entry keeps the message in Chinese (error.message), the reply says it in the request's language.
      const refuse = async (error: AppError) => {
        await db.transaction(async (trx) =>
          signIn(trx, user?.tenant_id ?? '', { ...client, userId: user?.id ?? null, userName: username }, 'loginFailed', error.message),
        );
        return error;
      };
      if (!user) throw await refuse(failed(() => ts('userNotFound'), ServerCode.USER_NOT_FOUND, attempt.challengeNext));
      if (!(await bcrypt.compare(password, user.password_hash)))
        throw await refuse(failed(() => ts('wrongPassword'), ServerCode.WRONG_PASSWORD, attempt.challengeNext));
      await limiter.recordSuccess(username, ip);
      if (user.status !== 1) throw await refuse(new AppError(403, () => ts('accountDisabled'), 403));
      const tenant = await k.selectFrom('tenants').select('status').where('id', '=', user.tenant_id).executeTakeFirst();
      if (tenant?.status !== 1) throw await refuse(new AppError(403, () => ts('tenantDisabled'), 403));
      const token = await sessions.create(user.id, user.tenant_id, user.username, client);
      return { user: toPublicUser(user), token };
    },

    /** A new image check for the login form. */
    challenge: (ip = '') => challenges.issue(ip),

    async logout(auth: Pick<AuthContext, 'sessionId' | 'userId' | 'tenantId' | 'actor'>) {
      await sessions.revoke(auth);
    },
  };
}
