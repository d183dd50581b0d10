import bcrypt from 'bcryptjs';
import type { Db } from '../../db/client';
import { AppError } from '../../core/errors';
import { ServerCode } from '../../../../src/domain/errorCatalogue';
import type { SessionsService } from './sessions.service';
import type { LoginLimiter } from './login-limiter.service';
import type { UsersTable } from '../../db/tables/platform';

/** bcrypt cost: about 100 ms per check on this machine kind, slow enough to hurt guessing. */
export const BCRYPT_COST = 10;

export const hashPassword = (plain: string) => bcrypt.hash(plain, BCRYPT_COST);

/** What the client keeps of the signed-in user (never the hash). */
export interface PublicUser {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  role: UsersTable['role'];
  tenantId: string;
}

export const toPublicUser = (u: Pick<UsersTable, 'id' | 'username' | 'display_name' | 'mobile' | 'role' | 'tenant_id'>): PublicUser => ({
  _id: u.id,
  username: u.username,
  displayName: u.display_name,
  mobile: u.mobile,
  role: u.role,
  tenantId: u.tenant_id,
});

/** Login and logout. Registration and rate limiting live in their own services. */
export function createAuthService(db: Db, sessions: SessionsService, limiter: LoginLimiter) {
  const k = db.kysely;
  return {
    /** Checks the password and starts a session; 10202 unknown user, 10203 wrong password. */
    async login(username: string, password: string, ip = ''): Promise<{ user: PublicUser; token: string }> {
      await Promise.all([sessions.sweep(), limiter.sweep()]);
      // The attempt is counted (and refused when over the limit) before the password is checked,
      // so parallel guesses cannot all pass; only a right password gives the attempt back.
      await limiter.beginAttempt(username, ip);
      const user = await k.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
      if (!user) throw new AppError(400, '用户不存在', ServerCode.USER_NOT_FOUND);
      if (!(await bcrypt.compare(password, user.password_hash))) throw new AppError(400, '密码错误', ServerCode.WRONG_PASSWORD);
      await limiter.recordSuccess(username, ip);
      if (user.status !== 1) throw new AppError(403, '账号已停用，请联系管理员', 403);
      const tenant = await k.selectFrom('tenants').select('status').where('id', '=', user.tenant_id).executeTakeFirst();
      if (tenant?.status !== 1) throw new AppError(403, '所属租户已停用，请联系管理员', 403);
      const token = await sessions.create(user.id, user.tenant_id);
      return { user: toPublicUser(user), token };
    },

    async logout(sessionId: string, userId: string) {
      await sessions.revoke(sessionId, userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
