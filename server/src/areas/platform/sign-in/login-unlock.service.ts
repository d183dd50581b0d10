import type { Db } from '../../../db/client';
import { notFound, operationFailed } from '../../../core/errors';
import { inTenant } from '../../../db/scope';
import type { AuthContext } from '../../../core/auth-context';
import type { LoginLimiter } from './login-limiter.service';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

/**
 * 解锁 (解除登录限制): an admin clears the failed logins of one account, so its owner signs in again
 * without the image check and without waiting. Tenant admins for the people of their tenant (another
 * tenant's user is simply not found), the super-admin for anyone; the super-admin's own account only
 * by a super-admin, as everywhere else. The counts of client addresses are left alone: they guard
 * every account behind the address, and they never lock anyone out.
 */
export function createLoginUnlock(db: Db, limiter: LoginLimiter) {
  const k = db.kysely;
  return {
    async unlock(auth: AuthContext, userId: string): Promise<void> {
      let found = k.selectFrom('users').select(['username', 'role']).where('id', '=', userId);
      if (auth.role !== 'super_admin') found = found.where(inTenant(auth.tenantId));
      const user = await found.executeTakeFirst();
      if (!user) throw notFound(() => ts('userNotFound'));
      if (user.role === 'super_admin' && auth.role !== 'super_admin') throw operationFailed(() => ts('superAdminUnchangeable'));
      await limiter.clearAccount(user.username);
    },
  };
}
