import type { Db } from '../../../db/client';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import { badRequest } from '../../../core/errors';
import { watermarkLabel } from '../../../../../src/domain/watermark';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import type { AuthContext } from '../../../core/auth-context';

/**
 * 水印: a tenant's setting, read by every screen of its people at start (GET /setting/boot) and
 * changed with 设置's `edit` right, on the audit trail.
 */
export function createWatermarkService(db: Db) {
  const k = db.kysely;
  return {
    async get(tenantId: string): Promise<{ enabled: boolean }> {
      const row = await k.selectFrom('tenants').select('watermark').where('id', '=', tenantId).executeTakeFirst();
      return { enabled: row?.watermark === 1 };
    },

    /** Turns it on or off for the caller's tenant (a boolean, else 400 naming the field), on the audit trail. */
    async set(by: Pick<AuthContext, 'tenantId' | 'actor'>, enabled: unknown): Promise<{ enabled: boolean }> {
      const { tenantId, actor } = by;
      if (typeof enabled !== 'boolean') throw badRequest(() => ts('watermarkBoolean', { label: watermarkLabel() }), { field: 'enabled' });
      await db.transaction(async (trx) => {
        const before = await trx.selectFrom('tenants').select('watermark').where('id', '=', tenantId).executeTakeFirst();
        await trx
          .updateTable('tenants')
          .set({ watermark: enabled ? 1 : 0 })
          .where('id', '=', tenantId)
          .execute();
        const changes = configChanges({ enabled: watermarkLabel() }, { enabled: before?.watermark === 1 }, { enabled });
        if (changes.length)
          recordAudit(trx, {
            tenantId,
            resource: 'tenant',
            recordId: tenantId,
            recordLabel: watermarkLabel(),
            action: 'update',
            changes,
            actor,
          });
      });
      return { enabled };
    },
  };
}
