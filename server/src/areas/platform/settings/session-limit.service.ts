import type { Db } from '../../../db/client';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import { badRequest } from '../../../core/errors';
import { SESSIONS_PER_USER_MAX, sessionsPerUserLabel } from '../../../../../src/domain/sessionLimit';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import type { AuthContext } from '../../../core/auth-context';

/**
 * 每人同时登录数: a tenant's setting, not a project's (a person signs in to the tenant). The sign-in
 * reads it in its own transaction (sign-in/sessions.service.ts); a change applies from the next sign-in.
 */
export function createSessionLimitService(db: Db) {
  const k = db.kysely;
  return {
    async get(tenantId: string): Promise<{ maxPerUser: number }> {
      const row = await k.selectFrom('tenants').select('sessions_per_user').where('id', '=', tenantId).executeTakeFirst();
      return { maxPerUser: row?.sessions_per_user ?? 1 };
    },

    /** Sets it for the caller's tenant (an integer from 1 to SESSIONS_PER_USER_MAX, else 400 naming the field), on the audit trail. */
    async set(by: Pick<AuthContext, 'tenantId' | 'actor'>, maxPerUser: number): Promise<{ maxPerUser: number }> {
      const { tenantId, actor } = by;
      if (!Number.isInteger(maxPerUser) || maxPerUser < 1 || maxPerUser > SESSIONS_PER_USER_MAX)
        throw badRequest(() => ts('sessionsPerUserRange', { label: sessionsPerUserLabel(), max: SESSIONS_PER_USER_MAX }), {
          field: 'maxPerUser',
        });
      await db.transaction(async (trx) => {
        const before = await trx.selectFrom('tenants').select('sessions_per_user').where('id', '=', tenantId).executeTakeFirst();
        await trx.updateTable('tenants').set({ sessions_per_user: maxPerUser }).where('id', '=', tenantId).execute();
        const changes = configChanges(
          { maxPerUser: sessionsPerUserLabel() },
          { maxPerUser: before?.sessions_per_user ?? 1 },
          { maxPerUser },
        );
        if (changes.length)
          recordAudit(trx, {
            tenantId,
            resource: 'tenant',
            recordId: tenantId,
            recordLabel: sessionsPerUserLabel(),
            action: 'update',
            changes,
            actor,
          });
      });
      return { maxPerUser };
    },
  };
}
