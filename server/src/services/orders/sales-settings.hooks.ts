import type { ResourceHooks } from '../../schema-engine/hooks.js';
import { nowIso } from '../../db/time.js';

/**
 * 税费 rules on the generic engine: at most one default tax per project (marking one default
 * clears the flag on the others, in the same transaction).
 */
export const taxesHooks: ResourceHooks = {
  async afterSave(ctx) {
    if (ctx.values.isDefault !== true) return;
    await ctx.trx
      .updateTable('taxes')
      .set({ is_default: 0, updated_at: nowIso() })
      .where('tenant_id', '=', ctx.scope.tenantId)
      .where('project_id', '=', ctx.scope.projectId)
      .where('id', '<>', String(ctx.record._id))
      .where('is_default', '=', 1)
      .execute();
  },
};
