import type { Db } from '../../../db/client';
import { inTenant } from '../../../db/scope';
import { recordAudit } from '../../../db/audit/audit-trail';
import { hashPassword } from './auth.service';
import type { SessionsService } from './sessions.service';
import type { LoginLimiter } from './login-limiter.service';
import type { Actor } from '../../../core/actor';

/** Whose password is set: the account's id, username (the login limiter's key) and tenant. */
export interface PasswordOwner {
  id: string;
  username: string;
  tenant_id: string;
}

export interface PasswordChange {
  /** Who set it, from where: the owner (修改密码), an admin (重置密码), or the anonymous caller with the code (忘记密码). */
  by: Actor;
  /** The owner must choose another at the next sign-in (an admin's 重置密码 sets a temporary one). */
  mustChange: boolean;
  /** The session that made the change and goes on (修改密码); every other session of the owner ends. */
  keepSessionId?: string;
  /** Forget the account's failed logins: the owner is to sign in with the new password. */
  forgetFailedLogins: boolean;
}

/**
 * Sets a password the one way every path does (修改密码, 忘记密码, an admin's 重置密码): the new hash
 * and whether it must be changed, written in the owner's tenant with its entry on the audit trail and
 * the end of the owner's sessions (sessions.endForPassword: all, or all but the changer's own); then,
 * when asked, the failed logins are forgotten.
 */
export async function storePassword(
  db: Db,
  deps: { sessions: SessionsService; limiter: LoginLimiter },
  owner: PasswordOwner,
  password: string,
  change: PasswordChange,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: hash, must_change_password: change.mustChange ? 1 : 0 })
      .where(inTenant(owner.tenant_id))
      .where('id', '=', owner.id)
      .execute();
    // Never the password itself: who set it, for whom, and whether it is temporary.
    recordAudit(trx, {
      tenantId: owner.tenant_id,
      resource: 'user',
      recordId: owner.id,
      recordLabel: owner.username,
      action: 'password',
      changes: change.mustChange
        ? [{ field: 'mustChangePassword', label: '下次登录须修改密码', from: false, to: true, fromText: '否', toText: '是' }]
        : [],
      actor: change.by,
    });
    await deps.sessions.endForPassword(trx, owner, change.by, change.keepSessionId);
  });
  if (change.forgetFailedLogins) await deps.limiter.clearAccount(owner.username);
}
