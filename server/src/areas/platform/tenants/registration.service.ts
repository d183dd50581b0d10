import type { Db } from '../../../db/client';
import type { CaptchaService } from '../sign-in/captcha.service';
import type { TenantsService } from './tenants.service';
import { toPublicUser, type PublicUser } from '../sign-in/auth.service';
import type { SessionsService } from '../sign-in/sessions.service';
import { assertStrongPassword, userExists } from '../sign-in/password-policy';
import { operationFailed } from '../../../core/errors';
import { SMS_OFF_MESSAGES } from '../../../../../src/domain/smsChannel';
import type { Actor } from '../../../core/actor';

const REGISTER_PURPOSE = 'register';

export interface RegisterInput {
  username: string;
  password: string;
  mobile: string;
  captcha: string;
  companyName: string;
}

/**
 * Self-service sign-up: an SMS code proves the mobile number, then a new tenant is created with
 * the user as its admin, a Main project and company_info; the user is signed in at once. Without an
 * SMS channel there is no sign-up: both calls are refused saying so.
 */
export function createRegistrationService(db: Db, deps: { captcha: CaptchaService; tenants: TenantsService; sessions: SessionsService }) {
  const k = db.kysely;
  const assertSmsOn = () => {
    if (deps.captcha.availability === 'off') throw operationFailed(() => SMS_OFF_MESSAGES.register);
  };
  return {
    /** Sends the code; a provider's failure goes to `onSendError` (for the log) and answers 400. */
    requestCaptcha(mobile: string, ip = '', onSendError?: (err: unknown) => void) {
      assertSmsOn();
      return deps.captcha.request(mobile, REGISTER_PURPOSE, ip, { onSendError });
    },

    /** `client`: the anonymous caller registering, its address and browser (http/request-actor.ts). */
    async register(input: RegisterInput, client: Actor): Promise<{ user: PublicUser; token: string }> {
      // Cheap checks first, so a taken name or weak password does not burn the SMS code.
      assertStrongPassword(input.password);
      const taken = await k.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
      if (taken) throw userExists();
      // A code stored before the channel was switched off is no way in either.
      assertSmsOn();
      const captchaId = await deps.captcha.verify(input.mobile, REGISTER_PURPOSE, input.captcha);
      let ids: Awaited<ReturnType<TenantsService['createWithAdmin']>>;
      try {
        ids = await deps.tenants.createWithAdmin(
          {
            tenantName: input.companyName,
            username: input.username,
            password: input.password,
            mobile: input.mobile,
          },
          client,
        );
      } catch (err) {
        // The name was taken in the meantime (a parallel sign-up) or the write failed: nothing was
        // created, so the user keeps the code for the next try instead of waiting for a new SMS.
        await deps.captcha.release(captchaId);
        throw err;
      }
      const user = await k.selectFrom('users').selectAll().where('id', '=', ids.userId).executeTakeFirstOrThrow();
      const token = await deps.sessions.create(user.id, user.tenant_id, user.username, client);
      return { user: toPublicUser(user), token };
    },
  };
}
