import bcrypt from 'bcryptjs';
import type { Db } from '../../../db/client';
import { AppError, badRequest, operationFailed, tooManyRequests } from '../../../core/errors';
import { ServerCode } from '../../../../../src/domain/errorCatalogue';
import { toPublicUser, type PublicUser } from './auth.service';
import { storePassword } from './password-store';
import { MOBILE_PATTERN, type CaptchaService } from './captcha.service';
import type { AuthContext } from '../../../core/auth-context';
import type { Actor } from '../../../core/actor';
import type { SessionsService } from './sessions.service';
import type { LoginLimiter } from './login-limiter.service';
import { hitRateLimit } from './rate-counter';
import { assertStrongPassword } from './password-policy';
import { SMS_OFF_MESSAGES } from '../../../../../src/domain/smsChannel';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

/** SMS codes of 忘记密码: the registration's service, limits and lifetime, their own purpose. */
const RESET_PURPOSE = 'reset-password';
/** 修改密码 attempts of one user per hour: a stolen session cannot guess the old password at leisure. */
const PASSWORD_CHANGES_PER_HOUR = 10;

const mobilePattern = new RegExp(MOBILE_PATTERN);

export interface ForgotInput {
  /** The username or the mobile number, as typed. */
  account: string;
  captcha: string;
  password: string;
}

/**
 * 修改密码 (the signed-in user) and 忘记密码 (by an SMS code to the account's mobile). An admin's
 * reset lives with the other writes of 组织与人员 (org.service.ts), which knows who may change whom.
 * All three set the password through storePassword (password-store.ts).
 */
export function createPasswordService(
  db: Db,
  deps: { sessions: SessionsService; captcha: CaptchaService; limiter: LoginLimiter; now: () => number },
) {
  const k = db.kysely;
  // Without an SMS channel 忘记密码 is off; an admin's 重置密码 remains.
  const assertSmsOn = () => {
    if (deps.captcha.availability === 'off') throw operationFailed(() => SMS_OFF_MESSAGES.reset);
  };

  /** Active accounts the 忘记密码 form names: one by username, any number by mobile. */
  const accountsOf = (account: string) =>
    k
      .selectFrom('users')
      .select(['id', 'username', 'mobile', 'tenant_id'])
      .where(mobilePattern.test(account) ? 'mobile' : 'username', '=', account)
      .where('status', '=', 1)
      .execute();

  /**
   * Where the code of `account` goes: the mobile of the one account it names; the typed text itself
   * when it names none (a code is then stored and limited exactly alike, but sent nowhere, so neither
   * the reply nor the next step tells a missing account from an existing one).
   */
  async function codeAddress(account: string) {
    const found = await accountsOf(account);
    const owner = found.find((u) => u.mobile);
    return { found, address: owner?.mobile ?? account, deliver: owner !== undefined, tenant: owner?.tenant_id };
  }

  return {
    /**
     * The caller's own password: the old one must be right (400, 10203 naming 原密码), the new one
     * meet the rule and differ from it. Their other sessions end; this one goes on.
     */
    async change(auth: AuthContext, oldPassword: string, newPassword: string): Promise<{ user: PublicUser; token: string }> {
      const rate = await hitRateLimit(db, `pwchange:${auth.userId}`, { windowMs: 3600_000, max: PASSWORD_CHANGES_PER_HOUR }, deps.now());
      if (!rate.allowed) {
        const minutes = Math.max(1, Math.ceil(rate.retryAfterMs / 60_000));
        throw tooManyRequests(() => ts('passwordChangesTooOften', { minutes }));
      }
      assertStrongPassword(newPassword, ts('fieldNewPassword'), 'newPassword');
      const user = await k.selectFrom('users').selectAll().where('id', '=', auth.userId).executeTakeFirstOrThrow();
      if (!(await bcrypt.compare(oldPassword, user.password_hash)))
        throw new AppError(400, () => ts('oldPasswordWrong'), ServerCode.WRONG_PASSWORD, { field: 'oldPassword' });
      if (oldPassword === newPassword) throw badRequest(() => ts('newPasswordSame'), { field: 'newPassword' });
      // Failed logins are the limiter's to forget: the user is signed in and stays so.
      await storePassword(db, deps, user, newPassword, {
        by: auth.actor,
        mustChange: false,
        keepSessionId: auth.sessionId,
        forgetFailedLogins: false,
      });
      // This session goes on under a new token: one copied before the change stops working.
      const token = await deps.sessions.renew(auth.sessionId, user.id);
      return { user: toPublicUser({ ...user, must_change_password: 0 }), token };
    },

    /**
     * Sends a code to the account's mobile; the same reply (and the same 429s) whether or not it
     * exists. The reply does not wait for the SMS provider; its failure goes to `onSendError`.
     */
    async requestCode(account: string, ip: string, onSendError: (err: unknown) => void) {
      assertSmsOn();
      const { found, address, deliver, tenant } = await codeAddress(account);
      const reply = await deps.captcha.request(address, RESET_PURPOSE, ip, { deliver, background: true, tenant, onSendError });
      // For the server's log only: the reply is the same either way.
      return { reply, userIds: deliver ? found.map((u) => u.id) : [] };
    },

    /**
     * Checks the code and sets the new password; every session of the account ends and its failed
     * logins are forgotten (the owner proved the mobile). Returns the user's id for the record.
     * `client`: the anonymous caller, whose address and browser the trail keeps (http/request-actor.ts).
     */
    async resetForgotten({ account, captcha, password }: ForgotInput, client: Actor): Promise<string> {
      assertSmsOn();
      assertStrongPassword(password, ts('fieldNewPassword'), 'password');
      const { found, address } = await codeAddress(account);
      const codeId = await deps.captcha.verify(address, RESET_PURPOSE, captcha);
      const owners = found.filter((u) => u.mobile === address);
      // A code stored for an account that does not exist was sent to nobody: guessed, it opens nothing.
      if (!owners.length) throw badRequest(() => ts('smsCodeFirst'));
      if (owners.length > 1) {
        // Several accounts share the number: the code stays good for the same number by username.
        await deps.captcha.release(codeId);
        throw badRequest(() => ts('mobileOfSeveral'), { field: 'account' });
      }
      const user = owners[0];
      await storePassword(db, deps, user, password, { by: client, mustChange: false, forgetFailedLogins: true });
      return user.id;
    },
  };
}
